/**
 * A small site written for these tests in Docusaurus's dialect (test/fixtures/docusaurus-dialect: docs/,
 * sidebars.ts, src/components, static/), built by the CLI with a config of a few lines and read with cheerio.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { runDocsite, type CliResult } from './run-cli.ts';
import { PACKAGE_ROOT } from '../../src/node/package-root.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'docusaurus-dialect');
// Inside the repository: the copies' config imports remark-math and rehype-katex from its node_modules.
const TMP = join(import.meta.dirname, '..', '.tmp');
mkdirSync(TMP, { recursive: true });
const work = mkdtempSync(join(TMP, 'docusaurus-'));
const out = join(work, 'out');
let built: CliResult;
const page = (file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));
/** The sidebar's entries as `text → link` lines, groups indented. */
function outline($: CheerioAPI, list = $('.sidebar .sidebar-items').first(), depth = 0): string[] {
  const lines: string[] = [];
  list.children('li').each((_, li) => {
    const item = $(li);
    const link = item.find('> a, > .sidebar-group-header a').first();
    const title = link.length ? `${link.text()} → ${link.attr('href')}` : item.find('.sidebar-group-title').first().text();
    lines.push('  '.repeat(depth) + title + (item.attr('class')?.includes('beta-item') ? ' [beta-item]' : ''));
    const body = item.find('> .sidebar-group-body > .sidebar-items');
    if (body.length) lines.push(...outline($, body, depth + 1));
  });
  return lines;
}

