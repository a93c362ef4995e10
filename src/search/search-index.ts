/**
 * The search index in the browser: decodes an index file and keeps three joined strings (section texts,
 * headings, page titles) and their folded copies. Nothing is tokenised up front; term-match.ts looks
 * terms up in these strings when a query needs them (see query.ts for the whole design).
 */
import { decompressText, fromBase64 } from './codec.ts';
import { INDEX_CODEC, INDEX_FORMAT, INDEX_VERSION, predictAnchors, type IndexFile, type IndexPayload } from './format.ts';
import { cjkRuns, fold, makeDict, type CjkDict } from './tokenize.ts';
import type { TokenList } from './term-match.ts';
import type { SearchGroup } from './query.ts';

export interface Section {
  page: number;
  anchor: string;
  heading: string;
  text: string;
  /** Length for BM25 normalisation (characters). */
  len: number;
}

export interface Page {
  routePath: string;
  title: string;
  foldedTitle: string;
  /** Whether the title has Chinese (or other CJK) characters; a Chinese page named `output.minify` has none. */
  cjkTitle: boolean;
  sections: number[];
  /** Length of all its sections (characters). */
  len: number;
}

/** One field (section texts, headings or page titles) of all owners, joined with U+0000. */
export interface Field {
  original: string;
  folded: string;
  /** Latin tokens by prefix (see `tokensWithPrefix`). */
  prefixCache: Map<string, TokenList>;
  /** Owner i spans [starts[i], starts[i + 1] - 1). */
  starts: Int32Array;
}

/** Occurrences of a term per owner: flat [start, length, start, length …], relative to the owner. */
export type Occurrences = Map<number, number[]>;

/** What a term matches in the three fields. */
export interface TermMatch {
  /** Sections whose text or heading has the term. */
  df: number;
  text: Occurrences;
  heading: Occurrences;
  titles: Occurrences;
  paths: Occurrences;
}

export interface SearchIndex {
  lang: string;
  version: string;
  pages: Page[];
  sections: Section[];
  dict: CjkDict;
  text: Field;
  headings: Field;
  titles: Field;
  /** Route path words per page. */
  paths: Field;
  avgLen: number;
  avgPageLen: number;
  termCache: Map<string, TermMatch>;
  resultCache: Map<string, SearchGroup[]>;
  /** Set when loading failed (the index is then empty). */
  failed?: boolean;
}

const EMPTY_PAYLOAD: IndexPayload = { pages: [], sections: [], dict: '' };

/** Decodes an index file (the parsed JSON). Throws on an unknown format. */
export function decodeIndexFile(file: IndexFile): IndexPayload {
  if (!file || file.format !== INDEX_FORMAT || file.v !== INDEX_VERSION || file.codec !== INDEX_CODEC) throw new Error('unknown search index format');
  const text = decompressText(fromBase64(file.data));
  if (text.length !== file.length) throw new Error('corrupt search index');
  return JSON.parse(text) as IndexPayload;
}

export function makeField(values: string[]): Field {
  const starts = new Int32Array(values.length + 1);
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    starts[i] = at;
    at += values[i].length + 1;
  }
  starts[values.length] = at;
  const original = values.join('\u0000');
  return { original, folded: fold(original), starts, prefixCache: new Map() };
}

/** Builds the in-memory index: no tokenising, just the joined strings (see the file comment). */
export function createIndex(payload: IndexPayload, lang = '', version = ''): SearchIndex {
  const dict = makeDict(payload.dict ? payload.dict.split(' ') : []);
  const titles = makeField(payload.pages.map((p) => p[1]));
  const pages: Page[] = payload.pages.map(([routePath, title], p) => ({
    routePath,
    title,
    foldedTitle: titles.folded.slice(titles.starts[p], titles.starts[p + 1] - 1),
    cjkTitle: cjkRuns(title).length > 0,
    sections: [],
    len: 0,
  }));
  const paths = makeField(payload.pages.map((p) => p[0].replace(/[/\-_.]+/g, ' ').trim()));
  const text = makeField(payload.sections.map((s) => s[2]));
  const headings = makeField(payload.sections.map((s) => s[1]));
  // anchors: derived from the headings per page unless stored
  const predicted: string[] = [];
  for (let i = 0; i < payload.sections.length; ) {
    const page = payload.sections[i][0];
    let j = i;
    while (j < payload.sections.length && payload.sections[j][0] === page) j++;
    predicted.push(...predictAnchors(payload.pages[page]?.[1] ?? '', payload.sections.slice(i, j).map((s) => s[1])));
    i = j;
  }
  let totalLen = 0;
  const sections: Section[] = payload.sections.map(([page, heading, value, anchor], s) => {
    const len = Math.max(value.length, 20);
    totalLen += len;
    pages[page]?.sections.push(s);
    if (pages[page]) pages[page].len += len;
    return { page, anchor: anchor ?? predicted[s], heading, text: value, len };
  });
  return {
    lang,
    version,
    pages,
    sections,
    dict,
    text,
    headings,
    titles,
    paths,
    avgLen: sections.length ? totalLen / sections.length : 1,
    avgPageLen: pages.length ? totalLen / pages.length : 1,
    termCache: new Map(),
    resultCache: new Map(),
  };
}

export function emptyIndex(lang = '', version = ''): SearchIndex {
  return createIndex(EMPTY_PAYLOAD, lang, version);
}

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());
function measure(name: string, start: number, end: number): void {
  try {
    performance.measure(name, { start, end });
  } catch {
    // no User Timing (old runtimes): nothing to record
  }
}

export const INDEX_LOAD_ERROR = 'Failed to fetch search index, please reload the page and try again.';

/**
 * Fetches and decodes an index. On any failure logs the spec's message and returns an empty index
 * (flagged `failed`), so search keeps working (with no results).
 */
export async function loadIndex(url: string, fetchImpl: typeof fetch = fetch): Promise<SearchIndex> {
  try {
    const t0 = now();
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const file = (await response.json()) as IndexFile;
    const t1 = now();
    const payload = decodeIndexFile(file);
    const t2 = now();
    const index = createIndex(payload, file.lang, file.version);
    // User Timing entries, for performance tests and DevTools
    measure('docsite:search-index-fetch', t0, t1);
    measure('docsite:search-index-decode', t1, t2);
    measure('docsite:search-index-create', t2, now());
    return index;
  } catch (error) {
    console.error(INDEX_LOAD_ERROR, error);
    return { ...emptyIndex(), failed: true };
  }
}
