/**
 * Search on the client (also runs in Node for tests and the quality bench): loads an index file
 * (format.ts) with `lunr.Index.load`, turns a query into lunr clauses and groups the hits by page.
 *
 * Query → lunr (`index.query`): every word of the query is a *clause* with alternatives, and every
 * term of every alternative is a lunr term clause (optional presence, with a boost):
 * - a Latin word: its whole folded form (`distpath`) or its identifier parts (`dist` + `path`); words
 *   joined by `-`/`_` also as one (`dist-path` → `distpath`). Terms go through the index's own search
 *   pipeline (docsite-terms, lunr's stemmer). The word being typed (no space after it yet) also matches
 *   as a prefix (a trailing wildcard: `ba` → `babel`), and longer words match longer forms (`alias*`).
 *   A word of 5+ letters also matches the index terms one edit away (`proxxy` → `proxy`), boosted low.
 * - a CJK run: cut into the index's own words with the fewest pieces (`segmentCjk` over the index's
 *   vocabulary, which holds the words jieba cut the text into), each word matched whole or through the
 *   shorter words it is made of. A run no indexed word matches still finds the pages holding it as
 *   written (jieba cut their text differently), after the others.
 * Ranking: lunr's score (BM25 with the field boosts of format.ts), times the squared share of the
 * query's words the page holds (weighted by idf), times 3 when the query is the page's title or a whole
 * word of it, times 1.5 when its title and lead hold every word of the query (SIGNALS).
 * Hits inside a page (title / header / content, with highlight ranges and snippets) are found on its
 * records: headings come with the index, section texts in a second file fetched after it
 * (`loadTexts`); until they arrive, content hits wait.
 */
import { fuzzySet, internals, lunr, prefixSet } from '../../shared/search/lunr-setup.ts';
import { INDEX_FORMAT, INDEX_VERSION, predictAnchors, shardUrl, type CompactIndex, type IndexFile, type SerialisedIndex, type ShardFile } from '../../shared/search/format.ts';
import { blank, phrasingSpans } from './phrasing.ts';
import { synonymMatches } from './synonyms.ts';
import { cjkRuns, fold, forEachLatinRun, identifierParts, isCjkCode, latinTerm, makeDict, segmentCjk, type CjkDict } from '../../shared/search/tokenize.ts';

export { remoteSearch } from './remote-search.ts';

// ---------------------------------------------------------------- public types

export interface Highlight {
  start: number;
  length: number;
}

export type HitType = 'title' | 'header' | 'content';

export interface SearchHit {
  type: HitType;
  /** Title hit: the page title; header hit: the heading; content hit: the heading of the section. */
  header: string;
  /** Heading id to link to ('' = top of the page). */
  anchor: string;
  /** Content hits: about 100 characters of text around the match. */
  statement?: string;
  /** Ranges to highlight, in `statement` for content hits, in `header` otherwise. */
  highlights: Highlight[];
}

export interface SearchGroup {
  routePath: string;
  title: string;
  hits: SearchHit[];
}

export interface SearchOptions {
  /** Total number of hits (default 7). */
  limit?: number;
}

export interface Section {
  page: number;
  anchor: string;
  heading: string;
  foldedHeading: string;
  /** '' until its shard is loaded. */
  text: string;
  foldedText: string;
}

export interface Page {
  routePath: string;
  title: string;
  foldedTitle: string;
  /** Its sections (positions in `SearchIndex.sections`). */
  sections: number[];
  /** The text shard holding its sections (a position in `SearchIndex.shards`). */
  shard: number;
}

export interface Shard {
  /** Its first page. */
  first: number;
  file: string;
  /** Attached, or given up on (failed to load): either way nothing more will come. */
  state: 'missing' | 'loaded' | 'failed';
}

export interface SearchIndex {
  lang: string;
  version: string;
  /** Where the index was fetched from (its shards are beside it); '' when not fetched. */
  url: string;
  pages: Page[];
  /** Every page's sections, in page order; headings and texts are '' until their shard is loaded. */
  sections: Section[];
  shards: Shard[];
  lunr: lunr.Index;
  /** The index's CJK terms of 2+ characters: how the browser cuts a Chinese query. */
  dict: CjkDict;
  /** Terms in the body of more than half of the pages, which the index leaves out of body fields. */
  commonTerms: Set<string>;
  resultCache: Map<string, SearchGroup[]>;
  /** Folded word → index term through the search pipeline ('' for none). */
  termCache: Map<string, string>;
  /** Set when loading failed (the index is then empty). */
  failed?: boolean;
}