beforeAll(() => {
  built = runDocsite(['build', FIXTURE, '--no-cache', '-o', out], { cwd: work });
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a Docusaurus site', () => {
  it('builds with a config of title, description and root', () => {
    expect(built.status, built.stderr).toBe(0);
    expect(readFileSync(join(FIXTURE, 'site.config.ts'), 'utf8').trim().split('\n').length).toBeLessThanOrEqual(10);
  });

  it('routes docs by front matter `slug` and `id`, number prefixes stripped; `slug: /` is the home page', () => {
    for (const file of ['index.html', 'questions.html', 'guides/setup.html', 'guides/schedules.html', 'guides/advanced/reduction-firing.html', 'guides/advanced/cooling.html', 'reference/cli.html']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    expect(page('index.html')('h1').first().text()).toBe('Welcome to Kiln#');
    expect(existsSync(join(out, 'intro.html'))).toBe(false);
    expect(existsSync(join(out, 'faq.html'))).toBe(false);
  });

  it('resolves links written as file paths (from the page, or the docs folder) and with the /docs prefix', () => {
    const $ = page('index.html');
    expect($('.doc-content p a').map((_, a) => $(a).attr('href')).get()).toEqual(['/guides/setup', '/questions', '/reference/cli']);
    expect(page('guides/schedules.html')('a:contains("advanced firing notes")').attr('href')).toBe('/guides/advanced/reduction-firing');
  });

  it('warns about links to routes outside the docs (blog, src/pages), which docsite does not build, and keeps them as written', () => {
    const $ = page('questions.html');
    expect($('a:contains("the blog")').attr('href')).toBe('/blog/kiln-logs');
    expect($('a:contains("showcase")').attr('href')).toBe('/showcase?kind=stoneware');
    const lines = (built.stdout + built.stderr).split('\n').filter((l) => l.includes('link outside the docs'));
    expect(lines.map((l) => /docs\/faq\.mdx:\d+:\d+ → \S+/.exec(l)?.[0])).toEqual(['docs/faq.mdx:38:35 → /blog/kiln-logs', 'docs/faq.mdx:38:72 → /showcase?kind=stoneware']);
  });

  it('imports an SVG in a page as a React component (SVGR\'s props: the element\'s own win, `title` adds a <title>), where a Markdown image of an SVG stays a URL', () => {
    const svg = page('questions.html')('svg.flame-icon');
    expect(svg).toHaveLength(1);
    expect(svg.attr('viewBox')).toBe('0 0 24 24');
    expect([svg.attr('width'), svg.attr('height')]).toEqual(['24', '48']);
    expect(svg.attr('style')).toBe('fill:none;stroke-linecap:round');
    expect(svg.attr('aria-labelledby')).toBe('flame-title');
    expect(svg.children('title#flame-title').text()).toBe('Lit');
    expect(svg.find('path').map((_, p) => `${p.attribs.stroke} ${p.attribs['stroke-width']}`).get()).toEqual(['#d2691e 2', '#ff8c00 2']);
  });

  it('moves an import written inside a JSX element (MDX 1) to the top level, with a warning at its line; one in a code block stays', () => {
    const $ = page('guides/schedules.html');
    expect($('.kiln-status svg.status-flame')).toHaveLength(1);
    expect($('.kiln-status').text()).not.toContain('import');
    expect($('code').text()).toContain("import Unused from './not-moved.js';");
    expect(built.stdout + built.stderr).toMatch(/docs\/guides\/schedules\.mdx:23: an import inside a JSX element \(MDX 1\): moved to the top level/);
  });

  it('serves static/ from the root, and imports `@site/static/…` images', () => {
    expect(page('index.html')('img[alt="A kiln drawn as a box"]').attr('src')).toBe('/img/kiln.svg');
    expect(readFileSync(join(out, 'img', 'kiln.svg'))).toEqual(readFileSync(join(FIXTURE, 'static', 'img', 'kiln.svg')));
    const src = page('guides/setup.html')('img[alt="Wiring diagram"]').attr('src')!;
    expect(src).toMatch(/^\/static\/assets\/kiln-[\w-]{8}\.svg$/);
  });

  it('makes the sidebar from sidebars.ts: doc, link, category (doc and generated-index links), autogenerated with _category_ files, sidebar_label, sidebar_position, sidebar_class_name', () => {
    expect(outline(page('guides/schedules.html'))).toEqual([
      'Start here → /',
      'Firing guides → /category/firing-guides',
      '  Setting up → /guides/setup',
      '  Schedules → /guides/schedules [beta-item]',
      '  Advanced firing → /category/advanced-firing',
      'Reference → /reference/overview',
      '  Command line → /reference/cli',
      '  Glaze codes → /reference/glaze-codes',
      'Questions → /questions',
      'Release notes → https://example.com/kiln/releases',
    ]);
    // Categories start folded (as Docusaurus's), but the one holding the page and those set `collapsed: false`.
    expect(outline(page('guides/advanced/cooling.html')).slice(4, 7)).toEqual(['  Advanced firing → /category/advanced-firing', '    Slow cooling → /guides/advanced/cooling', '    Reduction → /guides/advanced/reduction-firing']);
  });

  it('gives each generated-index category a page of cards', () => {
    const $ = page('category/firing-guides.html');
    expect($('h1').first().text()).toBe('Every guide#');
    expect($('.doc-content > p').first().text()).toBe('How to plan and run a firing.');
    expect($('.doc-card').map((_, a) => `${$(a).text()} ${$(a).attr('href')}`).get()).toEqual(['Setting up /guides/setup', 'Schedules /guides/schedules', 'Advanced firing /category/advanced-firing']);
    const overview = page('reference/overview.html');
    expect(overview('.doc-card').map((_, a) => overview(a).attr('href')).get()).toEqual(['/reference/cli', '/reference/glaze-codes']);
  });

  it('runs ```mdx-code-block fences and `@site/src/components` imports', () => {
    const $ = page('guides/setup.html');
    expect($('.temperature-chart').text()).toBe('1240 °C');
    expect($('.doc-content').text()).not.toContain('import TemperatureChart');
  });

  it('takes magic comments out of code blocks and highlights their lines', () => {
    const $ = page('guides/setup.html');
    const block = $('.code-block').filter((_, el) => $(el).find('.code-title').text() === 'kiln.config.js');
    expect(block.text()).not.toContain('highlight-');
    expect(block.find('.line.highlighted').map((_, el) => $(el).text().trim()).get()).toEqual(["controller: 'bartlett-v6',", "cone: '6',", 'hold: 10,']);
    const python = page('reference/cli.html')('code.language-python');
    expect(python.text()).toBe('peak = 1240');
    expect(python.find('.line.highlighted').text()).toBe('peak = 1240');
  });

  it('turns npm2yarn blocks into npm, Yarn and pnpm tabs', () => {
    const $ = page('guides/setup.html');
    const tabs = $('.tabs').first();
    expect(tabs.find('.tab').map((_, el) => $(el).text()).get()).toEqual(['npm', 'Yarn', 'pnpm']);
    expect(tabs.find('.tab-panel code').map((_, el) => $(el).text()).get()).toEqual(['npm install --save-dev kiln-schedules', 'yarn add --dev kiln-schedules', 'pnpm add --save-dev kiln-schedules']);
    // Each tab is a fenced bash block, highlighted at build time as any other (the manager's name a token of its own).
    tabs.find('.tab-panel code.language-bash').each((_, el) => expect($(el).find('.line > span[class^="sk-"]').first().text()).toMatch(/^(npm|yarn|pnpm)$/));
  });

  it('renders @theme/Tabs and TabItem (a value without a label shows the value; `default` is selected), CodeBlock and Admonition', () => {
    const $ = page('guides/schedules.html');
    expect($('.tab').map((_, el) => $(el).text()).get()).toEqual(['Slow bisque', 'fast']);
    expect($('.tab.active').text()).toBe('Slow bisque');
    const cli = page('reference/cli.html');
    const block = cli('.code-block').filter((_, el) => cli(el).find('.code-title').text() === 'terminal');
    expect(block.find('code.language-bash').text()).toBe('kiln plan --cone 6');
    expect(cli('.container-warning > .container-title').text()).toBe('Hot surfaces');
    // webpack's `require('!!raw-loader!…').default`: the file's text.
    expect(cli('.code-block[data-lang="tsx"] code').text()).toBe('/** A bar as wide as the peak temperature: a component of the site, imported with `@site/…`. */');
    expect(cli('.container-warning > p').last().text()).toBe('Never open the lid above 200 degrees.');
  });

  it('highlights a @theme/CodeBlock whose code is written out as a fenced block is (language, className, title, showLineNumbers; a fence\'s `showLineNumbers` too)', () => {
    const $ = page('reference/cli.html');
    const terminal = $('.code-block').filter((_, el) => $(el).find('.code-title').text() === 'terminal');
    // Coloured tokens (shiki's classes), not one plain line.
    expect(terminal.find('code.language-bash .line > span[class^="sk-"]').length).toBeGreaterThan(1);
    const [element, fenced] = $('.code-block').filter((_, el) => $(el).find('.code-title').text() === 'controller.js').toArray();
    expect($(element).find('code.language-js .line > span[class^="sk-"]').length).toBeGreaterThan(3);
    expect($(element).find('.line').length).toBe(3);
    expect($(fenced).hasClass('line-numbers')).toBe(true);
    expect($.html(element)).toBe($.html(fenced));
    // Code known only when the page renders stays the component's plain text, in the language its class names.
    expect($('.code-block[data-lang="tsx"] code .line > span')).toHaveLength(0);
    expect($('.code-block[data-lang="json"] code.language-json').text()).toBe('{"ramp":150}');
  });

  it('gives MDX pages `toc`, `frontMatter` and `contentTitle`, and renders TOCInline', () => {
    const $ = page('reference/glaze-codes.html');
    expect($('.doc-content > p').first().text()).toBe('This page belongs to the studio team; its first heading is "Glaze code table".');
    expect($('.toc-inline > ul > li > a').map((_, a) => $(a).attr('href')).get()).toEqual(['#celadon', '#tenmoku']);
    expect($('.toc-inline ul ul a').text()).toBe('Oil spot');
  });

  it('reads `.md` pages as MDX (imports, components, HTML comments), and one that is not valid MDX as Markdown with a warning at its line', () => {
    const $ = page('guides/advanced/cooling.html');
    expect($('.container-tip > .container-title').text()).toBe('TIP');
    expect($('.container-tip').text()).toContain('Crystals like a long hold.');
    expect($('.doc-content').text()).not.toContain('import Admonition');
    expect($('.doc-content').html()).not.toContain('editors');
    expect(page('guides/advanced/reduction-firing.html')('.doc-content p').text()).toBe('Starve the flame of air near the top of the firing, when the cone reads <= 10.');
    expect(built.stdout + built.stderr).toMatch(/docs\/guides\/advanced\/reduction\.md:7: not valid MDX \(Unexpected character `=`.*\): built as Markdown/);
    // Its components are React's (not Vue's, as on a VitePress site): the warning says why they do not run.
    expect(built.stdout + built.stderr).toMatch(/docs\/guides\/advanced\/reduction\.md:9: <ConeChart>: a React component in a page built as Markdown \(it is not valid MDX/);
    expect(built.stdout + built.stderr).not.toContain('Vue components');
  });

  it('builds a page as Markdown when its front matter says `mdx: { format: md }` (or `detect` on a `.md` page), as Docusaurus 3 does, with no warning', () => {
    expect(page('reference/kiln-log.html')('.doc-content p').text()).toBe('Written as plain Markdown: the cone reads <= 6 and the log keeps {cone: 6, hold: 10} as typed.');
    expect(page('reference/firing-notes.html')('.doc-content p').text()).toBe('A .md page whose front matter says detect is Markdown: {peak: 1240} stays text.');
    expect(built.stdout + built.stderr).not.toMatch(/kiln-log\.mdx|firing-notes\.md/);
  });

  it('a front matter `mdx.format` other than md, mdx or detect fails at its line, saying what to write', () => {
    const copy = join(work, 'bad-format');
    cpSync(FIXTURE, copy, { recursive: true, filter: (src) => !src.includes('.docsite-cache') });
    writeFileSync(join(copy, 'docs', 'reference', 'kiln-log.mdx'), '---\nmdx:\n  format: markdown\n---\n\n# Kiln log\n');
    const r = runDocsite(['build', copy, '--no-cache', '-o', join(work, 'bad-format-out')], { cwd: work });
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain('docs/reference/kiln-log.mdx:3:3: front matter mdx.format is "markdown", expected one of md, mdx, detect');
    expect(r.stdout + r.stderr).toContain('write `format: md` to build the page as Markdown');
  }, 120_000);

  it('renders `$…$` and `$$` math with the remark-math and rehype-katex the site configures (braces inside stay math)', () => {
    const $ = page('reference/heat-work.html');
    expect($('.katex-display')).toHaveLength(1);
    expect($('.katex annotation').map((_, el) => $(el).text()).get()).toEqual(['W = \\int_{t_0}^{t_1} T(t)\\,dt', 'r_{a}', 'W_{\\text{cone 6}} \\approx 1222^\\circ\\mathrm{C}']);
  });

  it('maps @docusaurus/Link, useBaseUrl, BrowserOnly, useDocusaurusContext, router\'s useLocation, theme-common\'s usePluralForm and the docs plugin\'s useActiveDocContext', () => {
    const $ = page('questions.html');
    expect($('.site-name').text()).toBe('Kiln');
    expect($('.logo-url').text()).toBe('/img/kiln.svg');
    expect($('a.setup-link').attr('href')).toBe('/guides/setup');
    expect($('.server-side').text()).toBe('loading');
    expect($('.client-side')).toHaveLength(0);
    expect($('.where').text()).toBe('/questions: many kilns (current)');
  });
});

describe('Docusaurus features docsite does not have', () => {
  const copy = (name: string) => {
    const dir = join(work, name);
    cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.includes('.docsite-cache') });
    return dir;
  };

  it('an unsupported @theme import fails at its line, saying what to do, without docsite\'s own paths', () => {
    const dir = copy('theme-import');
    writeFileSync(join(dir, 'docs', 'faq.mdx'), readFileSync(join(dir, 'docs', 'faq.mdx'), 'utf8').replace("import Link from '@docusaurus/Link';", "import Link from '@docusaurus/Link';\nimport Navbar from '@theme/Navbar';"));
    const r = runDocsite(['build', dir, '--no-cache', '-o', join(work, 'theme-import-out')], { cwd: work });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/docs\/faq\.mdx:7:\d+: "@theme\/Navbar" has no docsite equivalent;.*Write the component in your site/);
    expect(r.stderr).not.toContain(PACKAGE_ROOT);
    expect(r.stderr).not.toContain('Cannot read directory');
  });

  it('a name a Docusaurus module docsite maps does not have fails at its import, saying what to do', () => {
    const dir = copy('missing-name');
    writeFileSync(join(dir, 'docs', 'faq.mdx'), readFileSync(join(dir, 'docs', 'faq.mdx'), 'utf8').replace("import Link from '@docusaurus/Link';", "import Link from '@docusaurus/Link';\nimport { useWindowSize } from '@docusaurus/theme-common';\nexport const windowSize = useWindowSize;"));
    const r = runDocsite(['build', dir, '--no-cache', '-o', join(work, 'missing-name-out')], { cwd: work });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/docs\/faq\.mdx:7:\d+: "useWindowSize" from @docusaurus\/theme-common has no docsite equivalent; write it in your site/);
    expect(r.stderr).not.toContain(PACKAGE_ROOT);
  });

  it('a link under /docs/ to no doc still fails the build', () => {
    const dir = copy('dead-doc-link');
    writeFileSync(join(dir, 'docs', 'faq.mdx'), readFileSync(join(dir, 'docs', 'faq.mdx'), 'utf8') + '\nSee [the glazes](/docs/glazes).\n');
    const r = runDocsite(['build', dir, '--no-cache', '-o', join(work, 'dead-doc-link-out')], { cwd: work });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/docs\/faq\.mdx:\d+:\d+ → \/docs\/glazes \(no such page/);
  });

  it('a sidebars.ts id that names no doc fails, naming the file and the id it likely meant', () => {
    const dir = copy('bad-sidebar');
    writeFileSync(join(dir, 'sidebars.ts'), readFileSync(join(dir, 'sidebars.ts'), 'utf8').replace("'reference/cli'", "'reference/clii'"));
    const r = runDocsite(['build', dir, '--no-cache', '-o', join(work, 'bad-sidebar-out')], { cwd: work });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('sidebars.ts: kilnSidebar[2].items[0] names the doc "reference/clii", which does not exist (did you mean "reference/cli"?)');
  });
});
