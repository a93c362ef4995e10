import { describe, expect, it } from 'vitest';
import { compilePage, type CompileInput } from '../../src/markdown/compile.ts';
import { normalizeContainerSyntax } from '../../src/markdown/plugins/containers.ts';
import { parseCodeMeta } from '../../src/markdown/plugins/code.ts';
import { DocsiteError } from '../../src/shared/errors.ts';

const base: Omit<CompileInput, 'source'> = {
  file: 'page.mdx',
  lang: 'en',
  pagePath: '/guide/page',
  ctx: { base: '/', defaultLang: 'en', langs: ['en', 'zh'], cleanUrls: true },
  markdown: { showLineNumbers: false, defaultWrapCode: false },
  searchCodeBlocks: false,
};
const compile = (source: string, extra: Partial<CompileInput> = {}) => compilePage({ ...base, source, ...extra });

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
    expect(normalizeContainerSyntax(':::tip Icon size\nx\n:::')).toBe(':::tip[Icon size]\nx\n:::');
    expect(normalizeContainerSyntax(':::warning\nx\n:::')).toBe(':::warning\nx\n:::');
  });
  it('renders each container type with its title, and warns on unknown ones', async () => {
    for (const type of ['tip', 'info', 'note', 'warning', 'caution', 'danger']) {
      const { code } = await compile(`:::${type}\nBody\n:::`);
      expect(code).toContain(`container container-${type}`);
      expect(code).toContain(type.toUpperCase());
    }
    const titled = await compile(':::tip Icon size\nBody\n:::');
    expect(titled.code).toContain('"Icon size"');
    const details = await compile(':::details Click me\nHidden\n:::');
    expect(details.code).toMatch(/_components\.details|"details"/);
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
    const { code } = await compile('See https://rsbuild.rs/guide, www.example.com and team@example.com.\n\n`user@example.com`');
    expect(code).toContain('href: "https://rsbuild.rs/guide"');
    expect(code).toContain('href: "http://www.example.com"');
    expect(code).toContain('href: "mailto:team@example.com"');
    expect(code).not.toContain('mailto:user@example.com');
  });
  it('parses tables, task lists, strikethrough and footnotes', async () => {
    const { code } = await compile('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ text[^1]\n\n[^1]: note');
    for (const part of ['_components.table', '"checkbox"', '_components.del', 'data-footnote-ref']) expect(code).toContain(part);
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
    const { code } = await compile('```ts title="a.ts" {1}\nconst a = 1;\nconst b = 2; // [!code ++]\nconst c = 3; // [!code --]\nconst d = 4; // [!code focus]\n```');
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
    const { code, meta } = await compile('[a](/guide/start/quick-start#node) [b](./other) [c](https://x.dev) [d](#local)', { lang: 'zh' });
    expect(code).toContain('"/zh/guide/start/quick-start#node"');
    expect(code).toContain('"/zh/guide/other"');
    expect(code).toContain('"https://x.dev"');
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
    const { code, meta } = await compile('# T\n\nA {brace} and <kbd>Ctrl</kbd>. <!-- hidden -->', { file: 'page.md' });
    expect(meta.sections[0].text).toContain('{brace}');
    expect(code).toContain('"kbd"');
    expect(code).not.toMatch(/"[^"]*hidden/); // kept only as a JS comment, never rendered
  });
  it('renders raw HTML in .md but never scripts, event handlers or script URLs', async () => {
    const { code } = await compile('# T\n\n<div onclick="alert(1)"><b>ok</b><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="a.png" onerror="alert(4)"></div>', { file: 'page.md' });
    expect(code).not.toMatch(/alert/);
    expect(code).toContain('"ok"');
    expect(code).toContain('"a.png"');
  });
  it('reports broken MDX with file:line:column and a code frame', async () => {
    const error = await compile('# T\n\nSome text\n\n<div>\nunclosed').catch((e) => e);
    expect(error).toBeInstanceOf(DocsiteError);
    expect(error.message).toMatch(/^page\.mdx:\d+:\d+: /);
    expect(error.message).toMatch(/> +\d+ \| /);
    expect(error.message).toContain('^');
  });
});

describe('search text', () => {
  it('comes from the syntax tree, split by section, without Markdown syntax', async () => {
    const { meta } = await compile("# Title\n\nIntro **bold** text.\n\n## Setup\n\n:::tip\nA tip.\n:::\n\n```js\nconst hidden = 1;\n```\n\n- item `code`\n");
    expect(meta.sections).toEqual([
      { anchor: '', heading: '', depth: 1, text: 'Intro bold text.' },
      { anchor: 'setup', heading: 'Setup', depth: 2, text: 'TIP A tip. item code' },
    ]);
    expect(meta.excerpt).toBe('Intro bold text.');
  });
});
