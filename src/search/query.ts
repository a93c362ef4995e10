/**
 * Search on the client (also runs in Node for tests and the quality benchmark): loads an index file,
 * runs a query and returns hits grouped by page.
 *
 * Loading is cheap on purpose: decode the file, then keep three joined strings (section texts,
 * headings, page titles) and their folded copies (tokenize.ts `fold`: lower case, no accents, same
 * length). Nothing is tokenised up front. A query term is looked up when first needed, by substring
 * search in the folded strings, and cached:
 * - CJK terms (dictionary words, bigrams): every occurrence is a match — the same answer as
 *   tokenising the text with `cjkTerms`.
 * - Latin terms: each occurrence of the stem (minus its last letter) is checked with the tokeniser's
 *   rules: it must start a token (a run, or an identifier part: `distPath` → `path`) whose stem is
 *   the term — the same answer as `indexTerms`, without an inverted index.
 * Match positions are kept, so highlights and snippets need no second pass.
 *
 * Ranking (per page): BM25 per section with heading and page-title boosts; every query word (clause)
 * has to match for full score (coverage is squared); a section or title containing the exact query
 * text (the exact phrase) is boosted strongly, so exact phrases rank above scattered characters.
 * For a Chinese query, a page whose title has no Chinese (named after its option) is ranked by its lead
 * section as strongly as by a title.
 */
import { fold, latinTerm, parseQuery, type ParsedQuery, type QueryClause, type QueryTerm } from './tokenize.ts';
import { makeField, type SearchIndex, type TermMatch } from './search-index.ts';
import { isWordUnit, latinExactMatch, latinPrefixMatch, MIN_TYPING_PREFIX, substringMatch, tokensAt } from './term-match.ts';

// The index and remote mode live in their own modules; this is the search API the theme and tools use.
export { createIndex, decodeIndexFile, emptyIndex, INDEX_LOAD_ERROR, loadIndex, type SearchIndex } from './search-index.ts';
export { remoteSearch, type RemoteOptions } from './remote-search.ts';

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
/** A heading that is the query (ignoring case, spaces and punctuation). */
const EXACT_HEADING_BOOST = 1.5;
/** Weight of the page-level relevance (BM25 of the whole page) next to the best section's. */
const PAGE_WEIGHT = 1;
/** Pages must match at least this share of a query of several words (weighted by idf). */
const MIN_COVERAGE = 0.34;
const PREFIX_WEIGHT_TYPING = 0.8;
const PREFIX_WEIGHT = 0.35;
const OTHER_SECTIONS = 0.15;
const ALL_IN_TITLE = 1.5;
/** Words of the route path (`/guide/migration/webpack`) count as a weak title (a breadcrumb). */
const PATH_FACTOR = 0.5;
const SCATTERED = 0.85;
/**
 * A page titled in another script than the query (a Chinese page named after its option, `output.minify`)
 * cannot match by title; its lead section, which says what the page is about, stands in for it.
 */
const LEAD_BOOST = 4;
const SNIPPET = 100;
/** Score breakdowns (bench/debug only). */
export let DEBUG: Record<string, unknown>[] | null = null;
export function setDebug(on: boolean): Record<string, unknown>[] | null {
  DEBUG = on ? [] : null;
  return DEBUG;
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
  /** Score factor of the alternative (prefix matches count less; they still satisfy the clause). */
  scale: number;
}

