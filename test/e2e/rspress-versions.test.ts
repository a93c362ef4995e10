/**
 * A versioned site (test/fixtures/rspress-versions) in Debian's chromium: the version switcher keeps the
 * page when the other version has it (else goes to that version's home), client-side, and the nav follows
 * the version; search finds the pages of the version being read; a missing page of a version shows its nav.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildFixture, collectErrors, launchBrowser, searchHits, serveDir } from './helpers.ts';

let browser: Browser;
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  browser = await launchBrowser();
  site = await serveDir(buildFixture('rspress-versions'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function switchVersion(page: Page, to: string) {
  const menu = page.locator('.nav .menu').filter({ has: page.locator('.menu-button', { hasText: /^v\d$/ }) }).first();
  await menu.locator('.menu-button').click();
  await menu.locator('a', { hasText: to }).click();
}

const navTexts = (page: Page) => page.locator('.nav-items a.nav-link').allTextContents();

describe('versions in the browser', () => {
  it('switching version keeps the page when it exists, else goes to the version’s home, without a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/v1/guide/start');
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));
    expect(await navTexts(page)).toEqual(['Guide']);

    await switchVersion(page, 'v2');
    await page.waitForURL(site.url + '/guide/start');
    await expect.poll(() => page.textContent('article h1')).toContain('Getting started');
    expect(await page.textContent('article h1')).not.toContain('v1');
    await expect.poll(() => navTexts(page)).toEqual(['Guide', 'API']); // v2's own nav

    await switchVersion(page, 'v1');
    await page.waitForURL(site.url + '/v1/guide/start');
    await page.click('.sidebar a[href="/v1/guide/legacy-wiring"]');
    await page.waitForURL(site.url + '/v1/guide/legacy-wiring');
    await switchVersion(page, 'v2'); // v2 has no such page: its home
    await page.waitForURL(site.url + '/');
    await expect.poll(() => page.textContent('.hero-title')).toBe('Gadget v2');
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the version being read', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url + '/v1/guide/start');
    await page.waitForSelector('html[data-hydrated]');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const hits = await searchHits(page, 'wiring', '/v1/guide/legacy-wiring');
    expect(hits.some((h) => h.includes('auto-wiring'))).toBe(false);
    expect(requested.filter((p) => p.includes('search_index')).map((p) => p.replace(/\.[0-9a-f]{8}\.json$/, ''))).toEqual(['/static/search_index.en.v1']);
    await context.close();
  });

  it('a missing page of a non-default version shows that version’s nav (the host serves the one 404.html)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/v1/no-such-page');
    await page.waitForSelector('html[data-hydrated]');
    const navLinks = () => page.locator('.nav-items a.nav-link').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    await expect.poll(navLinks).toEqual(['Guide /v1/guide/start']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
