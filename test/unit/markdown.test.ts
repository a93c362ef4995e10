import { describe, expect, it } from 'vitest';
import { compilePage, type CompileInput } from '../../src/node/markdown/compile.ts';
import { configureHighlighter } from '../../src/node/markdown/highlighter.ts';
import { compileAsBundled, pageInput } from './compile-input.ts';
import { prepareSource } from '../../src/node/markdown/prepare-source.ts';
import { parseCodeMeta } from '../../src/node/markdown/plugins/code.ts';
import { gfmFromMarkdownGuarded, hasLinkCandidate } from '../../src/node/markdown/plugins/syntax.ts';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Root } from 'mdast';
import { DocsiteError } from '../../src/node/errors.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

// A page in a two-language site (relative links resolve against /guide/page).
const compile = (source: string, extra: Partial<CompileInput> = {}) =>
  compileAsBundled(pageInput(source, { file: 'page.mdx', pagePath: '/guide/page', ctx: { base: '/', defaultLang: 'en', langs: ['en', 'zh'] }, ...extra }));
// As a build does: every language the pages' blocks name is loaded before the first block (see HighlighterOptions.langs).
configureHighlighter({ langs: ['ts', 'js', 'tsx', 'jsx', 'json', 'bash', 'diff', 'css', 'html', 'md', 'yaml'] });

/** Compiles a page, imports its module and renders it on the server, as the build does. */
const moduleDir = fileURLToPath(new URL('../.tmp/markdown-unit/', import.meta.url));
let moduleCount = 0;
const testComponents = {
  CodeBlock: (props: { lang?: string; title?: string }) => createElement('pre', { 'data-lang': props.lang }, props.title),
  Badge: (props: { text: string }) => createElement('span', { className: 'badge' }, props.text),
  Tip: (props: { children?: ReactNode }) => createElement('aside', null, props.children),
};
async function render(source: string, extra: Partial<CompileInput> = {}): Promise<string> {
  const { code } = await compile(source, extra);
  mkdirSync(moduleDir, { recursive: true });
  const file = join(moduleDir, `page-${process.pid}-${moduleCount++}.mjs`);
  writeFileSync(file, code);
  const page = (await import(pathToFileURL(file).href)) as { default: (props: { components: object }) => ReactNode };
  return renderToString(createElement(page.default, { components: testComponents }));
}

describe('front matter', () => {
  it('is parsed, and the title falls back to the first h1', async () => {
    const withTitle = await compile('---\ntitle: From YAML\npageType: doc\n---\n\n# Heading');
    expect(withTitle.meta.title).toBe('From YAML');
    expect(withTitle.meta.frontmatter.pageType).toBe('doc');
    expect((await compile('# Only heading')).meta.title).toBe('Only heading');
  });
  it('reports malformed YAML with its line in the page', async () => {
    await expect(compile('---\ntitle: ok\nbad: [unclosed\n---\n\n# x')).rejects.toThrow(/page\.mdx:\d+:\d+: invalid YAML front matter/);
  });
});