// ---------------------------------------------------------------- loading

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
  return { lang: file.lang, version: file.version, url, pages, sections, shards, lunr: idx, dict: makeDict(cjk), commonTerms: new Set(file.commonTerms ?? []), resultCache: new Map(), termCache: new Map() };
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

/**
 * The text shards a query's results still wait for (positions in `index.shards`, fetch them with
 * `loadShards` and search again): those of the pages shown (their headings and snippets) and, for a
 * Chinese run matched as written, those in page order until the pages holding it that are shown are
 * all known: the same results as with every shard loaded.
 */
export function neededShards(index: SearchIndex, query: string, options: SearchOptions = {}): number[] {
  const limit = options.limit ?? 7;
  if (!query.trim() || !index.pages.length) return [];
  const ranked = rank(index, parseQuery(index, query));
  const need = new Set<number>();
  for (const r of ranked.pages.slice(0, limit)) need.add(index.pages[r.p].shard);
  const wanted = limit - ranked.found;
  if (ranked.parsed.phrases.length && wanted > 0) {
    // the pages found as written come in page order after lunr's: settled once the shards before
    // the last one shown are all in (or all shards are, when fewer than `wanted` hold the run)
    const firstMissing = index.shards.findIndex((s) => s.state === 'missing');
    const known = firstMissing < 0 ? index.pages.length : index.shards[firstMissing].first;
    const asWritten = ranked.pages.slice(ranked.found, ranked.found + wanted);
    if (firstMissing >= 0 && (asWritten.length < wanted || asWritten.some((r) => r.p >= known))) {
      // the next few missing shards in page order
      for (let n = firstMissing, taken = 0; n < index.shards.length && taken < PREFIX_SHARDS; n++) {
        if (index.shards[n].state === 'missing') (need.add(n), taken++);
      }
    }
  }
  return [...need].filter((n) => index.shards[n].state === 'missing').sort((x, y) => x - y);
}

// ---------------------------------------------------------------- tuning

/** Query-term boosts: the word as written, its parts, a prefix while typing, a longer form, a misspelling. */
const WHOLE_BOOST = 1;
const PREFIX_TYPING_BOOST = 0.8;
const PREFIX_BOOST = 0.3;
const FUZZY_BOOST = 0.2;
/** Another phrase of a synonym group (synonyms.ts). */
const SYNONYM_BOOST = 1;
/** Words of this many letters or more also match index terms one edit away (lunr's edit distance 1). */
const FUZZY_MIN_LENGTH = 5;
const FUZZY_MAX_TERMS = 8;
/** A prefix matches at most this many index terms (the shortest). */
const PREFIX_MAX_TERMS = 50;
/**
 * The general signals on top of lunr's BM25 (with the field boosts of format.ts): the power of the
 * coverage factor, the factor for the query as the page's title, and the factor for a page whose title
 * and lead (the text before its first heading) hold every word of the query. Each is kept for what it
 * gains on the tuning half of test/bench/search-eval (and loses nothing on its test half); a fourth, the
 * query as a phrase in the page (×2.5), gained nothing there and was dropped.
 */
const SIGNALS = { coverage: 2, title: 3, titleWord: 2, lead: 1.5 };
const SNIPPET = 100;
/** Shards fetched at once, in page order, while a Chinese run is looked for as written. */
const PREFIX_SHARDS = 4;

// ---------------------------------------------------------------- query → clauses

/** A term of an alternative: an index term, or a prefix (`wildcard`). */
interface AltTerm {
  term: string;
  wildcard: boolean;
}

interface Alt {
  terms: AltTerm[];
  boost: number;
}

interface Clause {
  /** Folded text of the word, for phrase checks. */
  text: string;
  cjk: boolean;
  alts: Alt[];
  /** The clause's weight in coverage (idf of its rarest-matching alternative); 0 = found nowhere. */
  importance: number;
}

interface ParsedQuery {
  /** Folded, whitespace-collapsed query. */
  folded: string;
  /** The same without its question phrasing (phrasing.ts): what the query asks about. */
  core: string;
  clauses: Clause[];
  /** CJK runs, matched as written on the records. */
  phrases: string[];
}

/** The index term of a folded Latin word, through the index's own search pipeline; '' for none. */
function pipelineTerm(index: SearchIndex, word: string): string {
  let t = index.termCache.get(word);
  if (t === undefined) {
    t = internals(index.lunr).pipeline.runString(word)[0] ?? '';
    if (index.termCache.size > 20000) index.termCache.clear();
    index.termCache.set(word, t);
  }
  return t;
}


