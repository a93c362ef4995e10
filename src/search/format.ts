/**
 * The search index file format, shared by the build (writer) and the browser (reader).
 *
 * The file is JSON: a small header plus `data`, the base64 of the codec-compressed payload (see
 * codec.ts). The payload is itself JSON (`IndexPayload`). There are no precomputed postings: the
 * browser rebuilds what it needs from the text in a few tens of milliseconds, which keeps the file at
 * about the compressed size of the text alone.
 */

export const INDEX_FORMAT = 'docsite-search';
export const INDEX_VERSION = 1;
export const INDEX_CODEC = 'bwt1';

export interface IndexFile {
  format: typeof INDEX_FORMAT;
  v: number;
  lang: string;
  version: string;
  codec: typeof INDEX_CODEC;
  /** Length of the payload string, as a check. */
  length: number;
  data: string;
}

/** A page: [routePath, title]. */
export type PayloadPage = [routePath: string, title: string];
/** A section: [page index, anchor ('' = intro), heading, depth, text]. */
export type PayloadSection = [page: number, anchor: string, heading: string, depth: number, text: string];

export interface IndexPayload {
  pages: PayloadPage[];
  sections: PayloadSection[];
  /** CJK dictionary words (jieba cutForSearch over the text), space separated, sorted. */
  dict: string;
}
