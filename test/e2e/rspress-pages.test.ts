/**
 * A Rspress-style site under a base (test/fixtures/rspress-base) in Debian's chromium, served as a static host
 * serves it (the file at any form of its address, no redirects): the outline shows headings as the page shows
 * them, and the address bar shows the page's one address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from '../../src/node/dev/preview.ts';
import { buildFixture, collectErrors, launchBrowser } from './helpers.ts';

let browser: Browser;
let server: Server;
let origin = '';

beforeAll(async () => {
  const dist = buildFixture('rspress-base');
  // No `cleanUrls`: like a static host, it serves `guide/live.html` at every form of the address.
  server = createServer(createStaticHandler(dist, '/docs/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const outline = () => [...document.querySelectorAll('.outline .outline-item a')].map((a) => a.innerHTML);

describe('the outline follows the headings', () => {
  it('keeps inline code and emphasis, and shows what a component or expression renders, also after it changes', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(origin + '/docs/guide/live');
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.textContent('#status')).toContain('ready'); // the component changed its heading
    await expect
      .poll(() => page.evaluate(outline))
      .toEqual(['Version 2.1', 'Status: <em>ready</em>', 'The <code>glow</code> option and <strong>strong</strong> words']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a narrow screen, the outline button names the heading being read as the page shows it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
    await page.goto(origin + '/docs/guide/live#status');
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.textContent('#status')).toContain('ready');
    await page.evaluate(() => document.getElementById('status')!.scrollIntoView());
    await expect.poll(() => page.textContent('.outline-menu-current')).toBe('Status: ready');
    await page.click('.outline-menu-button');
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('.outline-panel .outline-item a')].map((a) => a.innerHTML))).toContain('Status: <em>ready</em>');
    await page.close();
  });

  it('follows the next page’s headings after a client-side navigation', async () => {
    const page = await browser.newPage();
    await page.goto(origin + '/docs/guide/live');
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => (window as Window & { __same?: boolean }).__same = true);
    await page.click('.sidebar a[href="/docs/guide/start"]');
    await page.waitForURL('**/docs/guide/start');
    await expect.poll(() => page.evaluate(outline)).toEqual(['The <code>lantern</code> command', 'Why <em>bright</em> matters']);
    expect(await page.evaluate(() => (window as Window & { __same?: boolean }).__same)).toBe(true); // no full load
    await page.close();
  });
});

describe('one address per page on a static host', () => {
  it('puts the canonical address in the bar when the page was reached at its .html or trailing-slash form', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    for (const form of ['/docs/guide/live.html?x=1#status', '/docs/guide/live/']) {
      await page.goto(origin + form);
      await page.waitForSelector('html[data-hydrated]');
      const expected = form.includes('?') ? '/docs/guide/live?x=1#status' : '/docs/guide/live';
      await expect.poll(() => page.evaluate(() => location.pathname + location.search + location.hash)).toBe(expected);
    }
    // The canonical address and the 404 page's address are left alone.
    await page.goto(origin + '/docs/guide/live');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/guide/live');
    await page.goto(origin + '/docs/guide/nowhere.html');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/guide/nowhere.html');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('BrowserOnly (from @rspress/core/runtime)', () => {
  it('shows the fallback in the served HTML, then the children after hydration, awaiting a child that resolves later', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(origin + '/docs/guide/later', { waitUntil: 'domcontentloaded' });
    // The pre-rendered page holds the fallbacks only.
    const served = await (await fetch(origin + '/docs/guide/later')).text();
    expect(served).toContain('id="wick-fallback"');
    expect(served).toContain('Reading the gauge (<!-- -->full<!-- -->)');
    expect(served).not.toContain('id="oil-level"');
    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => page.textContent('#wick-count')).toBe('Wicks: 0');
    await page.click('#wick-add');
    await expect.poll(() => page.textContent('#wick-count')).toBe('Wicks: 1');
    await expect.poll(() => page.textContent('#oil-level')).toBe('Oil: full');
    expect(await page.locator('#oil-fallback').count()).toBe(0);
    // A new child (the parent re-rendered) shows the fallback again until it resolves.
    await page.click('#oil-drain');
    await expect.poll(() => page.textContent('#oil-fallback')).toBe('Reading the gauge (low)');
    await expect.poll(() => page.textContent('#oil-level')).toBe('Oil: low');
    expect(errors).toEqual([]);
    await page.close();
  });
});
