/**
 * Search on the client (also runs in Node for tests and the quality benchmark): loads an index file,
 * rebuilds the structures it needs, runs a query and returns hits grouped by page.
 *
 * Structures built on load
 * - Latin terms: an inverted index term → (section, tf in text, in heading) and term → pages whose
 *   title has it; a sorted list of surface words for prefix matches while typing.
 * - CJK terms: none. A CJK term (dictionary word or bigram) is looked up by substring search in the
 *   folded text of all sections (one string), which gives exactly the sections whose tokenisation
 *   would contain the term, plus positions; results are cached per term.
 *
 * Ranking (per page): BM25 per section with heading and page-title boosts; each query word (clause)
 * must be matched for full score (coverage is squared); a section or title containing the exact
 * query text (the exact phrase) is boosted strongly, so exact phrases rank above scattered words.
 */
import { decompressText, fromBase64 } from './codec.ts';
import { INDEX_CODEC, INDEX_FORMAT, type IndexFile, type IndexPayload } from './format.ts';
import {
  cjkRuns,
  fold,
  forEachLatinToken,
  latinTerm,
  latinTokens,
  makeDict,
  parseQuery,
  type CjkDict,
  type ParsedQuery,
  type QueryClause,
  type QueryTerm,
} from './tokenize.ts';

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

// ---------------------------------------------------------------- tuning

const K1 = 1.2;
const B = 0.75;
const HEADING_BOOST = 2.5;
const TITLE_BOOST = 4;
const PHRASE_BOOST = 2.5;
const EXACT_TITLE_BOOST = 3;
const PREFIX_WEIGHT_TYPING = 0.8;
const PREFIX_WEIGHT = 0.35;
const OTHER_SECTIONS = 0.15;
const SNIPPET = 100;

// ---------------------------------------------------------------- index

interface Section {
  page: number;
  anchor: string;
  heading: string;
  depth: number;
  text: string;
  foldedText: string;
  foldedHeading: string;
  /** Length in words (BM25 normalisation). */
  len: number;
}

interface Page {
  routePath: string;
  title: string;
  foldedTitle: string;
  sections: number[];
}

interface Posting {
  sections: number[];
  tf: number[];
  heading: number[];
}

/** What a term matches: per section text tf and heading flag, per page title flag. */
interface TermMatch {
  df: number;
  text: Map<number, number>;
  heading: Set<number>;
  titles: Set<number>;
}

export interface SearchIndex {
  lang: string;
  version: string;
  pages: Page[];
  sections: Section[];
  dict: CjkDict;
  postings: Map<string, Posting>;
  titlePostings: Map<string, number[]>;
  /** Sorted surface words (folded, unstemmed) for prefix matching, and their terms. */
  surface: string[];
  surfaceTerm: Map<string, string>;
  avgLen: number;
  /** Folded text of all sections, '\u0000'-separated, and the start offset of each section. */
  corpus: string;
  offsets: Int32Array;
  cjkCache: Map<string, TermMatch>;
  resultCache: Map<string, SearchGroup[]>;
  /** Set when loading failed (the index is then empty). */
  failed?: boolean;
}

export const EMPTY_PAYLOAD: IndexPayload = { pages: [], sections: [], dict: '' };

/** Decodes an index file (the parsed JSON). Throws on an unknown format. */
export function decodeIndexFile(file: IndexFile): IndexPayload {
  if (!file || file.format !== INDEX_FORMAT || file.codec !== INDEX_CODEC) throw new Error('unknown search index format');
  const text = decompressText(fromBase64(file.data));
  if (text.length !== file.length) throw new Error('corrupt search index');
  return JSON.parse(text) as IndexPayload;
}

