/** Light / dark / auto appearance in chromium: storage, system changes, other tabs, and a light-only site. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildVariant, open, startHarness, type Harness } from './shell-helpers.ts';

const KEY = 'rspress-theme-appearance';
let h: Harness;
let lightOnly: Harness;

beforeAll(async () => {
  h = await startHarness(inject('fixtureDist'));
  lightOnly = await startHarness(buildVariant('light-only', { lightOnly: true }));
});
afterAll(async () => {
  await h?.close();
  await lightOnly?.close();
});

const isDark = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('theme', () => {
  it('toggles light/dark, stores the choice under rspress-theme-appearance, keeps it on reload and in zh, and returns to auto', async () => {
    const { page, context } = await open(h, '/guide/start', { colorScheme: 'light' });
    expect(await isDark(page)).toBe(false);
    const toggle = page.locator('.nav-extras .theme-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('dark');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    await page.goto(h.url + '/zh/guide/start');
    expect(await isDark(page)).toBe(true);
    await page.locator('.nav-extras .theme-toggle').click();
    expect(await isDark(page)).toBe(false);
    // Light is what the system shows: the page is back to following the system.
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('auto');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    // Against a dark system, light is an explicit choice that the system no longer overrides.
    await page.locator('.nav-extras .theme-toggle').click();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('light');
    await context.close();
  });

  it('follows the system in auto (nothing stored, or "auto") and reacts when the system changes', async () => {
    const { page, context } = await open(h, '/guide/start', { colorScheme: 'dark' });
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(null);
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    await page.evaluate((k) => localStorage.setItem(k, 'auto'), KEY);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    // An explicit choice is not overridden by the system.
    await page.evaluate((k) => localStorage.setItem(k, 'light'), KEY);
    await page.reload();
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    expect(await isDark(page)).toBe(false);
    await context.close();
  });

  it('applies a change made in one tab to the other tabs', async () => {
    const { page, context } = await open(h, '/guide/start', { colorScheme: 'light' });
    const other = await context.newPage();
    await other.goto(h.url + '/zh/guide/syntax');
    await other.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await isDark(other)).toBe(false);
    await page.locator('.nav-extras .theme-toggle').click();
    await expect.poll(() => isDark(other)).toBe(true);
    await other.locator('.nav-extras .theme-toggle').click();
    await expect.poll(() => isDark(page)).toBe(false);
    await context.close();
  });

  it('stays light with no toggle when the config disables switching', async () => {
    const { page, context } = await open(lightOnly, '/guide/start', { colorScheme: 'dark' });
    await page.evaluate((k) => localStorage.setItem(k, 'dark'), KEY);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await isDark(page)).toBe(false);
    expect(await page.locator('.theme-toggle').count()).toBe(0);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    expect(await isDark(page)).toBe(false);
    await context.close();
  });
});