/** Number of section documents holding a term (any field). */
function documentFrequency(index: SearchIndex, term: string): number {
  const posting = internals(index.lunr).invertedIndex[term];
  if (!posting) return 0;
  const refs = new Set<string>();
  for (const field of Object.keys(posting)) if (field !== '_index') for (const ref of Object.keys(posting[field] as Record<string, unknown>)) refs.add(ref);
  return refs.size;
}

function hasPrefix(index: SearchIndex, prefix: string): boolean {
  const terms = internals(index.lunr).tokenSet.intersect(prefixSet(prefix)).toArray();
  return terms.length > 0;
}

/** Index terms at edit distance 1 from a word or its stem (lunr's fuzzy token sets), the word's own terms aside; a few at most. */
function fuzzyTerms(index: SearchIndex, surface: string, whole: string, unknown: boolean): string[] {
  const { tokenSet } = internals(index.lunr);
  const found = new Set<string>();
  for (const word of new Set([surface, whole])) {
    if (!word) continue;
    for (const t of tokenSet.intersect(fuzzySet(word, 1)).toArray()) if (t !== surface && t !== whole) found.add(t);
  }
  // A misspelt word's stem is not the stem of the word meant (`decoratosr` keeps its ending, the index
  // holds `decor`): when the word is in no page (`unknown`), also index terms one edit away from a start of it,
  // of at least half its length.
  if (unknown) {
    const min = Math.max(FUZZY_MIN_LENGTH, Math.ceil(surface.length / 2));
    for (const t of tokenSet.intersect(everyPrefix(fuzzySet(surface, 1))).toArray()) if (t.length >= min && t !== surface && t !== whole) found.add(t);
  }
  // the closest first: longer terms keep more of the word
  return [...found].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, FUZZY_MAX_TERMS);
}

/** The same token set with every node final: it then also holds every start of its strings. */
function everyPrefix(set: lunr.TokenSet): lunr.TokenSet {
  // lunr's TokenSet nodes: `final` and `edges` are public in lunr, missing from its types
  type Node = { final: boolean; edges: Record<string, Node> };
  const stack = [set as unknown as Node];
  const seen = new Set<Node>();
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    node.final = true;
    for (const edge of Object.values(node.edges)) stack.push(edge);
  }
  return set;
}

/** The index terms of a synonym phrase; none when a Chinese part of it is in no word of the index. */
function phraseTerms(index: SearchIndex, phrase: string): string[] {
  const terms: string[] = [];
  forEachLatinRun(phrase, (start, end) => {
    const w = phrase.slice(start, end);
    if (latinTerm(w) !== null) terms.push(pipelineTerm(index, w));
  });
  for (const r of cjkRuns(phrase)) {
    const words = segmentCjk(phrase.slice(r.start, r.end), index.dict);
    if (words.some((w) => w.length < 2)) return [];
    terms.push(...words);
  }
  return terms.filter(Boolean);
}

/**
 * Turns a query into clauses. The last word, when the query does not end in a space, also matches as
 * a prefix (it is being typed).
 */
