/**
 * The one set of tokenising rules for search, used by the build (src/search/build-index.ts) and by the
 * browser (src/search/query.ts). It never imports nodejieba: the build passes jieba's words in as the
 * `dict`, which is shipped inside the index so the browser applies the same rules.
 *
 * Text model
 * - `fold()` maps every UTF-16 code unit to exactly one code unit: lower case, accents stripped
 *   (`É` → `e`), full-width forms narrowed (`Ａ` → `a`). Because the mapping is 1:1, offsets found in
 *   folded text are offsets in the original text (highlights need no translation).
 * - Latin-like text (any letter or digit outside CJK scripts) is split into *runs* of letters and
 *   digits. A run yields its whole folded form (`distPath` → `distpath`) and, if it is an
 *   identifier, its parts (`dist`, `path`; `createRsbuild` → `create`, `rsbuild`; `HTMLPlugin` →
 *   `html`, `plugin`; `es2015` → `es`, `2015`). Every term goes through lunr's English (Porter)
 *   stemmer; lunr's stop words are dropped. A query may also join runs written with `-` or `_`
 *   (`dist-path` → `distpath`), so it matches the camelCase identifier.
 * - CJK text: the terms of a run of CJK characters are its characters, bigrams and every dictionary
 *   word (jieba's cutForSearch over the site's text, computed by the build) occurring in it. A
 *   query run is split into dictionary words (`segmentCjk`: `开发服务器代理` → `开发服务器` `代理`),
 *   each matched whole or through its bigrams, and the whole run is an exact phrase that ranks
 *   pages containing it first. Every term of a query that is a substring of a text is a term of that
 *   text (`indexTerms`), so such a query always finds the text; the unit tests check this.
 * - The browser never materialises `indexTerms`: it finds terms by substring search in the folded
 *   text and checks token boundaries with these same rules (query.ts).
 */
import lunr from 'lunr';

// ---------------------------------------------------------------- character classes

/** CJK ideographs, kana, hangul and the CJK compatibility block. */
export function isCjkCode(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0x31f0 && c <= 0x31ff)
  );
}

const WORD_UNIT = /[\p{L}\p{N}\p{M}]/u;
const MARK = /\p{M}/u;
/** 0 = other, 1 = letter/digit (non-CJK), 2 = CJK, 3 = combining mark (part of a run, not of a term). */
const classCache = new Map<number, number>();

export function charClass(c: number): number {
  if (c < 0x80) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0;
  }
  if (isCjkCode(c)) return 2;
  let k = classCache.get(c);
  if (k === undefined) {
    if (c >= 0xd800 && c <= 0xdfff) k = 0; // astral characters (emoji …) are not searchable
    else {
      const ch = String.fromCharCode(c);
      k = MARK.test(ch) ? 3 : WORD_UNIT.test(ch) ? 1 : 0;
    }
    classCache.set(c, k);
  }
  return k;
}

// ---------------------------------------------------------------- folding

const foldCache = new Map<number, number>();

function foldUnit(c: number): number {
  if (c < 0x80) return c >= 65 && c <= 90 ? c + 32 : c;
  if (isCjkCode(c) || (c >= 0xd800 && c <= 0xdfff)) return c;
  let f = foldCache.get(c);
  if (f === undefined) {
    const ch = String.fromCharCode(c);
    let s = ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    if (s.length !== 1) {
      const lower = ch.toLowerCase();
      s = lower.length === 1 ? lower : ch;
    }
    f = s.charCodeAt(0);
    foldCache.set(c, f);
  }
  return f;
}

/** Lower case, accent- and width-folded copy of `text` with the same length (1:1 code units). */
export function fold(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) return text.toLowerCase();
  const out = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = foldUnit(text.charCodeAt(i));
  let s = '';
  for (let i = 0; i < out.length; i += 8192) s += String.fromCharCode.apply(null, out.subarray(i, i + 8192) as unknown as number[]);
  return s;
}

