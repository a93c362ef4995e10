/**
 * Opening search downloads the index alone before its first results; the pages' texts come in shards
 * for the hits shown. Budget: 1 MB gzip at 10,000 pages (the bench measures the real corpus), checked
 * here at 2,000 generated pages against a fifth of it.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildIndexFiles, type SearchDocument } from '../../src/node/search/build-index.ts';
import { createIndex, neededShards } from '../../src/client/search/query.ts';

const PAGES = 2000;
const BUDGET = (1024 * 1024 * PAGES) / 10_000;

/** Pages shaped like the bench's synthetic corpus: a titled page, sections of mixed English and Chinese prose. */
function corpus(): SearchDocument[] {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const en = ['build', 'bundle', 'plugin', 'server', 'cache', 'module', 'output', 'asset', 'entry', 'target', 'browser', 'style', 'script', 'worker', 'chunk', 'source', 'route', 'theme', 'layout', 'render'];
  const zh = ['构建', '打包', '插件', '服务器', '缓存', '模块', '产物', '资源', '入口', '浏览器'];
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const prose = () => Array.from({ length: 40 }, () => pick(en)).join(' ') + '. ' + Array.from({ length: 12 }, () => pick(zh)).join('') + '。';
  return Array.from({ length: PAGES }, (_, i) => ({
    routePath: `/section-${String(Math.floor(i / 50)).padStart(2, '0')}/page-${String(i % 50).padStart(2, '0')}`,
    lang: 'en',
    version: '',
    title: `${pick(en)} ${pick(en)} ${i}`,
    sections: [{ anchor: '', heading: '', depth: 1, text: prose() }, ...Array.from({ length: 4 }, (_, s) => ({ anchor: `${pick(en)}-${s}`, heading: `${pick(en)} ${s}`, depth: 2, text: prose() + ' ' + prose() }))],
  }));
}

describe('search download before first results', () => {
  it(`stays under ${Math.round(BUDGET / 1024)} KiB gzip at ${PAGES} pages, the texts in shards fetched for the hits shown`, () => {
    const { index, shardTexts } = buildIndexFiles(corpus(), 'en', '');
    const indexBytes = gzipSync(JSON.stringify(index)).length;
    expect(indexBytes).toBeLessThan(BUDGET);
    const allTexts = shardTexts.reduce((n, s) => n + gzipSync(s.text).length, 0);
    // the texts are most of the bytes, and a query's results need a few shards of them
    expect(allTexts).toBeGreaterThan(indexBytes);
    const loaded = createIndex(JSON.parse(JSON.stringify(index)));
    const needed = neededShards(loaded, 'cache plugin');
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.length).toBeLessThanOrEqual(7);
    expect(needed.reduce((n, k) => n + gzipSync(shardTexts[k].text).length, 0)).toBeLessThan(allTexts / 10);
  }, 120_000);
});