function parseQuery(index: SearchIndex, query: string): ParsedQuery {
  const text = query.normalize('NFC').replace(/\s+/g, ' ');
  const typingAtEnd = !/\s$/.test(text);
  const written = text.trim();
  const folded = fold(written);
  // question phrasing (`how do I`, `如何配置`) is blanked out: the rest is what the query asks about
  const spans = phrasingSpans(folded);
  const trimmed = blank(written, spans);
  const asked = blank(folded, spans);
  const core = asked.replace(/\s+/g, ' ').trim();
  const items: { start: number; end: number; clause: Clause }[] = [];
  const synonyms = synonymMatches(asked);
  // stop words are dropped (lunr's list); other words go through the index's search pipeline
  const term = (w: string) => (latinTerm(w) === null ? '' : pipelineTerm(index, w));

  // Latin: runs, grouped into compounds when joined by a single '-' or '_'
  const runs: { start: number; end: number }[] = [];
  forEachLatinRun(trimmed, (start, end) => runs.push({ start, end }));
  const groups: { start: number; end: number; runs: { start: number; end: number }[] }[] = [];
  for (const r of runs) {
    const last = groups[groups.length - 1];
    const sep = last && r.start - last.end === 1 ? trimmed[last.end] : '';
    if (last && (sep === '-' || sep === '_')) {
      last.runs.push(r);
      last.end = r.end;
    } else groups.push({ start: r.start, end: r.end, runs: [r] });
  }
  const lastCjk = cjkRuns(trimmed).at(-1);
  groups.forEach((g, gi) => {
    const typing = typingAtEnd && gi === groups.length - 1 && g.end === trimmed.length && !(lastCjk && lastCjk.end > g.end);
    const surface = folded.slice(g.start, g.end).replace(/[-_]/g, '');
    // the word's parts: identifier parts of each run
    const parts: string[] = [];
    for (const r of g.runs) {
      const run = trimmed.slice(r.start, r.end);
      const ps = identifierParts(run);
      if (ps.length > 1) for (const p of ps) parts.push(fold(run.slice(p.start, p.end)));
      else parts.push(fold(run));
    }
    const alts: Alt[] = [];
    // single letters are noise; single digits are versions (`1.0`)
    const useful = (w: string) => w.length > 1 || (w >= '0' && w <= '9');
    const whole = useful(surface) ? term(surface) : '';
    if (whole) alts.push({ terms: [{ term: whole, wildcard: false }], boost: WHOLE_BOOST });
    if (parts.length > 1) {
      const terms = parts.filter(useful).map(term).filter(Boolean);
      if (terms.length) alts.push({ terms: terms.map((t) => ({ term: t, wildcard: false })), boost: WHOLE_BOOST / terms.length });
    }
    // Prefixes: the word being typed, from its first letter (`b` → `babel`), or a longer form of a
    // whole word (`alias` → `aliases`, which the stemmer cuts differently).
    if (typing ? surface.length >= 1 : surface.length >= 4 && /^[a-z]/.test(surface)) {
      alts.push({ terms: [{ term: surface, wildcard: true }], boost: typing ? PREFIX_TYPING_BOOST : PREFIX_BOOST });
    }
    // a misspelling: index terms one edit away from the word (or its stem), below the exact hits
    if (surface.length >= FUZZY_MIN_LENGTH && /^\p{L}+$/u.test(surface)) {
      // unknown: neither the word nor (for an identifier or compound) all its parts are in any page
      const unknown = !documentFrequency(index, whole) && (parts.length < 2 || parts.some((p) => !documentFrequency(index, term(p))));
      for (const t of fuzzyTerms(index, surface, whole, unknown)) alts.push({ terms: [{ term: t, wildcard: false }], boost: FUZZY_BOOST });
    }
    if (alts.length) items.push({ start: g.start, end: g.end, clause: { text: folded.slice(g.start, g.end), cjk: false, alts, importance: 0 } });
  });

  // CJK: each run cut into the index's own words
  const phrases: string[] = [];
  for (const r of cjkRuns(asked)) {
    const run = asked.slice(r.start, r.end);
    // runs are looked for as written (a single character too: it is in no indexed word)
    phrases.push(run);
    if (run.length < 2) continue;
    // a synonym phrase is cut into words on its own (its words are then replaced by the phrase's clause)
    const cuts = new Set([0, run.length]);
    for (const m of synonyms) for (const x of [m.start, m.end]) if (x > r.start && x < r.end) cuts.add(x - r.start);
    const bounds = [...cuts].sort((a, b) => a - b);
    for (let k = 0; k + 1 < bounds.length; k++) {
      let at = bounds[k];
      for (const word of segmentCjk(run.slice(bounds[k], bounds[k + 1]), index.dict)) {
        // a character in no word of the index is left to the substring search
        if (word.length >= 2) {
          const alts: Alt[] = [{ terms: [{ term: word, wildcard: false }], boost: WHOLE_BOOST }];
          if (word.length >= 3) {
            const pieces = segmentCjk(word, { words: index.dict.words, maxLength: word.length - 1 });
            if (pieces.length > 1 && pieces.every((w) => w.length >= 2)) alts.push({ terms: pieces.map((w) => ({ term: w, wildcard: false })), boost: WHOLE_BOOST / pieces.length });
          }
          items.push({ start: r.start + at, end: r.start + at + word.length, clause: { text: word, cjk: true, alts, importance: 0 } });
        }
        at += word.length;
      }
    }
  }
  // a synonym phrase: its words become one clause, also satisfied by the group's other phrases
  for (const m of synonyms) {
    const inside = items.filter((i) => i.start < m.end && i.end > m.start);
    if (!inside.length || inside.some((i) => i.start < m.start || i.end > m.end)) continue;
    const alts: Alt[] = inside.length === 1 ? inside[0].clause.alts : [{ terms: inside.flatMap((i) => i.clause.alts[0].terms), boost: WHOLE_BOOST / inside.length }];
    for (const other of m.others) {
      const terms = phraseTerms(index, other);
      if (terms.length) alts.push({ terms: terms.map((t) => ({ term: t, wildcard: false })), boost: SYNONYM_BOOST / terms.length });
    }
    for (const i of inside) items.splice(items.indexOf(i), 1);
    items.push({ start: m.start, end: m.end, clause: { text: asked.slice(m.start, m.end), cjk: inside.some((i) => i.clause.cjk), alts, importance: 0 } });
  }
  items.sort((a, b) => a.start - b.start);
  const clauses = items.map((i) => i.clause);
  // importance: idf of the clause's best-known alternative; a word found nowhere does not count
  const n = Math.max(index.sections.length, 1);
  for (const c of clauses) {
    let best = 0;
    for (const alt of c.alts) {
      let sum = 0;
      let found = true;
      for (const t of alt.terms) {
        const df = t.wildcard ? (hasPrefix(index, t.term) ? 1 : 0) : index.commonTerms.has(t.term) ? n : documentFrequency(index, t.term);
        if (!df) found = false;
        sum += Math.log(1 + (n - df + 0.5) / (df + 0.5));
      }
      if (found) best = Math.max(best, sum / alt.terms.length);
    }
    c.importance = best;
  }
  return { folded, core, clauses, phrases };
}

