/**
 * A versioned Rspress-style site (test/fixtures/rspress-versions: `multiVersion: { default: 'v2', versions:
 * ['v1', 'v2'] }`, pages in docs/<version>/<lang>/): each version's pages, nav and sidebars from its own
 * folder, the default version without a prefix, a version switcher, one search index per language and
 * version, and links that stay in their version unless they name another.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-versions');
let out = '';
let buildOutput = '';
const html = (file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));
const links = ($: CheerioAPI, selector: string) => $(selector).map((_, a) => `${$(a).text()} -> ${$(a).attr('href')}`).get();

beforeAll(() => {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-versions-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  const result = runDocsite(['build', project]);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  buildOutput = result.stderr + result.stdout;
  out = join(project, 'dist');
}, 120_000);

describe('versions in docs/<version>/<lang>/', () => {
  it('names untranslated pages by their addresses: the default version without a prefix', () => {
    expect(buildOutput).toMatch(/3 pages in "en" have no "zh" version \(their language menu links to the "zh" home instead\): \/v1\/guide\/legacy-wiring, \/api\/, \/guide\/auto-wiring/);
  });

  it('routes the default version without a prefix and the others under /<version>/, each language inside', () => {
    for (const file of ['index.html', 'guide/start.html', 'guide/auto-wiring.html', 'api/index.html', 'zh/guide/start.html', 'v1/index.html', 'v1/guide/start.html', 'v1/guide/legacy-wiring.html', 'v1/zh/guide/start.html']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    expect(existsSync(join(out, 'v2'))).toBe(false);
    expect(html('v1/guide/start.html')('title').text()).toBe('Getting started with v1 - Gadget');
    expect(html('guide/start.html')('title').text()).toBe('Getting started - Gadget');
  });

  it('gives each version its own nav (from its _nav.json) and sidebars (from its _meta.json)', () => {
    expect(links(html('v1/guide/start.html'), '.nav-items a.nav-link')).toEqual(['Guide -> /v1/guide/start']);
    expect(links(html('guide/start.html'), '.nav-items a.nav-link')).toEqual(['Guide -> /guide/start', 'API -> /api/']);
    expect(links(html('v1/zh/guide/start.html'), '.nav-items a.nav-link')).toEqual(['指南 -> /v1/zh/guide/start']);
    // The site title leads to the home of the page's language in its version.
    expect(html('v1/zh/guide/start.html')('.nav-title').attr('href')).toBe('/v1/zh/');
    expect(html('v1/guide/start.html')('.nav-title').attr('href')).toBe('/v1/');
    expect(html('zh/guide/start.html')('.nav-title').attr('href')).toBe('/zh/');
    expect(links(html('v1/guide/start.html'), '.sidebar a')).toEqual(['Getting started with v1 -> /v1/guide/start', 'Legacy wiring -> /v1/guide/legacy-wiring']);
    expect(links(html('guide/start.html'), '.sidebar a')).toEqual(['Getting started -> /guide/start', 'Auto wiring -> /guide/auto-wiring']);
  });

  it('shows a version switcher that keeps the page where the other version has it, else goes to its home', () => {
    const menu = ($: CheerioAPI) => $('.nav .menu').filter((_, m) => /^v\d$/.test($(m).find('.menu-button').text().trim()));
    const start = html('v1/guide/start.html');
    expect(menu(start).find('.menu-button').text().trim()).toBe('v1');
    expect(links(start, menu(start).find('a').toArray() as never)).toEqual(['v1 -> /v1/guide/start', 'v2 -> /guide/start']);
    const legacy = html('v1/guide/legacy-wiring.html');
    expect(links(legacy, menu(legacy).find('a').toArray() as never)).toEqual(['v1 -> /v1/guide/legacy-wiring', 'v2 -> /']);
    const zh = html('zh/guide/start.html');
    expect(links(zh, menu(zh).find('a').toArray() as never)).toEqual(['v1 -> /v1/zh/guide/start', 'v2 -> /zh/guide/start']);
  });

  it('keeps a link naming no version in the page’s version; /<version>/… names one (the default’s name too)', () => {
    expect(links(html('v1/guide/start.html'), 'article p a')).toEqual([
      'legacy wiring -> /v1/guide/legacy-wiring',
      'the same, relatively -> /v1/guide/legacy-wiring',
      'the v2 guide -> /guide/start',
    ]);
    expect(links(html('v1/guide/legacy-wiring.html'), 'article p a')).toEqual(['the start -> /v1/guide/start#spare-parts']);
    expect(links(html('guide/start.html'), 'article p a')).toEqual(['auto wiring -> /guide/auto-wiring', 'the v1 guide -> /v1/guide/start']);
    // The home page's hero button, written `/guide/start`, stays in v1.
    expect(links(html('v1/index.html'), '.hero-actions a')).toEqual(['Start -> /v1/guide/start']);
  });

  it('reads `@<lang>/…` imports and shared/ fragments in the importing page’s version', () => {
    expect(html('v1/guide/legacy-wiring.html')('article').text()).toContain('Wires from the v1 parts bin.');
    expect(html('guide/auto-wiring.html')('article').text()).toContain('Sockets from the v2 parts bin.');
  });

  it('builds one search index per language and version, and each page names its version', () => {
    const indexes = readdirSync(join(out, 'static')).filter((f) => f.startsWith('search_index.')).map((f) => f.replace(/\.[0-9a-f]{8}\.json$/, ''));
    expect(indexes.sort()).toEqual(['search_index.en.v1', 'search_index.en.v2', 'search_index.zh.v1', 'search_index.zh.v2']);
    const v1 = JSON.parse(readFileSync(join(out, 'static', readdirSync(join(out, 'static')).find((f) => f.startsWith('search_index.en.v1.'))!), 'utf8')) as { pages: unknown };
    expect(JSON.stringify(v1.pages)).toContain('/v1/guide/legacy-wiring');
    expect(JSON.stringify(v1.pages)).not.toContain('auto-wiring');
    const data = JSON.parse(readFileSync(join(out, 'static', 'route', 'v1', 'guide', 'start.json'), 'utf8')) as { version: string };
    expect(data.version).toBe('v1');
  });

  it('a version in multiVersion.versions with no folder fails, naming the folder', () => {
    const project = join(mkdtempSync(join(tmpdir(), 'docsite-versions-bad-')), 'site');
    cpSync(FIXTURE, project, { recursive: true });
    const config = join(project, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("versions: ['v1', 'v2']", "versions: ['v1', 'v2', 'v3']"));
    const result = runDocsite(['build', project]);
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toMatch(/multiVersion\.versions: \S*docs\/v3\/ not found: each version's pages are in a folder of its name/);
  });
});
