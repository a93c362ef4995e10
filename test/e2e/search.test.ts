/** The search modal in chromium, on the real Rsbuild docs: shortcut, typing, keys, highlights, Chinese, failures. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, serveDir } from './helpers.ts';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const dist = inject('siteDist');
  if (!dist) throw new Error(`the real site did not build: ${inject('siteBuildError')}`);
  browser = await launchBrowser();
  server = await serveDir(dist);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('docsite-visited', '1'));
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(server.url + path);
  // hydrated: the keyboard shortcuts and the button's handler are live (the button itself is server-rendered)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  return { page, errors, close: () => context.close() };
}

const hitTexts = (page: Page) => page.locator('.search-hit').allTextContents();

describe('search modal', () => {
  it('loads nothing until opened, opens with Ctrl+K, finds identifiers and highlights them', async () => {
    const { page, errors, close } = await openPage('/guide/start/');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.waitForTimeout(300);
    expect(requested.some((p) => p.includes('search_index'))).toBe(false);
    await page.keyboard.press('Control+k');
    const input = page.locator('.search-input');
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.fill('distPath');
    await expect.poll(() => page.locator('.search-modal').getAttribute('data-index-state')).toBe('inited');
    await expect.poll(async () => (await page.locator('.search-hit a').first().getAttribute('href')) ?? '').toContain('/config/output/dist-path');
    expect(await page.locator('.search-hit mark').first().textContent()).toMatch(/distpath/i);
    expect(requested.filter((p) => p.includes('search_index.en')).length).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('loads the lunr index first, then only the text shards of the hits shown, and finds from two letters typed', async () => {
    const { page, errors, close } = await openPage('/guide/start/');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.click('.search-button');
    const input = page.locator('.search-input');
    await input.fill('Ba');
    // the results' shards are asked for once the results are ranked, and the dialog says when they are in
    await expect.poll(() => requested.some((p) => p.includes('/static/search_text.')), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('.search-modal').getAttribute('data-texts'), { timeout: 15_000 }).toBe('loaded');
    const searchFiles = requested.filter((p) => p.includes('/static/search_'));
    expect(searchFiles[0]).toMatch(/\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
    // then the shards of the pages shown: some, not all of the index's
    const shards = searchFiles.slice(1);
    for (const s of shards) expect(s).toMatch(/\/static\/search_text\.en\.[0-9a-f]{8}\.json$/);
    const listed = (await (await page.request.get(server.url + searchFiles[0])).json()).shards.length;
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThan(listed);
    // `Ba` is a prefix of Babel (and of Bar in dev.progressBar): the Babel plugin page is among the results
    await expect.poll(async () => (await page.locator('.search-hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).join(' ')).toContain('/plugins/list/plugin-babel');
    const babel = page.locator('.search-hit', { has: page.locator('a[href*="/plugins/list/plugin-babel"]') }).first();
    expect((await babel.locator('mark').first().textContent())?.toLowerCase()).toMatch(/^ba/);
    // content hits carry a snippet of about 100 characters with the match highlighted, once their shard is in
    const before = requested.length;
    await input.fill('lazy compilation');
    await expect.poll(() => page.locator('.search-hit-content').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(requested.slice(before).every((p) => p.includes('/static/search_text.en.'))).toBe(true);
    const statement = (await page.locator('.search-hit-content .search-hit-statement').first().textContent()) ?? '';
    expect(statement.length).toBeGreaterThan(20);
    expect(statement.length).toBeLessThan(140);
    expect(await page.locator('.search-hit-content .search-hit-statement mark').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens with '/' too, except while the reader types in a field", async () => {
    const { page, close } = await openPage('/guide/start/');
    await page.keyboard.press('/');
    await expect.poll(() => page.locator('.search-input').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.search-modal').count()).toBe(0);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<input id="typing-here">'));
    await page.focus('#typing-here');
    await page.keyboard.press('/');
    await page.waitForTimeout(200);
    expect(await page.locator('.search-modal').count()).toBe(0);
    expect(await page.inputValue('#typing-here')).toBe('/');
    await close();
  });

  it('moves with the arrow keys, opens with Enter and closes with Escape', async () => {
    const { page, close } = await openPage('/guide/start/');
    await page.click('.search-button');
    await page.locator('.search-input').fill('proxy');
    // once the texts are in: their arrival re-ranks the hits, and the selection follows the hit it chose
    await expect.poll(() => page.locator('.search-modal').getAttribute('data-texts'), { timeout: 15_000 }).toBe('loaded');
    await expect.poll(() => page.locator('.search-hit').count()).toBeGreaterThan(1);
    const first = await page.locator('.search-hit').first().getAttribute('aria-selected');
    expect(first).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.search-hit').nth(1).getAttribute('aria-selected')).toBe('true');
    const href = await page.locator('.search-hit').nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => href!.startsWith(url.pathname) || url.pathname + url.hash === href);
    expect(await page.locator('.search-modal').count()).toBe(0);
    await page.click('.search-button');
    await expect.poll(() => page.locator('.search-modal').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.search-modal').count()).toBe(0);
    await close();
  });

  it('finds Chinese phrases on the Chinese site and shows queries as text, never HTML', async () => {
    const { page, close } = await openPage('/zh/guide/start/');
    await page.click('.search-button');
    await page.locator('.search-input').fill('构建产物');
    await expect.poll(() => page.locator('.search-hit').count()).toBeGreaterThan(0);
    expect((await hitTexts(page)).join(' ')).toContain('构建产物');
    expect(await page.locator('.search-hit a').first().getAttribute('href')).toMatch(/^\/zh\//);
    const evil = '<img src=x onerror=alert(1)>qqqzzz';
    await page.locator('.search-input').fill(evil);
    await page.waitForTimeout(400);
    expect(await page.locator('.search-modal img, .search-modal [onerror]').count()).toBe(0);
    if (await page.locator('.search-empty').count()) {
      expect(await page.locator('.search-empty-query').textContent()).toBe(evil);
      expect(await page.locator('.search-empty').textContent()).toContain('换个关键词再试试');
    }
    await page.locator('.search-input').fill('qqqzzzxxx');
    await expect.poll(() => page.locator('.search-empty').textContent()).toContain('换个关键词再试试');
    await close();
  });

  it('shows the no-results message in English', async () => {
    const { page, close } = await openPage('/guide/start/');
    await page.click('.search-button');
    await page.locator('.search-input').fill('qqqzzzxxx');
    await expect.poll(() => page.locator('.search-empty').textContent()).toContain('No results for');
    expect(await page.locator('.search-empty').textContent()).toContain('Please try again with a different keyword');
    await close();
  });

  it('shows the results of each key in the frame after it: searched in the key\'s own task, no debounce', async () => {
    const { page, close } = await openPage('/guide/start/');
    await page.click('.search-button');
    await page.waitForSelector('.search-modal[data-index-state="inited"]');
    const input = page.locator('.search-input');
    await input.focus();
    for (const [key, query] of [['p', 'p'], ['r', 'pr'], ['o', 'pro'], ['x', 'prox'], ['y', 'proxy']]) {
      // read in the task of the key itself (its handler queues this check behind its own work): the
      // results list already answers the query typed, before any timer could have run
      const shown = await page.evaluate(
        ([k, q]) =>
          new Promise<string | null>((resolve) => {
            const el = document.querySelector<HTMLInputElement>('.search-input')!;
            el.addEventListener('input', () => queueMicrotask(() => resolve(document.querySelector('.search-results')!.getAttribute('data-query'))), { once: true });
            // a real key press through the page, synchronously dispatched here
            el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            setter.call(el, q);
            el.dispatchEvent(new InputEvent('input', { bubbles: true, data: k, inputType: 'insertText' }));
          }),
        [key, query],
      );
      expect(shown, query).toBe(query);
    }
    await expect.poll(async () => (await page.locator('.search-hit a').first().getAttribute('href')) ?? '').toContain('proxy');
    await close();
  });

  it('renders a hit as few nodes as it can (plain text as text nodes, matches as <mark>) and its rows act on the results shown', async () => {
    const { page, close } = await openPage('/guide/start/');
    await page.click('.search-button');
    const input = page.locator('.search-input');
    await input.fill('lazy compilation');
    await expect.poll(() => page.locator('.search-modal').getAttribute('data-texts'), { timeout: 15_000 }).toBe('loaded');
    await expect.poll(() => page.locator('.search-hit-content').count()).toBeGreaterThan(0);
    // every child of a hit's title or statement is a text node or a <mark> (no <span> per plain segment)
    const children = await page.$$eval('.search-hit-body > .search-hit-title, .search-hit-body > .search-hit-statement', (els) => [...new Set(els.flatMap((el) => [...el.childNodes].map((c) => c.nodeName)))].sort());
    expect(children).toEqual(['#text', 'MARK']);
    // the rows' handlers are kept across keys (memoised rows): hover and click act on the latest results
    await input.fill('proxy');
    await expect.poll(() => page.locator('.search-results').getAttribute('data-query')).toBe('proxy');
    // hovered once the texts are in (their arrival re-ranks the results, and the selection follows its hit)
    await expect.poll(() => page.locator('.search-modal').getAttribute('data-texts'), { timeout: 15_000 }).toBe('loaded');
    await expect.poll(() => page.locator('.search-hit').count()).toBeGreaterThan(2);
    await page.locator('.search-hit').nth(2).hover();
    await expect.poll(() => page.locator('.search-hit').nth(2).getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    expect(await page.locator('.search-hit[aria-selected="true"]').count()).toBe(1);
    const href = (await page.locator('.search-hit').nth(2).locator('a').getAttribute('href'))!;
    expect(href).not.toContain('lazy');
    await page.locator('.search-hit').nth(2).locator('a').click();
    await page.waitForURL((url) => href.startsWith(url.pathname) || url.pathname + url.hash === href);
    expect(await page.locator('.search-modal').count()).toBe(0);
    await close();
  });

  it('does not search in the middle of an IME composition', async () => {
    const { page, close } = await openPage('/zh/guide/start/');
    await page.click('.search-button');
    const input = page.locator('.search-input');
    await input.focus();
    await input.dispatchEvent('compositionstart');
    // Set the value the way typing does (React ignores the element's own value setter).
    const type = (value: string, composing: boolean) =>
      input.evaluate((el: HTMLInputElement, [v, c]) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, v);
        el.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: c as boolean }));
      }, [value, composing] as const);
    await type('gou', true);
    await page.waitForTimeout(400);
    expect(await page.locator('.search-hit').count()).toBe(0);
    expect(await page.locator('.search-empty').count()).toBe(0);
    await type('构建', true);
    await input.dispatchEvent('compositionend', { data: '构建' });
    await type('构建', false);
    await expect.poll(() => page.locator('.search-hit').count()).toBeGreaterThan(0);
    await close();
  });

  it('keeps the page working when the index fails to load', async () => {
    const { page, close } = await openPage('/guide/start/');
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.route('**/search_index.*', (route) => route.abort());
    await page.click('.search-button');
    await page.locator('.search-input').fill('proxy');
    await expect.poll(() => messages.some((m) => m.includes('Failed to fetch search index, please reload the page and try again.'))).toBe(true);
    await expect.poll(() => page.locator('.search-empty').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.click('.sidebar a:has-text("Quick start")');
    await page.waitForURL('**/guide/start/quick-start');
    await close();
  });
});
