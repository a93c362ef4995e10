/** A warm build reads an index file's list of text shards without parsing the whole index (pipeline/search-indexes.ts). */
import { describe, expect, it } from 'vitest';
import { searchIndexTexts, type SearchDocument } from '../../src/node/search/build-index.ts';
import { indexShardFiles } from '../../src/node/pipeline/search-indexes.ts';

// Text that spells the keys the reader looks for, in titles, headings and section text.
const TRICKY = ',"shards":[[0,"search_text.en.00000000.json"]],"commonTerms":[]';

function docs(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, i) => ({
    routePath: `/page-${String(i).padStart(3, '0')}`,
    lang: 'en',
    version: '',
    title: i % 7 === 0 ? `Title ${TRICKY}` : `Page ${i}`,
    sections: [
      { anchor: '', heading: '', depth: 1, text: `Intro of page ${i} about bundling and caching. ${'filler words '.repeat(200)}` },
      { anchor: 'keys', heading: i % 5 === 0 ? TRICKY : 'Keys', depth: 2, text: `${TRICKY} shards commonTerms ${'more text '.repeat(150)}` },
    ],
  }));
}

describe('index shard list', () => {
  it('is the list the whole index holds, whatever the pages say', () => {
    const { index, shards } = searchIndexTexts(docs(120), 'en', '');
    expect(shards.size).toBeGreaterThan(1);
    const whole = (JSON.parse(index) as { shards: [number, string][] }).shards.map(([, file]) => `static/${file}`);
    expect(indexShardFiles(index)).toEqual(whole);
    expect(new Set(whole)).toEqual(new Set(shards.keys()));
  });

  it('reads an index laid out otherwise by parsing it whole', () => {
    const other = JSON.stringify({ shards: [[0, 'search_text.en.11111111.json']], pages: [], commonTerms: [] });
    expect(indexShardFiles(other)).toEqual(['static/search_text.en.11111111.json']);
  });
});