export function createIndex(payload: IndexPayload, lang = '', version = ''): SearchIndex {
  const dict = makeDict(payload.dict ? payload.dict.split(' ') : []);
  const pages: Page[] = payload.pages.map(([routePath, title]) => ({ routePath, title, foldedTitle: fold(title), sections: [] }));
  const sections: Section[] = [];
  const postings = new Map<string, Posting>();
  const titlePostings = new Map<string, number[]>();
  const surfaceTerm = new Map<string, string>();
  let totalLen = 0;

  const termOf = (word: string): string | null => {
    let t = surfaceTerm.get(word);
    if (t === undefined) {
      t = latinTerm(word) ?? '';
      surfaceTerm.set(word, t);
    }
    return t || null;
  };

  pages.forEach((page, p) => {
    const seen = new Set<string>();
    forEachLatinToken(page.title, page.foldedTitle, (word) => {
      const t = termOf(word);
      if (!t || seen.has(t)) return;
      seen.add(t);
      let list = titlePostings.get(t);
      if (!list) titlePostings.set(t, (list = []));
      list.push(p);
    });
  });

  const corpusParts: string[] = [];
  const offsets = new Int32Array(payload.sections.length + 1);
  let offset = 0;
  const tf = new Map<string, number>();
  const inHeading = new Set<string>();
  let len = 0;
  const addText = (word: string, _start: number, _end: number, kind: string) => {
    if (kind === 'run') len++;
    const t = termOf(word);
    if (t) tf.set(t, (tf.get(t) ?? 0) + 1);
  };
  const addHeading = (word: string) => {
    const t = termOf(word);
    if (t) inHeading.add(t);
  };
  for (let s = 0; s < payload.sections.length; s++) {
    const [page, anchor, heading, depth, text] = payload.sections[s];
    const foldedText = fold(text);
    const foldedHeading = fold(heading);
    tf.clear();
    inHeading.clear();
    len = 0;
    forEachLatinToken(text, foldedText, addText);
    for (const r of cjkRuns(foldedText)) len += (r.end - r.start) / 2;
    forEachLatinToken(heading, foldedHeading, addHeading);
    for (const t of inHeading) if (!tf.has(t)) tf.set(t, 0);
    for (const [t, n] of tf) {
      let post = postings.get(t);
      if (!post) postings.set(t, (post = { sections: [], tf: [], heading: [] }));
      post.sections.push(s);
      post.tf.push(n);
      post.heading.push(inHeading.has(t) ? 1 : 0);
    }
    len = Math.max(len, 1);
    totalLen += len;
    sections.push({ page, anchor, heading, depth, text, foldedText, foldedHeading, len });
    pages[page]?.sections.push(s);
    offsets[s] = offset;
    corpusParts.push(foldedText);
    offset += foldedText.length + 1;
  }
  offsets[payload.sections.length] = offset;
  const surface = [...surfaceTerm.keys()].filter((w) => surfaceTerm.get(w)).sort();
  return {
    lang,
    version,
    pages,
    sections,
    dict,
    postings,
    titlePostings,
    surface,
    surfaceTerm,
    avgLen: sections.length ? totalLen / sections.length : 1,
    corpus: corpusParts.join('\u0000'),
    offsets,
    cjkCache: new Map(),
    resultCache: new Map(),
  };
}

export function emptyIndex(lang = '', version = ''): SearchIndex {
  return createIndex(EMPTY_PAYLOAD, lang, version);
}

export const INDEX_LOAD_ERROR = 'Failed to fetch search index, please reload the page and try again.';

/**
 * Fetches and decodes an index. On any failure logs the spec's message and returns an empty index,
 * so search keeps working (with no results).
 */
export async function loadIndex(url: string, fetchImpl: typeof fetch = fetch): Promise<SearchIndex> {
  try {
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const file = (await response.json()) as IndexFile;
    return createIndex(decodeIndexFile(file), file.lang, file.version);
  } catch (error) {
    console.error(INDEX_LOAD_ERROR, error);
    return { ...emptyIndex(), failed: true };
  }
}

// ---------------------------------------------------------------- term lookup

