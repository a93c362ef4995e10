/**
 * A Rspress site as its team keeps it (test/fixtures/rspress-kept): Markdown imported from wherever it lives
 * (excluded from the routes, outside the docs folder, by a component, from a package) compiles with the
 * site's Markdown pipeline, and packages written for Vite/Rsbuild read `import.meta.env`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-kept');
let project = '';
let out = '';
const html = (file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));

beforeAll(() => {
  project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-kept-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  // The package the site installs (node_modules is not kept in git).
  cpSync(join(project, 'vendor', 'doc-ui'), join(project, 'node_modules', 'doc-ui'), { recursive: true });
  cpSync(join(project, 'vendor', 'plugin-algolia'), join(project, 'node_modules', '@rspress', 'plugin-algolia'), { recursive: true });
  const result = runDocsite(['build', project, '--quiet']);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  out = join(project, 'dist');
}, 120_000);

describe('Markdown a page or component imports, wherever it lives', () => {
  it('compiles a fragment excluded by route.exclude with docsite’s Markdown (containers, headings), and what it imports', () => {
    const $ = html('guide/brewing.html');
    expect($('main h2#steeping-time').text()).toContain('Steeping time');
    expect($('main .custom-block.tip, main [class*="tip"]').first().text()).toContain('Three minutes for black tea.');
    expect($('main').text()).toContain('Pour slowly, from a');
    // Its links are the site's links, and the page's link to its heading was checked (the build passed).
    expect($('main a').filter((_, a) => $(a).text() === 'low height').attr('href')).toBe('/guide/brewing');
    // Excluded files are no pages.
    expect(readdirSync(out).filter((f) => /fragments|components/.test(f))).toEqual([]);
  });

  it('compiles Markdown outside the docs folder, with its code highlighted and coloured', () => {
    const $ = html('guide/brewing.html');
    expect($('main h2#cups').text()).toContain('Cups');
    expect($('main pre').first().find('[class*="sk-"]').length).toBeGreaterThan(0);
  });

  it('compiles the .mdx a component imports and the one a package ships', () => {
    const $ = html('guide/brewing.html');
    expect($('.kettle-card strong').text()).toBe('Card label');
    // The component's code block is coloured: each colour class it uses has a rule in a stylesheet the page loads.
    const classes = new Set($('.kettle-card pre [class*="sk-"]').map((_, e) => ($(e).attr('class') ?? '').split(/\s+/).filter((c) => c.startsWith('sk-'))).get());
    expect(classes.size).toBeGreaterThan(0);
    const css = $('link[rel="stylesheet"]').map((_, l) => readFileSync(join(out, $(l).attr('href')!), 'utf8')).get().join('\n');
    for (const name of classes) expect(css, name).toContain(`.${name}`);
    expect($('main').text()).toContain('A leaflet from the doc-ui package.');
  });
});

describe('import.meta.env', () => {
  it('is defined for packages as Vite and Rsbuild define it, SSR true while pre-rendering', () => {
    const badge = html('guide/brewing.html')('.env-badge');
    expect(badge.length).toBe(1);
    expect({ mode: badge.attr('data-mode'), dev: badge.attr('data-dev'), prod: badge.attr('data-prod'), ssr: badge.attr('data-ssr'), base: badge.attr('data-base') }).toEqual({
      mode: 'production',
      dev: 'false',
      prod: 'true',
      ssr: 'true',
      base: '/',
    });
  });

  it('reads SSR from where the code runs (no document: the server) and makes the constants literal in the browser code', () => {
    const js = readdirSync(join(out, 'static', 'js'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(out, 'static', 'js', f), 'utf8'))
      .join('\n');
    expect(js).not.toContain('import.meta.env');
    expect(js).toMatch(/typeof document\s*(?:==|>|<)/);
    expect(js).toContain('SSG_MD:!1');
  });
});

describe('@rspress/plugin-algolia/runtime', () => {
  it('resolves to docsite’s search (the installed package is not bundled): the theme builds, its Search renders the search button', () => {
    const $ = html('guide/brewing.html');
    expect($('.algolia-search-here button').length).toBe(1);
    expect($('.algolia-search-here').text()).toMatch(/search/i);
  });
});

describe('llms.txt', () => {
  it('lists .tsx pages, with a Markdown twin made from the rendered page', () => {
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toContain('- [Kettle gallery](/guide/gallery.md): Kettles we have known.');
    const twin = readFileSync(join(out, 'guide', 'gallery.md'), 'utf8');
    expect(twin.startsWith('# Kettle gallery\n\nKettles we have known.\n\n')).toBe(true);
    expect(twin).toBe('# Kettle gallery\n\nKettles we have known.\n\nThe copper one whistles & sings.\n');
    expect(readFileSync(join(out, 'llms-full.txt'), 'utf8')).toContain('The copper one whistles & sings.');
  });
});