// ---------------------------------------------------------------- ranking

interface PageResult {
  p: number;
  score: number;
  /** Index terms lunr matched in this page, by field. */
  fields: Map<string, Set<string>>;
}

interface Ranked {
  parsed: ParsedQuery;
  /** How many of `pages` lunr found (the rest hold a Chinese run as written). */
  found: number;
  /** Every index term lunr matched (for highlights). */
  matched: Set<string>;
  pages: PageResult[];
  /** The first two letters (one for a one-letter term) of every term matched and prefix: a word starting otherwise matches none. */
  starts?: Set<string>;
}

/** `Ranked.starts`: stemming keeps a word's first letters, so a term starts as the words it stands for. */
function startsOf(matched: Iterable<string>, prefixes: string[]): Set<string> {
  const starts = new Set<string>();
  for (const t of matched) starts.add(t.slice(0, 2));
  for (const p of prefixes) starts.add(p.slice(0, 2));
  return starts;
}

/** Letters and digits only (`Dev server: proxy` → `devserverproxy`), of folded text. */
function squash(folded: string): string {
  return folded.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether a page's title, headings or (loaded) texts hold a folded string as written. */
function holds(index: SearchIndex, page: Page, needle: string): boolean {
  return page.foldedTitle.includes(needle) || page.sections.some((s) => index.sections[s].foldedHeading.includes(needle) || index.sections[s].foldedText.includes(needle));
}

function wholeWordIn(haystack: string, needle: string): boolean {
  const unit = /[\p{L}\p{N}]/u;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) {
    const before = i === 0 ? ' ' : haystack[i - 1];
    const after = i + needle.length < haystack.length ? haystack[i + needle.length] : ' ';
    if (!unit.test(before) && !unit.test(after)) return true;
  }
  return false;
}

/** Whether a page's (or a section's) terms satisfy an alternative; a common term counts as present. */
function altSatisfied(alt: Alt, terms: ReadonlySet<string>, common: ReadonlySet<string>): boolean {
  return alt.terms.every((t) => {
    if (!t.wildcard) return terms.has(t.term) || common.has(t.term);
    for (const x of terms) if (x.startsWith(t.term)) return true;
    return false;
  });
}

/** The share of the query's clauses (weighted by importance) that a set of terms satisfies. */
function coverageOf(clauses: Clause[], terms: ReadonlySet<string>, common: ReadonlySet<string>): number {
  let covered = 0;
  let total = 0;
  for (const c of clauses) {
    total += c.importance;
    if (c.alts.some((alt) => altSatisfied(alt, terms, common))) covered += c.importance;
  }
  return total ? covered / total : 0;
}

function runLunr(index: SearchIndex, clauses: Clause[]): lunr.Index.Result[] {
  return index.lunr.query((q) => {
    const seen = new Set<string>();
    for (const c of clauses) {
      for (const alt of c.alts) {
        for (const t of alt.terms) {
          const key = (t.wildcard ? '*' : '') + t.term;
          if (seen.has(key)) continue;
          seen.add(key);
          if (t.wildcard) {
            // A prefix of a letter or two stands for hundreds of terms (lunr scores every one): past
            // PREFIX_MAX_TERMS, the shortest, the likeliest ends of a word being typed.
            const all = internals(index.lunr).tokenSet.intersect(prefixSet(t.term)).toArray();
            if (all.length > PREFIX_MAX_TERMS) {
              all.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
              for (const x of all.slice(0, PREFIX_MAX_TERMS)) q.term(x, { usePipeline: false, boost: alt.boost, presence: lunr.Query.presence.OPTIONAL });
              continue;
            }
          }
          q.term(t.term, {
            usePipeline: false,
            boost: alt.boost,
            wildcard: t.wildcard ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
            presence: lunr.Query.presence.OPTIONAL,
          });
        }
      }
    }
  });
}

