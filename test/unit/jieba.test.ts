import { describe, expect, it } from 'vitest';
import { loadJieba } from '../../src/node/search/jieba.ts';
import { buildIndexFiles } from '../../src/node/search/build-index.ts';

describe('loadJieba', () => {
  it('gives jieba with its own full dictionary, loaded once', () => {
    const jieba = loadJieba();
    expect(loadJieba()).toBe(jieba);
    const words = jieba.cutForSearch('开发服务器支持代理', false);
    for (const w of ['开发', '服务器', '支持', '代理']) expect(words).toContain(w);
  });

  it('cuts the Chinese index: its words are jieba’s', () => {
    const { index } = buildIndexFiles([{ routePath: '/zh/a', lang: 'zh', version: '', title: '介绍', sections: [{ anchor: '', heading: '', depth: 1, text: '开发服务器支持代理' }] }], 'zh', '');
    const terms = index.index.terms.map(([t]) => t);
    expect(terms).toEqual(expect.arrayContaining(['开发', '服务器', '支持', '代理']));
  });
});
