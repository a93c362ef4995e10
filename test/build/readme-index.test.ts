/**
 * A folder's README.md is its index page, as on GitHub, in mdBook and in Docusaurus, when the folder has
 * no index.md (then README stays a page of its own). A bilingual site is built by the CLI and its output
 * read with cheerio: the files written, the links to README files, the generated sidebars (from the folder
 * tree, `_meta.json` and a config nav), prev/next, search, the sitemap and llms.txt agree on the routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runDocsite, type CliResult } from './run-cli.ts';
import { sidebarOutline } from './sidebar-outline.ts';

const work = mkdtempSync(join(tmpdir(), 'docsite-readme-'));

function writeSite(dir: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const CONFIG = `export default {
  title: 'Readme site',
  siteUrl: 'https://docs.example.com',
  llms: true,
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文', nav: [{ text: '参考', link: '/ref/README.md' }] },
    ],
  },
};
`;

const SITE: Record<string, string> = {
  'site.config.ts': CONFIG,
  // The content root's README is the home route `/`.
  'content/en/README.md': '# Readme home\n\nSee [the reference](./ref/README.md) and [both](both/README.md).\n',
  'content/en/guide/start.md': [
    '# Start',
    '',
    '- [ref relative](../ref/README.md)',
    '- [ref absolute](/ref/README)',
    '- [ref anchor](../ref/README.md#options)',
    '- [ref lower](../ref/deep/readme.md)',
    '- [both readme](../both/README.md)',
    '- [both index](../both/)',
    '- [home](../README.md)',
    '',
  ].join('\n'),
  'content/en/ref/README.md': '# Reference\n\n## Options\n\nThe [API](./api.md) and [this page](./README.md#options).\n',
  'content/en/ref/api.md': '# API\n\nBack to [the reference](README.md).\n',
  // `_meta.json` names the README as the folder's other pages are named.
  'content/en/ref/_meta.json': '["api", "README", "deep"]\n',
  // readme.md, lower case, as GitHub also shows it.
  'content/en/ref/deep/readme.md': '# Deep\n',
  'content/en/ref/deep/dive.md': '# Dive\n',
  // index.md wins over README.md, which stays a page.
  'content/en/both/index.md': '# Both index\n',
  'content/en/both/README.md': '# Both readme\n\nThis folder has an index.md, so this README is a page of its own.\n',
  'content/zh/README.md': '# 首页\n\n[参考](/ref/README)\n',
  'content/zh/ref/README.md': '# 参考\n\n[接口](./api.md)\n',
  'content/zh/ref/api.md': '# 接口\n',
};

let result: CliResult;
let out = '';
const html = (file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));
const hrefOf = ($: CheerioAPI, text: string) => $('.doc-content a').filter((_, a) => $(a).text() === text).attr('href');

beforeAll(() => {
  const project = writeSite(join(work, 'site'), SITE);
  out = join(project, 'dist');
  result = runDocsite(['build', project, '--no-cache', '--quiet'], { cwd: work });
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('README.md as its folder’s index page', () => {
  it('builds, and writes each README that is its folder’s index as the folder’s index.html', () => {
    expect(result.status, result.stderr + result.stdout).toBe(0);
    for (const file of ['index.html', 'ref/index.html', 'ref/deep/index.html', 'both/index.html', 'both/README.html', 'zh/index.html', 'zh/ref/index.html']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    for (const file of ['README.html', 'ref/README.html', 'ref/deep/readme.html', 'zh/README.html', 'zh/ref/README.html']) expect(existsSync(join(out, file)), file).toBe(false);
    expect(html('index.html')('h1').first().text()).toContain('Readme home');
    expect(html('ref/index.html')('h1').first().text()).toContain('Reference');
    expect(html('both/README.html')('h1').first().text()).toContain('Both readme');
    expect(html('both/index.html')('h1').first().text()).toContain('Both index');
  });

  it('links to a README file (relative, absolute, any case, with an anchor) reach the folder; a README beside an index.md stays a page', () => {
    const start = html('guide/start.html');
    expect(hrefOf(start, 'ref relative')).toBe('/ref/');
    expect(hrefOf(start, 'ref absolute')).toBe('/ref/');
    expect(hrefOf(start, 'ref anchor')).toBe('/ref/#options');
    expect(hrefOf(start, 'ref lower')).toBe('/ref/deep/');
    expect(hrefOf(start, 'both readme')).toBe('/both/README');
    expect(hrefOf(start, 'both index')).toBe('/both/');
    expect(hrefOf(start, 'home')).toBe('/');
    const home = html('index.html');
    expect(hrefOf(home, 'the reference')).toBe('/ref/');
    expect(hrefOf(home, 'both')).toBe('/both/README');
    const ref = html('ref/index.html');
    expect(hrefOf(ref, 'API')).toBe('/ref/api');
    expect(hrefOf(ref, 'this page')).toBe('/ref/#options');
    expect(hrefOf(html('ref/api.html'), 'the reference')).toBe('/ref/');
    // In the other language, with its prefix.
    expect(hrefOf(html('zh/index.html'), '参考')).toBe('/zh/ref/');
    expect(hrefOf(html('zh/ref/index.html'), '接口')).toBe('/zh/ref/api');
  });

  it('the generated sidebar titles and links a folder by its README, `_meta.json` names it, and prev/next follow', () => {
    expect(sidebarOutline(html('guide/start.html'))).toEqual([
      'Both index -> /both/ [group]',
      '  Both readme -> /both/README',
      'Guide [group]',
      '  Start -> /guide/start',
      'Ref [group]',
      '  API -> /ref/api',
      '  Reference -> /ref/',
      '  Deep -> /ref/deep/ [group]',
      '    Dive -> /ref/deep/dive',
    ]);
    const api = html('ref/api.html');
    expect(api('.pager-link.next').attr('href')).toBe('/ref/');
    const ref = html('ref/index.html');
    expect(ref('.sidebar a[aria-current="page"]').attr('href') ?? ref('.sidebar a.active').attr('href')).toBe('/ref/');
    expect(ref('.pager-link.prev').attr('href')).toBe('/ref/api');
    expect(ref('.pager-link.next').attr('href')).toBe('/ref/deep/');
    // Chinese: a nav link written `/ref/README.md` is the folder's page, whose section sidebar lists the README first.
    const zh = html('zh/ref/api.html');
    expect(zh('.nav-items a.nav-link').map((_, a) => zh(a).attr('href')).get()).toEqual(['/zh/ref/']);
    expect(sidebarOutline(zh)).toEqual(['参考 -> /zh/ref/', '接口 -> /zh/ref/api']);
  });

  it('search, the sitemap and llms.txt name the folder routes', () => {
    const index = readdirSync(join(out, 'static')).find((f) => /^search_index\.en\.[0-9a-f]+\.json$/.test(f))!;
    const routes = JSON.stringify(JSON.parse(readFileSync(join(out, 'static', index), 'utf8')));
    expect(routes).toContain('"/ref/"');
    expect(routes).toContain('"/both/README"');
    expect(routes).not.toContain('"/ref/README"');
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.example.com/ref/</loc>');
    expect(sitemap).toContain('<loc>https://docs.example.com/zh/ref/</loc>');
    expect(sitemap).not.toMatch(/ref\/README/);
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('(https://docs.example.com/ref/index.md)');
    expect(existsSync(join(out, 'ref/index.md'))).toBe(true);
  });
});

describe('dead links to README files', () => {
  it('a link to a README that does not exist fails the build at its line; one that does passes', () => {
    const project = writeSite(join(work, 'dead'), {
      'README.md': '# Home\n\n[ok](./ref/README.md)\n\n[missing](./guide/README.md)\n',
      'ref/README.md': '# Ref\n',
      'guide/intro.md': '# Intro\n',
    });
    const r = runDocsite(['build', project, '--no-cache', '-o', join(work, 'dead-out')], { cwd: work });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('README.md:5:1 → ./guide/README.md');
    expect(r.stderr).not.toContain('./ref/README.md');
    writeFileSync(join(project, 'guide', 'README.md'), '# Guide\n');
    const fixed = runDocsite(['build', project, '--no-cache', '-o', join(work, 'dead-out')], { cwd: work });
    expect(fixed.status, fixed.stderr).toBe(0);
    expect(load(readFileSync(join(work, 'dead-out', 'index.html'), 'utf8'))('.doc-content p a').map((_, a) => a.attribs.href).get()).toEqual(['/ref/', '/guide/']);
  });
});
