/** The real Rsbuild site's server HTML, inspected with cheerio: what readers without scripts, crawlers and print get. */
import { describe, expect, it, inject } from 'vitest';
import { load } from 'cheerio';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCHMARK_DATA } from '../../content/_theme/benchmark-data.ts';

const dist = inject('siteDist');
const html = (file: string) => load(readFileSync(join(dist, file), 'utf8'));

describe.skipIf(!dist)('Rsbuild site server HTML', () => {
  it('carries the benchmark figures and full-length bars, not zeros', () => {
    const metrics = Object.values(BENCHMARK_DATA).flatMap((tool) => tool.metrics);
    const max = Math.max(...metrics.map((m) => m.time));
    const expected = metrics.map((m) => (m.time < 1 ? `${Math.round(m.time * 1000)}ms` : `${m.time.toFixed(2)}s`));
    for (const file of ['index.html', 'zh/index.html', 'guide/start/index.html', 'zh/guide/start/index.html']) {
      const $ = html(file);
      expect($('.bench-time').map((_, el) => $(el).text()).get(), file).toEqual(expected);
      const widths = $('.bench-bar').map((_, el) => parseFloat(/width:\s*([\d.]+)%/.exec($(el).attr('style') ?? '')?.[1] ?? 'NaN')).get();
      widths.forEach((w, i) => expect(w, `${file} bar ${i}`).toBeCloseTo((metrics[i].time / max) * 100, 3));
    }
  });

  it('dates release posts under their title, in the page language', () => {
    for (const [file, text] of [['community/releases/v1-0.html', 'September 10, 2024'], ['zh/community/releases/v1-0.html', '2024年9月10日']]) {
      const $ = html(file);
      const date = $('.doc-content h1').next('.published-date').find('time');
      expect(date.text(), file).toBe(text);
      expect(date.attr('datetime')).toBe('2024-09-10');
    }
    expect(html('guide/start/quick-start.html')('.published-date').length).toBe(0);
  });

  it('titles untitled containers in the page language', () => {
    const english = new Set(['TIP', 'INFO', 'NOTE', 'WARNING', 'CAUTION', 'DANGER', 'DETAILS']);
    const zhPages = readdirSync(join(dist, 'zh'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    let translated = 0;
    for (const file of zhPages) {
      const $ = html(join('zh', file));
      $('.container-title').each((_, el) => {
        expect(english.has($(el).text().trim()), `zh/${file}: ${$(el).text()}`).toBe(false);
        if (['提示', '注意', '警告', '信息', '危险'].includes($(el).text())) translated++;
      });
    }
    expect(translated).toBeGreaterThan(50);
    expect(html('config/html/title.html')('.container-tip .container-title').first().text()).toBe('TIP');
    expect(html('zh/config/html/title.html')('.container-tip .container-title').first().text()).toBe('提示');
  });

  it('states the Rsbuild 1.3 facts of the re-checked config pages, in both languages', () => {
    // Each fact as it reads in the source of @rsbuild/core 1.3 (packages/core/src), checked in the page's text.
    const facts: Record<string, string[]> = {
      'config/dev/lazy-compilation.html': ['0.7.1'],
      'config/server/compress.html': ['Z_BEST_SPEED', 'zlib'],
      'config/server/https.html': ['node:http2', 'allowHTTP1: true', 'maxSessionMemory', 'node:https'],
      'config/server/headers.html': ['res.setHeader()'],
      'config/performance/preload.html': ['/.map$/', '1.3.11'],
      'config/performance/prefetch.html': ['/.map$/', '1.3.11'],
      'config/source/include.html': ['rootPath', String.raw`/[\\/]node_modules[\\/]/`],
      'config/tools/postcss.html': ['options.postcssOptions = { plugins: [] }'],
      'config/output/filename-hash.html': ['[contenthash:8]', "'contenthash:16'"],
    };
    for (const [file, needles] of Object.entries(facts)) {
      for (const lang of ['', 'zh/']) {
        const text = html(lang + file)('.doc-content').text();
        for (const needle of needles) expect(text, `${lang}${file}: ${needle}`).toContain(needle);
      }
    }
  });
});