/** Unicode-normalises text before it is stored (composes `e` + U+0301 into `é`). Build side. */
export function normalizeText(text: string): string {
  return text.normalize('NFC');
}

// ---------------------------------------------------------------- Latin terms

const stemCache = new Map<string, string>();
const STOP = new Set<string>();
{
  // lunr's stop word filter returns undefined for stop words; collect them once.
  const probe = lunr.stopWordFilter as unknown as (t: lunr.Token) => lunr.Token | undefined;
  for (const w of STOP_WORD_CANDIDATES()) if (!probe(new lunr.Token(w, {}))) STOP.add(w);
}

function STOP_WORD_CANDIDATES(): string[] {
  // The list lunr 2.3.9 ships (lunr.stopWordFilter); checked against the filter above so that a
  // different lunr version can only shrink it.
  return 'a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does either else ever every for from get got had has have he her hers him his how however i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only or other our own rather said say says she should since so some than that the their them then there these they this tis to too twas us wants was we were what when where which while who whom why will with would yet you your'.split(' ');
}

export function isStopWord(term: string): boolean {
  return STOP.has(term);
}

/** lunr's English (Porter) stemmer on a folded word; digits-only words are left alone. */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^[a-z]{3,}$/.test(word) ? lunr.stemmer(new lunr.Token(word, {})).toString() : word;
    stemCache.set(word, s);
  }
  return s;
}

/** A Latin run (or part of one) found in text: offsets into the original string. */
export interface LatinToken {
  /** Folded surface form (not stemmed). */
  word: string;
  start: number;
  end: number;
  /** 'run' = a whole run, 'part' = an identifier part inside a run, 'joined' = runs joined by - or _. */
  kind: 'run' | 'part' | 'joined';
}

/** Splits a run at camelCase, ACRONYMWord and letter/digit boundaries. Offsets relative to the run. */
export function identifierParts(run: string): { start: number; end: number }[] {
  const parts: { start: number; end: number }[] = [];
  const re = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}\p{Lt}\p{M}]+|\p{Lu}+[\p{M}]*|\p{N}+/gu;
  for (const m of run.matchAll(re)) parts.push({ start: m.index!, end: m.index! + m[0].length });
  return parts;
}

export type LatinTokenKind = LatinToken['kind'];

/** ASCII class for identifier splitting: 0 lower, 1 upper, 2 digit. */
function asciiClass(c: number): number {
  return c >= 97 ? 0 : c >= 65 ? 1 : 2;
}

/**
 * Calls `emit` for every Latin token of `text`, in order of position: each run, then its identifier
 * parts when there are several, and a `joined` token after the last run of a `-`/`_` compound.
 * `folded` must be `fold(text)`. Allocation-free apart from the word strings (hot path on load).
 */