function rank(index: SearchIndex, parsed: ParsedQuery): Ranked {
  const clauses = parsed.clauses.filter((c) => c.importance > 0);
  // the query's terms the index left out of body fields still highlight where they occur
  const matched = new Set<string>();
  for (const c of clauses) for (const alt of c.alts) for (const t of alt.terms) if (!t.wildcard && index.commonTerms.has(t.term)) matched.add(t.term);
  if (!clauses.length && !parsed.phrases.length) return { parsed, found: 0, matched, pages: [] };
  const compact = squash(parsed.core);
  const pages: PageResult[] = [];
  for (const r of clauses.length ? runLunr(index, clauses) : []) {
    const p = Number(r.ref);
    const page = index.pages[p];
    if (!page) continue;
    const fields = new Map<string, Set<string>>();
    const all = new Set<string>();
    for (const [term, perField] of Object.entries(r.matchData.metadata)) {
      matched.add(term);
      all.add(term);
      for (const field of Object.keys(perField)) {
        let set = fields.get(field);
        if (!set) fields.set(field, (set = new Set()));
        set.add(term);
      }
    }
    // 1. coverage: the share of the query's words (weighted by idf) the page holds
    const coverage = coverageOf(clauses, all, index.commonTerms);
    let score = r.score * Math.pow(coverage, SIGNALS.coverage);
    // 2. the query (its question phrasing aside) names the page: its title, or the title's last
    // segment (`hmr` names `dev.hmr`) ×3; a whole word of its title ×2
    if (fields.has('title')) {
      if (squash(page.foldedTitle) === compact || squash(page.foldedTitle.slice(page.foldedTitle.lastIndexOf('.') + 1)) === compact) score *= SIGNALS.title;
      else if (wholeWordIn(page.foldedTitle, parsed.core)) score *= SIGNALS.titleWord;
    }
    // 3. the page's lead (the text before its first heading: what the page is about) and title hold every word
    if (SIGNALS.lead && coverageOf(clauses, new Set([...(fields.get('lead') ?? []), ...(fields.get('title') ?? [])]), index.commonTerms) === 1) score *= SIGNALS.lead;
    pages.push({ p, score, fields });
  }
  pages.sort((a, b) => b.score - a.score || a.p - b.p);
  // Recall, not ranking: a Chinese run that no indexed word matches (jieba cut the page's text
  // differently) still finds the pages holding it as written, after the others, in page order.
  const lunrFound = pages.length;
  const found = new Set(pages.map((r) => r.p));
  for (const phrase of parsed.phrases) {
    index.pages.forEach((page, p) => {
      if (found.has(p) || !holds(index, page, phrase)) return;
      found.add(p);
      pages.push({ p, score: 0, fields: new Map(page.foldedTitle.includes(phrase) ? [['title', new Set<string>()]] : []) });
    });
  }
  return { parsed, found: lunrFound, matched, pages };
}

// ---------------------------------------------------------------- highlights and snippets

const MAY_SPLIT = /[\p{Lu}\p{N}]/u;
/** A character inside a Latin-script word or identifier (where a snippet must not start or end). */
const IN_WORD = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_$]/u;

/** Whether an identifier part of the run could start like a term matched: at a capital (folded differs), a digit, or after one. */
function partMayHit(text: string, folded: string, start: number, end: number, starts: Set<string>): boolean {
  for (let i = start + 1; i < end; i++) {
    const digit = (c: number) => c >= 48 && c <= 57;
    const edge = text.charCodeAt(i) !== folded.charCodeAt(i) || digit(folded.charCodeAt(i)) !== digit(folded.charCodeAt(i - 1));
    if (edge && (starts.has(folded.slice(i, i + 2)) || starts.has(folded[i]))) return true;
  }
  return false;
}

