/** Page components in chromium: image zoom, copy button, tabs, package-manager tabs, progress bar. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildVariant, open, startHarness, type Harness } from './shell-helpers.ts';
import { resolveZoomTargets, ZOOM_SELECTOR_ERROR } from '../../src/client/theme/zoom.ts';
import { progressConstants } from '../../src/client/runtime/progress.ts';
import { commandFor } from '../../src/shared/package-manager-commands.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(buildVariant('components'));
});
afterAll(() => h?.close());

/** Records every data-state the zoom overlay goes through, in order. */
function recordZoomStates(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __states: string[] };
    w.__states = [];
    const seen = () => {
      const el = document.querySelector('.image-zoom');
      const state = el ? el.getAttribute('data-state')! : 'closed';
      if (w.__states[w.__states.length - 1] !== state) w.__states.push(state);
    };
    new MutationObserver(seen).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}
const zoomStates = (page: Page) => page.evaluate(() => (window as unknown as { __states: string[] }).__states);

describe('image zoom', () => {
  it('goes closed → opening → open → closing → closed; Escape closes after 150 ms; the larger data-zoom-src image is shown', async () => {
    const { page, context, errors } = await open(h, '/kit');
    await page.waitForSelector('#zoom-hi.zoomable'); // armed after its 100 ms set-up delay
    await recordZoomStates(page);
    await page.click('#zoom-hi');
    const overlay = page.locator('.image-zoom');
    await expect.poll(() => overlay.getAttribute('data-state')).toBe('open');
    await expect.poll(() => overlay.locator('img').getAttribute('src')).toBe('/large.png');
    expect(await overlay.evaluate((el) => getComputedStyle(el).padding)).toBe('0px');
    expect(await overlay.getAttribute('role')).toBe('dialog');
    // Timed from the key press and checked through the recorded states, not by reading the overlay in
    // between: on a loaded machine the 150 ms 'closing' phase can be over before a read gets there.
    const pressedAt = Date.now();
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(140);
    expect(await zoomStates(page)).toEqual(['opening', 'open', 'closing', 'closed']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on an overlay click, on a resize, and on scrolling more than 40 px (not less)', async () => {
    const { page, context } = await open(h, '/kit');
    await page.waitForSelector('#zoom-hi.zoomable');
    const overlay = page.locator('.image-zoom');
    const openIt = async () => {
      await page.click('#zoom-hi');
      await expect.poll(() => overlay.getAttribute('data-state')).toBe('open');
    };
    await openIt();
    await overlay.click({ position: { x: 5, y: 5 } });
    await expect.poll(() => overlay.count()).toBe(0);
    await openIt();
    await page.setViewportSize({ width: 1200, height: 760 });
    await expect.poll(() => overlay.count()).toBe(0);
    await openIt();
    const y = await page.evaluate(() => window.scrollY);
    await page.evaluate((top) => window.scrollTo(0, top + 30), y);
    await page.waitForTimeout(100);
    expect(await overlay.getAttribute('data-state')).toBe('open');
    await page.evaluate((top) => window.scrollTo(0, top + 80), y);
    await expect.poll(() => overlay.count()).toBe(0);
    await context.close();
  });

  it('warns and keeps the normal image when the data-zoom-src image is missing', async () => {
    const { page, context } = await open(h, '/kit');
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    await page.waitForSelector('#zoom-hi.zoomable');
    await page.click('#zoom-missing');
    await expect.poll(() => warnings.some((w) => w.includes('/missing.png'))).toBe(true);
    expect(await page.locator('.image-zoom img').getAttribute('src')).toMatch(/\/small\.png$/);
    await context.close();
  });

  it('is reachable by keyboard: Enter on the focused image opens it, Escape closes and focus returns', async () => {
    const { page, context } = await open(h, '/kit');
    await page.waitForSelector('#zoom-hi.zoomable');
    expect(await page.locator('#zoom-hi').getAttribute('tabindex')).toBe('0');
    await page.focus('#zoom-hi');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.image-zoom').getAttribute('data-state')).toBe('open');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.image-zoom').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('zoom-hi');
    await context.close();
  });

  it('rejects a selector that is not a CSS selector, node, node list or array, with the documented error', () => {
    expect(() => resolveZoomTargets(42 as never)).toThrow(ZOOM_SELECTOR_ERROR);
    expect(ZOOM_SELECTOR_ERROR).toMatch(/CSS selector.*Element.*NodeList.*array/);
    expect(resolveZoomTargets([])).toEqual([]);
  });
});

