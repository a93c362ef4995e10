/**
 * The tokenising rules of search, shared by the build (src/node/search/build-index.ts, through lunr's
 * pipeline in lunr-setup.ts) and the browser (src/client/search/query.ts). It never imports jieba: the
 * build passes its cuts in (`tokenizeText`'s `cutCjk`), and the browser cuts a query with the words
 * the index itself holds (`segmentCjk`).
 *
 * - `fold()` maps every UTF-16 code unit to exactly one code unit: lower case, accents stripped
 *   (`É` → `e`), full-width forms narrowed (`Ａ` → `a`). Offsets found in folded text are offsets in
 *   the original (highlights need no translation).
 * - Latin-like text (letters and digits outside CJK scripts) is cut into runs; a run's terms are its
 *   folded whole and, for an identifier, its parts (`identifierTerms`: `distPath` → `distpath`,
 *   `dist`, `path`; `HTMLPlugin` → `htmlplugin`, `html`, `plugin`; `es2015` → `es2015`, `es`, `2015`).
 * - A run of CJK characters is indexed as the words jieba finds in it (`tokenizeText`); the browser
 *   cuts a query run into the index's own words with the fewest pieces (`segmentCjk`).
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

/** Splits a run at camelCase, ACRONYMWord and letter/digit boundaries. Offsets relative to the run. */
export function identifierParts(run: string): { start: number; end: number }[] {
  const parts: { start: number; end: number }[] = [];
  const re = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}\p{Lt}\p{M}]+|\p{Lu}+[\p{M}]*|\p{N}+/gu;
  for (const m of run.matchAll(re)) parts.push({ start: m.index!, end: m.index! + m[0].length });
  return parts;
}

function stripMarks(s: string): string {
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) >= 0x300 && charClass(s.charCodeAt(i)) === 3) return s.replace(/\p{M}/gu, '');
  }
  return s;
}

/**
 * Terms of the Latin runs seen so far: a site's text repeats the same words thousands of times, and the
 * index build asks for each occurrence (the browser, for each word of a query). Bounded, for the dev server.
 */
const termsOfRun = new Map<string, string[]>();
const TERMS_CACHE_LIMIT = 200_000;

/** The folded whole of a Latin run, then its identifier parts when it has several. */
export function identifierTerms(run: string): string[] {
  let terms = termsOfRun.get(run);
  if (!terms) {
    if (termsOfRun.size >= TERMS_CACHE_LIMIT) termsOfRun.clear();
    termsOfRun.set(run, (terms = termsOf(run)));
  }
  return terms;
}

function termsOf(run: string): string[] {
  const whole = stripMarks(fold(run));
  const parts = identifierParts(run);
  if (parts.length <= 1) return [whole];
  const out = [whole];
  for (const p of parts) {
    const t = stripMarks(fold(run.slice(p.start, p.end)));
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** Calls `cb` with the offsets of every Latin run of `text` (letters, digits and marks outside CJK). */
export function forEachLatinRun(text: string, cb: (start: number, end: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const k = charClass(text.charCodeAt(i));
    if (k !== 1) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n) {
      const c = charClass(text.charCodeAt(j));
      if (c !== 1 && c !== 3) break;
      j++;
    }
    cb(i, j);
    i = j;
  }
}

/** The index term of a folded word: lunr's English stemmer; `null` for one of lunr's stop words. */
export function latinTerm(word: string): string | null {
  if (!word) return null;
  const token = new lunr.Token(word, {});
  if (!(lunr.stopWordFilter as unknown as (t: lunr.Token) => lunr.Token | undefined)(token)) return null;
  return lunr.stemmer(token).toString();
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


// ---------------------------------------------------------------- tokens for lunr

/** A raw token for lunr: a Latin run with its case (split by the `docsite-terms` pipeline function) or a CJK term. */
export interface RawToken {
  str: string;
  start: number;
}

/**
 * The raw tokens of a text: every Latin run, and the words `cutCjk` finds in every CJK run (two or more
 * CJK characters; jieba's cutForSearch at build time, which also gives the shorter words inside a long
 * one). Single characters are not indexed: a Chinese query is matched by words, and any run of two or
 * more characters also by substring search in the texts (query.ts).
 */
export function tokenizeText(text: string, cutCjk: (run: string) => string[]): RawToken[] {
  const out: RawToken[] = [];
  forEachLatinRun(text, (start, end) => out.push({ str: text.slice(start, end), start }));
  for (const r of cjkRuns(text)) {
    if (r.end - r.start < 2) continue;
    const run = text.slice(r.start, r.end);
    let from = 0;
    for (const word of cutCjk(run)) {
      if (word.length < 2) continue;
      let cjk = true;
      for (let i = 0; i < word.length && cjk; i++) cjk = isCjkCode(word.charCodeAt(i));
      if (!cjk) continue;
      // cutForSearch lists the shorter words inside a long one before it: look back if needed
      let at = run.indexOf(word, from);
      if (at < 0) at = Math.max(run.indexOf(word), 0);
      else from = at;
      out.push({ str: word, start: r.start + at });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