export function forEachLatinToken(text: string, folded: string, emit: (word: string, start: number, end: number, kind: LatinTokenKind) => void): void {
  const n = text.length;
  let i = 0;
  let compoundStart = -1;
  let compoundWord = '';
  let compoundRuns = 0;
  let lastRunEnd = -2;
  while (i < n) {
    const c0 = text.charCodeAt(i);
    if (c0 < 0x80 ? !((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90) || (c0 >= 48 && c0 <= 57)) : charClass(c0) !== 1) {
      i++;
      continue;
    }
    let j = i + 1;
    let ascii = c0 < 0x80;
    let split = false;
    let prev = ascii ? asciiClass(c0) : -1;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c < 0x80) {
        if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57))) break;
        const k = asciiClass(c);
        if (prev !== k && (prev !== 1 || k !== 0 || (j - 2 >= i && asciiClass(text.charCodeAt(j - 2)) === 1))) split = true;
        prev = k;
      } else {
        const k = charClass(c);
        if (k !== 1 && k !== 3) break;
        ascii = false;
      }
      j++;
    }
    let word = folded.slice(i, j);
    if (!ascii) word = stripMarks(word);
    // compound bookkeeping: runs separated by exactly one '-' or '_'
    const sep = i - lastRunEnd === 1 ? text.charCodeAt(lastRunEnd) : -1;
    if (compoundRuns > 0 && (sep === 45 || sep === 95)) {
      compoundWord += word;
      compoundRuns++;
    } else {
      if (compoundRuns > 1 && compoundRuns <= 6) emit(compoundWord, compoundStart, lastRunEnd, 'joined');
      compoundStart = i;
      compoundWord = word;
      compoundRuns = 1;
    }
    emit(word, i, j, 'run');
    if (ascii) {
      if (split) {
        let start = i;
        for (let k = i + 1; k < j; k++) {
          const a = asciiClass(text.charCodeAt(k - 1));
          const b = asciiClass(text.charCodeAt(k));
          const boundary =
            (a === 0 && b === 1) ||
            (a !== 2 && b === 2) ||
            (a === 2 && b !== 2) ||
            (a === 1 && b === 1 && k + 1 < j && asciiClass(text.charCodeAt(k + 1)) === 0);
          if (boundary) {
            emit(folded.slice(start, k), start, k, 'part');
            start = k;
          }
        }
        emit(folded.slice(start, j), start, j, 'part');
      }
    } else {
      const parts = identifierParts(text.slice(i, j));
      if (parts.length > 1) {
        for (const p of parts) {
          const w = stripMarks(folded.slice(i + p.start, i + p.end));
          if (w) emit(w, i + p.start, i + p.end, 'part');
        }
      }
    }
    lastRunEnd = j;
    i = j;
  }
  if (compoundRuns > 1 && compoundRuns <= 6) emit(compoundWord, compoundStart, lastRunEnd, 'joined');
}

/** Latin tokens of `text` with offsets (see `forEachLatinToken`). */
export function latinTokens(text: string, folded = fold(text)): LatinToken[] {
  const out: LatinToken[] = [];
  forEachLatinToken(text, folded, (word, start, end, kind) => out.push({ word, start, end, kind }));
  return out;
}

function stripMarks(s: string): string {
  for (let i = 0; i < s.length; i++) {
    if (charClass(s.charCodeAt(i)) === 3) return s.replace(/\p{M}/gu, '');
  }
  return s;
}

/** Index term of a surface word: stemmed, or null for stop words. */
export function latinTerm(word: string): string | null {
  if (!word || STOP.has(word)) return null;
  return stem(word);
}

// ---------------------------------------------------------------- CJK terms

/** Runs of CJK characters in `text` (offsets into text). */
export function cjkRuns(text: string): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (!isCjkCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isCjkCode(text.charCodeAt(j))) j++;
    runs.push({ start: i, end: j });
    i = j;
  }
  return runs;
}

/** The dictionary: CJK words (2+ characters) the build found with jieba. */
export interface CjkDict {
  words: Set<string>;
  maxLength: number;
}

export function makeDict(words: Iterable<string>): CjkDict {
  const set = new Set<string>();
  let maxLength = 2;
  for (const w of words) {
    if (w.length < 2 || w.length > 12) continue;
    let ok = true;
    for (let i = 0; i < w.length; i++) if (!isCjkCode(w.charCodeAt(i))) ok = false;
    if (!ok) continue;
    set.add(w);
    if (w.length > maxLength) maxLength = w.length;
  }
  return { words: set, maxLength };
}

export interface CjkTerm {
  term: string;
  /** Dictionary word (true) or a character or bigram that is not a word (false). */
  word: boolean;
  /** Offset of the first occurrence within the run. */
  offset: number;
}

/**
 * Terms of one CJK run, as the index sees them: every character, every bigram and every dictionary
 * word occurring in it. Deduplicated, in order of first occurrence. (The browser finds these by
 * substring search, which is the same thing; a query is split with `segmentCjk` into words, each
 * matched as a whole or through its bigrams.)
 */
