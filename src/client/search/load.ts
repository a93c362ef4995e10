/**
 * Loading: an index file (format.ts) into lunr (`lunr.Index.load` of the JSON `expandIndex` rebuilds),
 * its pages and sections; text shards fetched and attached as results need them.
 */
import { internals, lunr } from '../../shared/search/lunr-setup.ts';
import { INDEX_FORMAT, INDEX_VERSION, predictAnchors, shardUrl, type CompactIndex, type IndexFile, type SerialisedIndex, type ShardFile } from '../../shared/search/format.ts';
import { fold, isCjkCode, makeDict } from '../../shared/search/tokenize.ts';
import type { Page, SearchIndex, Section, Shard } from './types.ts';

/** lunr's own JSON (`lunr.Index.toJSON()`) from the compact form of format.ts, as the build had it. */
export function expandIndex(compact: CompactIndex, pageCount: number): SerialisedIndex {
  const { fields } = compact;
  // a vector per field of each page, [term number, weight, …] (flat, no pairs: this runs on every open)
  const vectors: number[][][] = fields.map(() => Array.from({ length: pageCount }, () => []));
  const invertedIndex: SerialisedIndex['invertedIndex'] = compact.terms.map(([term, termIndex, perField]) => {
    const posting: Record<string, Record<string, object> | number> = { _index: termIndex };
    for (let f = 0; f < fields.length; f++) {
      const refs: Record<string, object> = {};
      const list = perField[f] ?? [];
      for (let i = 0, ref = 0; i < list.length; i += 2) {
        ref += list[i];
        refs[ref] = {};
        (vectors[f][ref] ??= []).push(termIndex, list[i + 1]);
      }
      posting[fields[f]] = refs;
    }
    return [term, posting];
  });
  // lunr's order: page by page, fields in order; elements by term number
  const fieldVectors: SerialisedIndex['fieldVectors'] = [];
  for (let p = 0; p < vectors[0]?.length; p++) {
    for (let f = 0; f < fields.length; f++) fieldVectors.push([`${fields[f]}/${p}`, byTermNumber(vectors[f][p])]);
  }
  return { version: compact.version, fields, fieldVectors, invertedIndex, pipeline: compact.pipeline };
}

/** A flat [term number, weight, …] list sorted by term number (terms come in alphabetical order, their numbers in lunr's). */
function byTermNumber(flat: number[]): number[] {
  const n = flat.length / 2;
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = flat[2 * i - 2] < flat[2 * i];
  if (sorted) return flat;
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => flat[2 * x] - flat[2 * y]);
  const out = new Array<number>(flat.length);
  order.forEach((k, i) => ((out[2 * i] = flat[2 * k]), (out[2 * i + 1] = flat[2 * k + 1])));
  return out;
}

/** Builds the in-memory index from a parsed index file (`url`: where it came from). Throws on an unknown format. */
export function createIndex(file: IndexFile, url = ''): SearchIndex {
  if (!file || file.format !== INDEX_FORMAT || file.v !== INDEX_VERSION) throw new Error('unknown search index format');
  const idx = lunr.Index.load(expandIndex(file.index, file.pages.length) as unknown as object);
  const shards: Shard[] = file.shards.map(([first, name]) => ({ first, file: name, state: 'missing' }));
  const pages: Page[] = [];
  const sections: Section[] = [];
  let shard = 0;
  file.pages.forEach(([routePath, title, count], p) => {
    while (shard + 1 < shards.length && shards[shard + 1].first <= p) shard++;
    const page: Page = { routePath, title, foldedTitle: fold(title), sections: [], shard };
    for (let k = 0; k < count; k++) {
      page.sections.push(sections.length);
      sections.push({ page: p, heading: '', foldedHeading: '', text: '', foldedText: '', anchor: '' });
    }
    pages.push(page);
  });
  const cjk: string[] = [];
  for (const term of Object.keys(internals(idx).invertedIndex)) {
    if (term.length >= 2 && isCjkCode(term.charCodeAt(0))) cjk.push(term);
  }
  return { lang: file.lang, version: file.version, url, pages, sections, shards, lunr: idx, dict: makeDict(cjk), commonTerms: new Set(file.commonTerms ?? []), resultCache: new Map(), rankCache: new Map(), termCache: new Map() };
}

