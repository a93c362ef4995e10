/** What VitePress, Rspress and GitHub write in Markdown, compiled by docsite (issues 35 and 36). */
import { describe, expect, it } from 'vitest';
import { compilePage, type CompileInput } from '../../src/node/markdown/compile.ts';
import { configureHighlighter } from '../../src/node/markdown/highlighter.ts';
import { compileAsBundled, pageInput } from './compile-input.ts';
import { prepareSource } from '../../src/node/markdown/prepare-source.ts';

// A page in a two-language site (relative links resolve against /guide/page).
const compile = (source: string, extra: Partial<CompileInput> = {}) =>
  compileAsBundled(pageInput(source, { file: 'page.md', pagePath: '/guide/page', ctx: { base: '/', defaultLang: 'en', langs: ['en', 'zh'] }, ...extra }));
configureHighlighter({ langs: ['md'] });

describe('containers', () => {
  it('read `::: tip Title` with a space (VitePress) and `:::tip{title="…"}` (Rspress)', async () => {
    const { code } = await compile('::: tip Hello there\nx\n:::\n\n::: warning\ny\n:::\n\n:::danger{title="Attr title"}\nz\n:::');
    expect(code).toContain('<p class=\\"container-title\\">Hello there</p><p>x</p>');
    expect(code).toContain('<p class=\\"container-title\\">WARNING</p><p>y</p>');
    expect(code).toContain('<p class=\\"container-title\\">Attr title</p><p>z</p>');
  });
  it('read `:::important` (Rspress) as its own kind of block titled IMPORTANT, with no warning', async () => {
    const { code, meta } = await compile(':::important\nImp\n:::\n\n:::important Own title\nx\n:::');
    expect(code).toContain('container container-important');
    expect(code).toContain('<p class=\\"container-title\\">IMPORTANT</p><p>Imp</p>');
    expect(code).toContain('<p class=\\"container-title\\">Own title</p><p>x</p>');
    expect(meta.warnings).toEqual([]);
  });
  it('are not closed by a `:::` line in a code block inside them, nor by a nested container', async () => {
    const { code } = await compile(':::tip\n```md\n:::warning\nx\n:::\n```\nstill in\n:::\n\nout\n\n:::info\n:::details D\ninner\n:::\nafter inner\n:::\n\nlast');
    expect(code).toMatch(/container-tip[\s\S]*:::warning[\s\S]*:::<\/span>[\s\S]*still in[\s\S]*out/);
    expect(code).toContain('<p>inner</p></details><p>after inner</p>');
    expect(code).toMatch(/children: "last"/);
  });
  it('keep every line where it was, and leave code blocks as written', () => {
    const source = '::: tip A\n```md\n::: tip B\n:::\n```\n:::';
    const prepared = prepareSource(source, { mdx: false });
    expect(prepared.split('\n')).toHaveLength(6);
    expect(prepared).toBe('::::tip[A]\n```md\n::: tip B\n:::\n```\n::::');
  });
});

describe('headings', () => {
  it('take a custom id `{#id}` in .md and .mdx, and links to it are not dead', async () => {
    for (const file of ['page.md', 'page.mdx']) {
      const { meta, code } = await compile('## Title here {#custom-id}\n\nSee [it](#custom-id).', { file });
      expect(meta.headingIds, file).toEqual(['custom-id']);
      expect(meta.toc[0]).toMatchObject({ text: 'Title here', id: 'custom-id' });
      expect(code).not.toContain('{#');
    }
  });
  it('keep the slug of their text when they hold a <Badge> (VitePress), which renders as the theme badge', async () => {
    const { meta, code } = await compile('## `useData` <Badge type="info" text="composable" />\n\nText.');
    expect(meta.headingIds).toEqual(['usedata']);
    expect(code).toContain('<code>useData</code> <span class=\\"badge badge-info\\">composable</span><a href=\\"#usedata\\"');
  });
});

