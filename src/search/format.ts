/**
 * The search index file format, shared by the build (writer) and the browser (reader).
 *
 * The file is JSON: a small header plus `data`, the base64 of the codec-compressed payload (see
 * codec.ts). The payload is itself JSON (`IndexPayload`). There are no precomputed postings: the
 * browser rebuilds what it needs from the text in a few tens of milliseconds, which keeps the file at
 * about the compressed size of the text alone.
 */

export const INDEX_FORMAT = 'docsite-search';
export const INDEX_VERSION = 2;
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
/**
 * A section: [page index, heading ('' = the intro before the first heading), text, anchor]. The
 * anchor is omitted when it equals `predictAnchors`' guess (almost always).
 */
export type PayloadSection = [page: number, heading: string, text: string, anchor?: string];

export interface IndexPayload {
  pages: PayloadPage[];
  sections: PayloadSection[];
  /** CJK dictionary words (jieba cutForSearch over the text), space separated, sorted. */
  dict: string;
}

/**
 * Guesses the heading ids of a page the way the Markdown pipeline makes them (github-slugger over
 * the h1 and then each heading: lower case, punctuation dropped, spaces → '-', repeats get -1, -2).
 * The build stores an anchor only where this guess is wrong, so a wrong guess costs bytes, never
 * correctness. The intro section (heading '') has the anchor ''.
 */
export function predictAnchors(title: string, headings: string[]): string[] {
  const seen = new Map<string, number>();
  const slug = (text: string) => {
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '').replace(/ /g, '-');
    let result = base;
    while (seen.has(result)) {
      const n = seen.get(base)! + 1;
      seen.set(base, n);
      result = `${base}-${n}`;
    }
    seen.set(result, 0);
    return result;
  };
  if (title) slug(title);
  return headings.map((h) => (h ? slug(h) : ''));
}
