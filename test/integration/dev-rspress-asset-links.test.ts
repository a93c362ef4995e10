/**
 * `docsite dev` on a Rspress site that links files of its public/ folder from Markdown (test/fixtures/
 * rspress-asset-links, Rspress 2's config keys: `route.localeRedirect`, `markdown.link.checkDeadLinks`), with
 * clean URLs under `/base/`: as in Rspress and as `docsite build` writes them, the links to an svg, a text
 * file, an HTML file and a Markdown file stay those files under the base (served as they are, never a page
 * or a redirect to one), and a link to a page whose name has a dot (`Kettle.Settings.md`) is that page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { load } from 'cheerio';
import { ROOT, startDev, type DevProcess } from './dev-helpers.ts';

let dev: DevProcess;

beforeAll(async () => {
  dev = await startDev({ fixture: join(ROOT, 'test', 'fixtures', 'rspress-asset-links') });
}, 60_000);
afterAll(() => dev?.stop());

async function links(path: string): Promise<string[]> {
  const response = await fetch(dev.url + path);
  const body = await response.text();
  expect(response.status, dev.output() + body.slice(0, 2000)).toBe(200);
  const $ = load(body);
  return $('.doc-content p > a').map((_, a) => $(a).attr('href')).get();
}

describe('docsite dev: Markdown links to public files, Rspress config keys as written', () => {
  test('starts with Rspress’s route.localeRedirect and markdown.link.checkDeadLinks; the excluded link is not reported', async () => {
    const response = await fetch(`${dev.url}/base/`);
    expect(response.status, dev.output()).toBe(200);
    expect(dev.output()).not.toMatch(/unknown key/);
    expect(dev.output()).not.toMatch(/roadmap/);
  });

  test('links on an English and a Chinese page: files under the base without a language, the dotted page in the page’s language', async () => {
    expect(await links('/base/downloads')).toEqual(['/base/leaf.svg', '/base/checklist.txt', '/base/card.html', '/base/notes.md', '/base/Kettle.Settings', '/base/Kettle.Settings', '/base/roadmap']);
    expect(await links('/base/zh/downloads')).toEqual(['/base/leaf.svg', '/base/checklist.txt', '/base/card.html', '/base/notes.md', '/base/zh/Kettle.Settings', '/base/zh/Kettle.Settings', '/base/zh/roadmap']);
  });

  test('each file is served as it is, at the address linked (no redirect), and the dotted page is a page', async () => {
    const expected: [string, RegExp, string][] = [
      ['/base/leaf.svg', /^image\/svg\+xml/, '<title>leaf</title>'],
      ['/base/checklist.txt', /^text\/plain/, 'Fill the kettle.\nWarm the pot.\n'],
      ['/base/card.html', /^text\/html/, '<h1 id="tea-card">Tea card</h1>'],
      ['/base/notes.md', /^text\/markdown/, '# Notes\n\nServed as text, not as a page.\n'],
    ];
    for (const [path, type, text] of expected) {
      const response = await fetch(dev.url + path, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
      expect(await response.text(), path).toContain(text);
    }
    for (const path of ['/base/Kettle.Settings', '/base/zh/Kettle.Settings']) {
      const response = await fetch(dev.url + path, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(load(await response.text())('main h1').text(), path).toContain('Kettle.Settings');
    }
  });
});
