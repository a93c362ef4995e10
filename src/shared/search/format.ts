/**
 * The search files, shared by the build (writer) and the browser (reader): plain JSON, compressed by
 * the host (or `precompress`). Per language (and version):
 * - the index, `search_index.<lang>[.<version>].<hash>.json`: a serialised `lunr.Index` (postings in
 *   the compact form of `CompactIndex`, which the browser turns back into `lunr.Index.toJSON()`'s shape)
 *   with one document per page (its ref the page's position in `pages`), the pages (route, title,
 *   number of sections) and the list of text shards. Results are ranked from this file alone, so it is
 *   all the first results need.
 * - the text shards, `search_text.<lang>[.<version>].<hash of the shard>.json`: the sections (heading,
 *   anchor, text) of a run of consecutive pages, about `SHARD_BYTES` each, fetched for the pages shown
 *   (their hits and snippets), and in page order for the as-written check of Chinese runs (query.ts).
 */
export const INDEX_FORMAT = 'docsite-search';
export const INDEX_VERSION = 4;

/** A shard holds the sections of consecutive pages, cut once it reaches this many bytes of JSON. */
export const SHARD_BYTES = 48 * 1024;

/** A page: [routePath, title, number of sections]. */
export type PayloadPage = [routePath: string, title: string, sections: number];
/**
 * A section, in a shard: [heading ('' = the intro before the first heading), text, anchor]. The anchor
 * is omitted when it equals `predictAnchors`' guess (almost always).
 */
export type PayloadSection = [heading: string, text: string, anchor?: string];
/** A shard of the index: [first page, file name (in the index file's folder)]. */
export type PayloadShard = [firstPage: number, file: string];

export interface IndexFile {
  format: typeof INDEX_FORMAT;
  v: number;
  lang: string;
  version: string;
  pages: PayloadPage[];
  /** The text shards, in page order: each holds the sections of its pages up to the next one's first. */
  shards: PayloadShard[];
  /** Terms left out of the body fields because more than half of the pages have them (lunr-setup.ts). */
  commonTerms: string[];
  index: CompactIndex;
}

/**
 * A `lunr.Index` without what can be derived: `fieldVectors` are the weights of the postings (a page's
 * vector for a field lists the terms whose posting names the page in that field, in term order), the
 * term numbers are the terms' positions, and the refs (page numbers) ascend, written as gaps. lunr
 * writes `"term":{"_index":n,"title":{"12":{}},…}` and `["title/12",[n,w,…]]`; this writes
 * `["term",n,[[12,w,…],…]]` (one list per field, refs as gaps from the previous one, then the weight).
 * `expandIndex` (query.ts) rebuilds lunr's own JSON from it, exactly.
 */
export interface CompactIndex {
  version: string;
  fields: string[];
  /** Sorted by term: the term, its number in lunr's vectors, and per field [ref gap, weight, ref gap, weight, …]. */
  terms: [term: string, termIndex: number, postings: number[][]][];
  pipeline: string[];
}

/** What `lunr.Index.toJSON()` writes (typed here: @types/lunr says `object`). */
export interface SerialisedIndex {
  version: string;
  fields: string[];
  fieldVectors: [ref: string, vector: number[]][];
  invertedIndex: [term: string, postings: Record<string, Record<string, object> | number>][];
  pipeline: string[];
}

/** A text shard: the sections of pages `first` … in order (`IndexFile.pages` says how many each has). */
export interface ShardFile {
  format: typeof INDEX_FORMAT;
  v: number;
  first: number;
  sections: PayloadSection[];
}

/** The key of a language's index (and version's, on a versioned site) in the site data's `search.indexes`: `en`, `en@v1`. */
export function searchIndexKey(lang: string, version: string): string {
  return version ? `${lang}@${version}` : lang;
}

/**
 * An index file's path without its hash, `static/search_index.<lang>[.<version>]`: the build names the
 * file so plus a hash of its input, dev serves it at this name plus `.json` (its content follows the
 * pages, the site data's URLs stay put).
 */
export function searchIndexStem(lang: string, version: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
  return `static/search_index.${safe(lang)}${version ? '.' + safe(version) : ''}`;
}

/** The stem of an index's text shards: `static/search_text.<lang>[.<version>]` (plus `.<hash>.json`). */
export function searchTextStem(lang: string, version: string): string {
  return searchIndexStem(lang, version).replace(/search_index\.([^/]*)$/, 'search_text.$1');
}

/** A shard's URL: its file name in the folder of the index file's URL. */
export function shardUrl(indexUrl: string, file: string): string {
  return indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1) + file;
}

/**
 * The lunr fields of a page document and their boosts: `title` (also the route's words), `lead` (the
 * intro before the first heading), `heading` (every other heading), `text` (the rest).
 */
export const FIELD_BOOSTS = { title: 8, lead: 2, heading: 3, text: 1 } as const;

/** The words of a route path, as a weak title: `/guide/migration/webpack` → `guide migration webpack`. */
export function routeWords(routePath: string, lang: string): string {
  const own = routePath.startsWith(`/${lang}/`) ? routePath.slice(lang.length + 1) : routePath;
  return own.replace(/[/\-_.]+/g, ' ').trim();
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