interface ResolvedClause {
  clause: QueryClause;
  alts: ResolvedAlt[];
  /** The clause's weight in coverage: the mean idf of its best alternative. */
  importance: number;
  /** CJK clauses of 2+ characters: where the whole run occurs (the exact phrase). */
  phrase?: TermMatch;
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
        const match = q.cjk ? substringMatch(index, q.term) : latinExactMatch(index, q.term);
        terms.push({ q, weight: q.weight, idf: idf(n, match.df), match });
      }
      alts.push({ terms, totalWeight: terms.reduce((a, t) => a + t.weight, 0), scale: 1 });
    }
    // Prefix matches of Latin words (the word being typed; or longer forms, e.g. `alias` →
    // `aliases`, which Porter stems differently): an extra alternative with a lower weight.
    for (const alt of clause.alts) {
      if (alt.terms.length !== 1 || alt.terms[0].cjk) continue;
      const q = alt.terms[0];
      const typing = q.prefix !== undefined;
      const surface = q.prefix ?? q.surface ?? '';
      if (typing ? surface.length < MIN_TYPING_PREFIX : surface.length < 4 || !/^[a-z]/.test(surface)) continue;
      const match = latinPrefixMatch(index, surface, q.term);
      if (!match.df && !match.titles.size) continue;
      const w = typing ? PREFIX_WEIGHT_TYPING : PREFIX_WEIGHT;
      alts.push({ terms: [{ q: { ...q, term: '' }, weight: 1, idf: idf(n, match.df), match }], totalWeight: 1, scale: w });
    }
    // A word found nowhere (a typo, a word being typed) cannot be matched by any page: it does not
    // count in coverage.
    let importance = 0;
    for (const alt of alts) {
      if (!alt.terms.some((t) => t.match.df > 0 || t.match.titles.size > 0)) continue;
      const mean = (alt.scale * alt.terms.reduce((a, t) => a + t.idf * t.weight, 0)) / Math.max(alt.totalWeight, 1e-9);
      importance = Math.max(importance, mean);
    }
    const phrase = clause.cjk && clause.text.length >= 2 ? substringMatch(index, clause.text) : undefined;
    return { clause, alts, importance, phrase };
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
  /** Occurrences (weighted over the alternative's terms; a heading counts once). */
  tf: number;
}

const NO_HIT: ClauseHit = { coverage: 0, score: 0, headingCoverage: 0, tf: 0 };

function scoreClauseInSection(index: SearchIndex, rc: ResolvedClause, s: number): ClauseHit {
  const sec = index.sections[s];
  let best = NO_HIT;
  for (const alt of rc.alts) {
    let covered = 0;
    let headCovered = 0;
    let score = 0;
    let tfSum = 0;
    for (const t of alt.terms) {
      const occ = t.match.text.get(s);
      const tf = occ ? occ.length / 2 : 0;
      const inHeading = t.match.heading.has(s);
      if (!tf && !inHeading) continue;
      covered += t.weight;
      if (inHeading) headCovered += t.weight;
      tfSum += t.weight * (tf + (inHeading ? 1 : 0));
      score += t.weight * t.idf * (bm25(tf, sec.len, index.avgLen) + (inHeading ? HEADING_BOOST : 0));
    }
    if (!covered) continue;
    const total = Math.max(alt.totalWeight, 1e-9);
    // an alternative of several terms (identifier parts, bigrams) counts fully only when all match
    const hit = { coverage: Math.min(covered / total, 1), score: (alt.scale * score) / total, headingCoverage: Math.min(headCovered / total, 1), tf: tfSum / total };
    if (hit.coverage > best.coverage || (hit.coverage === best.coverage && hit.score > best.score)) best = hit;
  }
  if (rc.phrase) {
    const inText = rc.phrase.text.has(s);
    const inHead = rc.phrase.heading.has(s);
    if (inText || inHead) {
      const tf = (rc.phrase.text.get(s)?.length ?? 0) / 2 + (inHead ? 1 : 0);
      best = { coverage: 1, score: Math.max(best.score, rc.importance) * PHRASE_BOOST, headingCoverage: inHead ? 1 : best.headingCoverage, tf };
    } else if (best.coverage > 0) {
      // characters present but not as the phrase: always below a phrase match
      best = { ...best, coverage: best.coverage * SCATTERED };
    }
  }
  return best;
}

