/**
 * The search files, shared by the build (writer) and the browser (reader): plain JSON, compressed by
 * the host (or `precompress`). Per language (and version) there are two:
 * - the index, `search_index.<lang>[.<version>].<hash>.json`: a serialised `lunr.Index`
 *   (`lunr.Index.toJSON()`) with one document per page (its ref the page's position in `pages`), the
 *   pages (route, title) and each page's sections (heading, anchor). Results are ranked and shown from
 *   this file alone, so it is all the first results need.
 * - the section texts, `search_text.<…>.<hash>.json` (same name otherwise), fetched after the index:
 *   snippets of content hits, and the exact-phrase check of Chinese queries.
 */
export const INDEX_FORMAT = 'docsite-search';
export const INDEX_VERSION = 3;

/** A page: [routePath, title]. */
export type PayloadPage = [routePath: string, title: string];
/**
 * A section: [page index, heading ('' = the intro before the first heading), anchor]. The anchor is
 * omitted when it equals `predictAnchors`' guess (almost always).
 */
export type PayloadSection = [page: number, heading: string, anchor?: string];

export interface IndexFile {
  format: typeof INDEX_FORMAT;
  v: number;
  lang: string;
  version: string;
  pages: PayloadPage[];
  sections: PayloadSection[];
  /** Terms left out of the body fields because more than half of the pages have them (lunr-setup.ts). */
  commonTerms: string[];
  index: SerialisedIndex;
}

/** What `lunr.Index.toJSON()` writes (typed here: @types/lunr says `object`). */
export interface SerialisedIndex {
  version: string;
  fields: string[];
  fieldVectors: [ref: string, vector: number[]][];
  invertedIndex: [term: string, postings: Record<string, Record<string, object> | number>][];
  pipeline: string[];
}

/** The section texts, in the order of `IndexFile.sections`. */
export interface TextFile {
  format: typeof INDEX_FORMAT;
  v: number;
  texts: string[];
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

/** The text file that goes with an index file (same folder, same hash). */
export function textFileUrl(indexUrl: string): string {
  return indexUrl.replace(/search_index\.([^/]*)$/, 'search_text.$1');
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
