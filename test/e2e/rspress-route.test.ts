/**
 * test/fixtures/rspress-route in Debian's chromium: the config's `globalUIComponents` render on every page and
 * hydrate (with their props, after client navigation too, hidden where a page or the address says so), and
 * `route.prefetchLink: false` loads nothing when a link is hovered or focused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildFixture, collectErrors, launchBrowser, serveDir } from './helpers.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveDir>>;

beforeAll(async () => {
  server = await serveDir(buildFixture('rspress-route'));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('globalUIComponents in the browser', () => {
  it('hydrate on every page with their props, stay across client navigation, and go where a page hides them', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/guide');
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.getAttribute('.lantern-stamp', 'data-live')).toBe('yes');
    await page.click('.lantern-ribbon');
    await page.click('.lantern-ribbon');
    await expect.poll(() => page.textContent('.lantern-ribbon')).toBe('Preview build (2)');
    // A client navigation keeps them (the layout re-renders, they stay mounted).
    await page.click('main a[href="/counter"]');
    await page.waitForSelector('.counter-page');
    expect(await page.textContent('.lantern-ribbon')).toBe('Preview build (2)');
    // To a page whose front matter says `globalUIComponents: false`: gone.
    await page.goBack();
    await page.waitForSelector('main a[href="/plain"]');
    await page.click('main a[href="/plain"]');
    await expect.poll(() => page.locator('.lantern-stamp, .lantern-ribbon').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('`?globalUIComponents=0` hides them after hydration', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/guide?globalUIComponents=0');
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.locator('.lantern-stamp, .lantern-ribbon').count()).toBe(0);
    await page.close();
  });
});

describe('route.prefetchLink: false', () => {
  it('hovering and focusing a link loads nothing; following it loads the page', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/guide');
    await page.waitForSelector('html[data-hydrated]');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.hover('main a[href="/extra/pinned"]');
    await page.focus('main a[href="/extra/pinned"]');
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await page.click('main a[href="/extra/pinned"]');
    await page.waitForSelector('.pinned-page');
    expect(requests.some((path) => path.startsWith('/static/'))).toBe(true);
    await page.close();
  });
});
