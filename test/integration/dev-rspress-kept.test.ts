/**
 * `docsite dev` on a Rspress site as its team keeps it (test/fixtures/rspress-kept): Markdown imported from
 * outside the routes and the docs folder compiles on demand, and packages read `import.meta.env` with the
 * dev server's values (MODE development, DEV true, SSR true while the server renders).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { ROOT, startDev, type DevProcess } from './dev-helpers.ts';

let dev: DevProcess;

beforeAll(async () => {
  dev = await startDev({
    fixture: join(ROOT, 'test', 'fixtures', 'rspress-kept'),
    prepare: (root) => {
      cpSync(join(root, 'vendor', 'doc-ui'), join(root, 'node_modules', 'doc-ui'), { recursive: true });
      cpSync(join(root, 'vendor', 'plugin-algolia'), join(root, 'node_modules', '@rspress', 'plugin-algolia'), { recursive: true });
    },
  });
}, 60_000);
afterAll(() => dev?.stop());

describe('docsite dev on a Rspress site as kept', () => {
  test('serves a page importing Markdown from anywhere, with import.meta.env as Vite’s dev server defines it', async () => {
    const response = await fetch(`${dev.url}/guide/brewing`);
    const body = await response.text();
    expect(response.status, dev.output() + body.slice(0, 3000)).toBe(200);
    const $ = load(body);
    expect($('main h2#steeping-time').text()).toContain('Steeping time');
    expect($('main h2#cups').text()).toContain('Cups');
    expect($('.kettle-card strong').text()).toBe('Card label');
    expect($('main').text()).toContain('A leaflet from the doc-ui package.');
    const badge = $('.env-badge');
    expect({ mode: badge.attr('data-mode'), dev: badge.attr('data-dev'), prod: badge.attr('data-prod'), ssr: badge.attr('data-ssr'), base: badge.attr('data-base') }).toEqual({
      mode: 'development',
      dev: 'true',
      prod: 'false',
      ssr: 'true',
      base: '/',
    });
  }, 60_000);
});
