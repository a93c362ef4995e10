/**
 * A Rspress-style site served under a sub-path (test/fixtures/rspress-base: `base: '/docs/'`): what Rspress
 * prefixes with the base (content images from public/, the hero image, feature icons, the logo and favicon,
 * feed links) is served from there. Built once with the config's base and once with `--base`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-base');

function buildFixture(extra: string[] = []): string {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-base-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  const result = runDocsite(['build', project, '--quiet', ...extra]);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return join(project, 'dist');
}

let out = '';
let flagOut = '';
const html = (dir: string, file: string): CheerioAPI => load(readFileSync(join(dir, file), 'utf8'));
const srcs = ($: CheerioAPI, selector: string) => $(selector).map((_, img) => $(img).attr('src')).get();

beforeAll(() => {
  out = buildFixture();
  flagOut = buildFixture(['--base', '/lantern/']);
}, 180_000);

describe('base on what points into public/', () => {
  it('content images: Markdown, raw HTML in .md, and <img> and Markdown in .mdx', () => {
    expect(srcs(html(out, 'guide/start.html'), 'article img')).toEqual(['/docs/lantern.svg', '/docs/hero.svg']);
    // An external image is left as it is; a srcset gets the base on each of its URLs.
    expect(srcs(html(out, 'guide/more.html'), 'article img')).toEqual(['/docs/spark.svg', '/docs/lantern.svg', 'https://lantern.example.com/far.png']);
    expect(html(out, 'guide/more.html')('article img[srcset]').attr('srcset')).toBe('/docs/spark.svg 1x, /docs/hero.svg 2x');
  });

  it('the home hero image and feature icons (an image path and an <img> in HTML)', () => {
    const $ = html(out, 'index.html');
    expect(srcs($, '.hero-logo img')).toEqual(['/docs/hero.svg']);
    expect(srcs($, '.feature-icon img')).toEqual(['/docs/spark.svg', '/docs/spark.svg']);
  });

  it('the nav logo and the favicon', () => {
    const $ = html(out, 'guide/start.html');
    expect(srcs($, '.nav img.logo')).toEqual(['/docs/lantern.svg', '/docs/lantern.svg']);
    expect($('head link[rel="icon"]').attr('href')).toBe('/docs/lantern.svg');
  });

  it('feed links: the <link> in the head of the feed’s pages, and the feed’s own links', () => {
    const $ = html(out, 'blog/first.html');
    expect($('head link[type="application/rss+xml"]').attr('href')).toBe('https://lantern.example.com/docs/rss/blog.xml');
    const feed = readFileSync(join(out, 'rss', 'blog.xml'), 'utf8');
    expect(feed).toContain('<link>https://lantern.example.com/docs/blog/first</link>');
    expect(feed).toContain('href="https://lantern.example.com/docs/rss/blog.xml" rel="self"');
  });

  it('--base on the command line wins over the config’s, everywhere', () => {
    expect(srcs(html(flagOut, 'guide/start.html'), 'article img')).toEqual(['/lantern/lantern.svg', '/lantern/hero.svg']);
    expect(srcs(html(flagOut, 'index.html'), '.hero-logo img, .feature-icon img')).toEqual(['/lantern/hero.svg', '/lantern/spark.svg', '/lantern/spark.svg']);
    expect(html(flagOut, 'blog/first.html')('head link[type="application/rss+xml"]').attr('href')).toBe('https://lantern.example.com/lantern/rss/blog.xml');
  });
});

describe('the outline in the built HTML', () => {
  it('keeps a heading’s inline code and emphasis', () => {
    const $ = html(out, 'guide/start.html');
    expect($('.outline .outline-item a').map((_, a) => $(a).html()).get()).toEqual(['The <code>lantern</code> command', 'Why <em>bright</em> matters']);
    // The page data the client hydrates with says the same.
    const data = JSON.parse(readFileSync(join(out, 'static/route/guide/start.json'), 'utf8'));
    expect(JSON.stringify(data)).toContain('"html":"The <code>lantern</code> command"');
  });
});

describe('overviewHeaders', () => {
  /** Each group of an overview page as `## name`, then `page: heading, heading`. */
  const overview = (file: string) => {
    const $ = html(out, file);
    return $('.overview-group')
      .map((_, group) => [
        `## ${$(group).children('h2').text()}`,
        ...$(group)
          .children('ul')
          .children('li')
          .map((_, li) => `${$(li).children('a').text()}: ${$(li).find('.overview-headers a').map((_, a) => $(a).text()).get().join(', ')}`)
          .get(),
      ])
      .get();
  };

  it('lists each page’s headings by the first of: its front matter or _meta.json entry, the overview page’s, its group’s, h2', () => {
    expect(overview('api/index.html')).toEqual([
      // Each page alone in the sidebar is a group of its own, as in Rspress.
      '## Hooks',
      'Hooks: useLantern, Options', // _meta.json [2, 3]
      '## Config',
      'Config: ', // its front matter []
      '## Plain',
      'Plain: Plain part', // the default, h2
      '## Runtime',
      'Start: Flags', // the folder's _meta.json entry [3]
      'Stop: Stop it', // its own front matter [2] wins over the folder's
    ]);
    // The folder's own overview page says [2]: that wins over the folder's entry.
    expect(overview('api/runtime/index.html')).toEqual(['## Runtime', 'Start: Start it', 'Stop: Stop it']);
    expect(html(out, 'api/hooks.html')('#options').length).toBe(1);
    expect(html(out, 'api/index.html')('.overview-headers a').first().attr('href')).toBe('/docs/api/hooks#uselantern');
  });

  it('Rspress’s <Overview groups content>: the cards given, their headings listed, the content above', () => {
    const $ = html(out, 'guide/cards.html');
    expect($('.overview > #cards-intro').text()).toBe('Cards made by hand.');
    expect($('.overview-group a').map((_, a) => `${$(a).text()} -> ${$(a).attr('href')}`).get()).toEqual([
      'Start -> /docs/guide/start',
      'The lantern command -> /docs/guide/start#the-lantern-command',
      'Somewhere -> #cards-intro',
    ]);
  });

  it('a _meta.json overviewHeaders that is not a list of levels fails at its line', () => {
    const project = join(mkdtempSync(join(tmpdir(), 'docsite-overview-headers-')), 'site');
    cpSync(FIXTURE, project, { recursive: true });
    writeFileSync(join(project, 'docs', 'api', '_meta.json'), '[\n  "index",\n  { "type": "file", "name": "hooks", "overviewHeaders": "2" }\n]\n');
    const result = runDocsite(['build', project]);
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toMatch(/docs\/api\/_meta\.json:3:\d+/);
  });
});
