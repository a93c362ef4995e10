/**
 * A Rspress site's own theme (test/fixtures/rspress-theme-site): `theme/index.tsx` beside the config is the
 * site theme, as Rspress finds it, and its layouts wrap the built-in ones with slot props (`beforeNav`,
 * `afterHeroActions`, `afterFeatures`, `beforeDocContent`), a hero `image`, and a provider around every page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-theme-site');

/** Builds a copy of the fixture, changed by `edit`; the output folder. */
function build(edit?: (project: string) => void): string {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-theme-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  edit?.(project);
  const result = runDocsite(['build', project, '--quiet']);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return join(project, 'dist');
}

const page = (out: string, file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));

function expectThemeApplied(out: string) {
  const home = page(out, 'index.html');
  expect(home('.nav #before-nav-title').text()).toBe('♨');
  // The theme's HomeHero gives the hero its picture in place of the front matter's image.
  expect(home('.hero #kettle-picture').text()).toBe('a kettle');
  expect(home('.hero img[src="/kettle.svg"]').length).toBe(0);
  expect(home('.hero-title').text()).toBe('Kettle');
  expect(home('.hero #after-hero-actions').text()).toContain('npm install kettle');
  expect(home('.home #after-features').text()).toBe('More about kettles');
  const doc = page(out, 'guide/start.html');
  // The page's component reads a context the theme's Layout provides.
  expect(doc('#steam').text()).toBe('hot');
  expect(doc('article #before-doc-content').text()).toBe('en');
  expect(doc('.nav #before-nav-title').length).toBe(1);
}

describe('a Rspress site theme (theme/ beside the config)', () => {
  let out = '';
  beforeAll(() => {
    out = build();
  }, 120_000);

  it('is the site theme: its Layout, HomeLayout, HomeHero and DocLayout wrap the built-in ones with slot props', () => {
    expectThemeApplied(out);
  });

  it('loads the .module.scss a component imports, its Sass // comments removed', () => {
    const doc = page(out, 'guide/start.html');
    const className = doc('#steam').attr('class') ?? '';
    expect(className).toMatch(/^[\w-]+$/);
    const css = doc('link[rel="stylesheet"]').map((_, l) => readFileSync(join(out, doc(l).attr('href')!), 'utf8')).get().join('\n');
    expect(css).toMatch(new RegExp(`\\.${className}\\s*\\{[^}]*color:\\s*tomato`));
    expect(css).not.toContain('hot kettle');
    expect(css).toContain('#kettle-picture'); // the theme's own stylesheet
  });

  it('works the same when the theme has no side-effect import (its exports read one by one)', () => {
    const plain = build((project) => {
      const file = join(project, 'theme', 'index.tsx');
      writeFileSync(file, readFileSync(file, 'utf8').replace("import './index.css';\n", ''));
    });
    expectThemeApplied(plain);
  }, 120_000);

  it('content/_theme, when there is one, is the site theme instead', () => {
    const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-theme-')), 'site');
    cpSync(FIXTURE, project, { recursive: true });
    cpSync(join(project, 'theme'), join(project, 'docs', '_theme'), { recursive: true });
    writeFileSync(join(project, 'docs', '_theme', 'index.tsx'), "export * from 'docsite/theme';\n");
    const result = runDocsite(['build', project, '--quiet']);
    // Without the theme's provider the page's component throws: proof the other theme was not used.
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toContain('useSteam must be used within SteamProvider');
  }, 120_000);
});
