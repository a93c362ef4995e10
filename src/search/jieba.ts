/**
 * nodejieba, the Chinese word cutter of the build's search index. Every use of it goes through this
 * module. It is loaded once per process, with its own full dictionary, on the first Chinese index;
 * the dictionary loads on the first cut (about 1 s of a worker thread) and the addon keeps it (about
 * 200 MB) until the process ends.
 */
import { createRequire } from 'node:module';

export interface Jieba {
  /** Words of a text, with the shorter words inside long ones (what a search index wants). */
  cutForSearch(text: string, hmm?: boolean): string[];
}

let jieba: Jieba | undefined;

export function loadJieba(): Jieba {
  jieba ??= createRequire(import.meta.url)('nodejieba') as Jieba;
  return jieba;
}
