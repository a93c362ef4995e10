/**
 * Query → clauses: every word of the query is a clause with alternatives (its whole form, its parts,
 * a prefix while typing, a longer form, misspellings, the other phrases of its synonym group), every
 * alternative a set of index terms; question phrasing (phrasing.ts) is left out.
 */
import { fuzzySet, internals, lunr } from '../../shared/search/lunr-setup.ts';
import { cjkRuns, fold, forEachLatinRun, identifierParts, latinTerm, segmentCjk } from '../../shared/search/tokenize.ts';
import { blank, phrasingSpans } from './phrasing.ts';
import { synonymMatches } from './synonyms.ts';
import type { Alt, Clause, ParsedQuery, SearchIndex } from './types.ts';

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

/** The index term of a folded Latin word, through the index's own search pipeline; '' for none. */
export function pipelineTerm(index: SearchIndex, word: string): string {
  let t = index.termCache.get(word);
  if (t === undefined) {
    t = internals(index.lunr).pipeline.runString(word)[0] ?? '';
    if (index.termCache.size > 20000) index.termCache.clear();
    index.termCache.set(word, t);
  }
  return t;
}


/**
 * What a query's words cost to work out depends on the index alone: kept per index (its lunr object) for the
 * next keys, which repeat the words typed before (document frequencies, misspellings' terms).
 */
const memos = new WeakMap<object, { df: Map<string, number>; fuzzy: Map<string, string[]> }>();
function memoOf(index: SearchIndex) {
  let memo = memos.get(index.lunr);
  if (!memo) memos.set(index.lunr, (memo = { df: new Map(), fuzzy: new Map() }));
  if (memo.df.size > 20000) memo.df.clear();
  if (memo.fuzzy.size > 2000) memo.fuzzy.clear();
  return memo;
}

/** Number of section documents holding a term (any field). */
function documentFrequency(index: SearchIndex, term: string): number {
  const memo = memoOf(index).df;
  const known = memo.get(term);
  if (known !== undefined) return known;
  const posting = internals(index.lunr).invertedIndex[term];
  const refs = new Set<string>();
  if (posting) for (const field of Object.keys(posting)) if (field !== '_index') for (const ref of Object.keys(posting[field] as Record<string, unknown>)) refs.add(ref);
  memo.set(term, refs.size);
  return refs.size;
}

/** Whether an index term starts with `prefix`: a walk down the index's token set (each of its nodes leads to a term). */
function hasPrefix(index: SearchIndex, prefix: string): boolean {
  type Node = { edges: Record<string, Node> };
  let node: Node | undefined = internals(index.lunr).tokenSet as unknown as Node;
  for (let i = 0; i < prefix.length && node; i++) node = node.edges[prefix[i]];
  return !!node;
}

/** Index terms at edit distance 1 from a word or its stem (lunr's fuzzy token sets), the word's own terms aside; a few at most. */
function fuzzyTerms(index: SearchIndex, surface: string, whole: string, unknown: boolean): string[] {
  const memo = memoOf(index).fuzzy;
  const key = `${surface}\u0000${whole}\u0000${unknown}`;
  let terms = memo.get(key);
  if (!terms) memo.set(key, (terms = findFuzzyTerms(index, surface, whole, unknown)));
  return terms;
}

function findFuzzyTerms(index: SearchIndex, surface: string, whole: string, unknown: boolean): string[] {
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
export function parseQuery(index: SearchIndex, query: string): ParsedQuery {
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
