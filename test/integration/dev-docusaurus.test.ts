/**
 * `docsite dev` on a Docusaurus site (test/fixtures/docusaurus-dialect): pages import what they import in
 * `docsite build` (`@site/…`, `@theme/*`, `@docusaurus/*`, SVG files as components), the dev page bundles
 * using the build's plugins and the Docusaurus stand-ins coming from the app as shared modules.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { ROOT, startDev, type DevProcess } from './dev-helpers.ts';

let dev: DevProcess;

beforeAll(async () => {
  dev = await startDev({
    fixture: join(ROOT, 'test', 'fixtures', 'docusaurus-dialect'),
    // The copy lives outside the repository, where the fixture config's remark-math does not resolve: its three keys without math.
    prepare: (root) => writeFileSync(join(root, 'site.config.ts'), "export default { title: 'Kiln', description: 'Firing schedules for small studio kilns', root: 'docs' };\n"),
  });
}, 60_000);
afterAll(() => dev?.stop());

async function get(path: string) {
  const response = await fetch(dev.url + path);
  const body = await response.text();
  expect(response.status, dev.output() + body.slice(0, 3000)).toBe(200);
  return load(body);
}

describe('docsite dev on a Docusaurus site', () => {
  test('serves a page importing a component with @site/…', async () => {
    const $ = await get('/guides/setup');
    expect($('.temperature-chart').text()).toBe('1240 °C');
  }, 60_000);

  test('serves a page importing @theme/Tabs and TabItem, and an SVG as a component with @site/static/…', async () => {
    const $ = await get('/guides/schedules');
    expect($('.tab').map((_, el) => $(el).text()).get()).toEqual(['Slow bisque', 'fast']);
    expect($('.tab.active').text()).toBe('Slow bisque');
  }, 60_000);

  test('serves a page importing @docusaurus/Link, useBaseUrl, BrowserOnly and the router, with an SVG component', async () => {
    const $ = await get('/questions');
    expect($('a.setup-link').attr('href')).toBe('/guides/setup');
    expect($('.server-side').text()).toBe('loading');
    const svg = $('svg.flame-icon');
    expect(svg.attr('viewBox')).toBe('0 0 24 24');
    expect(svg.children('title#flame-title').text()).toBe('Lit');
  }, 60_000);

  test('serves @theme/CodeBlock and Admonition, one instance of the stand-ins for every page (shared with the app)', async () => {
    const $ = await get('/reference/cli');
    expect($('.code-block code.language-bash').first().text()).toBe('kiln plan --cone 6');
    expect($('.container-warning > .container-title').text()).toBe('Hot surfaces');
    // The page's bundle takes the stand-ins from the app (a shared module), as it takes React.
    const module = /\/static\/js\/pages\/reference_cli-[\w-]+\.js/.exec($.html())![0];
    const code = await (await fetch(dev.url + module)).text();
    expect(code).toMatch(/import \{ CodeBlock \} from "\.\.\/shared\/docusaurus-theme-[\w-]+\.js"/);
    expect(code).not.toContain('function TabItem(');
  }, 60_000);
});