describe('GitHub alerts', () => {
  it('render as containers in .md and .mdx', async () => {
    for (const file of ['page.md', 'page.mdx']) {
      const { code } = await compile('> [!NOTE]\n> Hi *there*\n\n> [!IMPORTANT]\n> Imp\n\n> [!CAUTION]\n> Careful\n\n> [!TIP]\n> Tip\n\n> [!WARNING]\n> Warn\n\n> Just a quote [!NOTE]', { file });
      expect(code, file).toContain('container container-note');
      expect(code).toContain('<p class=\\"container-title\\">IMPORTANT</p><p>Imp</p>');
      for (const type of ['caution', 'tip', 'warning']) expect(code).toContain(`container container-${type}`);
      expect(code).not.toContain('[!NOTE]\\n');
      expect(code).toMatch(/"blockquote"|_components\.blockquote/);
    }
  });
  it("take Rspress's [!DANGER], [!INFO] and [!DETAILS] too, in lists as at the top", async () => {
    for (const file of ['page.md', 'page.mdx']) {
      const { code } = await compile('> [!DANGER]\n> Hot\n\n> [!INFO]\n> Fyi\n\n> [!DETAILS]\n> Folded\n\n1. Step\n\n   > [!INFO]\n   > In a list', { file });
      expect(code, file).toContain('container container-danger');
      expect(code, file).toMatch(/container container-info[\s\S]*Fyi/);
      expect(code, file).toMatch(/"details"[\s\S]*container-details[\s\S]*Folded/);
      expect(code, file).toMatch(/<li>[\s\S]*container container-info[\s\S]*In a list/);
      expect(code, file).not.toContain('[!');
    }
  });
});

describe('VitePress front matter', () => {
  it('reads `layout: home` as a home page', async () => {
    expect((await compile('---\nlayout: home\nhero:\n  name: X\n---\n')).meta.frontmatter.pageType).toBe('home');
    expect((await compile('---\nlayout: page\n---\n# P')).meta.frontmatter.pageType).toBe('custom');
    expect((await compile('---\nlayout: home\npageType: doc\n---\n# P')).meta.frontmatter.pageType).toBe('doc');
  });
});

describe('links to files', () => {
  it('are written as files: no language prefix, no clean URL, left to the browser', async () => {
    const publicHtml = ['/pure.html'];
    const { code, meta } = await compile('[pure](/pure.html) [pdf](/files/a.pdf) [page](/guide/other.html)', { lang: 'zh', pagePath: '/guide/page', publicHtml });
    expect(code).toContain('href=\\"/pure.html\\" data-file=\\"\\"');
    expect(code).toContain('href=\\"/files/a.pdf\\" data-file=\\"\\"');
    expect(code).toContain('href=\\"/zh/guide/other\\"');
    expect(meta.links.map((l) => [l.url, !!l.file])).toEqual([['/pure.html', true], ['/files/a.pdf', true], ['/guide/other.html', false]]);
  });

  it('a .md file of public/ is a file too, as Rspress serves it; a .md link naming no such file stays a page link', async () => {
    const { code, meta } = await compile('[notes](/notes.md) [page](/guide/other.md)', { lang: 'zh', pagePath: '/guide/page', publicHtml: ['/notes.md'] });
    expect(code).toContain('href=\\"/notes.md\\" data-file=\\"\\"');
    expect(code).toContain('href=\\"/zh/guide/other\\"');
    expect(meta.links.map((l) => [l.url, !!l.file])).toEqual([['/notes.md', true], ['/guide/other.md', false]]);
  });

  it('reference-style links to a file are file links too, whichever comes first', async () => {
    const { code } = await compile('[early]: /pure.html\n\n[pure][early] [pdf][late] [page][other]\n\n[late]: /files/a.pdf\n[other]: /guide/other.md', { pagePath: '/guide/page', publicHtml: ['/pure.html'] });
    expect(code).toContain('href=\\"/pure.html\\" data-file=\\"\\"');
    expect(code).toContain('href=\\"/files/a.pdf\\" data-file=\\"\\"');
    // the page link is not
    expect(code.match(/data-file/g)).toHaveLength(2);
  });
});

