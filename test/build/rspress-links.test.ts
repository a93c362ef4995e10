/**
 * Links as a Rspress site writes them (test/fixtures/rspress-links: Chinese the default language, English
 * under /en/, `base: '/base/'`): language homes, folders and `.md` links reach the pages Rspress links
 * them to, links to public/ files (an `.md` one too) stay files under the base, and a `_nav.json` link to a
 * page that does not exist is a warning at its line and column, not a failed build. Built with clean URLs
 * (docsite's default) and with `route.cleanUrls: false` (Rspress's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite, type CliResult } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-links');

function buildFixture(cleanUrls: boolean): { out: string; result: CliResult } {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-links-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  if (!cleanUrls) {
    const config = join(project, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("lang: 'zh',", "lang: 'zh',\n  route: { cleanUrls: false },"));
  }
  const result = runDocsite(['build', project], { cwd: project });
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return { out: join(project, 'dist'), result };
}

let clean: { out: string; result: CliResult };
let html: { out: string; result: CliResult };
beforeAll(() => {
  clean = buildFixture(true);
  html = buildFixture(false);
}, 180_000);

const hrefs = (out: string, file: string) => {
  const $ = load(readFileSync(join(out, file), 'utf8'));
  return $('.doc-content a:not(.header-anchor)').map((_, a) => `${$(a).text()} ${$(a).attr('href')}`).get();
};

describe('a nav link to a page that does not exist', () => {
  it('is a warning at its line and column in _nav.json, for each language’s file; the build succeeds', () => {
    const output = clean.result.stdout + clean.result.stderr;
    expect(output).toContain('warn dead nav link: docs/zh/_nav.json:3:27 → /later/ (no such page): the nav item leads to the 404 page');
    expect(output).toContain('warn dead nav link: docs/en/_nav.json:5:41 → /soon (no such page /en/soon): the nav item leads to the 404 page');
  });
  it('keeps its item in the nav, leading where it was written', () => {
    const $ = load(readFileSync(join(clean.out, 'index.html'), 'utf8'));
    expect($('.nav-items a.nav-link').map((_, a) => `${$(a).text()} ${$(a).attr('href')}`).get()).toEqual(['指南 /base/guide/basic/start', '以后 /base/later/']);
  });
});

describe('links in pages, as Rspress rewrites them under a base', () => {
  it('language homes: `/en` is /base/en/, the default language’s `/zh` is /base/', () => {
    for (const page of ['guide/basic/start', 'en/guide/basic/start']) {
      const links = hrefs(clean.out, `${page}.html`).filter((l) => /^(bare|en|zh|root)/.test(l));
      const home = page.startsWith('en/') ? '/base/en/' : '/base/';
      expect(links).toEqual(['bare en /base/en/', 'en slash /base/en/', 'bare zh /base/', 'zh slash /base/', `root ${home}`]);
    }
    const links = hrefs(html.out, 'guide/basic/start.html').filter((l) => /^(bare|en|zh|root)/.test(l));
    expect(links).toEqual(['bare en /base/en/index.html', 'en slash /base/en/index.html', 'bare zh /base/index.html', 'zh slash /base/index.html', 'root /base/index.html']);
  });

  it('a page written as a route, .html, .md or relative .md is the same page in the page’s language', () => {
    expect(hrefs(clean.out, 'en/guide/basic/start.html').slice(0, 4)).toEqual(['route /base/en/guide/basic/setup', 'html /base/en/guide/basic/setup', 'md /base/en/guide/basic/setup', 'relative /base/en/guide/basic/setup']);
    expect(hrefs(html.out, 'guide/basic/start.html').slice(0, 4)).toEqual(['route /base/guide/basic/setup.html', 'html /base/guide/basic/setup.html', 'md /base/guide/basic/setup.html', 'relative /base/guide/basic/setup.html']);
  });

  it('files of public/ (svg, txt, html, md) are linked under the base with no language prefix; a page with a dot in its name is a page', () => {
    for (const [out, suffix] of [[clean.out, ''], [html.out, '.html']] as const) {
      expect(hrefs(out, 'en/files.html')).toEqual([
        'an svg /base/icon.svg',
        'a text file /base/plain.txt',
        'an HTML file /base/card.html',
        'a Markdown file /base/notes.md',
        `a page with a dot /base/en/Type.Widget${suffix}`,
        `the same, relative /base/en/Type.Widget${suffix}`,
      ]);
    }
    expect(readFileSync(join(clean.out, 'notes.md'), 'utf8')).toBe('# Notes\n\nKept as Markdown text.\n');
    expect(existsSync(join(clean.out, 'en', 'Type.Widget.html'))).toBe(true);
  });
});
