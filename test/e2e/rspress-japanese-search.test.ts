/**
 * A Rspress-style site with a Japanese language (test/fixtures/rspress-ja) in Debian's chromium: the built
 * Japanese index finds its pages by their words, a kana alone, voiced kana (ご, ガ, ぼ) and katakana words
 * written between full-width spaces, as Rspress's local search does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildFixture, collectErrors, launchBrowser, searchHits, serveDir } from './helpers.ts';

let browser: Browser;
let site: Awaited<ReturnType<typeof serveDir>>;

beforeAll(async () => {
  site = await serveDir(buildFixture('rspress-ja'));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Each hit's page and text, as the dialog lists them. */
const hitTexts = (page: Page) => page.locator('.search-hit').evaluateAll((hits) => hits.map((h) => `${h.querySelector('a')?.getAttribute('href')} ${h.textContent?.replace(/\s+/g, ' ').trim()}`));

describe('Japanese search', () => {
  it('finds Japanese words, a kana alone and voiced kana in the Japanese pages, and only those', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/ja/');
    await page.waitForSelector('html[data-hydrated]');
    const cases: [query: string, href: string, text: string][] = [
      ['急須', '/ja/guide/brewing', '急須に注ぎます'],
      ['設定ファイル', '/ja/guide/brewing#設定ファイル', '設定ファイル'],
      ['お湯', '/ja/', 'お湯をわかします'],
      ['ご', '/ja/guide/brewing', 'いれかたごごご'],
      ['ガラス', '/ja/guide/brewing#ガラスガラスガラスガラス', 'ガラス'],
      ['ざ', '/ja/guide/brewing', 'ざい'],
    ];
    for (const [query, href, text] of cases) {
      await searchHits(page, query, href.split('#')[0]);
      await expect.poll(async () => (await hitTexts(page)).join('\n')).toContain(text);
      expect((await hitTexts(page)).every((hit) => hit.startsWith('/ja/')), query).toBe(true);
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
