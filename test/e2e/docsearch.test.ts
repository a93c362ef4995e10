/**
 * `search: { provider: 'algolia' }` in Debian's chromium (test/fixtures/algolia-site): DocSearch's dialog opens
 * from the navbar's button, a query shows hits, a hit navigates in the app (no full load). Algolia is never
 * reached: its requests are answered with a recorded multi-query response (recorded/query-wick.json).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFixture, collectErrors, launchBrowser, serveDir } from './helpers.ts';

const RECORDED = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'algolia-site', 'recorded', 'query-wick.json'), 'utf8')) as { results: unknown[] };
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

let browser: Browser;
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  browser = await launchBrowser();
  site = await serveDir(buildFixture('algolia-site'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Answers Algolia's hosts from the recording (one result per query of the request); returns the queries sent. */
async function recordedAlgolia(page: Page): Promise<{ url: string; requests: Record<string, unknown>[] }[]> {
  const sent: { url: string; requests: Record<string, unknown>[] }[] = [];
  await page.route(/^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body = JSON.parse(request.postData() ?? '{}') as { requests?: Record<string, unknown>[] };
    sent.push({ url: request.url(), requests: body.requests ?? [] });
    const results = (body.requests ?? [{}]).map(() => RECORDED.results[0]);
    return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify({ results }) });
  });
  // Anything else off the site would be the network: refused, so the test can only pass offline.
  await page.route((url) => !url.href.startsWith(site.url) && !/algolia/.test(url.hostname), (route) => route.abort());
  return sent;
}

describe('Algolia DocSearch', () => {
  it('loads nothing of DocSearch until opened; a query shows the hits; a hit navigates without a full load', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const sent = await recordedAlgolia(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(site.url + '/guide/lighting');
    await page.waitForSelector('html[data-hydrated]');
    const firstLoad = scripts.length;
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same document'));
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);

    await page.click('.search-button');
    await page.waitForSelector('.DocSearch-Modal');
    expect(scripts.length).toBeGreaterThan(firstLoad); // DocSearch's chunk came with the click
    expect(await page.getAttribute('.DocSearch-Input', 'placeholder')).toBe('Search the lantern notes');
    await page.fill('.DocSearch-Input', 'wick');
    await expect.poll(() => page.locator('.DocSearch-Hit a').count(), { timeout: 10_000 }).toBe(3);
    expect(await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/guide/wicks', '/guide/wicks#trimming-the-wick', '/guide/wicks#trimming-the-wick']);
    expect(await page.locator('.DocSearch-Hits mark, .DocSearch-Hits .algolia-docsearch-suggestion--highlight').count()).toBeGreaterThan(0);
    // The query went to the site's index, filtered to the page's language.
    const query = sent.flatMap((s) => s.requests).find((r) => r.query === 'wick');
    expect(query).toMatchObject({ indexName: 'lantern' });
    expect(JSON.stringify(query)).toContain('lang:en');
    expect(sent[0].url).toMatch(/^https:\/\/lantern01[-.]/i);

    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL('**/guide/wicks');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/^Wicks/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters a Chinese page’s queries to Chinese (Ctrl+K), with its placeholder', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sent = await recordedAlgolia(page);
    await page.goto(site.url + '/zh/guide/lighting');
    await page.waitForSelector('html[data-hydrated]');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    expect(await page.getAttribute('.DocSearch-Input', 'placeholder')).toBe('搜索灯笼笔记');
    await page.fill('.DocSearch-Input', 'wick');
    await expect.poll(() => sent.flatMap((s) => s.requests).some((r) => r.query === 'wick')).toBe(true);
    const query = sent.flatMap((s) => s.requests).find((r) => r.query === 'wick');
    expect(JSON.stringify(query)).toContain('lang:zh');
    expect(JSON.stringify(query)).not.toContain('lang:en');
    await context.close();
  });
});
