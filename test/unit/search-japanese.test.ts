/**
 * Japanese search (a Rspress site's `ja` language): the index holds the words of Japanese text, cut by
 * TinySegmenter (lunr-languages' Japanese tokenizer), so a page is found by its words from the index alone
 * (before the section texts arrive), and ranked by where they are, as an English or Chinese page is.
 */
import { describe, expect, it } from 'vitest';
import { buildIndexFiles, type SearchDocument } from '../../src/node/search/build-index.ts';
import { attachTexts, createIndex, rankPages, search } from '../../src/client/search/query.ts';

const chatter = 'お茶の話はここまでです。'.repeat(20);
const docs: SearchDocument[] = [
  { routePath: '/ja/guide/water', lang: 'ja', version: '', title: '水について', sections: [{ anchor: '', heading: '', depth: 1, text: `${chatter}急須を温めておくと良いでしょう。${chatter}` }] },
  { routePath: '/ja/guide/pot', lang: 'ja', version: '', title: '急須の選び方', sections: [{ anchor: '', heading: '', depth: 1, text: '急須は陶器のものが多いです。' }] },
  { routePath: '/ja/guide/leaf', lang: 'ja', version: '', title: '茶葉', sections: [{ anchor: 'pour', heading: '急須で淹れる', depth: 2, text: '茶葉を入れてからお湯を注ぎます。' }] },
];

const built = () => {
  const { index, shards } = buildIndexFiles(docs, 'ja', '');
  return { index: createIndex(index), shards, terms: (index.index as unknown as { terms: [string][] }).terms.map(([t]) => t) };
};

describe('a Japanese index', () => {
  it('holds the words of titles, headings and text', () => {
    expect(built().terms).toEqual(expect.arrayContaining(['急須', '陶器', '茶葉', '選び方', '淹れる']));
  });

  it('finds a page by a word of its text before the section texts are loaded', () => {
    const { index } = built();
    expect(rankPages(index, '陶器')).toEqual(['/ja/guide/pot']);
    expect(rankPages(index, '注ぎ')).toEqual(['/ja/guide/leaf']);
  });

  it('ranks the page titled with the word first, and finds its heading and its mentions in text', () => {
    const { index, shards } = built();
    attachTexts(index, shards);
    const groups = search(index, '急須');
    const types = new Map(groups.map((g) => [g.routePath, g.hits.map((h) => h.type).sort().join()]));
    expect(groups[0].routePath).toBe('/ja/guide/pot');
    expect(Object.fromEntries(types)).toEqual({ '/ja/guide/pot': 'content,title', '/ja/guide/leaf': 'header', '/ja/guide/water': 'content' });
  });

  it('still finds a kana alone, which no word of the index is, in the texts', () => {
    const { index, shards } = built();
    attachTexts(index, shards);
    expect(rankPages(index, 'ぎ')).toEqual(['/ja/guide/leaf']);
  });
});