/** Ranges of `text` matching the query (Latin tokens whose term lunr matched, the query's CJK terms) and the terms found. */
function matchesIn(index: SearchIndex, ranked: Ranked, text: string, folded_?: string): { ranges: Highlight[]; terms: Set<string> } {
  const terms = new Set<string>();
  if (!text) return { ranges: [], terms };
  const folded = folded_ ?? fold(text);
  const pairs: [number, number][] = [];
  const prefixes = ranked.parsed.clauses.flatMap((c) => c.alts.flatMap((a) => a.terms.filter((t) => t.wildcard).map((t) => t.term)));
  const starts = (ranked.starts ??= startsOf(ranked.matched, prefixes));
  const hit = (word: string) => {
    // most words of a text start unlike every term matched: no stemming for them
    if (!starts.has(word.slice(0, 2)) && !starts.has(word[0])) return false;
    let found = false;
    for (const p of prefixes) {
      if (word.startsWith(p)) {
        terms.add(word);
        found = true;
      }
    }
    const t = pipelineTerm(index, word);
    if (t && ranked.matched.has(t)) {
      terms.add(t);
      found = true;
    }
    return found;
  };
  forEachLatinRun(text, (start, end) => {
    const run = text.slice(start, end);
    const whole = hit(folded.slice(start, end));
    // only a run with capitals or digits can have parts, and only one with a part starting like a term can match
    const parts = MAY_SPLIT.test(run) && partMayHit(text, folded, start, end, starts) ? identifierParts(run) : [];
    if (parts.length > 1) {
      for (const p of parts) if (hit(folded.slice(start + p.start, start + p.end)) && !whole) pairs.push([start + p.start, start + p.end]);
    }
    if (whole) pairs.push([start, end]);
  });
  const needles = new Set<string>(ranked.parsed.phrases);
  for (const c of ranked.parsed.clauses) if (c.cjk) for (const alt of c.alts) for (const t of alt.terms) needles.add(t.term);
  for (const needle of needles) {
    for (let i = folded.indexOf(needle); i !== -1; i = folded.indexOf(needle, i + 1)) {
      pairs.push([i, i + needle.length]);
      terms.add(needle);
    }
  }
  pairs.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ranges: Highlight[] = [];
  let cur: [number, number] | null = null;
  for (const r of pairs) {
    if (cur && r[0] <= cur[1]) cur[1] = Math.max(cur[1], r[1]);
    else {
      if (cur) ranges.push({ start: cur[0], length: cur[1] - cur[0] });
      cur = [r[0], r[1]];
    }
  }
  if (cur) ranges.push({ start: cur[0], length: cur[1] - cur[0] });
  return { ranges, terms };
}

/** About `size` characters of `text` around its best cluster of matches, with shifted highlights. */
export function makeStatement(text: string, ranges: Highlight[], size = SNIPPET): { statement: string; highlights: Highlight[] } {
  if (text.length <= size) return { statement: text, highlights: ranges };
  let bestStart = 0;
  let bestValue = -1;
  for (let i = 0; i < ranges.length; i++) {
    const from = Math.max(0, ranges[i].start - Math.floor(size / 4));
    let count = 0;
    let covered = 0;
    for (let j = i; j < ranges.length && ranges[j].start + ranges[j].length <= from + size; j++) {
      count++;
      covered += ranges[j].length;
    }
    const value = count * 1000 + covered;
    if (value > bestValue) {
      bestValue = value;
      bestStart = from;
    }
  }
  let start = Math.min(bestStart, Math.max(0, text.length - size));
  // Start at a word's start, never inside one (`IncomingMessage`, not `ge`): back to its start when it is
  // short, else after it; then past the separators that follow (`, `). CJK text may start anywhere.
  if (start > 0 && IN_WORD.test(text[start - 1]) && IN_WORD.test(text[start])) {
    let back = start;
    while (back > 0 && IN_WORD.test(text[back - 1])) back--;
    if (start - back <= 20) start = back;
    else while (start < text.length && IN_WORD.test(text[start])) start++;
  }
  if (start > 0) while (start < text.length && /[\s,;:.)\]}]/.test(text[start])) start++;
  let end = Math.min(text.length, start + size);
  // End at a word's end, the same way.
  if (end < text.length && IN_WORD.test(text[end - 1]) && IN_WORD.test(text[end])) {
    let forward = end;
    while (forward < text.length && IN_WORD.test(text[forward])) forward++;
    if (forward - end <= 20) end = forward;
    else while (end > start && IN_WORD.test(text[end - 1])) end--;
  }
  while (end > start && end < text.length && /\s/.test(text[end - 1])) end--;
  // never cut a highlighted word in two
  for (const r of ranges) {
    if (r.start < start && r.start + r.length > start) start = r.start;
    if (r.start < end && r.start + r.length > end) end = r.start + r.length;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const statement = prefix + text.slice(start, end) + suffix;
  const highlights: Highlight[] = [];
  for (const r of ranges) {
    const a = Math.max(r.start, start);
    const b = Math.min(r.start + r.length, end);
    if (b > a) highlights.push({ start: a - start + prefix.length, length: b - a });
  }
  return { statement, highlights };
}

// ---------------------------------------------------------------- search

