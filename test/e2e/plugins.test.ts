/**
 * Plugins in the browser (issue 34), on the plugins fixture's build: the client module runs before the
 * page hydrates, a global component hydrates without an import and without errors, and client-side
 * navigation to a page a plugin added shows it with its plugin-extended data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, serveDir } from './helpers.ts';
import { runDocsite } from '../build/run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'plugins');
const TMP = join(import.meta.dirname, '..', '.tmp', 'plugins-e2e');
let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const r = runDocsite(['build', FIXTURE, '-o', join(TMP, 'dist'), '--quiet']);
  expect(r.status, r.stderr).toBe(0);
  server = await serveDir(join(TMP, 'dist'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('plugins in the browser', () => {
  it('runs the client module, hydrates the global component, and navigates to an added page', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/guide/start');
    await page.waitForFunction(() => document.documentElement.dataset.pluginClient === 'ran');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await page.locator('article strong.shout').textContent()).toBe('no import needed!');
    // A link to a page a plugin added, followed by the client router (no full load: the client module's mark stays).
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator('a[href="/generated"]').first().click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Generated page#');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.locator('article strong.shout').textContent()).toBe('from a global component!');
    expect(await page.locator('article p').first().textContent()).toBe('Made by a plugin for version 1.2.3.');
    expect(errors).toEqual([]);
    await page.close();
  });
});
