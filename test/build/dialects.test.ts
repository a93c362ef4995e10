/**
 * Small sites in the dialects people bring (written for these tests, in VitePress's, GitHub's and mdBook's
 * Markdown: test/fixtures/*-dialect), built by the CLI and read with cheerio; the pages hydrate cleanly in
 * chromium, and a link to a public file is left to the browser.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import type { Browser } from 'playwright-core';
import { runDocsite, type CliResult } from './run-cli.ts';
import { collectErrors, launchBrowser, serveDir } from '../e2e/helpers.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const work = mkdtempSync(join(tmpdir(), 'docsite-dialects-'));
const built: Record<string, CliResult & { out: string }> = {};

function buildFixture(name: string, extra: string[] = []): CliResult & { out: string } {
  const out = join(work, name);
  return { ...runDocsite(['build', join(FIXTURES, name), '--no-cache', '-o', out, ...extra], { cwd: work }), out };
}
const page = (name: string, file: string): CheerioAPI => load(readFileSync(join(built[name].out, file), 'utf8'));

beforeAll(() => {
  for (const name of ['vitepress-dialect', 'github-dialect', 'mdbook-dialect']) built[name] = buildFixture(name);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a VitePress site', () => {
  it('builds, and reports the Vue-only syntax at its line with what to write instead', () => {
    const r = built['vitepress-dialect'];
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/guide\/setup\.md:41: Vue interpolation \{\{ … \}\} is not supported/);
    expect(r.stdout + r.stderr).toMatch(/guide\/setup\.md:43: a Vue <script setup>/);
  });
  it('renders `::: tip Title`, containers around fenced `:::` lines, badges in headings, `{#id}` and code groups', () => {
    const $ = page('vitepress-dialect', 'guide/setup.html');
    expect($('.container-tip > .container-title').first().text()).toBe('Before you start');
    expect($('.container-warning > .container-title').text()).toBe('WARNING');
    expect($('details.container-details > p').text()).toBe('Still inside the details.');
    expect($('details.container-details code').text()).toContain(':::');
    expect($('h2#uselight .badge.badge-info').text()).toBe('composable');
    expect($('h2#plug-in').text()).toBe('Plugging in#');
    expect($('.code-group .code-title').map((_, el) => $(el).text()).get()).toEqual(['npm', 'pnpm']);
    expect($('.code-group code.language-sh')).toHaveLength(2);
    expect($('.doc-content').text()).not.toContain('import { ref }');
    // `<<< @/snippets/lamp.ts#switch{2} [lamp.ts]`: the region, titled, its second line highlighted.
    const snippet = $('.code-block').filter((_, el) => $(el).find('.code-title').text() === 'lamp.ts');
    expect(snippet.find('code.language-ts').text()).toBe('  const lamp = { on: false };\n  lamp.on = true;');
    expect(snippet.find('.line.highlighted').text()).toBe('  lamp.on = true;');
  });
  it('links to a public .html file as a file, and renders `layout: home` with its feature icons', () => {
    const $ = page('vitepress-dialect', 'guide/setup.html');
    expect($('a[href="/pure.html"]').attr('data-file')).toBe('');
    expect(readFileSync(join(built['vitepress-dialect'].out, 'pure.html'), 'utf8')).toContain('A plain HTML file');
    const home = page('vitepress-dialect', 'index.html');
    expect(home('.hero-title').text()).toBe('Lantern');
    const icons = home('.feature-icon');
    expect(icons.eq(0).find('span.lamp-icon').text()).toBe('💡');
    expect(icons.eq(1).find('img').attr('src')).toBe('/lamp.svg');
    expect(icons.eq(2).text()).toBe('🔦');
  });
});

describe("a GitHub README", () => {
  it('renders alerts, task lists, tables, reference images (copied), raw HTML after a lone end tag, and the tag filter', () => {
    expect(built['github-dialect'].status, built['github-dialect'].stderr).toBe(0);
    const $ = page('github-dialect', 'index.html');
    expect($('.container-note > p').last().text()).toBe('The kettle boils water.');
    expect($('.container-warning').length).toBe(1);
    expect($('.container-important > .container-title').text()).toBe('IMPORTANT');
    expect($('li.task-list-item input[checked]')).toHaveLength(1);
    const src = $('img[alt="Kettle diagram"]').attr('src')!;
    expect(src).toMatch(/^\/static\/assets\/kettle-[\da-f]{8}\.png$/);
    expect(readFileSync(join(built['github-dialect'].out, src))).toEqual(readFileSync(join(FIXTURES, 'github-dialect', 'kettle.png')));
    expect($('.doc-content').text()).toContain('*After a lone end tag.*');
    expect($('textarea')).toHaveLength(0);
    expect($('.doc-content').text()).toContain('<textarea>kept as text</textarea>');
    expect($('code.language-python').text()).toBe('print("hello")');
    expect($('table').last().find('tr').html()).toMatch(/^<td>Raw<\/td><td><img src="\/static\/assets\/kettle-[\da-f]{8}\.png" alt="table"><\/td>$/);
  });
});

describe('an mdBook book', () => {
  it('includes files and anchors, keeps links to sibling books, and leaves excluded links unchecked', () => {
    expect(built['mdbook-dialect'].status, built['mdbook-dialect'].stderr).toBe(0);
    const $ = page('mdbook-dialect', 'index.html');
    expect($('.doc-content > p').first().html()).toBe('An included <em>introduction</em>.');
    expect($('code.language-rust').map((_, el) => $(el).text()).get()).toEqual(['fn pour() {}', 'fn fill() {}']);
    expect($('a[href="../std/index.html"]')).toHaveLength(1);
    expect($('a[href="/api/teapot"]')).toHaveLength(1);
  });
});

describe('dead links', () => {
  it('fail the build unless --no-check-dead-links is given', () => {
    const dir = join(work, 'dead');
    cpSync(join(FIXTURES, 'github-dialect'), dir, { recursive: true });
    writeFileSync(join(dir, 'other.md'), '# Other\n\nSee [nowhere](/nowhere).\n');
    const strict = runDocsite(['build', dir, '--no-cache', '-o', join(work, 'dead-out')], { cwd: work });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('other.md:3:5 → /nowhere (no such page)');
    const lenient = runDocsite(['build', dir, '--no-cache', '--no-check-dead-links', '-o', join(work, 'dead-out')], { cwd: work });
    expect(lenient.status, lenient.stderr).toBe(0);
  });
});

describe('public/ with a dangling symlink', () => {
  it('builds with a warning and the preview starts', async () => {
    const dir = join(work, 'dangling');
    cpSync(join(FIXTURES, 'vitepress-dialect'), dir, { recursive: true });
    symlinkSync('../../nowhere/logo.svg', join(dir, 'public', 'logo.svg'));
    const out = join(work, 'dangling-out');
    const r = runDocsite(['build', dir, '--no-cache', '-o', out], { cwd: work });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/public\/logo\.svg: a symlink to \.\.\/\.\.\/nowhere\/logo\.svg, which does not exist \(not copied\)/);
    const { preview } = await import('../../src/node/index.ts');
    const server = await preview({ root: dir, outDir: out, port: 0, logger: { info() {}, warn() {}, error() {}, success() {} } });
    try {
      expect((await fetch(server.url)).status).toBe(200);
      expect((await fetch(new URL('pure.html', server.url))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('the pages hydrate without errors, and the public file link is loaded by the browser, not the router', async () => {
    for (const [name, path] of [['github-dialect', '/'], ['vitepress-dialect', '/guide/setup'], ['vitepress-dialect', '/']] as const) {
      const server = await serveDir(built[name].out);
      const tab = await browser.newPage();
      const errors = collectErrors(tab);
      try {
        await tab.goto(server.url + path, { waitUntil: 'networkidle' });
        // Hydrated: React has claimed the page's content element.
        await tab.waitForFunction(() => Object.keys(document.querySelector('.doc-content, main.home') ?? {}).some((key) => key.startsWith('__react')));
        await tab.waitForTimeout(200);
        expect(errors, `${name}${path}`).toEqual([]);
        if (path === '/guide/setup') {
          await Promise.all([tab.waitForURL('**/pure.html'), tab.click('a[href="/pure.html"]')]);
          expect(await tab.textContent('body')).toContain('A plain HTML file served as it is.');
        }
      } finally {
        await tab.close();
        await server.close();
      }
    }
  });
});
