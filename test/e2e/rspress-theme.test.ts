/**
 * A Rspress site theme (test/fixtures/rspress-theme-site) in Debian's chromium: its Banner shows once
 * hydrated and stays closed once closed; a page reached by client-side navigation gets the stylesheet of
 * the components it imports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildFixture, collectErrors, launchBrowser, serveDir } from './helpers.ts';

let browser: Browser;
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  browser = await launchBrowser();
  site = await serveDir(buildFixture('rspress-theme-site'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('a Rspress site theme in the browser', () => {
  it('shows the Banner once hydrated; closed, it stays closed on the next visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/');
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.textContent('.announcement a')).toBe('Kettle 2 is out');
    expect(await page.getAttribute('#kettle-picture', 'data-dark')).toBe('false'); // useDark, light scheme
    await page.click('.announcement-close');
    await expect.poll(() => page.locator('.announcement').count()).toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the stylesheet of a page’s own components when the page is reached by client-side navigation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/');
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));
    await page.click('.hero-actions a[href="/guide/start"]');
    await page.waitForURL('**/guide/start');
    await page.waitForSelector('#steam');
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1); // no full reload
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.getElementById('steam')!).color)).toBe('rgb(255, 99, 71)'); // tomato
    expect(await page.textContent('#before-doc-content')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
