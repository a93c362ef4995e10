/**
 * A site theme's replaced and wrapped components in Debian's chromium: they hydrate without errors and keep
 * working across client-side navigation; interface strings follow the page's language when it changes.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, serveDir } from './helpers.ts';

let browser: Browser;
let overrides: { url: string; close: () => Promise<void> };
let ja: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  browser = await launchBrowser();
  overrides = await serveDir(inject('overridesDist'));
  ja = await serveDir(inject('jaDist'));
});
afterAll(async () => {
  await browser?.close();
  await overrides?.close();
  await ja?.close();
});

type Marked = Window & { __marker?: number };

describe('site theme overrides in the browser', () => {
  it('hydrates a replaced Nav, which keeps its state and follows the page through client navigation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(overrides.url + '/guide/first');
    await page.waitForSelector('html[data-hydrated]');
    await page.click('.custom-nav-counter');
    await expect.poll(() => page.textContent('.custom-nav-counter')).toBe('clicked 1'); // interactive: hydrated
    await page.evaluate(() => ((window as Marked).__marker = 7));

    await page.click('.custom-nav a[href="/guide/second"]');
    await page.waitForURL('**/guide/second');
    await expect.poll(() => page.getAttribute('.custom-nav', 'data-route')).toBe('/guide/second');
    expect(await page.textContent('.wrapped-footer-note')).toBe('Read Second guide');
    expect(await page.textContent('.pager-link.prev .pager-label')).toBe('Back to');
    expect(await page.textContent('.custom-nav-counter')).toBe('clicked 1'); // the same Nav, not remounted
    expect(await page.evaluate(() => (window as Marked).__marker)).toBe(7); // no full reload

    await page.click('.custom-nav a[href="/wide"]');
    await expect.poll(() => page.textContent('.wide-banner')).toBe('Wide: Wide page');
    expect(await page.locator('.doc-layout').count()).toBe(0);
    await page.click('.custom-nav-counter');
    await expect.poll(() => page.textContent('.custom-nav-counter')).toBe('clicked 2');

    await page.goBack();
    await expect.poll(() => page.textContent('.wrapped-footer-note')).toBe('Read Second guide');
    expect(await page.evaluate(() => (window as Marked).__marker)).toBe(7);

    // The built-in search button (inside the replaced Nav) loads the site theme's SearchModal on demand.
    expect(await page.locator('.custom-search').count()).toBe(0);
    await page.click('.search-button');
    await page.waitForSelector('.custom-search');
    await page.click('.custom-search button');
    await expect.poll(() => page.locator('.custom-search').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates a page laid out by a site-theme layout, and the site theme\'s 404 screen', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(overrides.url + '/wide');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.textContent('.wide-banner')).toBe('Wide: Wide page');
    await page.goto(overrides.url + '/no/such/page');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.textContent('.custom-not-found')).toBe('Nothing here');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('interface strings in the browser', () => {
  it('switches every string with the language, from Japanese to zh-CN, without a reload', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('docsite-visited', '1'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(ja.url + '/guide/start');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.textContent('.outline-title')).toBe('目次');
    await page.evaluate(() => ((window as Marked).__marker = 1));
    // The language menu's link (in a closed panel): a click the app's router takes.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.nav-extras a[href="/zh-CN/guide/start"]')!.click());
    await page.waitForURL('**/zh-CN/guide/start');
    await expect.poll(() => page.textContent('.outline-title')).toBe('目录');
    expect(await page.textContent('.skip-link')).toBe('跳到正文');
    expect(await page.textContent('.pager-link.next .pager-label')).toBe('下一篇');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.evaluate(() => (window as Marked).__marker)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