describe('Vue-only syntax in .md', () => {
  it('is reported once per kind at its first line, with what to write instead; <script setup> is left out', async () => {
    const source = '<script setup>\nimport { ref } from "vue"\n</script>\n\n# T\n\nCount {{ count }} and {{ other }}.\n\n<div v-if="x" :class="y">z</div>\n\n```vue\n{{ in code }}\n```\n\n[[toc]]\n\n<Badge text="ok" /> <ClientOnly>x</ClientOnly>\n';
    const { meta, code } = await compile(source);
    expect(code).not.toContain('import { ref }');
    expect(code).not.toContain('[[toc]]');
    expect(meta.warnings.map((w) => [w.line, w.message.split(' ')[0] + ' ' + w.message.split(' ')[1]])).toEqual([
      [1, 'a Vue'],
      [7, 'Vue interpolation'],
      [9, 'Vue directives'],
      [15, '[[toc]] is'],
      [17, '<ClientOnly>: Vue'],
    ]);
    expect(meta.warnings[1].message).toContain('write the value itself');
  });
});

describe('home page features', () => {
  it('take an icon as text, HTML (made safe) or an image path, as Rspress and VitePress pages write it', async () => {
    const source = [
      '---',
      'layout: home',
      'features:',
      '  - { title: A, icon: "🚀" }',
      '  - { title: B, icon: <span class="vite"></span> }',
      '  - { title: C, icon: /icons/c.svg }',
      '  - { title: D, icon: "<img src=\'/d.png\' onerror=\'alert(1)\'>" }',
      '  - { title: E, icon: { src: /e.svg, width: 40 } }',
      '---',
    ].join('\n');
    const { meta } = await compile(source);
    const icons = (meta.frontmatter.features as { icon: unknown }[]).map((f) => f.icon);
    expect(icons).toEqual(['🚀', { html: '<span class="vite"></span>' }, { src: '/icons/c.svg' }, { html: '<img src="/d.png">' }, { src: '/e.svg', width: 40 }]);
  });
});

describe('VitePress code blocks', () => {
  it('read `[label]` titles, `:line-numbers`, and `::: code-group` / `::: v-pre` wrap them without a warning', async () => {
    const { code, meta } = await compile('::: code-group\n```sh [npm]\nnpm i\n```\n```ts:line-numbers {1}\nconst a = 1;\n```\n:::\n\n::: v-pre\n{{ x }} as text\n:::');
    expect(code).toMatch(/className: "code-group"|class=\\"code-group\\"/);
    expect(code).toMatch(/title: "npm"/);
    expect(code).toMatch(/lang: "ts",\s*lineNumbers: true/);
    expect(meta.warnings.filter((w) => w.message.includes('container'))).toEqual([]);
  });
});
describe('mdBook', () => {
  it('includes files, line ranges and anchors, and leaves links above the root as written', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'docsite-include-'));
    writeFileSync(join(dir, 'part.md'), 'Included *part*.\n');
    writeFileSync(join(dir, 'code.rs'), 'fn a() {}\n// ANCHOR: b\nfn b() {}\n// ANCHOR_END: b\nfn c() {}\n');
    const source = '# Book\n\n{{#include part.md}}\n\n```rust\n{{#include code.rs:2:3}}\n```\n\n```rust\n{{#include code.rs:b}}\n```\n\n\\{{#include not-this.md}}\n\nSee [std](../std/index.html).';
    const { code, meta } = await compile(source, { file: join(dir, 'page.md'), pagePath: '/page' });
    expect(code).toContain('Included <em>part</em>.');
    expect(code).toMatch(/ANCHOR: b[\s\S]*fn b/);
    expect(code).toMatch(/<code class=\\"language-rust\\">(?:(?!ANCHOR)[\s\S])*?fn b\(\)/);
    expect(code).toContain('{{#include not-this.md}}');
    expect(code).toContain('href=\\"../std/index.html\\"');
    // the only link recorded is the title's own anchor (#book): the one above the root is left alone
    expect(meta.links.map((l) => l.url)).toEqual(['#book']);
    await expect(compile('{{#include gone.md}}', { file: join(dir, 'page.md') })).rejects.toThrow(/page\.md:1:1: \{\{#include gone\.md\}\}: no such file/);
  });
});