function sectionAt(index: SearchIndex, pos: number): number {
  const o = index.offsets;
  let lo = 0;
  let hi = index.sections.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (o[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function cjkMatch(index: SearchIndex, term: string): TermMatch {
  let m = index.cjkCache.get(term);
  if (m) return m;
  const text = new Map<number, number>();
  const heading = new Set<number>();
  const titles = new Set<number>();
  const corpus = index.corpus;
  for (let pos = corpus.indexOf(term); pos !== -1; pos = corpus.indexOf(term, pos + 1)) {
    const s = sectionAt(index, pos);
    text.set(s, (text.get(s) ?? 0) + 1);
  }
  index.sections.forEach((sec, s) => {
    if (sec.foldedHeading.includes(term)) heading.add(s);
  });
  index.pages.forEach((page, p) => {
    if (page.foldedTitle.includes(term)) titles.add(p);
  });
  const df = new Set([...text.keys(), ...heading]).size;
  m = { df, text, heading, titles };
  if (index.cjkCache.size > 2000) index.cjkCache.clear();
  index.cjkCache.set(term, m);
  return m;
}

function postingMatch(index: SearchIndex, terms: Iterable<string>): TermMatch {
  const text = new Map<number, number>();
  const heading = new Set<number>();
  const titles = new Set<number>();
  for (const t of terms) {
    const post = index.postings.get(t);
    if (post) {
      for (let i = 0; i < post.sections.length; i++) {
        const s = post.sections[i];
        if (post.tf[i]) text.set(s, (text.get(s) ?? 0) + post.tf[i]);
        if (post.heading[i]) heading.add(s);
      }
    }
    for (const p of index.titlePostings.get(t) ?? []) titles.add(p);
  }
  const df = new Set([...text.keys(), ...heading]).size;
  return { df, text, heading, titles };
}

/** Terms of surface words starting with `prefix`, other than `exclude`. */
function prefixTerms(index: SearchIndex, prefix: string, exclude: string): Set<string> {
  const out = new Set<string>();
  const words = index.surface;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < words.length && words[i].startsWith(prefix) && out.size < 50; i++) {
    const t = index.surfaceTerm.get(words[i]);
    if (t && t !== exclude) out.add(t);
  }
  return out;
}

// ---------------------------------------------------------------- scoring

interface ResolvedTerm {
  q: QueryTerm;
  weight: number;
  idf: number;
  match: TermMatch;
}

interface ResolvedAlt {
  terms: ResolvedTerm[];
  totalWeight: number;
}

interface ResolvedClause {
  clause: QueryClause;
  alts: ResolvedAlt[];
  /** Weight of the clause in the page score: the mean idf of its best alternative. */
  importance: number;
}

function idf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function resolve(index: SearchIndex, parsed: ParsedQuery): ResolvedClause[] {
  const n = Math.max(index.sections.length, 1);
  return parsed.clauses.map((clause) => {
    const alts: ResolvedAlt[] = [];
    for (const alt of clause.alts) {
      const terms: ResolvedTerm[] = [];
      for (const q of alt.terms) {
        const match = q.cjk ? cjkMatch(index, q.term) : postingMatch(index, [q.term]);
        terms.push({ q, weight: q.weight, idf: idf(n, match.df), match });
      }
      alts.push({ terms, totalWeight: terms.reduce((a, t) => a + t.weight, 0) });
    }
    // Prefix expansion of Latin words: an extra alternative per word (lower weight).
    for (const alt of clause.alts) {
      if (alt.terms.length !== 1 || alt.terms[0].cjk) continue;
      const q = alt.terms[0];
      const typing = q.prefix !== undefined;
      const surfaceWord = q.prefix ?? clause.text;
      if (!typing && (surfaceWord.length < 4 || !/^[a-z]/.test(surfaceWord))) continue;
      const expanded = prefixTerms(index, surfaceWord, q.term);
      if (!expanded.size) continue;
      const match = postingMatch(index, expanded);
      const w = typing ? PREFIX_WEIGHT_TYPING : PREFIX_WEIGHT;
      alts.push({ terms: [{ q: { ...q, term: '' }, weight: w, idf: idf(n, match.df), match }], totalWeight: 1 });
    }
    let importance = 0;
    for (const alt of alts) {
      const mean = alt.terms.reduce((a, t) => a + t.idf * t.weight, 0) / Math.max(alt.totalWeight, 1e-9);
      importance = Math.max(importance, mean);
    }
    return { clause, alts, importance };
  });
}

function bm25(tf: number, len: number, avgLen: number): number {
  if (!tf) return 0;
  return (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * len) / avgLen));
}

