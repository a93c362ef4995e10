/**
 * Plugins (issue 34): a fixture whose plugin uses every hook (test/fixtures/plugins), built by the CLI,
 * its output read with cheerio; a plugin whose hook throws fails the build naming it, and leaves the
 * previous output as it was; the compile cache follows the plugins' code.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { load } from 'cheerio';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runDocsite } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'plugins');
const TMP = join(import.meta.dirname, '..', '.tmp', 'plugins');
const dist = join(TMP, 'plugins-dist');
const threadLog = join(TMP, 'threads.log');
const html = (file: string) => load(readFileSync(join(dist, file), 'utf8'));
const routeData = (route: string) => JSON.parse(readFileSync(join(dist, 'static', 'route', route + '.json'), 'utf8'));

beforeAll(() => {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  // --no-cache: every page compiles, 34 of them, enough for the CLI to use worker threads.
  const r = runDocsite(['build', FIXTURE, '-o', dist, '--no-cache'], { env: { ...process.env, DOCSITE_TEST_THREAD_LOG: threadLog } });
  expect(r.status, r.stderr).toBe(0);
});

describe('plugin hooks in the build', () => {
  it('runs remark plugins (the plugin’s, with options) on every page, added ones included', () => {
    expect(html('guide/start.html')('article p').first().text()).toBe('The current version is 1.2.3.');
    expect(html('generated.html')('article p').first().text()).toBe('Made by a plugin for version 1.2.3.');
    expect(html('many/page-29.html')('article p').first().text()).toBe('Version 1.2.3.');
    // The change reaches what docsite collects after the plugins: the description (excerpt).
    expect(html('guide/start.html')('meta[name="description"]').attr('content')).toBe('The current version is 1.2.3.');
  });

  it('compiles in worker threads that load the config themselves', () => {
    expect(readFileSync(threadLog, 'utf8')).toContain('worker');
  });

  it('highlights code in a compile worker, with the config’s shiki transformers it loads itself, never in the main thread', () => {
    // The main thread lives on through bundling and rendering: shiki's WebAssembly memory, never given back, stays out of it.
    const log = readFileSync(threadLog, 'utf8');
    expect(log).toContain('highlight in worker');
    expect(log).not.toContain('highlight in main');
  });

  it('runs rehype plugins from the config’s markdown.rehypePlugins and from plugins', () => {
    const h2 = html('guide/start.html')('article h2#install');
    expect(h2.attr('data-config-rehype')).toBe('yes');
    expect(h2.attr('data-plugin-rehype')).toBe('yes');
  });

  it('runs shiki transformers on code blocks and loads the plugin’s languages', () => {
    const pre = html('guide/start.html')('article pre.plugin-pre');
    expect(pre.length).toBe(1);
    expect(pre.find('span[class^="sk-"]').length).toBeGreaterThan(1); // rust, highlighted
  });

  it('adds pages from text and from a file, routed, in the sitemap, and passed to buildEnd', () => {
    expect(html('generated.html')('article h1').text()).toBe('Generated page#');
    expect(html('external.html')('article h1').text()).toBe('External page#');
    expect(html('external.html')('article p').text()).toContain('version 1.2.3');
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://plugins.example.com/generated</loc>');
    const report = JSON.parse(readFileSync(join(dist, 'plugin-report.json'), 'utf8'));
    expect(report.pages).toContain('/generated');
    expect(report.pages).toContain('/external');
    expect(report.pages).toHaveLength(34);
  });

  it('lets extendPageData change the page data the HTML embeds and the route data holds', () => {
    expect(routeData('guide/start').frontmatter.extendedBy).toBe('markers');
    const embedded = JSON.parse(html('generated.html')('#__DOCSITE_DATA__').text());
    expect(embedded.page.frontmatter.extendedBy).toBe('markers');
  });

  it('adds the head tags of head(page) to each page, after the config’s', () => {
    expect(html('guide/start.html')('head meta[name="plugin-route"]').attr('content')).toBe('/guide/start');
    expect(html('many/page-3.html')('head meta[name="plugin-route"]').attr('content')).toBe('/many/page-3');
  });

  it('makes global components usable in MDX without an import (server-rendered)', () => {
    expect(html('guide/start.html')('article strong.shout').text()).toBe('no import needed!');
    expect(html('generated.html')('article strong.shout').text()).toBe('from a global component!');
  });

  it('bundles client modules into the browser entry only', () => {
    const $ = html('guide/start.html');
    const entry = $('script[type="module"][src]').attr('src')!;
    expect(readFileSync(join(dist, entry), 'utf8')).toContain('pluginClient');
    const pageModule = routeData('guide/start').module as string;
    expect(readFileSync(join(dist, pageModule), 'utf8')).not.toContain('pluginClient');
  });

  it('runs config, buildStart, addPages and buildEnd in order; buildEnd writes into the output before it is swapped in', () => {
    const report = JSON.parse(readFileSync(join(dist, 'plugin-report.json'), 'utf8'));
    expect(report.calls).toEqual(['config', 'buildStart', 'addPages', 'buildEnd']);
    expect(report.title).toBe('Plugins');
    expect(report.indexWritten).toBe(true);
    expect(report.outDirIsStaging).toBe(true);
    expect(readFileSync(join(dist, 'plugin-direct.txt'), 'utf8')).toBe('written with fs\n');
    // The config the config hook returned is the site's: its description heads llms.txt.
    expect(readFileSync(join(dist, 'llms.txt'), 'utf8')).toContain('> Set by the markers plugin');
  });
});

describe('a plugin whose hook throws', () => {
  for (const hook of ['config', 'head', 'buildEnd'] as const) {
    it(`fails the build naming the plugin, the hook (${hook}) and where it threw; the previous output stays`, () => {
      const before = readFileSync(join(dist, 'guide/start.html'));
      const r = runDocsite(['build', FIXTURE, '-o', dist, '--quiet'], { env: { ...process.env, DOCSITE_TEST_BOOM: hook } });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`plugin boom: ${hook} failed: kaput in ${hook}`);
      // Where it threw, in the config's own source (the bundle's source map read back).
      const line = readFileSync(join(FIXTURE, 'site.config.ts'), 'utf8').split('\n').findIndex((l) => l.includes(`kaput in ${hook}`)) + 1;
      expect(r.stderr).toMatch(new RegExp(`\\(at \\S+/fixtures/plugins/site\\.config\\.ts:${line}:\\d+\\)`));
      expect(readFileSync(join(dist, 'guide/start.html'))).toEqual(before);
      expect(existsSync(join(dist, 'plugin-report.json'))).toBe(true);
    });
  }

  it('names the plugin and the page when a remark plugin throws', () => {
    const r = runDocsite(['build', FIXTURE, '-o', join(TMP, 'remark-dist'), '--quiet'], { env: { ...process.env, DOCSITE_TEST_BOOM: 'remark' } });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/content\/guide\/start\.mdx: plugin boom: remarkPlugins failed: kaput in remark/);
    expect(existsSync(join(TMP, 'remark-dist'))).toBe(false);
  });
});

describe('the compile cache and plugins', () => {
  it('compiles pages again when a plugin’s code changes, and reuses them when nothing did', () => {
    const site = join(TMP, 'site-copy');
    cpSync(FIXTURE, site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    const out = join(site, 'dist');
    const build = () => runDocsite(['build', site, '--quiet'], { env: { ...process.env, DOCSITE_TEST_THREAD_LOG: '' } });
    expect(build().status).toBe(0);
    expect(load(readFileSync(join(out, 'guide/start.html'), 'utf8'))('article p').first().text()).toBe('The current version is 1.2.3.');
    const cached = readdirSync(join(site, '.docsite-cache', 'pages')).sort();
    expect(build().status).toBe(0);
    expect(readdirSync(join(site, '.docsite-cache', 'pages')).sort()).toEqual(cached); // nothing compiled again

    // The plugin's code changes (not its options): every page compiles again with it.
    const plugin = join(site, 'plugins', 'markers.ts');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace('node.value.replaceAll(\'%VERSION%\', options.version)', 'node.value.replaceAll(\'%VERSION%\', `v${options.version}`)'));
    expect(build().status).toBe(0);
    expect(load(readFileSync(join(out, 'guide/start.html'), 'utf8'))('article p').first().text()).toBe('The current version is v1.2.3.');
    expect(load(readFileSync(join(out, 'many/page-4.html'), 'utf8'))('article p').first().text()).toBe('Version v1.2.3.');
  });
});

describe('plugins that add nothing', () => {
  it('add no byte to the output: the basic fixture with a plugin of empty hooks builds the same files', () => {
    const basic = join(import.meta.dirname, '..', 'fixtures', 'basic');
    const site = join(TMP, 'basic-noop');
    mkdirSync(site, { recursive: true });
    // The same pages (so the same git dates), the same config plus a plugin whose hooks change nothing.
    const config = readFileSync(join(basic, 'site.config.ts'), 'utf8').replace(
      "title: 'Fixture',",
      `title: 'Fixture',\n  root: ${JSON.stringify(relative(site, join(basic, 'content')))},\n  plugins: [{ name: 'noop', buildStart() {}, extendPageData() {}, head: () => [], addPages: () => [], buildEnd() {}, globalComponents: [], clientModules: [] }],`,
    );
    writeFileSync(join(site, 'site.config.ts'), config);
    const out = join(TMP, 'basic-noop-dist');
    const r = runDocsite(['build', site, '-o', out, '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const expected = inject('fixtureDist');
    const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
    expect(files(out)).toEqual(files(expected));
    for (const file of files(expected)) expect(readFileSync(join(out, file)).equals(readFileSync(join(expected, file))), file).toBe(true);
  });
});
