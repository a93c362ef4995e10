/**
 * Term lookup: where a query term occurs in the index's joined strings, found by substring search in
 * their folded copies and checked with the tokeniser's rules, with the positions kept for highlights.
 * Results are cached per index (see query.ts for the whole design).
 */
import { charClass, forEachLatinToken, latinTerm } from './tokenize.ts';
import type { Field, Occurrences, SearchIndex, TermMatch } from './search-index.ts';

/** Below this length a prefix typed so far is matched token by token, not through a cached token list. */
export const MIN_TYPING_PREFIX = 3;

export function ownerAt(starts: Int32Array, pos: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  const k = charClass(c);
  return k === 1 || k === 3;
}

/** ASCII classes: 0 lower, 1 upper, 2 digit, -1 other (or non-ASCII). */
function ac(c: number): number {
  return c >= 97 && c <= 122 ? 0 : c >= 65 && c <= 90 ? 1 : c >= 48 && c <= 57 ? 2 : -1;
}

/** Identifier-part boundary before index k of an ASCII run in `o` (see tokenize.ts). */
function isBoundary(o: string, k: number, end: number): boolean {
  const a = ac(o.charCodeAt(k - 1));
  const b = ac(o.charCodeAt(k));
  return (a === 0 && b === 1) || (a !== 2 && b === 2) || (a === 2 && b !== 2) || (a === 1 && b === 1 && k + 1 < end && ac(o.charCodeAt(k + 1)) === 0);
}

/**
 * Calls `cb(end)` for every Latin token (run or identifier part, tokenize.ts rules) starting exactly
 * at `pos` of the field, with its end offset. ASCII fast path; other text goes through the tokeniser.
 */
export function tokensAt(field: Field, pos: number, cb: (end: number) => void): void {
  const o = field.original;
  const c = o.charCodeAt(pos);
  const prev = pos > 0 ? o.charCodeAt(pos - 1) : 32;
  const next = pos + 1 < o.length ? o.charCodeAt(pos + 1) : 32;
  if (c < 0x80 && prev < 0x80 && next < 0x80) {
    const cc = ac(c);
    if (cc < 0) return;
    const runStart = ac(prev) < 0;
    // inside a run, a part starts only at a boundary (decided by prev, c and next)
    if (!runStart && !isBoundary(o, pos, o.length)) return;
    let re = pos + 1;
    let ascii = true;
    for (; re < o.length; re++) {
      const x = o.charCodeAt(re);
      if (x >= 0x80) {
        if (!isWordUnit(x)) break;
        ascii = false;
      } else if (ac(x) < 0) break;
    }
    if (ascii) {
      // first identifier boundary after pos
      let b = pos + 1;
      while (b < re && !isBoundary(o, b, re)) b++;
      if (runStart) {
        cb(re);
        // the run's first part, when the run has several
        if (b < re) cb(b);
      } else {
        cb(b);
      }
      return;
    }
  }
  // General path (non-ASCII around): tokenise the whole run and pick tokens starting at pos.
  if (!isWordUnit(c)) return;
  let rs = pos;
  while (rs > 0 && isWordUnit(o.charCodeAt(rs - 1))) rs--;
  let re = pos;
  while (re < o.length && isWordUnit(o.charCodeAt(re))) re++;
  forEachLatinToken(o.slice(rs, re), field.folded.slice(rs, re), (_word, start, end, kind) => {
    if (rs + start === pos && kind !== 'joined') cb(rs + end);
  });
}

const termOfWordCache = new Map<string, string>();
function termOfWord(word: string): string {
  let t = termOfWordCache.get(word);
  if (t === undefined) {
    t = latinTerm(word.replace(/\p{M}/gu, '')) ?? '';
    termOfWordCache.set(word, t);
  }
  return t;
}

export type OnHit = (owner: number, start: number, length: number) => void;

/** Latin tokens of a field that start with some prefix: positions, ends and folded words. */
export interface TokenList {
  pos: number[];
  end: number[];
  word: string[];
}

/**
 * Tokens of `field` starting with `prefix`. Cached per field; a longer prefix filters the list of a
 * cached shorter one, so typing a word costs one scan, not one per keystroke.
 */