interface ClauseHit {
  coverage: number;
  score: number;
  headingCoverage: number;
}

function scoreClauseInSection(index: SearchIndex, rc: ResolvedClause, s: number): ClauseHit {
  const sec = index.sections[s];
  let best: ClauseHit = { coverage: 0, score: 0, headingCoverage: 0 };
  for (const alt of rc.alts) {
    let covered = 0;
    let headCovered = 0;
    let score = 0;
    for (const t of alt.terms) {
      const tf = t.match.text.get(s) ?? 0;
      const inHeading = t.match.heading.has(s);
      if (!tf && !inHeading) continue;
      covered += t.weight;
      if (inHeading) headCovered += t.weight;
      score += t.weight * t.idf * (bm25(tf, sec.len, index.avgLen) + (inHeading ? HEADING_BOOST : 0));
    }
    const total = Math.max(alt.totalWeight, 1e-9);
    // an alternative of several terms (identifier parts) must match them all to count fully
    const coverage = Math.min(covered / total, 1);
    const hit = { coverage, score: score / total, headingCoverage: Math.min(headCovered / total, 1) };
    if (hit.coverage > best.coverage || (hit.coverage === best.coverage && hit.score > best.score)) best = hit;
  }
  // Exact phrase of a CJK run (or any multi-character clause) in the text or heading.
  if (rc.clause.cjk && rc.clause.text.length >= 2) {
    const inText = sec.foldedText.includes(rc.clause.text);
    const inHead = sec.foldedHeading.includes(rc.clause.text);
    if (inText || inHead) {
      best = {
        coverage: 1,
        score: Math.max(best.score, rc.importance) * PHRASE_BOOST,
        headingCoverage: inHead ? 1 : best.headingCoverage,
      };
    } else if (best.coverage > 0) {
      // scattered characters: cap below a phrase match
      best = { ...best, coverage: best.coverage * 0.85 };
    }
  }
  return best;
}

function scoreClauseInTitle(index: SearchIndex, rc: ResolvedClause, p: number): { coverage: number; score: number } {
  const page = index.pages[p];
  if (rc.clause.cjk && rc.clause.text.length >= 2 && page.foldedTitle.includes(rc.clause.text)) {
    return { coverage: 1, score: rc.importance * PHRASE_BOOST };
  }
  let best = { coverage: 0, score: 0 };
  for (const alt of rc.alts) {
    let covered = 0;
    let score = 0;
    for (const t of alt.terms) {
      if (!t.match.titles.has(p)) continue;
      covered += t.weight;
      score += t.weight * t.idf;
    }
    const total = Math.max(alt.totalWeight, 1e-9);
    const hit = { coverage: Math.min(covered / total, 1), score: score / total };
    if (hit.coverage > best.coverage || (hit.coverage === best.coverage && hit.score > best.score)) best = hit;
  }
  if (rc.clause.cjk && best.coverage > 0 && rc.clause.text.length >= 2) best.coverage *= 0.85;
  return best;
}

interface SectionResult {
  s: number;
  score: number;
  coverage: number;
  headingCoverage: number;
}

interface PageResult {
  p: number;
  score: number;
  titleCoverage: number;
  sections: SectionResult[];
}

