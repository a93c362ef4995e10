/**
 * nodejieba, loaded with its dictionary cut down to the words that can occur in the text to segment.
 *
 * Why: nodejieba builds its dictionary trie twice (the segmenter and the TextRank extractor each load
 * it), about 240 MB for 349,000 words, and the addon never frees it, not even when its worker thread
 * ends. A site's Chinese text holds a few thousand of those words.
 *
 * The cuts are the same as with the full dictionary: jieba only ever looks up words that are
 * substrings of the sentence, and a word's weight is log(frequency / sum of all frequencies), so the
 * cut-down file keeps the sum (one filler entry carries the frequency of the words left out) and the
 * smallest frequency (jieba's weight for a character outside the dictionary). User words without a
 * frequency get the dictionary's median weight, so they are written with the full dictionary's median.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Jieba {
  cutForSearch(text: string, hmm?: boolean): string[];
}

type NodeJieba = Jieba & { load(files: { dict?: string; userDict?: string; idfDict?: string }): void; DEFAULT_DICT: string; DEFAULT_USER_DICT: string };

/** Characters in the Unicode private use area: never in a CJK run, so filler entries never match. */
const FILLER_FOR_LEFT_OUT = '\ue000';
const FILLER_FOR_MIN = '\ue001';

/** Words of two to this many characters are found in a set of the text's substrings (single characters in a table); longer ones (2 % of them) by search. */
const SHORT_WORD = 4;

export interface TrimmedDictionary {
  /** Text of the dictionary file: a line "word frequency tag" per word. */
  text: string;
  /** The full dictionary's median frequency. */
  median: number;
}

/** jieba's dictionary file (its text) cut down to the words occurring in these runs of CJK text. */
export function trimDictionary(dictionary: string, runs: Iterable<string>): TrimmedDictionary {
  const unique = [...new Set(runs)];
  // Characters of the text: one-character words need nothing else, and a longer word whose characters
  // are not all here is left out before its text is even cut from the file (most of the 349,000 words).
  const present = new Uint8Array(65536);
  const substrings = new Set<string>();
  for (const run of unique) {
    for (let i = 0; i < run.length; i++) {
      present[run.charCodeAt(i)] = 1;
      for (let end = i + 2; end <= Math.min(run.length, i + SHORT_WORD); end++) substrings.add(run.slice(i, end));
    }
  }
  const joined = unique.join('\n');
  const frequencyCounts = new Map<number, number>();
  const out: string[] = [];
  let sum = 0;
  let keptSum = 0;
  let keptMin = Infinity;
  let entries = 0;
  for (let start = 0; start < dictionary.length; ) {
    let end = dictionary.indexOf('\n', start);
    if (end < 0) end = dictionary.length;
    const space = dictionary.indexOf(' ', start);
    if (space > start && space < end) {
      let f = 0;
      for (let i = space + 1, c = dictionary.charCodeAt(i); c >= 48 && c <= 57; c = dictionary.charCodeAt(++i)) f = f * 10 + (c - 48);
      frequencyCounts.set(f, (frequencyCounts.get(f) ?? 0) + 1);
      entries++;
      sum += f;
      const length = space - start;
      let allPresent = true;
      for (let i = start; i < start + Math.min(length, SHORT_WORD) && allPresent; i++) allPresent = present[dictionary.charCodeAt(i)] === 1;
      const occurs =
        allPresent &&
        (length === 1 ||
          (length <= SHORT_WORD ? substrings.has(dictionary.slice(start, space)) : substrings.has(dictionary.slice(start, start + SHORT_WORD)) && joined.includes(dictionary.slice(start, space))));
      if (occurs) {
        out.push(dictionary.slice(start, end));
        keptSum += f;
        keptMin = Math.min(keptMin, f);
      }
    }
    start = end + 1;
  }
  // jieba sorts by weight (monotonic in frequency) and takes the smallest and the element at size / 2.
  const frequencies = [...frequencyCounts.keys()].sort((a, b) => a - b);
  const min = frequencies[0];
  let median = min;
  for (let i = 0, seen = 0; i < frequencies.length; i++) {
    seen += frequencyCounts.get(frequencies[i])!;
    if (seen > entries >> 1) {
      median = frequencies[i];
      break;
    }
  }
  let leftOut = sum - keptSum;
  if (keptMin > min) {
    out.push(`${FILLER_FOR_MIN} ${min} x`);
    leftOut -= min;
  }
  if (leftOut > 0) out.push(`${FILLER_FOR_LEFT_OUT} ${leftOut} x`);
  return { text: out.join('\n') + '\n', median };
}

/** The user dictionary with the full dictionary's median frequency written into lines that have none. */
function pinUserWords(text: string, median: number): string {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const parts = line.split(' ');
      return parts.length >= 3 ? line : `${parts[0]} ${median} ${parts[1] ?? 'x'}`;
    })
    .join('\n') + '\n';
}

/** nodejieba, ready to segment the given runs of CJK text exactly as with its full dictionary. */
export function loadJieba(runs: Iterable<string>): Jieba {
  const jieba = createRequire(import.meta.url)('nodejieba') as NodeJieba;
  // Read on each load, never kept: the dev server's process should not hold the 5 MB word list.
  const trimmed = trimDictionary(readFileSync(jieba.DEFAULT_DICT, 'utf8'), runs);
  const dir = mkdtempSync(join(tmpdir(), 'docsite-jieba-'));
  try {
    const files = { dict: join(dir, 'dict.utf8'), userDict: join(dir, 'user.utf8'), idfDict: join(dir, 'idf.utf8') };
    writeFileSync(files.dict, trimmed.text);
    writeFileSync(files.userDict, pinUserWords(readFileSync(jieba.DEFAULT_USER_DICT, 'utf8'), trimmed.median));
    // Keyword extraction is never used; its IDF table (6 MB) only costs memory. jieba needs one line.
    writeFileSync(files.idfDict, `${FILLER_FOR_MIN} 1.0\n`);
    jieba.load(files);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return jieba;
}
