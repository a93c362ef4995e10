/**
 * Hydration changes nothing a reader sees: for every page of the fixture site in both languages, the 404
 * pages of both languages included (and of the real site), the text and element structure of the served
 * HTML equal the page's once it has hydrated and settled. The real site's pages: a sample of each kind, or all of
 * them with HYDRATION_ALL=1.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { hydrated, open, startHarness, type Harness } from './shell-helpers.ts';

const fixtureDist = inject('fixtureDist');
const siteDist = inject('siteDist');
let fixture: Harness;
let site: Harness | undefined;

beforeAll(async () => {
  fixture = await startHarness(fixtureDist);
  if (siteDist) site = await startHarness(siteDist);
});
afterAll(async () => {
  await fixture?.close();
  await site?.close();
});

/** A built site's pages, by address (`guide/start.html` → `/guide/start`), from its output folder. */
function pagesOf(dist: string): string[] {
  return (readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.html') && !f.startsWith('static') && !/(^|\/)404\.html$/.test(f))
    // Pages, not the redirect pages beside them.
    .filter((f) => readFileSync(join(dist, f), 'utf8').includes('<div id="app">'))
    .map((f) => '/' + f.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''))
    .sort();
}

/** Visible text (whitespace collapsed) and the element tags, in order, of #app: in the served HTML and live. */
async function served(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const html = await (await fetch(u)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const app = doc.getElementById('app')!;
    return { text: app.textContent!.replace(/\s+/g, ' ').trim(), tags: [...app.querySelectorAll('*')].map((e) => e.tagName).join(' ') };
  }, url);
}
function live(page: Page) {
  return page.evaluate(() => {
    const app = document.getElementById('app')!;
    return { text: app.textContent!.replace(/\s+/g, ' ').trim(), tags: [...app.querySelectorAll('*')].map((e) => e.tagName).join(' ') };
  });
}

async function compare(h: Harness, path: string) {
  const { page, context, errors } = await open(h, path);
  await page.waitForTimeout(300); // effects after hydration (the 404 page takes its address) have run
  const before = await served(page, h.url + path);
  const after = await live(page);
  await context.close();
  return { before, after, errors };
}

describe('hydration leaves the served page as it was', () => {
  it('every page of the fixture site, and its 404 pages in both languages', async () => {
    const paths = [...pagesOf(fixtureDist), '/no/such/page', '/zh/no/such/page'];
    expect(paths).toEqual(expect.arrayContaining(['/', '/zh/', '/guide/start', '/zh/guide/start']));
    for (const path of paths) {
      const { before, after, errors } = await compare(fixture, path);
      expect(after.text, path).toBe(before.text);
      expect(after.tags, path).toBe(before.tags);
      expect(errors, path).toEqual([]);
    }
  }, 300_000);

  // One page of each kind by default (home, guide, config, plugin, API, community, blog-like lists); every
  // page with HYDRATION_ALL=1 (a few minutes for the Rsbuild site's 368 pages).
  it.skipIf(!siteDist)('the real site’s pages in both languages', async () => {
    const all = pagesOf(siteDist!);
    const sample = ['/', '/guide/start/', '/config/output/dist-path', '/plugins/list/plugin-react', '/api/javascript-api/instance', '/community/releases/'];
    const paths = process.env.HYDRATION_ALL ? all : all.filter((p) => sample.some((s) => p === s || p === '/zh' + s));
    expect(paths.length).toBeGreaterThanOrEqual(process.env.HYDRATION_ALL ? 368 : 12);
    // One tab visits every page (a fresh context per page costs more than the check itself).
    const { page, context, errors } = await open(site!, '/');
    const changed: string[] = [];
    for (const path of paths) {
      await page.goto(site!.url + path);
      await hydrated(page);
      await page.waitForTimeout(300);
      const before = await served(page, site!.url + path);
      const after = await live(page);
      if (after.text !== before.text || after.tags !== before.tags || errors.length) changed.push(`${path} ${errors.splice(0).join(' ')}`);
    }
    await context.close();
    expect(changed).toEqual([]);
  }, 900_000);

  it.skipIf(!siteDist)('the real site’s 404 pages in both languages, served as the nearest 404.html', async () => {
    for (const path of ['/no/such/page', '/zh/no/such/page']) {
      const { before, after } = await compare(site!, path);
      expect(after.text, path).toBe(before.text);
      expect(after.tags, path).toBe(before.tags);
    }
    const { after } = await compare(site!, '/zh/no/such/page');
    expect(after.text).toContain('跳到正文');
    expect(after.text).not.toContain('Skip to content');
  });
});
