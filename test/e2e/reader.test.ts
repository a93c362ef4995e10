/** What a reader meets on the real site in chromium: fonts, dates, tables, print, touch, the 404 page. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

/** The font chromium actually drew an element's text with (not just the CSS it asked for). */
async function renderedFont(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? '';
}

describe.skipIf(!siteDist)('reader view of the Rsbuild site', () => {
  it('draws code blocks in the same monospace font as inline code and code titles', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    const block = await renderedFont(page, '.code-html pre code .line');
    const inline = await renderedFont(page, '.doc-content p > code');
    const title = await renderedFont(page, '.code-title');
    expect(block).toBe(inline);
    expect(block).toBe(title);
    expect(await page.locator('.code-html pre code').first().evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^ui-monospace/);
    await context.close();
  });

  it('404: one <main> after hydration at any address, in the address language before any module runs, no spacing on Chinese', async () => {
    for (const [path, title, home] of [['/no/such/page', 'PAGE NOT FOUND', '/'], ['/zh/no/such/page', '页面未找到', '/zh/']]) {
      const { page, context, errors } = await open(h, path);
      expect(await page.locator('main').count(), path).toBe(1);
      expect(await page.locator('[id="main-content"]').count(), path).toBe(1);
      expect(await page.locator('.not-found-title:visible').textContent(), path).toBe(title);
      expect(await page.locator('.not-found a:visible').getAttribute('href'), path).toBe(home);
      expect(errors, path).toEqual([]);
      await context.close();
    }
    // Without the page's modules (slow network, scripts blocked), the served 404.html is already Chinese under /zh/.
    const context = await h.browser.newContext();
    await context.route(/\/static\/js\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    expect((await page.goto(h.url + '/zh/no/such/page'))?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe(null);
    const title = page.locator('.not-found-title:visible');
    expect(await title.textContent()).toBe('页面未找到');
    expect(await title.evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('normal');
    await page.goto(h.url + '/no/such/page');
    expect(await page.locator('.not-found-title:visible').textContent()).toBe('PAGE NOT FOUND');
    expect(await page.locator('.not-found-title:visible').evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('4px');
    await context.close();
  });

  it('keeps commands in tables and prose whole, wrapping only long spans, and scrolls wide tables on a phone', async () => {
    // Lines a span's text is set on, from its text's boxes (a span in prose is one inline block: one box of its own).
    const splitCode = (page: Page) => page.locator('.doc-content :not(pre) > code').evaluateAll((codes) =>
      codes.filter((c) => {
        const range = document.createRange();
        range.selectNodeContents(c);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1 && (c.textContent ?? '').length <= 40;
      }).map((c) => c.textContent));
    for (const path of ['/guide/start/quick-start', '/guide/start/features', '/guide/basic/cli', '/zh/guide/basic/cli', '/community/releases/v0-1']) {
      for (const width of [1280, 390]) {
        const { page, context } = await open(h, path, { viewport: { width, height: 800 } });
        expect(await splitCode(page), `${path} at ${width}`).toEqual([]);
        // Nothing pushes the page sideways; a table wider than the column scrolls inside itself.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${path} at ${width}`).toBe(true);
        await context.close();
      }
    }
    const { page, context } = await open(h, '/guide/start/quick-start', { viewport: { width: 1280, height: 800 } });
    const cell = page.locator('.doc-content td code', { hasText: 'vanilla-js' }).first();
    expect(await cell.evaluate((c) => c.getClientRects().length)).toBe(1);
    await context.close();
    // A long type signature still wraps rather than widening the page.
    const long = await open(h, '/config/html/inject', { viewport: { width: 390, height: 800 } });
    expect(await long.page.locator('code.code-long').count()).toBeGreaterThan(0);
    expect(await long.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await long.context.close();
  });

  it('prints the content only, black on white from dark mode, with link URLs, wrapped code and every tab', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await open(h, '/guide/start/quick-start', { colorScheme: 'dark', viewport: { width, height: 800 } });
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
      for (const chrome of ['header.nav', '.sidebar', '.sidebar-bar', '.doc-aside', '.code-actions', '.tabs-list', '.pager']) {
        const shown = await page.locator(chrome).evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
        expect(shown, `${chrome} at ${width}`).toBe(0);
      }
      const colours = await page.evaluate(() => {
        const style = (sel: string) => getComputedStyle(document.querySelector(sel)!);
        return { text: style('.doc-content p').color, bg: style('body').backgroundColor, link: style('.doc-content p a').color, code: style('.code-html pre code .line span').color };
      });
      expect(colours.text).toBe('rgb(0, 0, 0)');
      expect(colours.bg).toBe('rgb(255, 255, 255)');
      expect(colours.link).toBe('rgb(0, 0, 0)');
      expect(colours.code).not.toBe('rgb(225, 228, 232)'); // not the dark theme's light-grey code text
      const external = page.locator('.doc-content a[href^="https://nodejs.org"]').first();
      expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('" (https://nodejs.org)"');
      expect(await page.locator('.code-html pre').first().evaluate((el) => [getComputedStyle(el).whiteSpace, getComputedStyle(el).overflowX])).toEqual(['pre-wrap', 'visible']);
      // Every package manager's command, each under its name.
      const panels = page.locator('.tabs').first().locator('.tab-panel');
      expect(await panels.evaluateAll((els) => els.map((el) => [getComputedStyle(el).display !== 'none', getComputedStyle(el, '::before').content]))).toEqual([
        [true, '"npm"'], [true, '"yarn"'], [true, '"pnpm"'], [true, '"bun"'],
      ]);
      await context.close();
    }
  });

  it('sets inline code in a neutral colour, apart from links and the same inside tip boxes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await open(h, '/config/html/title', { colorScheme });
      const colours = await page.evaluate(() => {
        const rgb = (el: Element) => getComputedStyle(el).color.match(/\d+/g)!.slice(0, 3).map(Number);
        return {
          prose: rgb(document.querySelector('.doc-content > p code, .doc-content li code')!),
          tip: rgb(document.querySelector('.container-tip code')!),
          link: rgb(document.querySelector('.doc-content p a')!),
        };
      });
      const chroma = (c: number[]) => Math.max(...c) - Math.min(...c);
      expect(chroma(colours.prose), colorScheme).toBeLessThan(24); // grey, not crimson or salmon
      expect(colours.tip).toEqual(colours.prose);
      expect(chroma(colours.link)).toBeGreaterThan(100); // links keep the brand colour, so the two never blur
      await context.close();
    }
  });

  it('labels both side regions, and gives the phone outline readable rows a finger can hit', async () => {
    const { page, context } = await open(h, '/guide/basic/cli');
    expect(await page.locator('aside').count()).toBe(2);
    expect(await page.locator('aside').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(['Sidebar', 'On this page']);
    await context.close();
    const phone = await open(h, '/zh/guide/basic/cli', { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await phone.page.locator('.outline-menu-button').tap();
    const rows = await phone.page.locator('.outline-panel .outline-item a').evaluateAll((links) => links.map((a) => [a.getBoundingClientRect().height, parseFloat(getComputedStyle(a).fontSize)]));
    expect(rows.length).toBeGreaterThan(3);
    for (const [height, fontSize] of rows) {
      expect(height).toBeGreaterThanOrEqual(40);
      expect(fontSize).toBeGreaterThanOrEqual(15);
    }
    expect(await phone.page.locator('aside[aria-label="侧边栏"]').count()).toBe(1);
    await phone.context.close();
  });

  it('after a search result is chosen, focus is in the page content, not on the search button', async () => {
    const { page, context } = await open(h, '/guide/start/');
    await page.click('.search-button');
    await page.locator('.search-input').fill('proxy');
    // The first hits wait for the site's index (about 1 MB): 15 s on a busy machine, as in search.test.ts.
    await expect.poll(() => page.locator('.search-hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/guide/start'));
    await expect.poll(() => page.locator('.search-modal').count()).toBe(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
    await context.close();
  });

  it('keeps #section when switching language if the other page has that heading, and drops it otherwise', async () => {
    const { page, context } = await open(h, '/guide/basic/cli#rsbuild-preview');
    await page.locator('.nav-extras .menu').last().hover();
    await page.click('.nav-extras a:has-text("简体中文")');
    await page.waitForURL('**/zh/guide/basic/cli#rsbuild-preview');
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('rsbuild-preview')!.getBoundingClientRect().top) < 120)).toBe(true);
    // A heading only the English page has: the switch lands at the top of the Chinese page, with no dead hash.
    await page.goto(h.url + '/guide/basic/cli#common-flags');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.locator('.nav-extras .menu').last().hover();
    await page.click('.nav-extras a:has-text("简体中文")');
    await page.waitForURL((url) => url.pathname === '/zh/guide/basic/cli');
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });
});
