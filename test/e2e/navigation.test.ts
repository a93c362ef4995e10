/** Hydration and client-side navigation in Debian's chromium, on the fixture site. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, serveDir } from './helpers.ts';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  browser = await launchBrowser();
  server = await serveDir(inject('fixtureDist'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('hydration', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`hydrates without console errors (${scheme} system theme, stored preference)`, async () => {
      const context = await browser.newContext({ colorScheme: scheme });
      await context.addInitScript(() => {
        localStorage.setItem('rspress-theme-appearance', 'dark');
        localStorage.setItem('docsite-tabs:package.manager', 'pnpm');
        localStorage.setItem('docsite-visited', '1');
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(server.url + '/guide/start?sidebar=0');
      await page.waitForFunction(() => document.querySelector('.tab.active')?.textContent === 'pnpm');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await page.locator('.sidebar').count()).toBe(0); // ?sidebar=0 applied after hydration
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('applies the theme before first paint (no flash)', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route('**/static/js/**', (route) => route.abort()); // no JavaScript bundle at all
    await page.goto(server.url + '/guide/start');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });
});

describe('client-side navigation', () => {
  it('navigates without a full reload, supports back/forward and #hash scrolling', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/guide/start');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.click('.sidebar a:has-text("Syntax")');
    await page.waitForURL('**/guide/syntax');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Syntax#');
    expect(await page.title()).toBe('Syntax tour - Fixture');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await page.goBack();
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Getting started#');
    await page.goForward();
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Syntax#');
    // A link with a hash scrolls the heading below the fixed nav bar.
    await page.goBack();
    await page.click('.doc-content a[href="/guide/syntax#code-blocks"]');
    await page.waitForURL('**/guide/syntax#code-blocks');
    // Below the 72 px nav bar, and in view (the short fixture page may not scroll it to the very top).
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('code-blocks')!.getBoundingClientRect().top))).toBeGreaterThanOrEqual(72);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.getElementById('code-blocks')!.getBoundingClientRect().top)).toBeLessThan(720);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language keeping the page, and shows the 404 screen for unknown routes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/guide/syntax');
    await page.locator('.nav-extras .menu').last().hover();
    await page.click('.nav-extras a:has-text("简体中文")');
    await page.waitForURL('**/zh/guide/syntax');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('语法#');
    const response = await page.goto(server.url + '/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('.not-found-title:visible').textContent()).toBe('PAGE NOT FOUND');
    // The host serves the same 404.html for a missing Chinese address: it turns Chinese once loaded.
    expect((await page.goto(server.url + '/zh/no/such/page'))?.status()).toBe(404);
    await expect.poll(() => page.locator('.not-found-title:visible').textContent()).toBe('页面未找到');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await page.locator('.not-found a:visible').getAttribute('href')).toBe('/zh/');
    await page.goto(server.url + '/zh/zh/guide/start');
    await page.waitForURL('**/zh/guide/start');
    await context.close();
  });

  it('follows client redirects from the config', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/old-page');
    await page.waitForURL('**/guide/start');
    await context.close();
  });

  it('preloads a page when its link is hovered', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/guide/start');
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.hover('.sidebar a:has-text("Syntax")');
    await expect.poll(() => requested.some((p) => p === '/static/route/guide/syntax.json')).toBe(true);
    await context.close();
  });
});
