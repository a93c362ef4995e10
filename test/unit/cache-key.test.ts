import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledCodeHash, cacheKey, codeHash, codeHashMemo, toolVersions } from '../../src/node/pipeline/cache-key.ts';
import { compileCacheKey, highlighterSettings, siteHighlighter } from '../../src/node/pipeline/compile-pages.ts';
import type { CompileInput } from '../../src/node/markdown/compile.ts';

const page: CompileInput = {
  file: 'guide/a.md',
  source: '# A\n\n```ts\nlet a = 1;\n```\n',
  lang: 'en',
  pagePath: '/guide/a',
  ctx: { base: '/', defaultLang: 'en', langs: ['en'] },
  markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: true },
  searchCodeBlocks: false,
};
const highlighter = highlighterSettings(siteHighlighter({}, [page.source]));

describe('cache keys', () => {
  it('name the versions of docsite, its running code and the compilers whose output is kept', () => {
    const tools = toolVersions();
    expect(tools.docsite).toMatch(/^\d+\.\d+\.\d+/);
    expect(tools.docsiteCode).toMatch(/^[0-9a-f]{40}$/);
    for (const name of ['@mdx-js/mdx', 'shiki', 'esbuild', 'react', 'react-dom'] as const) expect(tools.compilers[name]).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('hash the bundled code once: kept under each file’s identity, made again when a file is rewritten or added', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-code-hash-'));
    mkdirSync(join(dir, 'types'));
    writeFileSync(join(dir, 'cli.mjs'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'types', 'index.d.ts'), 'export {};\n');
    const memo = codeHashMemo(dir, mkdtempSync(join(tmpdir(), 'docsite-cache-home-')));
    const first = bundledCodeHash(dir, memo);
    expect(first).toBe(codeHash(dir));
    // Kept outside the code's folder (an installed package is never written to).
    expect(readdirSync(dir).sort()).toEqual(['cli.mjs', 'types']);
    // Kept: a second call takes the kept hash (made to differ here, to show it is the one returned).
    const kept = JSON.parse(readFileSync(memo, 'utf8'));
    writeFileSync(memo, JSON.stringify({ ...kept, hash: 'kept' }));
    expect(bundledCodeHash(dir, memo)).toBe('kept');
    // A patch of a file (new content, size or time), in a subfolder too, or a new chunk: hashed again.
    writeFileSync(join(dir, 'cli.mjs'), 'export const a = 22;\n');
    expect(bundledCodeHash(dir, memo)).toBe(codeHash(dir));
    expect(codeHash(dir)).not.toBe(first);
    const second = codeHash(dir);
    writeFileSync(join(dir, 'types', 'index.d.ts'), 'export { x };\n');
    expect(bundledCodeHash(dir, memo)).not.toBe(second);
    writeFileSync(join(dir, 'chunk-NEW.mjs'), 'export const b = 2;\n');
    expect(bundledCodeHash(dir, memo)).toBe(codeHash(dir));
  });

  it('change with the step, every setting and every content', () => {
    const base = cacheKey('step-1', { a: 1, b: 'x' }, 'source');
    expect(cacheKey('step-1', { a: 1, b: 'x' }, 'source')).toBe(base);
    expect(cacheKey('step-2', { a: 1, b: 'x' }, 'source')).not.toBe(base);
    expect(cacheKey('step-1', { a: 2, b: 'x' }, 'source')).not.toBe(base);
    expect(cacheKey('step-1', { a: 1, b: 'y' }, 'source')).not.toBe(base);
    expect(cacheKey('step-1', { a: 1, b: 'x' }, 'other')).not.toBe(base);
    expect(cacheKey('step-1', { a: 1, b: 'x' }, 'sou', 'rce')).not.toBe(base);
  });

  it('of a compiled page change with each field of its input and with the highlighter', () => {
    const base = compileCacheKey(page, highlighter);
    const variants: [string, CompileInput][] = [
      ['file', { ...page, file: 'guide/b.md' }],
      ['source', { ...page, source: page.source + '\nMore.' }],
      ['lang', { ...page, lang: 'zh' }],
      ['pagePath', { ...page, pagePath: '/guide/b' }],
      ['ctx.base', { ...page, ctx: { ...page.ctx, base: '/docs/' } }],
      ['ctx.langs', { ...page, ctx: { ...page.ctx, langs: ['en', 'zh'] } }],
      ['markdown.showLineNumbers', { ...page, markdown: { ...page.markdown, showLineNumbers: true } }],
      ['markdown.defaultWrapCode', { ...page, markdown: { ...page.markdown, defaultWrapCode: true } }],
      ['searchCodeBlocks', { ...page, searchCodeBlocks: true }],
      ['publicHtml', { ...page, publicHtml: ['/pure.html'] }],
      ['readmeRoutes', { ...page, readmeRoutes: ['/ref/README'] }],
    ];
    for (const [field, input] of variants) expect(compileCacheKey(input, highlighter), field).not.toBe(base);
    // Every field of the input is covered above: a new field must be added to the key (and here).
    expect(Object.keys(page).sort()).toEqual(['ctx', 'file', 'lang', 'markdown', 'pagePath', 'searchCodeBlocks', 'source']);

    const themes = highlighterSettings(siteHighlighter({ themes: { light: 'github-light', dark: 'github-dark' } }, [page.source]));
    expect(compileCacheKey(page, themes), 'themes').not.toBe(base);
    const moreLangs = highlighterSettings(siteHighlighter({ langs: ['python'] }, [page.source]));
    expect(compileCacheKey(page, moreLangs), 'languages').not.toBe(base);
  });

  it('of a page without code blocks do not depend on the highlighter', () => {
    const prose = { ...page, source: '# A\n\nText only.' };
    const themes = highlighterSettings({ themes: { light: 'github-light', dark: 'github-dark' }, langs: ['python'] });
    expect(compileCacheKey(prose, themes)).toBe(compileCacheKey(prose, highlighter));
  });

  it('the site highlighter loads every language a fence names, wherever the fence is', () => {
    const sources = ['- item\n\n  ```vue\n  <template/>\n  ```\n', '> ~~~~Python title="x"\n> print()\n> ~~~~\n', ':::tip\n```md\n````ts\n````\n```\n:::'];
    expect(siteHighlighter({ langs: ['rust'] }, sources).langs).toEqual(['md', 'python', 'rust', 'ts', 'vue']);
    expect(highlighterSettings(siteHighlighter({}, sources)).grammars).toEqual(['markdown', 'python', 'ts', 'vue']);
  });
});
