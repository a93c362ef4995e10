import { describe, expect, it, beforeAll } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { builtPages, canonicalRedirect } from '../../src/node/dev/canonical-redirect.ts';
import { canonicalAddress } from '../../src/shared/canonical-url.ts';

/** A built site's route data for the pages `/`, `/guide/`, `/guide/start`, `/指南/开始` and a public file `/pure.html`. */
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'docsite-canonical-'));
  for (const file of ['static/route/index.json', 'static/route/guide/index.json', 'static/route/guide/start.json', 'static/route/指南/开始.json', 'pure.html']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '{}');
  }
});

describe('preview redirects another form of a page address to the canonical one', () => {
  it('with clean URLs: .html, a trailing slash, /index and a folder without its slash', () => {
    const to = (url: string) => canonicalRedirect(url, builtPages(dir), '/docs/', true);
    expect(to('/guide/start.html')).toBe('/docs/guide/start');
    expect(to('/guide/start/')).toBe('/docs/guide/start');
    expect(to('/guide/start/index.html')).toBe('/docs/guide/start');
    expect(to('/guide/start.html?tab=npm')).toBe('/docs/guide/start?tab=npm');
    expect(to('/guide')).toBe('/docs/guide/');
    expect(to('/guide/index.html')).toBe('/docs/guide/');
    expect(to('/index.html')).toBe('/docs/');
    expect(to('/%E6%8C%87%E5%8D%97/%E5%BC%80%E5%A7%8B.html')).toBe('/docs/%E6%8C%87%E5%8D%97/%E5%BC%80%E5%A7%8B');
    // Canonical already, a file, or no page: served as they are.
    for (const url of ['/', '/guide/', '/guide/start', '/pure.html', '/guide/missing.html', '/static/js/app.js', '/%E6%8C%87%E5%8D%97/%E5%BC%80%E5%A7%8B']) expect(to(url)).toBeUndefined();
  });

  it('with .html links: the extensionless and slash forms go to .html; a folder keeps its slash', () => {
    const to = (url: string) => canonicalRedirect(url, builtPages(dir), '/', false);
    expect(to('/guide/start')).toBe('/guide/start.html');
    expect(to('/guide/start/')).toBe('/guide/start.html');
    expect(to('/guide')).toBe('/guide/');
    for (const url of ['/', '/guide/', '/guide/index.html', '/guide/start.html', '/pure.html']) expect(to(url)).toBeUndefined();
  });

  it("a folder's README, once it is the folder's index, is reached at its old address too", () => {
    const clean = (url: string) => canonicalRedirect(url, builtPages(dir), '/docs/', true);
    expect(clean('/guide/README')).toBe('/docs/guide/');
    expect(clean('/guide/readme.html?x=1')).toBe('/docs/guide/?x=1');
    expect(clean('/README')).toBe('/docs/');
    expect(clean('/missing/README')).toBeUndefined();
    expect(canonicalRedirect('/guide/README', builtPages(dir), '/', false)).toBe('/guide/');
  });
});

describe('canonicalAddress (what the client shows in the address bar)', () => {
  const ctx = { base: '/docs/', defaultLang: 'en', langs: ['en', 'zh'], cleanUrls: true };
  it('names the canonical address only when the one shown is another form', () => {
    expect(canonicalAddress('/docs/guide/start.html', '/guide/start', ctx)).toBe('/docs/guide/start');
    expect(canonicalAddress('/docs/zh/guide/', '/zh/guide/', ctx)).toBeUndefined();
    expect(canonicalAddress('/docs/guide/start', '/guide/start', { ...ctx, cleanUrls: false })).toBe('/docs/guide/start.html');
    expect(canonicalAddress('/docs/guide/', '/guide/', { ...ctx, cleanUrls: false })).toBeUndefined();
  });
});
