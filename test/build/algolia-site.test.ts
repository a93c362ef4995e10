/**
 * A site with `search: { provider: 'algolia' }` (test/fixtures/algolia-site): no local index is built and the
 * build says so; the pages carry DocSearch's settings and none of its code (it loads when search opens).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite, type CliResult } from './run-cli.ts';

let dist = '';
let result: CliResult;

beforeAll(() => {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-algolia-build-')), 'site');
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'algolia-site'), project, { recursive: true });
  result = runDocsite(['build', project, '--no-cache']);
  dist = join(project, 'dist');
}, 180_000);

describe('search.provider algolia in the build', () => {
  it('builds no local index and says so', () => {
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/^search\s+Algolia DocSearch: no local index/m);
    expect(readdirSync(join(dist, 'static'), { recursive: true }).map(String).filter((f) => /search_(index|text)/.test(f))).toEqual([]);
  });

  it('gives the pages DocSearch’s settings, and none of DocSearch’s code in what a page loads first', () => {
    const html = readFileSync(join(dist, 'guide', 'lighting.html'), 'utf8');
    const first = [...html.matchAll(/<(?:link rel="modulepreload"|script type="module") (?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(first.length).toBeGreaterThan(0);
    const code = first.map((url) => readFileSync(join(dist, url), 'utf8')).join('\n');
    // The site data, as the minifier writes it into the shell.
    expect(code).toContain('algolia:{mode:"algolia",appId:"LANTERN01",apiKey:"search-only-key",indexName:"lantern",languageFacet:"lang",placeholder:{en:"Search the lantern notes",zh:"搜索灯笼笔记"}}');
    expect(code).toMatch(/localeRedirect:"auto",search:!1,/);
    expect(code).not.toContain('DocSearch-Modal'); // the dialog's markup lives in the on-demand chunk
    const chunks = readdirSync(join(dist, 'static', 'js', 'chunks'));
    const dialog = chunks.find((f) => f.startsWith('DocSearchDialog-'));
    expect(dialog).toBeDefined();
    expect(readFileSync(join(dist, 'static', 'js', 'chunks', dialog!), 'utf8')).toContain('DocSearch-Modal');
    // The nav's button is server-rendered as on any site.
    expect(html).toMatch(/<button type="button" class="search-button"/);
  });
});
