/** Highlights and snippets: where a page's title, headings and texts match a ranked query. */
import { fold, forEachLatinRun, identifierParts } from '../../shared/search/tokenize.ts';
import { pipelineTerm } from './parse.ts';
import { startsOf } from './rank.ts';
import type { Highlight, Ranked, SearchIndex } from './types.ts';

const SNIPPET = 100;
const MAY_SPLIT = /[\p{Lu}\p{N}]/u;
/** A character inside a Latin-script word or identifier (where a snippet must not start or end). */
const IN_WORD = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_$]/u;

/**
 * A Latin run of a text, split once per text (`tokensOf`) and reused by every query: `word` is its folded
 * form; `edges` the folded starts (two letters, then one) at its inner case and digit changes, where an
 * identifier part may start; `parts` its identifier parts, split when first needed.
 */
interface LatinToken {
  start: number;
  end: number;
  word: string;
  /** The run has capitals or digits: only then can it have parts. */
  split: boolean;
  edges: string[];
  parts?: { start: number; end: number; word: string }[];
}

/**
 * A text's Latin tokens, and `heads`: every start a word or part of it can begin with (a word's first two
 * letters and first letter, its `edges`): a query none of whose `starts` is there matches no Latin word of it.
 */
interface TextTokens {
  tokens: LatinToken[];
  heads: Set<string>;
  /** Each distinct word → its tokens (positions in `tokens`): a query looks at a word once. */
  byWord: Map<string, number[]>;
  /** The tokens that may have parts (`split`). */
  splits: number[];
}

/** Tokens of the texts matched so far (titles, headings, section texts), by text; bounded. */
const tokenCache = new Map<string, TextTokens>();
const TOKEN_CACHE_LIMIT = 5000;

function tokensOf(text: string, folded: string): TextTokens {
  const cached = tokenCache.get(text);
  if (cached) return cached;
  const list: LatinToken[] = [];
  const heads = new Set<string>();
  const byWord = new Map<string, number[]>();
  const splits: number[] = [];
  forEachLatinRun(text, (start, end) => {
    const split = MAY_SPLIT.test(text.slice(start, end));
    const edges: string[] = [];
    if (split) {
      const digit = (c: number) => c >= 48 && c <= 57;
      for (let i = start + 1; i < end; i++) {
        if (text.charCodeAt(i) !== folded.charCodeAt(i) || digit(folded.charCodeAt(i)) !== digit(folded.charCodeAt(i - 1))) edges.push(folded.slice(i, i + 2), folded[i]);
      }
    }
    const word = folded.slice(start, end);
    const at = byWord.get(word);
    if (at) at.push(list.length);
    else byWord.set(word, [list.length]);
    if (split) splits.push(list.length);
    list.push({ start, end, word, split, edges });
    heads.add(word.slice(0, 2)).add(word[0]);
    for (const e of edges) heads.add(e);
  });
  if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.clear();
  const entry = { tokens: list, heads, byWord, splits };
  tokenCache.set(text, entry);
  return entry;
}

/** Whether an identifier part of the run could start like a term matched: at a capital (folded differs), a digit, or after one. */
function partMayHit(token: LatinToken, starts: Set<string>): boolean {
  return token.edges.some((e) => starts.has(e));
}

/** Ranges of `text` matching the query (Latin tokens whose term lunr matched, the query's CJK terms) and the terms found. */
export function matchesIn(index: SearchIndex, ranked: Ranked, text: string, folded_?: string): { ranges: Highlight[]; terms: Set<string> } {
  const terms = new Set<string>();
  if (!text) return { ranges: [], terms };
  const folded = folded_ ?? fold(text);
  const pairs: [number, number][] = [];
  const prefixes = (ranked.prefixes ??= ranked.parsed.clauses.flatMap((c) => c.alts.flatMap((a) => a.terms.filter((t) => t.wildcard).map((t) => t.term))));
  const starts = (ranked.starts ??= startsOf(ranked.matched, prefixes));
  // what each word matched (the terms it adds), worked out once per query
  const memo = (ranked.wordHits ??= new Map());
  const hit = (word: string) => {
    // most words of a text start unlike every term matched: no stemming for them
    if (!starts.has(word.slice(0, 2)) && !starts.has(word[0])) return false;
    let found = memo.get(word);
    if (found === undefined) {
      found = [];
      for (const p of prefixes) if (word.startsWith(p)) found.push(word);
      const t = pipelineTerm(index, word);
      if (t && ranked.matched.has(t)) found.push(t);
      memo.set(word, found);
    }
    for (const t of found) terms.add(t);
    return found.length > 0;
  };
  const { tokens, heads, byWord, splits } = tokensOf(text, folded);
  let may = false;
  for (const x of starts) if (heads.has(x)) may = true;
  if (may) {
    // whole words, each distinct word once
    const whole = new Set<number>();
    for (const [word, at] of byWord) {
      if (!hit(word)) continue;
      for (const k of at) {
        whole.add(k);
        pairs.push([tokens[k].start, tokens[k].end]);
      }
    }
    // only a run with capitals or digits can have parts, and only one with a part starting like a term can match
    for (const k of splits) {
      const token = tokens[k];
      if (!partMayHit(token, starts)) continue;
      const { start, end } = token;
      const parts = (token.parts ??= identifierParts(text.slice(start, end)).map((p) => ({ start: start + p.start, end: start + p.end, word: folded.slice(start + p.start, start + p.end) })));
      if (parts.length > 1) for (const p of parts) if (hit(p.word) && !whole.has(k)) pairs.push([p.start, p.end]);
    }
  }
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
