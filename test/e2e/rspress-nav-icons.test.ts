/**
 * Nav and sidebar icons of a Rspress-style site (test/fixtures/rspress-overview) in Debian's chromium, at
 * Rspress's size: a 16 px square whatever the text's size, the image fitted inside; in the mobile menu too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { buildFixture, collectErrors, launchBrowser, serveDir } from './helpers.ts';

let browser: Browser;
let site: Awaited<ReturnType<typeof serveDir>>;

beforeAll(async () => {
  site = await serveDir(buildFixture('rspress-overview'));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const box = (img: Locator) => img.evaluate((el) => {
  const style = getComputedStyle(el);
  return `${style.width} × ${style.height} ${style.objectFit}`;
});

describe('nav and sidebar icons', () => {
  it('are 16 px squares with the image contained, in the nav and the sidebar', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(site.url + '/tools/');
    await page.waitForSelector('html[data-hydrated]');
    const tools = page.locator('.nav .nav-link', { hasText: /^Tools$/ }).locator('.nav-link-icon img');
    expect(await tools.getAttribute('src')).toBe('/wheel.svg');
    expect(await box(tools)).toBe('16px × 16px contain');
    expect(await box(page.locator('.nav .nav-link', { hasText: /^Kiln$/ }).locator('.nav-link-icon svg'))).toMatch(/^16px × 16px/);
    expect(await box(page.locator('li[data-context="tools-home"] .sidebar-icon img'))).toBe('16px × 16px contain');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('are drawn in the mobile menu, a menu’s own icon before its title', async () => {
    const page = await browser.newPage({ viewport: { width: 500, height: 800 } });
    await page.goto(site.url + '/tools/');
    await page.waitForSelector('html[data-hydrated]');
    await page.click('.hamburger');
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const tools = menu.locator('.nav-link', { hasText: /^Tools$/ }).locator('.nav-link-icon img');
    expect(await tools.getAttribute('src')).toBe('/wheel.svg');
    expect(await box(tools)).toBe('16px × 16px contain');
    const studio = menu.locator('.mobile-nav-group-title', { hasText: 'Studio' }).locator('.nav-link-icon img');
    expect(await studio.getAttribute('src')).toBe('/clay.svg');
    expect(await box(studio)).toBe('16px × 16px contain');
    await page.close();
  });
});