describe('copy-code button', () => {
  it('copies the code (without removed diff lines) and shows "copied" for 2 s', async () => {
    const { page, context } = await open(h, '/guide/syntax', { permissions: ['clipboard-read', 'clipboard-write'] });
    const block = page.locator('.code-block').first();
    await block.hover();
    const button = block.locator('.copy-button');
    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('copied');
    expect(await button.getAttribute('aria-label')).toBe('Copied');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('a: 1');
    expect(text).not.toContain('b: 2');
    // The space that stood before the removed `// [!code ++]` comment is not pasted.
    expect(text).toMatch(/a: 1,\n/);
    const start = Date.now();
    await expect.poll(() => button.getAttribute('class'), { timeout: 4000, interval: 100 }).not.toContain('copied');
    expect(Date.now() - start).toBeGreaterThan(1500);
    await context.close();
  });

  it('on a touch screen shows copy and wrap clear of the code; wrap folds long lines and says so', async () => {
    const { page, context } = await open(h, '/guide/syntax', { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const block = page.locator('.code-block').first();
    for (const button of ['.copy-button', '.wrap-button']) {
      expect(await block.locator(button).evaluate((el) => getComputedStyle(el).opacity), button).toBe('1');
    }
    // The buttons sit above the first line, not over its end.
    const actions = (await block.locator('.code-actions').boundingBox())!;
    const firstLine = (await block.locator('.line').first().boundingBox())!;
    expect(actions.y + actions.height).toBeLessThanOrEqual(firstLine.y);
    const wrap = block.locator('.wrap-button');
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    expect(await wrap.getAttribute('aria-label')).toBe('Wrap long lines');
    const long = page.locator('.code-block', { has: page.locator('.line', { hasText: 'averyveryverylongline' }) }).first();
    const overflows = () => long.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(await overflows()).toBe(true);
    await long.locator('.wrap-button').tap();
    expect(await long.locator('.wrap-button').getAttribute('aria-pressed')).toBe('true');
    expect(await overflows()).toBe(false);
    await context.close();
  });

  it('falls back to execCommand, then to a prompt "Copy to clipboard: Ctrl+C, Enter"', async () => {
    const { page, context } = await open(h, '/guide/syntax');
    await page.evaluate(() => {
      const w = window as unknown as { __exec: number };
      w.__exec = 0;
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => (w.__exec++, true);
    });
    const button = page.locator('.code-block').first().locator('.copy-button');
    await button.click({ force: true });
    await expect.poll(() => button.getAttribute('class')).toContain('copied');
    expect(await page.evaluate(() => (window as unknown as { __exec: number }).__exec)).toBe(1);
    // execCommand fails as well: a prompt shows the text with the shortcut.
    await page.evaluate(() => (document.execCommand = () => false));
    const dialogs: { type: string; message: string; value: string }[] = [];
    page.on('dialog', (d) => {
      dialogs.push({ type: d.type(), message: d.message(), value: d.defaultValue() });
      void d.dismiss();
    });
    await page.locator('.code-block').nth(1).locator('.copy-button').click({ force: true });
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].type).toBe('prompt');
    expect(dialogs[0].message).toBe('Copy to clipboard: Ctrl+C, Enter');
    expect(dialogs[0].value).toContain("console.log('hi')");
    await context.close();
  });
});

describe('tabs', () => {
  it('syncs every tab group with the same groupId and remembers the choice', async () => {
    const { page, context } = await open(h, '/kit');
    const groups = page.locator('.tabs');
    await groups.first().locator('.tab:has-text("Pear")').click();
    await expect.poll(() => groups.nth(1).locator('.tab.active').textContent()).toBe('Pear');
    expect(await groups.nth(1).locator('.tab-panel:visible').textContent()).toBe('Pear two');
    expect(await page.evaluate(() => localStorage.getItem('docsite-tabs:fruit'))).toBe('Pear');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect.poll(() => groups.first().locator('.tab.active').textContent()).toBe('Pear');
    // Keyboard: arrows move between tabs.
    await groups.first().locator('.tab.active').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => groups.nth(1).locator('.tab.active').textContent()).toBe('Apple');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apple');
    await context.close();
  });

  it('PackageManagerTabs turns install/add commands into each manager’s own', async () => {
    const { page, context } = await open(h, '/guide/start');
    const tabs = page.locator('.tabs').first();
    const commands: Record<string, string> = {};
    for (const manager of ['npm', 'yarn', 'pnpm', 'bun']) {
      await tabs.locator(`.tab:text-is("${manager}")`).click();
      commands[manager] = (await tabs.locator('.tab-panel:visible').textContent())!.trim();
    }
    expect(commands).toEqual({ npm: 'npm add docsite -D', yarn: 'yarn add docsite -D', pnpm: 'pnpm add docsite -D', bun: 'bun add docsite -D' });
    expect(commandFor('yarn', 'install react')).toBe('yarn add react');
    expect(commandFor('bun', 'install react')).toBe('bun add react');
    expect(commandFor('pnpm', 'install react')).toBe('pnpm install react');
    expect(commandFor('npm', 'install react')).toBe('npm install react');
    await context.close();
  });
});

describe('progress bar', () => {
  it('runs during a slow client navigation (starts at 0.08, eases over 200 ms, trickles, never passes 0.994) and is removed after', async () => {
    const { page, context } = await open(h, '/guide/start');
    // The page data is held back until the bar has been sampled.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/route/guide/syntax.json', async (route) => {
      await held;
      await route.continue();
    });
    const samples: number[] = [];
    await page.click('.sidebar a:has-text("Syntax")');
    const bar = page.locator('.nav-progress');
    await expect.poll(() => bar.count()).toBe(1);
    expect(await bar.getAttribute('role')).toBe('progressbar');
    expect(await bar.evaluate((el) => [getComputedStyle(el).transitionDuration, getComputedStyle(el).transitionTimingFunction])).toEqual(['0.2s, 0.2s', 'ease, ease']);
    for (let i = 0; i < 8; i++) {
      samples.push(await bar.evaluate((el) => Number(el.getAttribute('aria-valuenow'))));
      await page.waitForTimeout(220);
    }
    expect(samples[0]).toBeGreaterThanOrEqual(8);
    expect(samples[samples.length - 1]).toBeGreaterThan(samples[0]); // trickled forward
    expect(Math.max(...samples)).toBeLessThan(100);
    release();
    await page.waitForURL('**/guide/syntax');
    await expect.poll(() => bar.getAttribute('data-state').catch(() => 'removed')).toMatch(/complete|removed/);
    await expect.poll(() => bar.count()).toBe(0);
    expect(progressConstants).toEqual({ MINIMUM: 0.08, SPEED_MS: 200, EASING: 'ease', TRICKLE_RATE: 0.02, TRICKLE_MS: 800, MAXIMUM: 0.994 });
    await context.close();
  });
});