/** Adds text shards (the headings, anchors and texts of their pages) to an index; results found before are dropped from the cache. */
export function attachTexts(index: SearchIndex, files: ShardFile | ShardFile[]): void {
  for (const file of Array.isArray(files) ? files : [files]) {
    const n = index.shards.findIndex((s) => s.first === file?.first);
    if (!file || file.format !== INDEX_FORMAT || file.v !== INDEX_VERSION || n < 0) throw new Error('search texts do not match the index');
    const end = n + 1 < index.shards.length ? index.shards[n + 1].first : index.pages.length;
    let k = 0;
    for (let p = file.first; p < end; p++) {
      const page = index.pages[p];
      const predicted = predictAnchors(page.title, page.sections.map((_, j) => file.sections[k + j]?.[0] ?? ''));
      page.sections.forEach((s, j) => {
        const entry = file.sections[k + j];
        if (!entry) throw new Error('search texts do not match the index');
        const [heading, text, anchor] = entry;
        Object.assign(index.sections[s], { heading, foldedHeading: fold(heading), text, foldedText: fold(text), anchor: anchor ?? predicted[j] });
      });
      k += page.sections.length;
    }
    if (k !== file.sections.length) throw new Error('search texts do not match the index');
    index.shards[n].state = 'loaded';
  }
  index.resultCache.clear();
}

/** Whether every shard is in (or given up on). */
export function textsLoaded(index: SearchIndex): boolean {
  return index.shards.every((s) => s.state !== 'missing');
}

const EMPTY_FILE = (): IndexFile => {
  const builder = new lunr.Builder();
  builder.ref('id');
  const json = builder.build().toJSON() as SerialisedIndex;
  return { format: INDEX_FORMAT, v: INDEX_VERSION, lang: '', version: '', pages: [], shards: [], commonTerms: [], index: { version: json.version, fields: json.fields, terms: [], pipeline: json.pipeline } };
};

export function emptyIndex(lang = '', version = ''): SearchIndex {
  return { ...createIndex(EMPTY_FILE()), lang, version };
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
 * Fetches and loads an index. On any failure logs the spec's message and returns an empty index
 * (flagged `failed`), so search keeps working (with no results).
 */
export async function loadIndex(url: string, fetchImpl: typeof fetch = fetch): Promise<SearchIndex> {
  try {
    const t0 = now();
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const file = (await response.json()) as IndexFile;
    const t1 = now();
    const index = createIndex(file, url);
    // User Timing entries, for the browser bench and DevTools
    measure('docsite:search-index-fetch', t0, t1);
    measure('docsite:search-index-load', t1, now());
    return index;
  } catch (error) {
    console.error(INDEX_LOAD_ERROR, error);
    return { ...emptyIndex(), failed: true };
  }
}

/**
 * Fetches text shards of an index (by position in `index.shards`) from beside its URL and attaches
 * them. A shard that fails is given up on (search goes on with titles); resolves false if any failed.
 */
export async function loadShards(index: SearchIndex, wanted: number[], fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const t0 = now();
  const results = await Promise.all(
    wanted.map(async (n) => {
      const shard = index.shards[n];
      if (!shard || shard.state !== 'missing') return true;
      try {
        const response = await fetchImpl(shardUrl(index.url, shard.file));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const file = (await response.json()) as ShardFile;
        if (shard.state === 'missing') attachTexts(index, file);
        return true;
      } catch (error) {
        console.error('Failed to fetch search texts; results show titles only.', error);
        shard.state = 'failed';
        index.resultCache.clear();
        return false;
      }
    }),
  );
  measure('docsite:search-texts-load', t0, now());
  return results.every(Boolean);
}