function tokensWithPrefix(field: Field, prefix: string): TokenList {
  const cache = field.prefixCache;
  const cached = cache.get(prefix);
  if (cached) return cached;
  const list: TokenList = { pos: [], end: [], word: [] };
  let parent: TokenList | undefined;
  for (let k = prefix.length - 1; k >= 1 && !parent; k--) parent = cache.get(prefix.slice(0, k));
  if (parent) {
    for (let i = 0; i < parent.pos.length; i++) {
      if (parent.word[i].startsWith(prefix)) {
        list.pos.push(parent.pos[i]);
        list.end.push(parent.end[i]);
        list.word.push(parent.word[i]);
      }
    }
  } else {
    const folded = field.folded;
    for (let pos = folded.indexOf(prefix); pos !== -1; pos = folded.indexOf(prefix, pos + 1)) {
      tokensAt(field, pos, (end) => {
        if (end - pos < prefix.length) return;
        list.pos.push(pos);
        list.end.push(end);
        list.word.push(folded.slice(pos, end));
      });
    }
  }
  if (cache.size > 500) cache.clear();
  cache.set(prefix, list);
  return list;
}

/** Latin tokens of `field` satisfying `test` (the longest one per position), among those starting with `needle`. */
function scanLatin(field: Field, needle: string, test: (word: string) => boolean, onHit: OnHit): void {
  if (needle.length < MIN_TYPING_PREFIX) {
    // short needles: too many tokens to keep; test them as they are found
    const folded = field.folded;
    for (let pos = folded.indexOf(needle); pos !== -1; pos = folded.indexOf(needle, pos + 1)) {
      let best = -1;
      tokensAt(field, pos, (end) => {
        if (end > best && test(folded.slice(pos, end))) best = end;
      });
      if (best > 0) {
        const owner = ownerAt(field.starts, pos);
        onHit(owner, pos - field.starts[owner], best - pos);
      }
    }
    return;
  }
  const list = tokensWithPrefix(field, needle);
  const starts = field.starts;
  for (let i = 0; i < list.pos.length; ) {
    const pos = list.pos[i];
    let best = -1;
    for (; i < list.pos.length && list.pos[i] === pos; i++) {
      if (list.end[i] > best && test(list.word[i])) best = list.end[i];
    }
    if (best > 0) {
      const owner = ownerAt(starts, pos);
      onHit(owner, pos - starts[owner], best - pos);
    }
  }
}

function scanSubstring(field: Field, needle: string, onHit: OnHit): void {
  const folded = field.folded;
  const starts = field.starts;
  for (let pos = folded.indexOf(needle); pos !== -1; pos = folded.indexOf(needle, pos + 1)) {
    const owner = ownerAt(starts, pos);
    onHit(owner, pos - starts[owner], needle.length);
  }
}

function collect(index: SearchIndex, key: string, scan: (field: Field, onHit: OnHit) => void): TermMatch {
  let m = index.termCache.get(key);
  if (m) return m;
  const into = (map: Occurrences): OnHit => (owner, start, length) => {
    const list = map.get(owner);
    if (list) list.push(start, length);
    else map.set(owner, [start, length]);
  };
  const text: Occurrences = new Map();
  const heading: Occurrences = new Map();
  const titles: Occurrences = new Map();
  const paths: Occurrences = new Map();
  scan(index.text, into(text));
  scan(index.headings, into(heading));
  scan(index.titles, into(titles));
  scan(index.paths, into(paths));
  let df = text.size;
  for (const s of heading.keys()) if (!text.has(s)) df++;
  m = { df, text, heading, titles, paths };
  if (index.termCache.size > 5000) index.termCache.clear();
  index.termCache.set(key, m);
  return m;
}

/** Occurrences of a string (CJK terms, phrases): plain substring search in the folded fields. */
export function substringMatch(index: SearchIndex, needle: string): TermMatch {
  return collect(index, 's\u0000' + needle, (field, onHit) => scanSubstring(field, needle, onHit));
}

/** Latin tokens whose stemmed term is `term`. */
export function latinExactMatch(index: SearchIndex, term: string): TermMatch {
  // A Porter stem differs from its words at most in its last letter when that is i (y → i), e
  // (an added e) or l
  // (`ble` from `-bility`) Stems ending in other letters are prefixes of their words.
  const needle = term.length >= 3 && /[eil]$/.test(term) ? term.slice(0, -1) : term;
  return collect(index, 'x\u0000' + term, (field, onHit) => scanLatin(field, needle, (w) => termOfWord(w) === term, onHit));
}

/** Latin tokens that start with `prefix` (longer than it) and whose term is not `exclude`. */
export function latinPrefixMatch(index: SearchIndex, prefix: string, exclude: string): TermMatch {
  return collect(index, 'p\u0000' + prefix + '\u0000' + exclude, (field, onHit) =>
    scanLatin(
      field,
      prefix,
      (w) => {
        if (w.length <= prefix.length) return false;
        const t = termOfWord(w);
        return t !== '' && t !== exclude;
      },
      onHit,
    ),
  );
}
