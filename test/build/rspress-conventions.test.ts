/**
 * A small Rspress-style site (test/fixtures/rspress-site: `_nav.json`, `_meta.json`, `i18n.json`, no nav or
 * sidebar in the config) builds as Rspress renders it: nav from `_nav.json`, one sidebar per nav section
 * and none on the home page, `i18n.json` labels, folders titled and linked by their index page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';
import { sidebarOutline } from './sidebar-outline.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-site');
let out = '';
const html = (file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));

beforeAll(() => {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  const result = runDocsite(['build', project, '--quiet']);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  out = join(project, 'dist');
}, 120_000);

describe('Rspress folder conventions', () => {
  it('reads the nav from each language’s _nav.json, its texts through i18n.json', () => {
    const nav = (file: string) => html(file)('.nav-items a.nav-link').map((_, a) => `${html(file)(a).text()} -> ${html(file)(a).attr('href')}`).get();
    // A nav link to a heading (`/guide/#guide-overview`) is checked against the page, not flagged as dead.
    expect(nav('guide/start/install.html')).toEqual(['Guide -> /guide/', 'Reference -> /reference/alpha', 'Overview -> /guide/#guide-overview']);
    expect(nav('zh/guide/start/install.html')).toEqual(['指南 -> /zh/guide/']);
    expect(html('guide/start/install.html')('.nav-items a.nav-link.active').text()).toBe('Guide');
  });

  it('keeps a nav item’s link beside its items, nests menus as deep as written, and marks the language links', () => {
    const $ = html('guide/start/install.html');
    const more = $('.nav-items .menu').filter((_, m) => $(m).find('.menu-button').text() === 'More');
    expect(more.find('.menu-panel > a.menu-link').first().attr('href')).toBe('/reference/zeta');
    const knobs = more.find('a[href="/guide/widgets/knobs"]');
    expect(knobs.text()).toBe('Knobs');
    expect(knobs.parents('.menu-group').map((_, g) => $(g).attr('aria-label')).get()).toEqual(['Deep tools', 'Tools']);
    // The language being read is text (aria-current), the other one a link to this page in it.
    const languages = $('.nav-extras .menu-panel .menu-link');
    expect(languages.map((_, a) => `${a.tagName} ${$(a).text()} ${$(a).attr('lang')} ${$(a).attr('hreflang') ?? '-'} ${$(a).attr('href') ?? $(a).attr('aria-current')}`).get()).toEqual([
      'span English en - page',
      'a 简体中文 zh-CN zh-CN /zh/guide/start/install',
    ]);
  });

  it('gives each nav section its own sidebar and the home page none', () => {
    expect(html('index.html')('.sidebar').length).toBe(0);
    expect(html('zh/index.html')('.sidebar').length).toBe(0);
    const guide = sidebarOutline(html('guide/start/install.html'));
    expect(guide.join('\n')).not.toContain('/reference/');
    expect(sidebarOutline(html('reference/alpha.html')).join('\n')).not.toContain('/guide/');
  });

  it('follows _meta.json: section headers labelled by i18n.json, same-name pages, [] lists the folder, index pages title their folder', () => {
    expect(sidebarOutline(html('guide/start/install.html'))).toEqual([
      '## First steps',
      'Install -> /guide/start/install',
      'Configure -> /guide/start/configure',
      // widgets.mdx beside widgets/: one group, linked to the page.
      'Widgets -> /guide/widgets [group]',
      '  Knobs -> /guide/widgets/knobs',
      // `[]` is no order, not "hide everything".
      'Empty meta [group]',
      '  Alpha page -> /guide/empty-meta/a',
      '  Beta page -> /guide/empty-meta/b',
      '🔧Extrasbeta -> /guide/extras',
      // A folder with an index page is one item titled and linked by it (folded: its body is not rendered yet).
      'Folded overview -> /guide/folded/ [group]',
      // A folder whose only page is its index is that one link.
      'Solo page -> /guide/solo/',
      'Lantern on the web -> https://lantern.example.com',
    ]);
    expect(sidebarOutline(html('zh/guide/start/install.html'))).toEqual(['## 起步', '安装 -> /zh/guide/start/install']);
  });

  it('keeps an entry’s icon, tag, context and collapsed state', () => {
    const $ = html('guide/start/install.html');
    const extras = $('.sidebar li[data-context="extras-ctx"]');
    expect(extras.find('.sidebar-icon').text()).toBe('🔧');
    expect(extras.find('.sidebar-tag').text()).toBe('beta');
    const folded = $('.sidebar li.sidebar-group[data-context="folded-ctx"]');
    expect(folded.find('.sidebar-toggle').attr('aria-expanded')).toBe('false');
    // On one of its own pages the group opens.
    expect(html('guide/folded/inner.html')('.sidebar li.sidebar-group[data-context="folded-ctx"] .sidebar-toggle').attr('aria-expanded')).toBe('true');
  });

  it('orders a folder without _meta.json by front matter order, then by title (not by file name)', () => {
    expect(sidebarOutline(html('reference/alpha.html'))).toEqual([
      'Mango -> /reference/mid',
      'Apple -> /reference/zeta',
      'Zebra -> /reference/alpha',
      'Nested things -> /reference/nested/ [group]',
      '  Deep -> /reference/nested/deep',
    ]);
  });
});

describe('Rspress theme and runtime imports', () => {
  it('maps @rspress/core/theme (and theme-original) and /runtime to docsite: Tabs with values, PackageManagerTabs with dlx and deno, Badge, Tag, Steps, Link, NoSSR, usePageData, useLang, useI18n', () => {
    const $ = html('guide/components.html');
    expect($('#page-facts').text()).toBe('Components / en / First steps');
    expect($('.badge.badge-tip').text()).toBe('stable');
    expect($('.tabs').first().find('[role="tab"]').map((_, b) => $(b).text()).get()).toEqual(['Lamp', 'Candle']);
    const commands = (i: number) => $('.tabs').eq(i).find('.tab-panel').map((_, p) => `${$(p).attr('data-label')}: ${$(p).find('code').text().trim()}`).get();
    expect(commands(1)).toEqual(['npm: npx lantern-cli init', 'yarn: yarn dlx lantern-cli init', 'pnpm: pnpm dlx lantern-cli init', 'bun: bunx lantern-cli init', 'deno: deno run -A npm:lantern-cli init']);
    expect(commands(2)).toEqual(['npm: npm install -D lantern', 'yarn: yarn add -D lantern', 'pnpm: pnpm add -D lantern', 'bun: bun add -D lantern', 'deno: deno add -D npm:lantern']);
    // Highlighted at build time as a ```bash block is: the runner's name coloured apart from its arguments.
    $('.tabs').slice(1, 3).find('.tab-panel pre').each((_, pre) => {
      expect($(pre).find('code.language-bash > .line > span[class^="sk-"]').length, $(pre).text()).toBeGreaterThan(1);
    });
    expect($('.tabs').eq(1).find('.tab-panel pre').first().find('.line > span').first().text()).toBe('npx');
    expect($('.steps h3').map((_, h) => $(h).attr('id')).get()).toEqual(['unpack', 'light-it']);
    expect($('a:contains("Install it")').attr('href')).toBe('/guide/start/install');
    // NoSSR renders nothing on the server.
    expect($('#client-only').length).toBe(0);
  });

  it('imports `_`-prefixed Markdown fragments and `?raw` files', () => {
    const $ = html('guide/components.html');
    expect($('article').text()).toContain('Shared words from a fragment.');
    expect($('#raw-snippet').text()).toBe('lantern --glow\n');
    expect(() => readFileSync(join(out, 'guide/_parts/_shared.html'))).toThrow(); // not a page
  });

  it('reads a .module.scss file that is CSS as a CSS module; Sass syntax fails at its line saying what to write', () => {
    const $ = html('guide/components.html');
    const className = $('#glowing').attr('class') ?? '';
    expect(className).toMatch(/^[\w-]+$/); // a CSS module's (local) class name
    const css = $('link[rel="stylesheet"]').map((_, l) => readFileSync(join(out, $(l).attr('href')!), 'utf8')).get().join('\n');
    expect(css).toContain(`.${className}`);
    const project = mkdtempSync(join(tmpdir(), 'docsite-rspress-sass-'));
    mkdirSync(join(project, 'docs'));
    writeFileSync(join(project, 'docs', 'index.mdx'), "import s from './x.module.scss';\n\n# Hi\n\n<p className={s.a}>x</p>\n");
    writeFileSync(join(project, 'docs', 'x.module.scss'), '.a {\n  color: $brand;\n}\n');
    writeFileSync(join(project, 'site.config.ts'), "export default { title: 'x', root: 'docs' };\n");
    const result = runDocsite(['build', project]);
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toMatch(/x\.module\.scss:2:\d+: a Sass variable: use a CSS custom property \(--name\) instead: docsite reads \.scss files as CSS/);
  });

  it('an import docsite does not provide fails the build naming it and the file, with what to do', () => {
    const project = mkdtempSync(join(tmpdir(), 'docsite-rspress-unknown-'));
    mkdirSync(join(project, 'docs'));
    writeFileSync(join(project, 'docs', 'index.mdx'), "import { HomeBackground } from '@rspress/core/theme';\n\n# Hi\n\n<HomeBackground />\n");
    writeFileSync(join(project, 'site.config.ts'), "export default { title: 'x', root: 'docs' };\n");
    const result = runDocsite(['build', project]);
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toMatch(/docs\/index\.mdx:1:\d+: "HomeBackground" from @rspress\/core\/theme has no docsite equivalent; write the component in your site theme/);
  });
});

describe('Rspress front matter', () => {
  it('a front-matter title with no # heading is the page’s h1, with its anchor; overview: true shows the folder’s overview', () => {
    const $ = html('reference/nested/index.html');
    expect($('article h1').attr('id')).toBe('nested-things');
    expect($('article h1 a.header-anchor').attr('href')).toBe('#nested-things');
    expect($('title').text()).toBe('Nested things - Lantern');
    expect($('.overview a').map((_, a) => `${$(a).text()} -> ${$(a).attr('href')}`).get()).toContain('Deep -> /reference/nested/deep');
    expect($('.overview input[type="search"]').length).toBe(1); // with its filter
  });

  it('titleSuffix with its own separator, head tags and navbar: false', () => {
    const $ = html('guide/extras.html');
    expect($('title').text()).toBe('Extras | Lantern handbook');
    expect($('head meta[property="og:type"]').attr('content')).toBe('article');
    expect($('head link[rel="license"]').attr('href')).toBe('https://lantern.example.com/license');
    expect($('header.nav, .nav-items').length).toBe(0);
    expect(html('guide/start/install.html')('.nav-items').length).toBe(1);
  });

  it('a .tsx file with a default export is a page, titled by its frontmatter export', () => {
    const $ = html('guide/lamp.html');
    expect($('#lamp').text()).toBe('A lamp in amber or white.');
    expect($('title').text()).toBe('Lamp page - Lantern');
    expect($('meta[name="description"]').attr('content')).toBe('A page that is a component.');
    // Its Markdown twin for llms.txt: the title, the description and the rendered text (it has no Markdown).
    expect(readFileSync(join(out, 'guide/lamp.md'), 'utf8')).toMatch(/^# Lamp page\n\nA page that is a component\.\n\n[\s\S]*A lamp in amber or white\./);
  });
});

describe('home page', () => {
  it('ends with the site’s footer message, as doc pages do', () => {
    expect(html('index.html')('.home-footer .footer-message').text()).toBe('Lantern is a made-up project.');
    expect(html('guide/start/install.html')('.doc-footer .footer-message').text()).toBe('Lantern is a made-up project.');
  });
});

describe('a docs/ folder with no config', () => {
  it('is the pages folder, as in Rspress and VitePress; output and cache stay in the project', () => {
    const project = join(mkdtempSync(join(tmpdir(), 'docsite-docs-folder-')), 'handbook');
    mkdirSync(join(project, 'docs', 'guide'), { recursive: true });
    writeFileSync(join(project, 'README.md'), '# Not a page\n');
    writeFileSync(join(project, 'docs', 'index.md'), '# Handbook\n\nHello.\n');
    writeFileSync(join(project, 'docs', 'guide', 'start.md'), '# Start here\n\nFirst.\n');
    const result = runDocsite(['build', project]);
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toMatch(/layout: project \(no config file\) · pages .*handbook\/docs\//);
    const $ = load(readFileSync(join(project, 'dist', 'guide', 'start.html'), 'utf8'));
    expect($('title').text()).toBe('Start here - handbook');
    expect(existsSync(join(project, 'dist', 'README.html'))).toBe(false);
  });
});