export function cjkTerms(run: string, dict: CjkDict): CjkTerm[] {
  const out: CjkTerm[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < run.length; i++) {
    const max = Math.min(dict.maxLength, run.length - i);
    for (let len = 1; len <= max; len++) {
      const t = run.slice(i, i + len);
      if (seen.has(t)) continue;
      const isWord = len >= 2 && dict.words.has(t);
      if (len <= 2 || isWord) {
        seen.add(t);
        out.push({ term: t, word: isWord, offset: i });
      }
    }
  }
  return out;
}

/**
 * Splits a CJK run into dictionary words with the fewest pieces (then the fewest single
 * characters): `开发服务器代理` → `开发服务器`, `代理`. Characters in no word stay single.
 */
export function segmentCjk(run: string, dict: CjkDict): string[] {
  const n = run.length;
  // best[i] = [pieces, singles] for run.slice(0, i)
  const pieces = new Array<number>(n + 1).fill(Infinity);
  const singles = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  pieces[0] = 0;
  singles[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let len = 1; len <= Math.min(dict.maxLength, i); len++) {
      const j = i - len;
      if (len > 1 && !dict.words.has(run.slice(j, i))) continue;
      const p = pieces[j] + 1;
      const s = singles[j] + (len === 1 ? 1 : 0);
      if (p < pieces[i] || (p === pieces[i] && s < singles[i])) {
        pieces[i] = p;
        singles[i] = s;
        from[i] = j;
      }
    }
  }
  const out: string[] = [];
  for (let i = n; i > 0; i = from[i]) out.unshift(run.slice(from[i], i));
  return out;
}

// ---------------------------------------------------------------- whole-text term sets

/**
 * Every index term of a text (Latin runs and identifier parts, stemmed; CJK words and bigrams), with
 * counts. This is what a text is considered to contain. The browser never materialises these sets:
 * it finds a term's occurrences by substring search in the folded text and checks each candidate
 * with the same rules (token start, stem), which gives the same answer (see query.ts).
 * `joined` compounds (`clean-dist-path` → `cleandistpath`) are query-side only: a query written with
 * `-`/`_` may match an identifier written in camelCase.
 */
