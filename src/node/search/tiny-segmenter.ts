/**
 * TinySegmenter, the Japanese word cutter of the build's search index, as lunr-languages ships it (its
 * `lunr.ja` tokenizer uses the same): a small statistical model in one file, no dictionary. The index holds
 * its words; the browser cuts a query with the index's own words (tokenize.ts `segmentCjk`), as for Chinese.
 */
import { createRequire } from 'node:module';

interface TinySegmenter {
  segment(text: string): string[];
}

let segmenter: TinySegmenter | undefined;

/** The words of a run of Japanese text (`急須の選び方` → `急須`, `の`, `選び`, `方`). */
export function segmentJapanese(text: string): string[] {
  if (!segmenter) {
    // The module is a factory that hangs the class on the lunr object it is given.
    const install = createRequire(import.meta.url)('lunr-languages/tinyseg.js') as (lunr: { TinySegmenter?: new () => TinySegmenter }) => void;
    const holder: { TinySegmenter?: new () => TinySegmenter } = {};
    install(holder);
    segmenter = new holder.TinySegmenter!();
  }
  return segmenter.segment(text);
}
