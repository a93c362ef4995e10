import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadJieba, trimDictionary } from '../../src/search/jieba.ts';
import { cjkRuns } from '../../src/search/tokenize.ts';

describe('trimDictionary', () => {
  const dictionary = ['开发 500 v', '服务器 300 n', '开发服务器 40 n', '代理 200 n', '编译 20 v', '插件 7 n', '罕见词 3 n'].join('\n') + '\n';

  it('keeps the words occurring in the text, and the sum and the smallest frequency of the whole dictionary', () => {
    const text = trimDictionary(dictionary, ['开发服务器', '代理开发']);
    const lines = text.trim().split('\n');
    expect(lines.slice(0, 4)).toEqual(['开发 500 v', '服务器 300 n', '开发服务器 40 n', '代理 200 n']);
    const frequencies = lines.map((line) => Number(line.split(' ')[1]));
    expect(frequencies.reduce((a, b) => a + b)).toBe(500 + 300 + 40 + 200 + 20 + 7 + 3);
    expect(Math.min(...frequencies)).toBe(3);
    // Fillers sit in the private use area, which no CJK run contains.
    for (const line of lines.slice(4)) expect(line).toMatch(/^[\ue000-\uf8ff] \d+ x$/);
  });

  it('needs no filler when every word occurs', () => {
    const text = trimDictionary('开发 5 v\n代理 2 n\n', ['开发代理']);
    expect(text).toBe('开发 5 v\n代理 2 n\n');
  });

  it('finds words longer than the substring set covers', () => {
    const text = trimDictionary('开发服务器代理 9 n\n开发服务器代码 9 n\n', ['用开发服务器代理请求']);
    expect(text.split('\n')[0]).toBe('开发服务器代理 9 n');
    expect(text).not.toContain('代码');
  });
});

describe('loadJieba', () => {
  it('cuts the site’s Chinese text exactly as jieba with its full dictionary does', () => {
    const dir = new URL('../../content/zh/guide/start/', import.meta.url);
    const runs: string[] = [];
    for (const name of readdirSync(dir)) {
      const text = readFileSync(join(dir.pathname, name), 'utf8');
      for (const run of cjkRuns(text)) if (run.end - run.start >= 2) runs.push(text.slice(run.start, run.end));
    }
    expect(runs.length).toBeGreaterThan(200);
    const require = createRequire(import.meta.url);
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const full = Jieba.withDict(require('@node-rs/jieba/dict').dict);
    const withFullDictionary = runs.map((run) => full.cutForSearch(run, false));
    const jieba = loadJieba(runs);
    expect(runs.map((run) => jieba.cutForSearch(run, false))).toEqual(withFullDictionary);
  });
});