export function indexTerms(text: string, dict: CjkDict): Map<string, number> {
  const folded = fold(text);
  const counts = new Map<string, number>();
  for (const tok of latinTokens(text, folded)) {
    if (tok.kind === 'joined') continue;
    const t = latinTerm(tok.word);
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  for (const r of cjkRuns(folded)) {
    for (const t of cjkTerms(folded.slice(r.start, r.end), dict)) counts.set(t.term, (counts.get(t.term) ?? 0) + 1);
  }
  return counts;
}

// ---------------------------------------------------------------- queries

export interface QueryTerm {
  term: string;
  /** Latin: the folded surface word the term came from. */
  surface?: string;
  weight: number;
  /** CJK terms are matched by substring search; Latin terms through the inverted index. */
  cjk: boolean;
  /** Latin only: also match index terms that start with `prefix` (the query is being typed). */
  prefix?: string;
}

/** One alternative way of satisfying a clause: all of its terms. */
export interface QueryAlt {
  terms: QueryTerm[];
}

/** One word of the query (a Latin run or `-`/`_` compound, or a CJK run). */
export interface QueryClause {
  /** Folded text of the clause, for phrase checks. */
  text: string;
  cjk: boolean;
  alts: QueryAlt[];
}

export interface ParsedQuery {
  /** Folded, whitespace-collapsed query. */
  folded: string;
  clauses: QueryClause[];
  /** CJK runs of 2+ characters: a page containing one exactly ranks above pages that do not. */
  phrases: string[];
}

/**
 * Turns a query into clauses. Every clause must be matched for a full match; a clause is matched by
 * any of its alternatives: the whole word (`distpath`) or all of its parts (`dist` + `path`).
 * The last word, when the query does not end in a space, also matches as a prefix.
 */
export function parseQuery(query: string, dict: CjkDict): ParsedQuery {
  const text = query.normalize('NFC').replace(/\s+/g, ' ');
  const trailingSpace = /\s$/.test(text);
  const trimmed = text.trim();
  const folded = fold(trimmed);
  const tokens = latinTokens(trimmed, folded);
  // Group tokens into clauses: a run plus its parts; a joined token merges the runs it spans.
  type Group = { start: number; end: number; whole: string[]; parts: string[] };
  const groups: Group[] = [];
  for (const tok of tokens) {
    if (tok.kind === 'run') groups.push({ start: tok.start, end: tok.end, whole: [tok.word], parts: [] });
    else if (tok.kind === 'part') groups[groups.length - 1].parts.push(tok.word);
    else {
      // merge all groups inside [tok.start, tok.end) into one compound clause
      const inside: Group[] = [];
      while (groups.length && groups[groups.length - 1].start >= tok.start) inside.unshift(groups.pop()!);
      const parts = inside.flatMap((g) => (g.parts.length ? g.parts : g.whole));
      groups.push({ start: tok.start, end: tok.end, whole: [tok.word], parts });
    }
  }
  const lastEnd = groups.length ? groups[groups.length - 1].end : -1;
  const lastCjk = cjkRuns(folded);
  const lastIsLatin = groups.length > 0 && (lastCjk.length === 0 || lastCjk[lastCjk.length - 1].end <= lastEnd);
  const items: { start: number; clause: QueryClause }[] = [];
  groups.forEach((g, gi) => {
    const typing = !trailingSpace && lastIsLatin && gi === groups.length - 1 && g.end === trimmed.length;
    const alts: QueryAlt[] = [];
    // single letters are noise (and costly to look up); single digits are versions (`1.0`)
    const useful = (w: string) => w.length > 1 || (w >= '0' && w <= '9');
    const wholeTerm = useful(g.whole[0]) ? latinTerm(g.whole[0]) : null;
    if (wholeTerm) alts.push({ terms: [{ term: wholeTerm, surface: g.whole[0], weight: 1, cjk: false, prefix: typing ? g.whole[0] : undefined }] });
    if (g.parts.length > 1) {
      const terms: QueryTerm[] = [];
      g.parts.forEach((p, pi) => {
        const t = useful(p) ? latinTerm(p) : null;
        if (t) terms.push({ term: t, surface: p, weight: 1, cjk: false, prefix: typing && pi === g.parts.length - 1 ? p : undefined });
      });
      if (terms.length) alts.push({ terms });
    }
    if (alts.length) items.push({ start: g.start, clause: { text: folded.slice(g.start, g.end), cjk: false, alts } });
  });
  const phrases: string[] = [];
  for (const r of lastCjk) {
    const run = folded.slice(r.start, r.end);
    if (run.length >= 2) phrases.push(run);
    // One clause per dictionary word of the run (as if the words were separated by spaces). A word
    // matches exactly, or through its bigrams (characters of it present in order, in pieces).
    let at = r.start;
    for (const word of segmentCjk(run, dict)) {
      const alts: QueryAlt[] = [{ terms: [{ term: word, cjk: true, weight: 1 }] }];
      if (word.length >= 3) {
        const bigrams: QueryTerm[] = [];
        for (let i = 0; i + 2 <= word.length; i++) bigrams.push({ term: word.slice(i, i + 2), cjk: true, weight: 1 });
        alts.push({ terms: bigrams });
      }
      items.push({ start: at, clause: { text: word, cjk: true, alts } });
      at += word.length;
    }
  }
  items.sort((a, b) => a.start - b.start);
  return { folded, clauses: items.map((i) => i.clause), phrases };
}