describe('containers', () => {
  it('turns `:::tip Title` into the directive label form', () => {
    expect(prepareSource(':::tip Icon size\nx\n:::', { mdx: false })).toBe(':::tip[Icon size]\nx\n:::');
    expect(prepareSource(':::warning\nx\n:::', { mdx: false })).toBe(':::warning\nx\n:::');
  });
  it('renders each container type with its title, and warns on unknown ones', async () => {
    for (const type of ['tip', 'info', 'note', 'warning', 'caution', 'danger']) {
      const html = await render(`:::${type}\nBody\n:::`);
      expect(html).toContain(`container container-${type}`);
      expect(html).toContain(type.toUpperCase());
    }
    expect(await render(':::tip Icon size\nBody\n:::')).toContain('Icon size');
    // Chinese pages get the translated default titles.
    const zh = { tip: '提示', info: '信息', note: '注意', warning: '警告', caution: '警告', danger: '危险', details: '详细信息' };
    for (const [type, title] of Object.entries(zh)) {
      expect(await render(`:::${type}\nBody\n:::`, { lang: 'zh', pagePath: '/zh/guide/page' })).toContain(`class="container-title">${title}</`);
    }
    expect(await render(':::details Click me\nHidden\n:::')).toMatch(/<details[^>]*>.*Click me.*Hidden/s);
    const unknown = await compile(':::mystery\nBody\n:::');
    expect(unknown.meta.warnings[0].message).toContain(':::mystery');
  });
  it('keeps colons in prose that look like directives', async () => {
    const { meta } = await compile('Open localhost:3000 or use a:b notation.');
    expect(meta.sections[0].text).toContain('localhost:3000');
    expect(meta.sections[0].text).toContain('a:b');
    // Text and leaf directive syntax is not parsed at all, so names and brackets stay as written.
    const loader = await compile("Use 'builtin:swc-loader' or a:name[label]{x=1}.\n\n::leaf");
    expect(loader.code).toContain("Use 'builtin:swc-loader' or a:name");
    expect(loader.code).toContain('"::leaf"');
  });
});

describe('GFM', () => {
  it('links literal URLs and e-mail addresses in prose, but not in code', async () => {
    const html = await render('See https://rsbuild.rs/guide, www.example.com and team@example.com.\n\n`user@example.com`');
    expect(html).toContain('href="https://rsbuild.rs/guide"');
    expect(html).toContain('href="http://www.example.com"');
    expect(html).toContain('href="mailto:team@example.com"');
    expect(html).not.toContain('mailto:user@example.com');
  });
  it('searches text for literal autolinks only when some text node could hold one', async () => {
    // The guard must have found GFM's transform (another copy of the package would leave it unguarded).
    const autolink = gfmFromMarkdownGuarded().find((extension) => extension.transforms?.length);
    expect(autolink?.transforms).not.toContain(gfmAutolinkLiteralFromMarkdown().transforms![0]);
    const tree = (text: string): Root => ({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] });
    for (const text of ['mail me@host.org', 'HTTPS://x.y', 'WWW.example.com']) expect(hasLinkCandidate(tree(text))).toBe(true);
    expect(hasLinkCandidate(tree('plain prose, host:port and www without a dot'))).toBe(false);
    // A candidate deep in a list still counts.
    expect(await render('- one\n  - two www.example.com')).toContain('href="http://www.example.com"');
  });
  it('parses tables, task lists, strikethrough and footnotes', async () => {
    const html = await render('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ text[^1]\n\n[^1]: note');
    for (const part of ['<table>', 'type="checkbox"', '<del>old</del>', 'data-footnote-ref']) expect(html).toContain(part);
  });
});

describe('headings', () => {
  it('gives stable, Chinese-safe ids, suffixes repeats and builds an h2–h4 outline', async () => {
    const { meta } = await compile('# T\n\n## 构建 产物\n\n### Use `output.distPath`\n\n#### Deep\n\n##### Deeper\n\n## FAQ\n\n## FAQ');
    expect(meta.toc.map((t) => [t.id, t.depth])).toEqual([
      ['构建-产物', 2],
      ['use-outputdistpath', 3],
      ['deep', 4],
      ['faq', 2],
      ['faq-1', 2],
    ]);
    expect(meta.toc[1].text).toBe('Use output.distPath');
    expect(meta.toc[0].charIndex).toBe(-1);
  });
});

