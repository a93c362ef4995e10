/**
 * The language switch of a Rspress-style site (test/fixtures/rspress-site: English and Chinese) in Debian's
 * chromium, as Rspress's i18n suite checks it: the other language is a link to this page in it, with `lang`,
 * `hreflang` and `rel="alternate"`; the language being read is not a link. In the nav's menu and in the
 * mobile menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { buildFixture, launchBrowser, serveDir } from './helpers.ts';

let browser: Browser;
let site: Awaited<ReturnType<typeof serveDir>>;

beforeAll(async () => {
  site = await serveDir(buildFixture('rspress-site'));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Each entry as `tag text lang hreflang rel href`. */
const entries = (links: Locator) =>
  links.evaluateAll((els) => els.map((el) => [el.tagName.toLowerCase(), el.textContent, el.getAttribute('lang'), el.getAttribute('hreflang'), el.getAttribute('rel'), el.getAttribute('href')].join(' ')));

const expected = ['span English en   ', 'a 简体中文 zh-CN zh-CN alternate /zh/guide/start/install'];

describe('language links', () => {
  it('in the nav: the other language an alternate link with lang and hreflang, the one being read text', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.url + '/guide/start/install');
    await page.waitForSelector('html[data-hydrated]');
    expect(await entries(page.locator('.nav-extras .menu-panel .menu-link'))).toEqual(expected);
    await page.close();
  });

  it('in the mobile menu, the same', async () => {
    const page = await browser.newPage({ viewport: { width: 500, height: 800 } });
    await page.goto(site.url + '/guide/start/install');
    await page.waitForSelector('html[data-hydrated]');
    await page.click('.hamburger');
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const group = menu.locator('.mobile-nav-group').filter({ has: page.locator('[hreflang]') });
    expect(await entries(group.locator('.menu-link'))).toEqual(expected);
    await page.close();
  });
});
