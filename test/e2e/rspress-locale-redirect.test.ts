/**
 * Rspress's `route.localeRedirect: 'only-default-lang'` in chromium (test/fixtures/rspress-asset-links, set to
 * that value): a first-time reader whose browser prefers Chinese is moved from an English (default-language)
 * page to its Chinese one, but an English-speaking reader who arrives on a Chinese page stays there, as in
 * Rspress ('auto' would move them too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveDir } from './helpers.ts';
import { runDocsite } from '../build/run-cli.ts';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-locale-redirect-')), 'site');
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'rspress-asset-links'), project, { recursive: true });
  const config = join(project, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("localeRedirect: 'never'", "localeRedirect: 'only-default-lang'"));
  const result = runDocsite(['build', project, '--quiet']);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  // Served as the deployed site: the output folder under /base/.
  const root = mkdtempSync(join(tmpdir(), 'docsite-locale-redirect-root-'));
  cpSync(join(project, 'dist'), join(root, 'base'), { recursive: true });
  server = await serveDir(root);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The address a first-time, non-automated reader with this browser language ends on. */
async function firstVisit(path: string, locale: string): Promise<string> {
  const probe = await browser.newPage();
  const userAgent = (await probe.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
  await probe.close();
  const context = await browser.newContext({ locale, userAgent });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  const page = await context.newPage();
  await page.goto(server.url + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForTimeout(500);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const at = new URL(page.url()).pathname;
  await context.close();
  return at;
}

describe("route.localeRedirect: 'only-default-lang'", () => {
  it('moves a Chinese-speaking first visit from the default language’s page to the Chinese one', async () => {
    expect(await firstVisit('/base/downloads', 'zh-CN')).toBe('/base/zh/downloads');
  }, 60_000);
  it('leaves an English-speaking first visit on a Chinese page where it is', async () => {
    expect(await firstVisit('/base/zh/downloads', 'en-US')).toBe('/base/zh/downloads');
  }, 60_000);
});