describe('custom ids already escaped in MDX', () => {
  it('`## Title \\{#id}` (as Rspress pages write it) is read, not escaped twice', async () => {
    const { meta } = await compile('## MDX 片段 \\{#fragments}\n\nText.', { file: 'page.mdx' });
    expect(meta.headingIds).toEqual(['fragments']);
  });
});

describe('VitePress includes and code snippets', () => {
  it('put files, ranges and regions in place; `<<<` lines outside code become code blocks', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(join(tmpdir(), 'docsite-vp-include-'));
    mkdirSync(join(root, 'snippets'));
    mkdirSync(join(root, 'en', 'guide'), { recursive: true });
    writeFileSync(join(root, 'snippets', 'a.js'), 'const x = 1;\n// #region main\nfunction main() {}\n// #endregion main\n');
    writeFileSync(join(root, 'en', 'guide', 'part.md'), 'one\n\n<!-- #region r -->\nIn *region*.\n<!-- #endregion r -->\n\nthree');
    const source = [
      '# Page',
      '',
      '<!--@include: ./part.md#r-->',
      '',
      '<!--@include: ./part.md{7,}-->',
      '',
      '<<< @/snippets/a.js#main{1 ts:line-numbers} [main.ts]',
      '',
      '```md',
      '<<< @/snippets/missing.js',
      '<!--@@include: ./shown.md-->',
      '```',
    ].join('\n');
    const { code } = await compile(source, { file: join(root, 'en', 'guide', 'page.md'), pagePath: '/guide/page' });
    expect(code).toContain('In <em>region</em>.');
    expect(code).toMatch(/children: "three"/);
    expect(code).toContain("function main() {}");
    expect(code).toMatch(/lang: "ts",\s*title: "main.ts",\s*lineNumbers: true/);
    expect(code).not.toContain('#region');
    expect(code).toContain('&#x3C;&#x3C;&#x3C; @/snippets/missing.js');
    expect(code).toContain('&#x3C;!--@include: ./shown.md-->');
    await expect(compile('<<< ./gone.ts', { file: join(root, 'en', 'guide', 'page.md') })).rejects.toThrow(/page\.md:1:1: <<< \.\/gone\.ts: no such file/);
  });
});

describe('lines after an include', () => {
  it('are reported at the page’s own line numbers', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'docsite-include-lines-'));
    writeFileSync(join(dir, 'a.ts'), 'one\ntwo\nthree\nfour\n');
    writeFileSync(join(dir, 'part.md'), 'p1\n\np2\n\np3\n');
    const source = '# T\n\n<<< ./a.ts\n\n<!--@include: ./part.md-->\n\n{{#include part.md}}\n\nCount {{ n }}\n\n[dead](#nowhere)\n\n:::mystery\nx\n:::\n';
    const { meta } = await compile(source, { file: join(dir, 'page.md') });
    expect(meta.warnings.map((w) => w.line)).toEqual([9, 13]);
    // links the author wrote (the title's generated anchor has no place in the source)
    expect(meta.links.filter((l) => l.line !== undefined).map((l) => l.line)).toEqual([11]);
    const error = await compile('<<< ./a.ts\n\n<div>\n\n{x', { file: join(dir, 'page.mdx') }).catch((e) => e);
    expect(error.message).toMatch(/page\.mdx:5:\d+: /);
  });
});
