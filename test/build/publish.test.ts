/** Publishing extras on the fixture build: feeds, sitemap, manifest, llms.txt, Markdown twins, precompression. */
import { describe, expect, it, inject } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';

const dist = inject('fixtureDist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const parser = new XMLParser({ ignoreAttributes: false });

describe('feeds', () => {
  it('writes a well-formed RSS 2.0 feed of the selected pages', () => {
    const xml = read('rss/news.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parser.parse(xml).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe('Fixture news');
    expect(rss.channel.language).toBe('en');
    expect(rss.channel['atom:link']['@_href']).toBe('https://docs.example.com/rss/news.xml');
  });
});

describe('sitemap and robots', () => {
  it('lists every routed page with language alternates, and robots.txt points at it', () => {
    const xml = read('sitemap.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url as { loc: string; 'xhtml:link'?: { '@_hreflang': string; '@_href': string }[] }[];
    const locs = urls.map((u) => u.loc).sort();
    expect(locs).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/guide/start',
      'https://docs.example.com/guide/syntax',
      'https://docs.example.com/zh/',
      'https://docs.example.com/zh/guide/start',
      'https://docs.example.com/zh/guide/syntax',
    ]);
    const start = urls.find((u) => u.loc === 'https://docs.example.com/guide/start')!;
    expect(start['xhtml:link']!.map((l) => l['@_hreflang'])).toEqual(['en', 'zh-CN']);
    expect(read('robots.txt')).toContain('Sitemap: https://docs.example.com/sitemap.xml');
  });
});

describe('llms.txt and Markdown twins', () => {
  it('are off without llms: true (Rspress\'s default): no llms.txt, llms-full.txt or Markdown twins', () => {
    const overrides = inject('overridesDist');
    const files = readdirSync(overrides, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => /(^|\/)llms(-full)?\.txt$|\.md$/.test(f))).toEqual([]);
    // …and the fixture with llms: true has all three.
    expect(['llms.txt', 'llms-full.txt', 'guide/start.md'].every((f) => existsSync(join(dist, f)))).toBe(true);
  });
  it('indexes every page per language with descriptions', () => {
    const llms = read('llms.txt');
    expect(llms).toContain('[Getting started](https://docs.example.com/guide/start.md)');
    expect(llms).toContain('[Syntax tour](https://docs.example.com/guide/syntax.md): Every Markdown feature docsite supports.');
    expect(read('zh/llms.txt')).toContain('https://docs.example.com/zh/guide/start.md');
    expect(read('llms-full.txt')).toContain('A repeated heading gets a suffixed id.');
  });
  it('writes a readable Markdown twin of each page: no imports, fragments inlined, commands spelled out', () => {
    const md = read('guide/start.md');
    expect(md).not.toMatch(/^import /m);
    expect(md).toContain('This sentence comes from a shared fragment.');
    expect(md).toContain('npm add docsite -D');
    expect(md).not.toContain('<PackageManagerTabs');
  });
});

describe('precompression and CSP', () => {
  it('writes .br and .gz siblings of larger text files that decompress to the original', () => {
    const html = readFileSync(join(dist, 'guide/syntax.html'));
    expect(gunzipSync(readFileSync(join(dist, 'guide/syntax.html.gz')))).toEqual(html);
    expect(brotliDecompressSync(readFileSync(join(dist, 'guide/syntax.html.br')))).toEqual(html);
    expect(existsSync(join(dist, 'robots-extra.txt.gz'))).toBe(false); // under 1 KiB
  });
  it('compresses every script over 1 KiB, shared chunks and page modules alike, and leaves none of the server bundle', () => {
    const scripts = readdirSync(join(dist, 'static', 'js'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(scripts.some((f) => f.startsWith('server'))).toBe(false);
    const large = scripts.filter((f) => statSync(join(dist, 'static', 'js', f)).size > 1024);
    expect(large.some((f) => f.startsWith('pages'))).toBe(true);
    expect(large.some((f) => !f.startsWith('pages'))).toBe(true);
    for (const f of large) {
      const file = join(dist, 'static', 'js', f);
      expect(brotliDecompressSync(readFileSync(file + '.br')), f).toEqual(readFileSync(file));
      expect(gunzipSync(readFileSync(file + '.gz')), f).toEqual(readFileSync(file));
    }
  });
  it('lists the hash of every inline script for a Content-Security-Policy', async () => {
    const { createHash } = await import('node:crypto');
    const csp = JSON.parse(read('csp.json'));
    const inline = [...read('guide/start.html').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(csp['script-src']).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });
});
