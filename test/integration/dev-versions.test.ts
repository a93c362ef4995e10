/**
 * `docsite dev` on a versioned site (a copy of test/fixtures/rspress-versions, v2 the default version):
 * search has one index per language and version, as the build has, and the browser loads the index of
 * the version being read; a missing page of a version shows that version's nav; an edit of a page of a
 * non-default version updates it and its version's index.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, EventClient, startDev, type DevProcess } from './dev-helpers.ts';
import { collectErrors, searchHits } from '../e2e/helpers.ts';

let dev: DevProcess;
let browser: Browser;

beforeAll(async () => {
  dev = await startDev({ fixture: join(import.meta.dirname, '..', 'fixtures', 'rspress-versions') });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

/** A fresh page (its own context) that records console errors and the paths it requests. */
async function openPage(path: string): Promise<{ page: Page; errors: string[]; requested: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 700 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(dev.url + path);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors, requested, close: () => context.close() };
}

const indexRoutes = async (path: string) => ((await (await fetch(dev.url + path)).json()).pages as [string, string][]).map(([route]) => route).sort();

describe('docsite dev on a versioned site', () => {
  test('serves one search index per language and version, each holding only its version’s pages', async () => {
    expect(await indexRoutes('/static/search_index.en.v1.json')).toEqual(['/v1/guide/legacy-wiring', '/v1/guide/start']);
    expect(await indexRoutes('/static/search_index.en.v2.json')).toEqual(['/api/', '/guide/auto-wiring', '/guide/start']);
    expect(await indexRoutes('/static/search_index.zh.v1.json')).toEqual(['/v1/zh/guide/start']);
    const index = await (await fetch(dev.url + '/static/search_index.en.v1.json')).json();
    const shards = await Promise.all(index.shards.map(async ([, name]: [number, string]) => (await fetch(dev.url + '/static/' + name)).json()));
    expect(JSON.stringify(shards.flatMap((s) => s.sections))).toContain('loose wires');
    expect((await fetch(dev.url + '/static/search_index.en.v3.json')).status).toBe(404);
  });

  test('the search of a page loads its version’s index and finds only that version’s pages', async () => {
    /** The hrefs of the hits for `wiring` on a page, once `expected` is among them, and the indexes it fetched. */
    const search = async (path: string, expected: string) => {
      const { page, errors, requested, close } = await openPage(path);
      const found = await searchHits(page, 'wiring', expected);
      expect(errors).toEqual([]);
      await close();
      return { found, indexes: requested.filter((p) => p.includes('search_index')) };
    };
    const v1 = await search('/v1/guide/start', '/v1/guide/legacy-wiring');
    expect(v1.found.every((h) => h.startsWith('/v1/'))).toBe(true);
    expect(v1.indexes).toEqual(['/static/search_index.en.v1.json']);
    // the default version's pages (no prefix) search the default version
    const v2 = await search('/guide/start', '/guide/auto-wiring');
    expect(v2.found.some((h) => h.startsWith('/v1/'))).toBe(false);
    expect(v2.indexes).toEqual(['/static/search_index.en.v2.json']);
  });

  test('a missing page of a non-default version shows that version’s nav, as its pages do', async () => {
    const navLinks = (page: Page) => page.locator('.nav-items a.nav-link').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    for (const [path, nav] of [
      ['/v1/no-such-page', ['Guide /v1/guide/start']],
      ['/v1/zh/no-such-page', ['指南 /v1/zh/guide/start']],
      ['/no-such-page', ['Guide /guide/start', 'API /api/']],
    ] as const) {
      const { page, errors, close } = await openPage(path);
      await expect.poll(() => navLinks(page), { message: path }).toEqual(nav);
      expect(errors).toEqual([]);
      await close();
    }
  });

  test('an edit of a page of a non-default version updates that page and that version’s index only', async () => {
    const events = await EventClient.connect(dev.url);
    try {
      const v2Before = await (await fetch(dev.url + '/static/search_index.en.v2.json')).text();
      const file = join(dev.root, 'docs', 'v1', 'en', 'guide', 'start.md');
      events.mark();
      writeFileSync(file, readFileSync(file, 'utf8').replace('# Getting started with v1', '# First steps with v1'));
      // a title change reaches the generated sidebars: every page is news (routes: null)
      await events.nextUpdate((d) => d.routes === null || d.routes.includes('/v1/guide/start'));
      expect(await (await fetch(dev.url + '/v1/guide/start')).text()).toContain('First steps with v1');
      const v1 = await (await fetch(dev.url + '/static/search_index.en.v1.json')).json();
      // An index's page entries: [route, title, …what ranking needs]
    expect(v1.pages.map(([route, title]: [string, string]) => [route, title])).toContainEqual(['/v1/guide/start', 'First steps with v1']);
      expect(await (await fetch(dev.url + '/static/search_index.en.v2.json')).text()).toBe(v2Before);
    } finally {
      events.close();
    }
  });
});