function scoreClauseInTitle(rc: ResolvedClause, p: number): { coverage: number; score: number } {
  if (rc.phrase?.titles.has(p)) return { coverage: 1, score: rc.importance * PHRASE_BOOST };
  let best = { coverage: 0, score: 0 };
  for (const alt of rc.alts) {
    let covered = 0;
    let score = 0;
    let pathCovered = 0;
    let pathScore = 0;
    for (const t of alt.terms) {
      if (t.match.titles.has(p)) {
        covered += t.weight;
        score += t.weight * t.idf;
      } else if (t.match.paths.has(p)) {
        pathCovered += t.weight;
        pathScore += t.weight * t.idf;
      }
    }
    const total = Math.max(alt.totalWeight, 1e-9);
    const hit = { coverage: Math.min((covered + PATH_FACTOR * pathCovered) / total, 1), score: (alt.scale * (score + PATH_FACTOR * pathScore)) / total };
    if (hit.coverage > best.coverage || (hit.coverage === best.coverage && hit.score > best.score)) best = hit;
  }
  if (rc.phrase && best.coverage > 0) best.coverage *= SCATTERED;
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
  tier: number;
  titleCoverage: number;
  sections: SectionResult[];
}

interface Ranked {
  clauses: ResolvedClause[];
  /** Occurrences of the whole query (queries of several words). */
  queryPhrase?: TermMatch;
  /** Tokens equal to the words of a Latin query written together (`lazy compilation` → `lazyCompilation`). */
  joinedPhrase?: TermMatch;
  /** Occurrences of each CJK run of the query. */
  runs: TermMatch[];
  pages: PageResult[];
}

