/**
 * Rspress config keys as a Rspress site writes them (test/fixtures/rspress-config), each working as in
 * Rspress: globalStyles, themeConfig.darkMode, head tuples and functions, replaceRules,
 * markdown.link.autoPrefix, route.cleanUrlsRedirect, redirects with several `from`, locales without label.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';
import { themeScriptMakesDark as scriptMakesDark } from '../unit/theme-script.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-config');
let out = '';
const html = (file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));
/** The site's browser code (the site data is bundled into it). */
const js = () =>
  readdirSync(join(out, 'static', 'js'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(out, 'static', 'js', f), 'utf8'))
    .join('\n');

beforeAll(() => {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-config-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  const result = runDocsite(['build', project, '--quiet']);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  out = join(project, 'dist');
}, 120_000);

/** Runs the page's head theme script against a stored choice and a system preference: whether the page comes out dark. */
function themeScriptMakesDark($: CheerioAPI, stored: string | null, systemDark: boolean): boolean {
  return scriptMakesDark($('head script:not([src]):not([type])').filter((_, s) => $(s).text().includes('colorScheme')).text(), stored, systemDark);
}

describe('Rspress config keys', () => {
  it('globalStyles: the file’s CSS is in the stylesheet every page loads', () => {
    const $ = html('guide.html');
    const css = $('link[rel="stylesheet"]').map((_, l) => readFileSync(join(out, $(l).attr('href')!), 'utf8')).get().join('\n');
    expect(css).toContain('.kettle-global-marker');
  });

  it("themeConfig.darkMode 'dark': dark for a reader who has not chosen, whatever the system; a stored choice wins; the switch stays", () => {
    const $ = html('guide.html');
    expect(themeScriptMakesDark($, null, false)).toBe(true);
    expect(themeScriptMakesDark($, 'light', false)).toBe(false);
    expect(themeScriptMakesDark($, 'auto', false)).toBe(false);
    expect($('.theme-toggle').length).toBeGreaterThan(0);
    expect(js()).toContain('darkMode:"dark"');
  });

  it('head: strings as written, tuples as elements (closed when not void), functions called with the route', () => {
    const head = (file: string) => readFileSync(join(out, file), 'utf8').split('</head>')[0];
    for (const file of ['guide.html', 'zh/guide.html']) {
      expect(head(file)).toContain('<meta name="kettle-string" content="as written">');
      expect(head(file)).toContain('<meta name="kettle-tuple" content="from a tuple">');
      expect(head(file)).toContain('<script src="/kettle.js" defer></script>');
    }
    expect(html('zh/guide.html')('meta[name="kettle-route"]').attr('content')).toBe('/guide zh/guide.md');
    expect(html('guide.html')('meta[name="kettle-route"]').length).toBe(0);
  });

  it('front matter head: a meta key it sets replaces docsite’s own (once, its value), the others stay', () => {
    const $ = html('card.html');
    const contents = (selector: string) => $(`head ${selector}`).map((_, m) => $(m).attr('content')).get();
    expect(contents('meta[property="og:title"]')).toEqual(['A card of our own']);
    expect(contents('meta[property="og:description"]')).toEqual(['Written for sharing, not for the page']);
    // Keys the front matter leaves alone keep docsite's value.
    expect(contents('meta[name="description"]')).toEqual(['How the table is laid for tea.']);
    expect(contents('meta[name="twitter:title"]')).toEqual(['Cups and saucers - Kettle']);
    // A page without such a head keeps docsite's card.
    expect(html('guide.html')('meta[property="og:title"]').length).toBe(1);
  });

  it('replaceRules: strings and RegExps replaced in the source before compiling (text, titles, search)', () => {
    const $ = html('index.html');
    expect($('main').text()).toContain('Release 2.4.0. steeping starts in the');
    expect($('meta[name="description"]').attr('content')).toContain('Release 2.4.0.');
    expect(html('guide.html')('main').text()).toContain('steeping tea, version 2.4.0.');
    const search = readdirSync(join(out, 'static')).filter((f) => f.startsWith('search_text.en')).map((f) => readFileSync(join(out, 'static', f), 'utf8')).join('');
    expect(search).toContain('2.4.0');
    expect(search).not.toContain('@KETTLE_VERSION@');
  });

  it('markdown.link.autoPrefix false: an absolute link keeps no language prefix; a relative one stays in the language', () => {
    const $ = html('zh/guide.html');
    expect($('main a').filter((_, a) => $(a).text() === 'English guide').attr('href')).toBe('/guide');
    expect($('main a').filter((_, a) => $(a).text() === '本语言的首页').attr('href')).toBe('/zh/');
  });

  it('route.cleanUrlsRedirect false reaches the browser; redirects with several from become one rule each', () => {
    const code = js();
    expect(code).toContain('cleanUrlsRedirect:!1');
    expect(code).toContain('redirects:[{from:"^/old-guide$",to:"/guide"},{from:"^/older-guide$",to:"/guide"}]');
  });

  it('locales without label: the language switcher names each language in itself', () => {
    const $ = html('guide.html');
    // The language being read is text, the other a link: both named in their own language.
    expect($('.nav-extras .menu-panel .menu-link').map((_, a) => $(a).text()).get()).toEqual(['English', '中文']);
  });
});

describe('themeConfig.footer', () => {
  it('is HTML, as Rspress renders it: on the home page and under doc pages', () => {
    for (const file of ['index.html', 'guide.html']) {
      const $ = html(file);
      const link = $('footer a[href="https://example.com/kettle"]');
      expect(link.text(), file).toBe('Kettle');
      expect(link.parent().text(), file).toBe('Brewed with Kettle & care');
    }
  });
});

describe('feeds', () => {
  it('are written to `dir` (Rspress’s output.dir), linked from their pages there, with front matter id as the guid', () => {
    const xml = readFileSync(join(out, 'news', 'blog.xml'), 'utf8');
    expect(xml).toMatch(/<guid[^>]*>kettle-one<\/guid>/);
    expect(html('blog/first-brew.html')('link[rel="alternate"][type="application/rss+xml"]').attr('href')).toBe('/news/blog.xml');
  });
});