/** Ranks pages for a query: best first, with their matching sections (best first). */
function rank(index: SearchIndex, parsed: ParsedQuery): PageResult[] {
  const clauses = resolve(index, parsed);
  if (!clauses.length) return [];
  const k = clauses.length;
  const totalImportance = clauses.reduce((a, c) => a + c.importance, 0) || 1;

  // Candidate sections and pages: anything any term matches.
  const candSections = new Set<number>();
  const candPages = new Set<number>();
  for (const rc of clauses) {
    for (const alt of rc.alts) {
      for (const t of alt.terms) {
        for (const s of t.match.text.keys()) candSections.add(s);
        for (const s of t.match.heading) candSections.add(s);
        for (const p of t.match.titles) candPages.add(p);
      }
    }
  }
  const multiWord = k > 1 && parsed.folded.length > 2;

  const byPage = new Map<number, { sections: SectionResult[]; clauseCov: number[] }>();
  for (const s of candSections) {
    const sec = index.sections[s];
    let score = 0;
    let cov = 0;
    let headCov = 0;
    const perClause: number[] = [];
    for (const rc of clauses) {
      const h = scoreClauseInSection(index, rc, s);
      score += h.score * h.coverage;
      cov += h.coverage * rc.importance;
      headCov += h.headingCoverage * rc.importance;
      perClause.push(h.coverage);
    }
    if (score <= 0) continue;
    const coverage = cov / totalImportance;
    score *= coverage * coverage;
    if (multiWord && (sec.foldedText.includes(parsed.folded) || sec.foldedHeading.includes(parsed.folded))) score *= PHRASE_BOOST;
    let entry = byPage.get(sec.page);
    if (!entry) byPage.set(sec.page, (entry = { sections: [], clauseCov: new Array(k).fill(0) }));
    entry.sections.push({ s, score, coverage, headingCoverage: headCov / totalImportance });
    perClause.forEach((c, i) => (entry!.clauseCov[i] = Math.max(entry!.clauseCov[i], c)));
  }
  for (const p of candPages) if (!byPage.has(p)) byPage.set(p, { sections: [], clauseCov: new Array(k).fill(0) });

  const results: PageResult[] = [];
  for (const [p, entry] of byPage) {
    const page = index.pages[p];
    let titleScore = 0;
    let titleCov = 0;
    clauses.forEach((rc, i) => {
      const h = scoreClauseInTitle(index, rc, p);
      titleScore += h.score * h.coverage;
      titleCov += h.coverage * rc.importance;
      entry.clauseCov[i] = Math.max(entry.clauseCov[i], h.coverage);
    });
    const titleCoverage = titleCov / totalImportance;
    titleScore *= TITLE_BOOST * titleCoverage * titleCoverage;
    if (titleCoverage > 0.99 && (page.foldedTitle === parsed.folded || wholeWordIn(page.foldedTitle, parsed.folded))) {
      titleScore *= EXACT_TITLE_BOOST;
    }
    entry.sections.sort((a, b) => b.score - a.score || a.s - b.s);
    const best = entry.sections[0]?.score ?? 0;
    let others = 0;
    for (let i = 1; i < entry.sections.length; i++) others += entry.sections[i].score;
    const pageCoverage = entry.clauseCov.reduce((a, c, i) => a + c * clauses[i].importance, 0) / totalImportance;
    const score = (best + titleScore + OTHER_SECTIONS * Math.min(others, best * 2)) * pageCoverage * pageCoverage;
    if (score > 0) results.push({ p, score, titleCoverage, sections: entry.sections });
  }
  results.sort((a, b) => b.score - a.score || a.p - b.p);
  return results;
}

function wholeWordIn(haystack: string, needle: string): boolean {
  let i = haystack.indexOf(needle);
  while (i !== -1) {
    const before = i === 0 ? '' : haystack[i - 1];
    const after = haystack[i + needle.length] ?? '';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    i = haystack.indexOf(needle, i + 1);
  }
  return false;
}

// ---------------------------------------------------------------- highlights and snippets

/** Everything that counts as a match of the query in a string: Latin terms, prefixes, CJK terms. */
interface Matcher {
  terms: Set<string>;
  prefixes: string[];
  phrases: string[];
  cjkTerms: string[];
}

function matcherFor(parsed: ParsedQuery): Matcher {
  const m: Matcher = { terms: new Set(), prefixes: [], phrases: [], cjkTerms: [] };
  for (const c of parsed.clauses) {
    if (c.cjk) {
      m.phrases.push(c.text);
      for (const alt of c.alts) for (const t of alt.terms) if (t.term.length >= 2) m.cjkTerms.push(t.term);
      continue;
    }
    for (const alt of c.alts) {
      for (const t of alt.terms) {
        m.terms.add(t.term);
        if (t.prefix) m.prefixes.push(t.prefix);
      }
    }
    if (c.text.length >= 4 && /^[a-z]/.test(c.text)) m.prefixes.push(c.text);
  }
  return m;
}