/** Ranks pages for a query: best first, with their matching sections (best first). */
function rank(index: SearchIndex, parsed: ParsedQuery): Ranked {
  const clauses = resolve(index, parsed);
  if (!clauses.length) return { clauses, runs: [], pages: [] };
  const runs = parsed.phrases.map((phrase) => substringMatch(index, phrase));
  const k = clauses.length;
  const totalImportance = clauses.reduce((a, c) => a + c.importance, 0) || 1;
  const queryPhrase = k > 1 && parsed.folded.length > 2 ? substringMatch(index, parsed.folded) : undefined;
  let joinedPhrase: TermMatch | undefined;
  if (k > 1 && clauses.every((c) => !c.clause.cjk)) {
    const term = latinTerm(clauses.map((c) => c.clause.text.replace(/[^\p{L}\p{N}]/gu, '')).join(''));
    if (term) joinedPhrase = latinExactMatch(index, term);
  }
  const inPhrase = (m: TermMatch | undefined, s: number) => !!m && (m.text.has(s) || m.heading.has(s));
  const compact = squash(parsed.folded);
  const cjkQuery = clauses.some((c) => c.clause.cjk);

  // Candidates: anything any term matches.
  const candSections = new Set<number>();
  const candPages = new Set<number>();
  for (const rc of clauses) {
    for (const alt of rc.alts) {
      for (const t of alt.terms) {
        for (const s of t.match.text.keys()) candSections.add(s);
        for (const s of t.match.heading.keys()) candSections.add(s);
        for (const p of t.match.titles.keys()) candPages.add(p);
      }
    }
  }

  // a run split into several words gets the phrase boost here (a one-word run already did, per clause)
  const multiWordRuns = runs.filter((_, i) => !clauses.some((c) => c.clause.text === parsed.phrases[i]));
  const byPage = new Map<number, { sections: SectionResult[]; clauseCov: number[]; clauseTf: number[] }>();
  for (const s of candSections) {
    const sec = index.sections[s];
    let score = 0;
    let cov = 0;
    let headCov = 0;
    let entry = byPage.get(sec.page);
    const perClause: number[] = [];
    const perClauseTf: number[] = [];
    for (const rc of clauses) {
      const h = scoreClauseInSection(index, rc, s);
      score += h.score * h.coverage;
      cov += h.coverage * rc.importance;
      headCov += h.headingCoverage * rc.importance;
      perClause.push(h.coverage);
      perClauseTf.push(h.tf);
    }
    if (score <= 0) continue;
    const coverage = cov / totalImportance;
    score *= coverage * coverage;
    if (inPhrase(queryPhrase, s) || inPhrase(joinedPhrase, s) || multiWordRuns.some((m) => inPhrase(m, s))) score *= PHRASE_BOOST;
    if (compact && sec.heading && squash(fold(sec.heading)) === compact) score *= EXACT_HEADING_BOOST;
    const owner = index.pages[sec.page];
    if (cjkQuery && !owner.cjkTitle && s === owner.sections[0]) score *= LEAD_BOOST;
    if (!entry) byPage.set(sec.page, (entry = { sections: [], clauseCov: new Array(k).fill(0), clauseTf: new Array(k).fill(0) }));
    entry.sections.push({ s, score, coverage, headingCoverage: headCov / totalImportance });
    for (let i = 0; i < k; i++) {
      if (perClause[i] > entry.clauseCov[i]) entry.clauseCov[i] = perClause[i];
      entry.clauseTf[i] += perClauseTf[i];
    }
  }
  for (const p of candPages) if (!byPage.has(p)) byPage.set(p, { sections: [], clauseCov: new Array(k).fill(0), clauseTf: new Array(k).fill(0) });

  const pages: PageResult[] = [];
  for (const [p, entry] of byPage) {
    const page = index.pages[p];
    let titleScore = 0;
    let titleCov = 0;
    clauses.forEach((rc, i) => {
      const h = scoreClauseInTitle(rc, p);
      titleScore += h.score * h.coverage;
      titleCov += h.coverage * rc.importance;
      if (h.coverage > entry.clauseCov[i]) entry.clauseCov[i] = h.coverage;
    });
    const titleCoverage = titleCov / totalImportance;
    titleScore *= TITLE_BOOST * titleCoverage * titleCoverage;
    if (titleCoverage > 0.99) {
      titleScore *= ALL_IN_TITLE;
      if (squash(page.foldedTitle) === compact || wholeWordIn(page.foldedTitle, parsed.folded) || joinedPhrase?.titles.has(p)) titleScore *= EXACT_TITLE_BOOST;
    }
    entry.sections.sort((a, b) => b.score - a.score || a.s - b.s);
    const best = entry.sections[0]?.score ?? 0;
    let others = 0;
    for (let i = 1; i < entry.sections.length; i++) others += entry.sections[i].score;
    const pageCoverage = entry.clauseCov.reduce((a, c, i) => a + c * clauses[i].importance, 0) / totalImportance;
    // a page that matches only a minor part of a longer query is noise
    if (k > 1 && pageCoverage < MIN_COVERAGE) continue;
    // how much the page as a whole is about the query (BM25 over the whole page)
    let density = 0;
    for (let i = 0; i < k; i++) density += clauses[i].importance * bm25(entry.clauseTf[i], page.len, index.avgPageLen);
    const score = (best + titleScore + PAGE_WEIGHT * density + OTHER_SECTIONS * Math.min(others, best * 2)) * pageCoverage * pageCoverage;
    // tier: how many CJK runs of the query the page contains exactly (exact phrases rank first)
    let tier = 0;
    for (const m of runs) if (m.titles.has(p) || entry.sections.some((sr) => inPhrase(m, sr.s))) tier++;
    if (score > 0) pages.push({ p, score, tier, titleCoverage, sections: entry.sections });
    if (DEBUG) DEBUG.push({ route: page.routePath, score, best, titleScore, density, titleCoverage, others, pageCoverage, nSections: entry.sections.length });
  }
  pages.sort((a, b) => b.tier - a.tier || b.score - a.score || a.p - b.p);
  return { clauses, queryPhrase, joinedPhrase, runs, pages };
}

/** Letters and digits only (`Dev server: proxy` → `devserverproxy`), of folded text. */
function squash(folded: string): string {
  return folded.replace(/[^\p{L}\p{N}]+/gu, '');
}

