/**
 * `docsite dev` in a real browser (Debian's Chromium): the page hydrates without errors, an edit
 * swaps the content in place (no reload, scroll kept), a broken page shows the error overlay, and
 * fixing it clears the overlay and shows the fix.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, startDev, type DevProcess } from './dev-helpers.ts';

let dev: DevProcess;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  // A long page, so there is somewhere to scroll to.
  dev = await startDev({
    prepare: (root) => {
      const file = join(root, 'content', 'en', 'guide', 'intro.md');
      const filler = Array.from({ length: 60 }, (_, i) => `Filler paragraph ${i} with enough words to take up a line or two of the page.`).join('\n\n');
      writeFileSync(file, readFileSync(file, 'utf8') + '\n\n## Long section\n\n' + filler + '\n');
    },
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

const intro = () => join(dev.root, 'content', 'en', 'guide', 'intro.md');

describe('docsite dev in the browser', () => {
  test('hydrates the server-rendered page and connects to the live-reload channel', async () => {
    await page.goto(dev.url + '/guide/intro');
    await page.waitForFunction(() => document.documentElement.dataset.docsiteDev === 'connected');
    // Hydrated: before that, a click on a link is an ordinary page load (on a busy machine that can come later than the channel).
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Introduction#');
    // Client-side navigation works (the app is live, not just HTML).
    await page.evaluate(() => ((window as any).__alive = true));
    await page.click('a[href="/guide/setup"]');
    await page.waitForFunction(() => location.pathname === '/guide/setup');
    await expect.poll(() => page.locator('.doc-content').textContent()).toContain('Shared note');
    expect(await page.evaluate(() => (window as any).__alive)).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/guide/intro');
    expect(errors).toEqual([]);
  });

  test('an edit updates the open page in place, keeping the scroll position', async () => {
    await page.evaluate(() => {
      (window as any).__alive = true;
      window.scrollTo(0, 500);
    });
    const before = await page.evaluate(() => scrollY);
    expect(before).toBe(500);
    writeFileSync(intro(), readFileSync(intro(), 'utf8').replace('This is the introduction page.', 'Live edited introduction.'));
    await page.waitForFunction(() => document.querySelector('.doc-content')?.textContent?.includes('Live edited introduction.'), null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as any).__alive)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(before);
  });

  test('a syntax error shows the overlay with file:line:column; fixing it clears the overlay and updates the page', async () => {
    await page.click('a[href="/guide/setup"]');
    await page.waitForFunction(() => document.querySelector('.doc-content')?.textContent?.includes('Install it:'));
    await page.evaluate(() => ((window as any).__alive = true));
    const setup = join(dev.root, 'content', 'en', 'guide', 'setup.mdx');
    const good = readFileSync(setup, 'utf8');
    writeFileSync(setup, good.replace('Install it:', 'Install it: <Broken'));
    const overlay = page.locator('docsite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 10_000 });
    await expect.poll(() => overlay.evaluate((el) => el.shadowRoot!.textContent), { timeout: 10_000 }).toMatch(/setup\.mdx:6:20: [^]*> 6 \| Install it: <Broken/);
    // The last good content stays underneath.
    expect(await page.locator('.doc-content').textContent()).toContain('Install it:');
    writeFileSync(setup, good.replace('Install it:', 'Fixed install text:'));
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });
    await page.waitForFunction(() => document.querySelector('.doc-content')?.textContent?.includes('Fixed install text:'), null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as any).__alive)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a dead link shows in a warnings box in the corner, gone once fixed', async () => {
    const setup = join(dev.root, 'content', 'en', 'guide', 'setup.mdx');
    const good = readFileSync(setup, 'utf8');
    writeFileSync(setup, good.trimEnd() + '\n\nSee [the missing page](/guide/does-not-exist).\n');
    const box = page.locator('docsite-warnings');
    await box.waitFor({ state: 'attached', timeout: 10_000 });
    await expect.poll(() => box.evaluate((el) => el.shadowRoot!.textContent)).toMatch(/1 warning.*dead link: .*setup\.mdx:\d+:\d+ → \/guide\/does-not-exist/s);
    // It sits in a corner: the page under it stays usable.
    expect(await box.evaluate((el) => el.shadowRoot!.querySelector('.box')!.getBoundingClientRect().height)).toBeLessThan(700 * 0.45);
    writeFileSync(setup, good);
    await box.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  test('an error thrown while the page renders shows a notice in the content and keeps the shell; the fix replaces it', async () => {
    const setup = join(dev.root, 'content', 'en', 'guide', 'setup.mdx');
    const good = readFileSync(setup, 'utf8');
    writeFileSync(setup, good + '\n{someUndefinedName.size}\n');
    const notice = page.locator('.content-error');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.textContent()).toContain('someUndefinedName is not defined');
    expect(await page.locator('header.nav').isVisible()).toBe(true);
    expect(errors.some((e) => e.includes('someUndefinedName'))).toBe(true);
    errors.length = 0;
    writeFileSync(setup, good);
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => page.locator('.doc-content').textContent()).toContain('Fixed install text:');
    expect(await page.evaluate(() => (window as any).__alive)).toBe(true);
  });
});
