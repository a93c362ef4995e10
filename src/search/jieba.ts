/**
 * jieba (@node-rs/jieba: prebuilt binaries in npm packages, no install script, no download), loaded with
 * its dictionary cut down to the words that can occur in the text to segment.
 *
 * Why cut: the whole dictionary (349,000 words) takes about 180 ms and 40 MB to load; a site's Chinese
 * text holds a few thousand of those words.
 *
 * The cuts are the same as with the full dictionary: jieba only ever looks up words that are
 * substrings of the sentence, and a word's weight is log(frequency / sum of all frequencies), so the
 * cut-down file keeps the sum (one filler entry carries the frequency of the words left out) and the
 * smallest frequency (jieba's weight for a character outside the dictionary).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DocsiteError } from '../shared/errors.ts';

export interface Jieba {
  cutForSearch(text: string, hmm?: boolean): string[];
}

type JiebaModule = { Jieba: { withDict(dict: Uint8Array): Jieba } };

/** Characters in the Unicode private use area: never in a CJK run, so filler entries never match. */
const FILLER_FOR_LEFT_OUT = '\ue000';
const FILLER_FOR_MIN = '\ue001';

/** Words of two to this many characters are found in a set of the text's substrings (single characters in a table); longer ones (2 % of them) by search. */
const SHORT_WORD = 4;

/** jieba's dictionary file (its text: a line "word frequency tag" per word) cut down to the words occurring in these runs of CJK text. */
export function trimDictionary(dictionary: string, runs: Iterable<string>): string {
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
  const out: string[] = [];
  let sum = 0;
  let keptSum = 0;
  let keptMin = Infinity;
  let min = Infinity;
  for (let start = 0; start < dictionary.length; ) {
    let end = dictionary.indexOf('\n', start);
    if (end < 0) end = dictionary.length;
    const space = dictionary.indexOf(' ', start);
    if (space > start && space < end) {
      let f = 0;
      for (let i = space + 1, c = dictionary.charCodeAt(i); c >= 48 && c <= 57; c = dictionary.charCodeAt(++i)) f = f * 10 + (c - 48);
      min = Math.min(min, f);
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
  let leftOut = sum - keptSum;
  if (keptMin > min) {
    out.push(`${FILLER_FOR_MIN} ${min} x`);
    leftOut -= min;
  }
  if (leftOut > 0) out.push(`${FILLER_FOR_LEFT_OUT} ${leftOut} x`);
  return out.join('\n') + '\n';
}

/** The name of the package holding jieba's binary for this machine, as napi-rs names them. */
function bindingPackage(): string {
  const { platform, arch } = process;
  const glibc = platform === 'linux' && !!(process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime;
  const abi = platform === 'win32' ? '-msvc' : platform !== 'linux' ? '' : arch === 'arm' ? '-gnueabihf' : glibc ? '-gnu' : '-musl';
  return `@node-rs/jieba-${platform}-${arch}${abi}`;
}

/** @node-rs/jieba, or one line saying what to install when its binary is missing (npm --omit=optional, a lockfile from another OS). */
function requireJieba(): JiebaModule {
  const require = createRequire(import.meta.url);
  try {
    return require('@node-rs/jieba') as JiebaModule;
  } catch (error) {
    let version = '';
    try {
      version = '@' + (require('@node-rs/jieba/package.json') as { version: string }).version;
    } catch {
      throw new DocsiteError('Chinese search needs @node-rs/jieba, which is not installed: run `npm install @node-rs/jieba`', { cause: error });
    }
    throw new DocsiteError(`Chinese search needs jieba's prebuilt binary for ${process.platform}-${process.arch}, which is not installed: run \`npm install ${bindingPackage()}${version}\``, { cause: error });
  }
}

/** jieba, ready to segment the given runs of CJK text exactly as with its full dictionary. */
export function loadJieba(runs: Iterable<string>): Jieba {
  const { Jieba } = requireJieba();
  // Read on each load, never kept: the dev server's process should not hold the 5 MB word list.
  const dictionary = readFileSync(createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt'), 'utf8');
  return Jieba.withDict(Buffer.from(trimDictionary(dictionary, runs)));
}
