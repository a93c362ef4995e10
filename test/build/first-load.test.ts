/**
 * First-load JavaScript of the Rsbuild site's pages: what a first visit downloads before the page hydrates
 * (the module script and the modules the HTML preloads, and everything they import statically), gzip.
 * Code loaded on demand (search, copy, menus, the outline's observers) is not counted: it is fetched by a
 * dynamic import when the reader needs it.
 */
import { describe, expect, it, inject } from 'vitest';
import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

const dist = inject('siteDist');

/**
 * The bench's doc page is 89.0 KiB (English) and 89.8 KiB (Chinese); React 19's client (react-dom/client, react-dom, react,
 * scheduler, the JSX runtime) alone is 67.4 KiB of it. 0.2 KiB of the quick start's is its install tabs' commands, highlighted by the
 * build (page content); 3.5 KiB (4.1 in Chinese) is the article's HTML, which the page module carries for client navigation.
 * (Before the theme toggle's code, the heading tracker, the head rewriting and the announcement bar left the shell: 90.3 and 91.2;
 * before client navigation did: 89.8 and 90.6.)
 */
const DOC_PAGE_BUDGET_KIB = 89.9;

/** The scripts a page's HTML loads, and their static imports, transitively (URL paths). */
function firstLoadScripts(file: string): string[] {
  const $ = load(readFileSync(join(dist, file), 'utf8'));
  const pending = [...$('script[type="module"][src]').map((_, el) => $(el).attr('src')!).get(), ...$('link[rel="modulepreload"]').map((_, el) => $(el).attr('href')!).get()];
  const seen = new Set<string>();
  while (pending.length) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const [imports] = parse(readFileSync(join(dist, url), 'utf8'));
    // d === -1: a static import or re-export (a dynamic import loads on demand).
    for (const imp of imports) if (imp.d === -1 && imp.n?.startsWith('.')) pending.push(posix.join(dirname(url), imp.n));
  }
  return [...seen];
}

const gzipKiB = (url: string) => gzipSync(readFileSync(join(dist, url))).length / 1024;

describe.skipIf(!dist)('Rsbuild site first-load JavaScript', () => {
  it(`stays within ${DOC_PAGE_BUDGET_KIB} KiB gzip on doc pages, and the HTML preloads every module it imports statically`, async () => {
    await init;
    // The bench's doc page (test/bench/run.mjs), in both languages, and a long reference page. (The guide's
    // introduction also shows the landing page's hero, features and benchmark: more than a plain doc page.)
    for (const file of ['guide/start/quick-start.html', 'zh/guide/start/quick-start.html', 'config/index.html', 'guide/start/index.html']) {
      const $ = load(readFileSync(join(dist, file), 'utf8'));
      const preloaded = new Set([...$('script[type="module"][src]').map((_, el) => $(el).attr('src')!).get(), ...$('link[rel="modulepreload"]').map((_, el) => $(el).attr('href')!).get()]);
      const scripts = firstLoadScripts(file);
      // Nothing discovered only once a script has arrived (a waterfall of requests).
      expect(scripts.filter((url) => !preloaded.has(url)), file).toEqual([]);
      if (file === 'guide/start/index.html') continue;
      const kib = scripts.reduce((sum, url) => sum + gzipKiB(url), 0);
      expect(kib, `${file}: ${kib.toFixed(1)} KiB in ${scripts.join(' ')}`).toBeLessThanOrEqual(DOC_PAGE_BUDGET_KIB);
    }
  });

  it('keeps the head scripts, search, copy, the outline observers and what runs only after hydration out of the first load', async () => {
    await init;
    const code = firstLoadScripts('guide/start/quick-start.html').map((url) => readFileSync(join(dist, url), 'utf8')).join('\n');
    // The inline theme script's text is the build's, not the browser's.
    expect(code).not.toContain("setAttribute('data-broken'");
    expect(code).not.toContain('IntersectionObserver');
    expect(code).not.toContain('execCommand');
    // The theme's switching and system-following code (shared/appearance.ts), loaded once hydrated or on a click.
    expect(code).not.toContain('prefers-color-scheme');
    // The heading being read (outline-dom.ts), the head's rewriting after client navigation (page-meta.ts) and
    // the announcement bar (which the server never renders).
    expect(code).not.toContain('scrollPaddingTop');
    expect(code).not.toContain('.hreflang=');
    expect(code).not.toContain('announcement-close');
    // Client navigation and the address fixes made once hydrated (runtime/navigation.ts): only the click test stays.
    expect(code).not.toContain('page data failed to load');
    expect(code).not.toContain('startProgress');
  });
});
