/** Shared browser-test helpers: Debian's chromium driven by playwright-core, and a static server. */
import { expect } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticHandler } from '../../src/node/dev/preview.ts';
import { runDocsite } from '../build/run-cli.ts';

export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function serveDir(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(createStaticHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Builds a copy of `test/fixtures/<name>` (fixtures stay as committed) and returns the copy's output folder; throws with the CLI's output when the build fails. */
export function buildFixture(name: string): string {
  const project = join(mkdtempSync(join(tmpdir(), `docsite-${name}-e2e-`)), 'site');
  cpSync(join(import.meta.dirname, '..', 'fixtures', name), project, { recursive: true });
  const result = runDocsite(['build', project, '--quiet']);
  if (result.status !== 0) throw new Error(`building ${name} failed:\n${result.stderr}${result.stdout}`);
  return join(project, 'dist');
}

/**
 * Opens the search dialog (Ctrl+K), types `query` and waits until the index is loaded and a hit's href starts
 * with `expected`; returns every hit's href.
 */
export async function searchHits(page: Page, query: string, expected: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.search-input');
  await expect.poll(() => input.isVisible()).toBe(true);
  await input.fill(query);
  await expect.poll(() => page.locator('.search-modal').getAttribute('data-index-state')).toBe('inited');
  const hrefs = () => page.locator('.search-hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  await expect.poll(async () => (await hrefs()).some((h) => h.startsWith(expected))).toBe(true);
  return hrefs();
}

/** Collects console errors and page errors, so a test can assert a clean hydration. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource|net::ERR/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