/** Ranges of `text` that match the query, sorted and merged. */
export function highlightRanges(text: string, matcher: Matcher, folded = fold(text)): Highlight[] {
  const ranges: [number, number][] = [];
  for (const tok of latinTokens(text, folded)) {
    const t = latinTerm(tok.word);
    if ((t && matcher.terms.has(t)) || matcher.prefixes.some((p) => tok.word.startsWith(p))) ranges.push([tok.start, tok.end]);
  }
  let phraseFound = false;
  for (const phrase of matcher.phrases) {
    for (let i = folded.indexOf(phrase); i !== -1; i = folded.indexOf(phrase, i + phrase.length)) {
      ranges.push([i, i + phrase.length]);
      phraseFound = true;
    }
  }
  if (!phraseFound) {
    for (const term of matcher.cjkTerms) {
      for (let i = folded.indexOf(term); i !== -1; i = folded.indexOf(term, i + term.length)) ranges.push([i, i + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Highlight[] = [];
  let cur: [number, number] | null = null;
  for (const r of ranges) {
    if (cur && r[0] <= cur[1]) cur[1] = Math.max(cur[1], r[1]);
    else {
      if (cur) out.push({ start: cur[0], length: cur[1] - cur[0] });
      cur = [r[0], r[1]];
    }
  }
  if (cur) out.push({ start: cur[0], length: cur[1] - cur[0] });
  return out;
}

/** About `size` characters of `text` around its best cluster of matches, with shifted highlights. */
export function makeStatement(text: string, ranges: Highlight[], size = SNIPPET): { statement: string; highlights: Highlight[] } {
  if (text.length <= size) return { statement: text, highlights: ranges };
  let bestStart = 0;
  let bestCount = -1;
  for (const r of ranges) {
    const from = Math.max(0, r.start - Math.floor(size / 4));
    let count = 0;
    let covered = 0;
    for (const q of ranges) {
      if (q.start >= from && q.start + q.length <= from + size) {
        count++;
        covered += q.length;
      }
    }
    const value = count * 1000 + covered;
    if (value > bestCount) {
      bestCount = value;
      bestStart = from;
    }
  }
  let start = Math.min(bestStart, Math.max(0, text.length - size));
  // Snap to a word start (Latin text) when one is close.
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space !== -1 && start - space <= 12) start = space + 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.indexOf(' ', end);
    if (space !== -1 && space - end <= 12) end = space;
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

/** Ranked route paths for a query (for tests and the quality benchmark). */
export function rankPages(index: SearchIndex, query: string): string[] {
  const parsed = parseQuery(query, index.dict);
  return rank(index, parsed).map((r) => index.pages[r.p].routePath);
}

function buildHits(index: SearchIndex, result: PageResult, matcher: Matcher, max: number): SearchHit[] {
  const page = index.pages[result.p];
  const hits: SearchHit[] = [];
  if (result.titleCoverage > 0) {
    hits.push({ type: 'title', header: page.title, anchor: '', highlights: highlightRanges(page.title, matcher, page.foldedTitle) });
  }
  for (const sr of result.sections) {
    if (hits.length >= max) break;
    const sec = index.sections[sr.s];
    const header = sec.anchor === '' && !sec.heading ? page.title : sec.heading;
    const textRanges = highlightRanges(sec.text, matcher, sec.foldedText);
    const headRanges = sec.heading ? highlightRanges(sec.heading, matcher, sec.foldedHeading) : [];
    if (headRanges.length && (sr.headingCoverage >= sr.coverage - 1e-9 || !textRanges.length)) {
      // a title hit already links to the top of the page: skip an intro "header" duplicate
      hits.push({ type: 'header', header: sec.heading, anchor: sec.anchor, highlights: headRanges });
    } else if (textRanges.length) {
      const { statement, highlights } = makeStatement(sec.text, textRanges);
      hits.push({ type: 'content', header, anchor: sec.anchor, statement, highlights });
    }
  }
  return hits.slice(0, max);
}

/**
 * Runs a query: up to `limit` hits (default 7), grouped by page, best page first. The best page
 * shows up to 3 hits, the others one each, then leftover slots go back to the best pages.
 * Results are cached per index (100 queries, least recently used first out).
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
  if (!query.trim() || !index.sections.length) return [];
  const parsed = parseQuery(query, index.dict);
  const ranked = rank(index, parsed);
  if (!ranked.length) return [];
  const matcher = matcherFor(parsed);
  const top = ranked.slice(0, limit);
  const all = top.map((r) => buildHits(index, r, matcher, limit));
  // allocation: best page up to 3, others 1, then fill
  const take = all.map((h, i) => Math.min(h.length, i === 0 ? 3 : 1));
  let used = 0;
  for (let i = 0; i < take.length; i++) {
    if (used + take[i] > limit) take[i] = Math.max(0, limit - used);
    used += take[i];
  }
  for (let i = 0; i < all.length && used < limit; i++) {
    const extra = Math.min(all[i].length - take[i], limit - used);
    take[i] += extra;
    used += extra;
  }
  const groups: SearchGroup[] = [];
  top.forEach((r, i) => {
    if (!take[i]) return;
    const page = index.pages[r.p];
    groups.push({ routePath: page.routePath, title: page.title, hits: all[i].slice(0, take[i]) });
  });
  return groups;
}

// ---------------------------------------------------------------- remote mode

export interface RemoteOptions {
  apiUrl: string;
  keyword: string;
  limit: number;
  searchIndexes: string[];
  lang: string;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

/** A hit as a remote search service may send it (lenient: our own shape or the spec's fields). */
interface RemoteHit {
  type?: string;
  title?: string;
  header?: string;
  link?: string;
  routePath?: string;
  anchor?: string;
  statement?: string;
  highlights?: Highlight[];
  highlightInfoList?: { start: number; length: number }[];
}

export interface RemoteGroup extends SearchGroup {
  /** Full href (remote hits may link anywhere). */
  link?: string;
  index?: string;
}

/**
 * Remote mode: GET `<apiUrl>?keyword=…&limit=…&searchIndexes=a,b&lang=…`; the answer is a list of
 * `{ index, hits }`. Any failure is logged and gives no results.
 */
export async function remoteSearch(options: RemoteOptions): Promise<SearchGroup[]> {
  const params = new URLSearchParams({
    keyword: options.keyword,
    limit: String(options.limit),
    searchIndexes: options.searchIndexes.join(','),
    lang: options.lang,
  });
  const sep = options.apiUrl.includes('?') ? '&' : '?';
  try {
    const response = await (options.fetchImpl ?? fetch)(options.apiUrl + sep + params.toString(), { signal: options.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as { index?: string; hits?: RemoteHit[] }[];
    if (!Array.isArray(data)) throw new Error('unexpected answer');
    const groups = new Map<string, SearchGroup>();
    let count = 0;
    for (const group of data) {
      for (const hit of group?.hits ?? []) {
        if (count >= options.limit) break;
        const link = String(hit.link ?? hit.routePath ?? '');
        if (!link) continue;
        const hash = link.indexOf('#');
        const routePath = hash === -1 ? link : link.slice(0, hash);
        const anchor = hit.anchor ?? (hash === -1 ? '' : link.slice(hash + 1));
        const type: HitType = hit.type === 'title' || hit.type === 'header' ? hit.type : 'content';
        const title = String(hit.title ?? '');
        let g = groups.get(routePath);
        if (!g) groups.set(routePath, (g = { routePath, title, hits: [] }));
        const highlights = (hit.highlights ?? hit.highlightInfoList ?? []).filter(
          (h) => h && Number.isFinite(h.start) && Number.isFinite(h.length),
        );
        g.hits.push({
          type,
          header: String(hit.header ?? title),
          anchor,
          statement: hit.statement === undefined ? undefined : String(hit.statement),
          highlights,
        });
        count++;
      }
    }
    return [...groups.values()];
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return [];
    console.error('Remote search failed:', error);
    return [];
  }
}