describe('code blocks', () => {
  it('parses titles, quoted or not, and display flags', () => {
    expect(parseCodeMeta('title="rsbuild.config.ts" {1,3-5}')).toEqual({ title: 'rsbuild.config.ts' });
    expect(parseCodeMeta('title=index.js {2}')).toEqual({ title: 'index.js' });
    expect(parseCodeMeta('file=rsbuild.config.ts')).toEqual({ title: 'rsbuild.config.ts' });
    expect(parseCodeMeta('lineNumbers wrapCode')).toEqual({ lineNumbers: true, wrap: true });
  });
  it('highlights at build time into one HTML string with class colours, line marks and notations', async () => {
    const { code } = await compile(
      '```ts title="a.ts" {1}\nconst a = 1;\nconst b = 2; // [!code ++]\nconst c = 3; // [!code --]\nconst d = 4; // [!code focus]\n```',
    );
    expect(code).toContain('CodeBlock');
    expect(code).toContain('title: "a.ts"');
    const html = JSON.parse(code.match(/html: ("(?:[^"\\]|\\.)*")/)![1]) as string;
    expect(html).toMatch(/^<pre class="shiki/);
    expect(html).toContain('class="line highlighted"');
    expect(html).toContain('diff add');
    expect(html).toContain('diff remove');
    expect(html).toContain('focused');
    expect(html).not.toContain('[!code');
    expect(html).not.toContain('style="color');
    expect(html).toMatch(/class="sk-[a-z0-9]+"/);
  });
  it('falls back to plain text for unknown languages', async () => {
    const { code } = await compile('```nosuchlang\nhello\n```');
    expect(code).toContain('hello');
  });
});

describe('links', () => {
  it('rewrites internal links for the page language and records them for the dead-link check', async () => {
    const source = '[a](/guide/start/quick-start#node) [b](./other) [c](https://x.dev) [d](#local)';
    const { meta } = await compile(source, { lang: 'zh' });
    const html = await render(source, { lang: 'zh' });
    expect(html).toContain('href="/zh/guide/start/quick-start#node"');
    expect(html).toContain('href="/zh/guide/other"');
    expect(html).toContain('href="https://x.dev"');
    expect(meta.links.map((l) => [l.routePath, l.hash])).toEqual([
      ['/zh/guide/start/quick-start', 'node'],
      ['/zh/guide/other', ''],
      ['', 'local'],
    ]);
    expect(meta.links[0].line).toBe(1);
  });
  it('never renders javascript: URLs as links', async () => {
    const { code } = await compile('[click](javascript:alert(1))');
    expect(code).not.toContain('javascript:');
    expect(code).toContain('click');
  });
});

describe('Markdown vs MDX', () => {
  it('treats .md as CommonMark: braces, raw HTML and comments just work', async () => {
    const source = '# T\n\nA {brace} and <kbd>Ctrl</kbd>. <!-- hidden -->';
    const { meta } = await compile(source, { file: 'page.md' });
    expect(meta.sections[0].text).toContain('{brace}');
    const html = await render(source, { file: 'page.md' });
    expect(html).toContain('A {brace} and <kbd>Ctrl</kbd>.');
    expect(html).not.toMatch(/<!--|hidden -->/); // the comment is gone (the anchors' aria-hidden stays)
  });
  it('renders raw HTML in .md but never scripts, event handlers or script URLs', async () => {
    const source =
      '# T\n\n<div onclick="alert(1)"><b>ok</b><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="a.png" onerror="alert(4)"></div>';
    const { code, meta } = await compile(source, { file: 'page.md' });
    expect(code).not.toMatch(/alert\((1|3|4)\)/);
    const html = await render(source, { file: 'page.md' });
    expect(html).toContain('<b>ok</b>');
    // GFM's tag filter: the script is shown as text, as GitHub shows it, and the build says so at its line.
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(meta.warnings).toEqual([expect.objectContaining({ line: 3, message: expect.stringContaining('<script> in Markdown is shown as text') })]);
    // The image stays (its file becomes an import the bundle resolves), without its handler.
    expect(html).toMatch(/<img src="[^"]*\ba\.png"\/>/);
  });
  it('reports broken MDX with file:line:column and a code frame', async () => {
    const error = await compile('# T\n\nSome text\n\n<div>\nunclosed').catch((e) => e);
    expect(error).toBeInstanceOf(DocsiteError);
    expect(error.message).toMatch(/^page\.mdx:\d+:\d+: /);
    expect(error.message).toMatch(/> +\d+ \| /);
    expect(error.message).toContain('^');
  });
});

describe('static HTML', () => {
  const page = [
    '# Title',
    '',
    'Only text here.',
    '',
    '## Options',
    '',
    '- **Type:** `boolean`',
    '- See [the guide](/guide/start).',
    '',
    '| Name | Size |',
    '| :-: | --: |',
    '| `a` | 1 |',
    '',
    '1. First <Badge text="new" />',
    '2. Second with `code`',
    '',
    '<Tip>',
    '',
    'Inside a **component**.',
    '',
    '</Tip>',
  ].join('\n');

  it('emits plain Markdown as HTML strings, and JSX only where components or plain text are', async () => {
    const { code } = await compile(page);
    // The title and the heading, each with its anchor, the list, the table, the list item after the badge's, the paragraph inside <Tip>.
    expect(code.match(/dangerouslySetInnerHTML/g)).toHaveLength(6);
    expect(code).toContain('children: "Only text here."');
    expect(code).toMatch(/_jsx\(Badge, \{\s*text: "new"/);
  });

  it("writes a post's date under its title at build time, also when the title holds markup", async () => {
    const html = await render('---\npublished_at: 2024-09-10 08:00:00\n---\n\n# Announcing `x` 1.0\n\nText.');
    expect(html).toContain('<h1 id="announcing-x-10">Announcing <code>x</code> 1.0');
    expect(html).toMatch(/<\/h1>\s*<p class="published-date"><time datetime="2024-09-10">September 10, 2024<\/time><\/p>/i);
    const zh = await render('---\npublished_at: 2024-09-10\n---\n\n# 发布\n\n正文。', { lang: 'zh' });
    expect(zh).toMatch(/<time datetime="2024-09-10">2024年9月10日<\/time>/i);
    expect(await render('# No date\n\nText.')).not.toContain('published-date');
  });

  it('renders the same DOM as JSX would', async () => {
    const html = await render(page);
    expect(html).toContain('<p>Only text here.</p>');
    expect(html).toContain('<h2 id="options">Options<a href="#options" class="header-anchor" aria-hidden="true" tabindex="-1">#</a></h2>');
    expect(html).toContain('<li><strong>Type:</strong> <code>boolean</code></li>');
    expect(html).toContain('<a href="/guide/start">the guide</a>');
    expect(html).toContain('<th style="text-align:center">Name</th>');
    expect(html).toContain('<td style="text-align:right">1</td>');
    expect(html).toMatch(/<li>First <span class="badge">new<\/span><\/li>/);
    expect(html).toContain('<li>Second with <code>code</code></li>');
    expect(html).toContain('<aside><p>Inside a <strong>component</strong>.</p></aside>');
  });
});

describe('search text', () => {
  it('comes from the syntax tree, split by section, without Markdown syntax', async () => {
    const { meta } = await compile('# Title\n\nIntro **bold** text.\n\n## Setup\n\n:::tip\nA tip.\n:::\n\n```js\nconst hidden = 1;\n```\n\n- item `code`\n');
    expect(meta.sections).toEqual([
      { anchor: '', heading: '', depth: 1, text: 'Intro bold text.' },
      { anchor: 'setup', heading: 'Setup', depth: 2, text: 'TIP A tip. item code' },
    ]);
    expect(meta.excerpt).toBe('Intro bold text.');
  });
});

describe('what a page uses', () => {
  it('uses the Overview component only when it renders <Overview>, not when a heading or text says "Overview"', async () => {
    expect((await compile('# Overview\n\nAn Overview of `Overview`.\n')).meta.usesOverview).toBe(false);
    expect((await compile("import { Overview } from '@theme';\n\n# Guide\n\n<Overview />\n")).meta.usesOverview).toBe(true);
  });

  it('a code block that cannot be highlighted is reported at its line', async () => {
    configureHighlighter({ themes: { light: 'no-such-theme-light', dark: 'no-such-theme-dark' }, langs: ['ts'] });
    try {
      await expect(compile('# Page\n\nText.\n\n```ts\nconst a = 1;\n```\n')).rejects.toThrow(/^page\.mdx:5:1: this ts code block could not be highlighted: /);
    } finally {
      configureHighlighter({ langs: ['ts'] });
    }
  });
});