function wholeWordIn(haystack: string, needle: string): boolean {
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) {
    const before = i === 0 ? 32 : haystack.charCodeAt(i - 1);
    const after = i + needle.length < haystack.length ? haystack.charCodeAt(i + needle.length) : 32;
    if (!isWordUnit(before) && !isWordUnit(after)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- highlights and snippets

type FieldName = 'text' | 'heading' | 'titles';

/** Ranges in one owner's string that match the query (from the recorded occurrences), merged. */
function rangesFor(ranked: Ranked, field: FieldName, owner: number): Highlight[] {
  const raw: number[] = [];
  const add = (m: TermMatch | undefined) => {
    const occ = m?.[field].get(owner);
    if (occ) for (let i = 0; i < occ.length; i++) raw.push(occ[i]);
  };
  for (const rc of ranked.clauses) {
    if (rc.phrase?.[field].has(owner)) {
      add(rc.phrase);
      continue;
    }
    for (const alt of rc.alts) for (const t of alt.terms) add(t.match);
  }
  add(ranked.queryPhrase);
  add(ranked.joinedPhrase);
  for (const m of ranked.runs) add(m);
  const pairs: [number, number][] = [];
  for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i], raw[i] + raw[i + 1]]);
  pairs.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Highlight[] = [];
  let cur: [number, number] | null = null;
  for (const r of pairs) {
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
  // Start at a word (Latin text) when one is close.
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space !== -1 && start - space <= 12) start = space + 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.indexOf(' ', end);
    if (space !== -1 && space - end <= 12) end = space;
  }
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

/** Ranked route paths for a query (for tests and the quality benchmark). */
export function rankPages(index: SearchIndex, query: string): string[] {
  if (!query.trim() || !index.sections.length) return [];
  return rank(index, parseQuery(query, index.dict)).pages.map((r) => index.pages[r.p].routePath);
}

/** The hits a page can show, best first (title hit first), built lazily up to `max`. */
function buildHits(index: SearchIndex, ranked: Ranked, result: PageResult, max: number): SearchHit[] {
  const page = index.pages[result.p];
  const hits: SearchHit[] = [];
  if (max <= 0) return hits;
  if (result.titleCoverage > 0) hits.push({ type: 'title', header: page.title, anchor: '', highlights: rangesFor(ranked, 'titles', result.p) });
  for (const sr of result.sections) {
    if (hits.length >= max) break;
    const sec = index.sections[sr.s];
    const textRanges = rangesFor(ranked, 'text', sr.s);
    const headRanges = sec.heading ? rangesFor(ranked, 'heading', sr.s) : [];
    if (headRanges.length && (sr.headingCoverage >= sr.coverage - 1e-9 || !textRanges.length)) {
      hits.push({ type: 'header', header: sec.heading, anchor: sec.anchor, highlights: headRanges });
    } else if (textRanges.length) {
      const { statement, highlights } = makeStatement(sec.text, textRanges);
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
  if (!query.trim() || !index.sections.length) return [];
  const ranked = rank(index, parseQuery(query, index.dict));
  const top = ranked.pages.slice(0, limit);
  if (!top.length) return [];
  // how many hits each page could show (title + matching sections), then the allocation
  const available = top.map((r) => (r.titleCoverage > 0 ? 1 : 0) + r.sections.length);
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
    if (!hits.length) return;
    const page = index.pages[r.p];
    groups.push({ routePath: page.routePath, title: page.title, hits });
  });
  return groups;
}

/** Internals exposed for unit tests only. */
export const __test = {
  /** Ends of the Latin tokens starting at `pos` of `text` (the substring search's view of tokens). */
  tokenEndsAt(text: string, pos: number): number[] {
    const field = makeField([text]);
    const ends: number[] = [];
    tokensAt(field, pos, (end) => ends.push(end));
    return ends.sort((a, b) => a - b);
  },
};