/** Ranked route paths for a query (for tests and the quality bench). */
export function rankPages(index: SearchIndex, query: string): string[] {
  if (!query.trim() || !index.pages.length) return [];
  return rank(index, parseQuery(index, query)).pages.map((r) => index.pages[r.p].routePath);
}

/** The hits a page can show, best first (title hit first), up to `max`. */
function buildHits(index: SearchIndex, ranked: Ranked, result: PageResult, max: number): SearchHit[] {
  const page = index.pages[result.p];
  const hits: SearchHit[] = [];
  if (max <= 0) return hits;
  if (result.fields.has('title')) {
    const { ranges } = matchesIn(index, ranked, page.title, page.foldedTitle);
    if (ranges.length) hits.push({ type: 'title', header: page.title, anchor: '', highlights: ranges });
  }
  const clauses = ranked.parsed.clauses.filter((c) => c.importance > 0);
  const candidates: { s: number; value: number; heading: ReturnType<typeof matchesIn>; text: ReturnType<typeof matchesIn> }[] = [];
  for (const s of page.sections) {
    const sec = index.sections[s];
    const heading = matchesIn(index, ranked, sec.heading, sec.foldedHeading);
    const text = matchesIn(index, ranked, sec.text, sec.foldedText);
    if (!heading.ranges.length && !text.ranges.length) continue;
    const both = new Set([...heading.terms, ...text.terms]);
    const none = new Set<string>();
    const value = coverageOf(clauses, both, none) * 10 + coverageOf(clauses, heading.terms, none) * 3 + Math.min(text.ranges.length, 10) / 10;
    candidates.push({ s, value, heading, text });
  }
  candidates.sort((a, b) => b.value - a.value || a.s - b.s);
  for (const c of candidates) {
    if (hits.length >= max) break;
    const sec = index.sections[c.s];
    if (c.heading.ranges.length && (c.heading.terms.size >= c.text.terms.size || !c.text.ranges.length)) {
      hits.push({ type: 'header', header: sec.heading, anchor: sec.anchor, highlights: c.heading.ranges });
    } else {
      const { statement, highlights } = makeStatement(sec.text, c.text.ranges);
      hits.push({ type: 'content', header: sec.heading || page.title, anchor: sec.anchor, statement, highlights });
    }
  }
  return hits;
}

/**
 * Runs a query: up to `limit` hits (default 7), grouped by page, best page first. The best page
 * shows up to 3 hits, the next pages one each; slots left over go back to the best pages.
 * Results are cached per index (100 queries, least recently used out first).
 */
export function search(index: SearchIndex, query: string, options: SearchOptions = {}): SearchGroup[] {
  const limit = options.limit ?? 7;
  const key = `${limit}\u0000${query}`;
  const cached = index.resultCache.get(key);
  if (cached) {
    index.resultCache.delete(key);
    index.resultCache.set(key, cached);
    return cached;
  }
  const groups = runSearch(index, query, limit);
  index.resultCache.set(key, groups);
  if (index.resultCache.size > 100) index.resultCache.delete(index.resultCache.keys().next().value!);
  return groups;
}

function runSearch(index: SearchIndex, query: string, limit: number): SearchGroup[] {
  if (!query.trim() || !index.pages.length) return [];
  const ranked = rank(index, parseQuery(index, query));
  const top = ranked.pages.slice(0, limit);
  if (!top.length) return [];
  // how many hits each page may show: the best page up to 3, the next pages one each, then the
  // slots left over go back to the best pages
  const available = top.map((r) => 1 + index.pages[r.p].sections.length);
  const take = available.map((a, i) => Math.min(a, i === 0 ? 3 : 1));
  let used = 0;
  for (let i = 0; i < take.length; i++) {
    if (used + take[i] > limit) take[i] = Math.max(0, limit - used);
    used += take[i];
  }
  for (let i = 0; i < take.length && used < limit; i++) {
    const extra = Math.min(available[i] - take[i], limit - used);
    take[i] += extra;
    used += extra;
  }
  const groups: SearchGroup[] = [];
  top.forEach((r, i) => {
    if (!take[i]) return;
    const hits = buildHits(index, ranked, r, take[i]);
    if (!hits.length) {
      // matched only through words its texts hold, before its shard is loaded: the page itself
      const page = index.pages[r.p];
      if (index.shards[page.shard]?.state === 'missing') groups.push({ routePath: page.routePath, title: page.title, hits: [{ type: 'title', header: page.title, anchor: '', highlights: [] }] });
      return;
    }
    const page = index.pages[r.p];
    groups.push({ routePath: page.routePath, title: page.title, hits });
  });
  return groups;
}
