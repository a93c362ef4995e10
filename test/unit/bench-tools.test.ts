/**
 * The bench's own tools: the figures it reads from /usr/bin/time -v and the A/B rows it prints
 * (test/bench/time-figures.mjs), and the side-by-side screenshots (test/bench/screens.mjs).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { comparisonRows, timeFigures } from '../bench/time-figures.mjs';

const timeOutput = (user: string, sys: string, wall: string, kb: number) =>
  `\tCommand being timed: "x"\n\tUser time (seconds): ${user}\n\tSystem time (seconds): ${sys}\n\tPercent of CPU this job got: 21%\n\tElapsed (wall clock) time (h:mm:ss or m:ss): ${wall}\n\tMaximum resident set size (kbytes): ${kb}\n`;

describe('bench figures', () => {
  it('reads wall time in m:ss and h:mm:ss, user+sys CPU and peak RSS', () => {
    expect(timeFigures(timeOutput('98.18', '20.10', '9:08.54', 2321608))).toEqual({ seconds: 548.54, cpu: 118.28, rss: 2321608 / 1024 });
    expect(timeFigures(timeOutput('1.5', '0.5', '1:02:03.5', 1024)).seconds).toBe(3723.5);
  });

  it('prints both tools’ medians and their ratios, wall and CPU, with both peak ranges', () => {
    const run = (seconds: number, cpu: number, rss: number) => ({ seconds, cpu, rss });
    const [ours, theirs, ratio] = comparisonRows(
      'Rsbuild site, cold build',
      'Rspress 2.0.22',
      [run(5, 10, 400), run(6, 11, 450), run(50, 12, 500)],
      [run(20, 60, 2000), run(30, 66, 2200), run(25, 63, 2100)],
    );
    expect(ours).toEqual({ work: 'Rsbuild site, cold build, docsite (median of 3)', seconds: 6, cpu: 11, peakMB: 450 });
    expect(theirs).toEqual({ work: 'Rsbuild site, cold build, Rspress 2.0.22 (median of 3)', seconds: 25, cpu: 63, peakMB: 2100 });
    expect(ratio).toEqual({ work: 'Rsbuild site, cold build: Rspress 2.0.22 ÷ docsite', note: '×4.17 wall, ×5.73 CPU (user+sys); peak RSS docsite 400–500 MB, Rspress 2.0.22 2000–2200 MB' });
  });
});

describe('side-by-side screenshots', () => {
  it('shoots each page per language and scheme on every site, and lists the pairs with missing pages marked', { timeout: 300_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-screens-'));
    const page = (text: string) => `<!doctype html><style>body{background:#fff}@media (prefers-color-scheme: dark){body{background:#000;color:#fff}}</style><p>${text}</p>`;
    // Like Rspress, A's Chinese home sends a browser that does not ask for Chinese on to the English one.
    const zhHome = `<script>if (!navigator.language.startsWith('zh')) location.replace('/')</script>${page('A zh')}`;
    for (const [site, files] of [['a', { 'index.html': page('A'), 'zh/index.html': zhHome }], ['b', { 'index.html': page('B') }]] as const) {
      for (const [file, html] of Object.entries(files)) {
        mkdirSync(join(dir, site, file, '..'), { recursive: true });
        writeFileSync(join(dir, site, file), html);
      }
    }
    const out = join(dir, 'shots');
    const r = spawnSync(process.execPath, [join(import.meta.dirname, '..', 'bench', 'screens.mjs'), '--out', out, '--pages', 'home=/', '--widths', '390', 'a=' + join(dir, 'a'), 'b=' + join(dir, 'b')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    for (const site of ['a', 'b']) {
      for (const name of ['home-en-390-light', 'home-en-390-dark', 'home-zh-390-light', 'home-zh-390-dark']) {
        const png = readFileSync(join(out, site, `${name}.png`));
        expect(png.subarray(1, 4).toString()).toBe('PNG');
      }
    }
    // The dark scheme reaches the page (prefers-color-scheme), so its picture differs from the light one.
    expect(readFileSync(join(out, 'a', 'home-en-390-dark.png')).equals(readFileSync(join(out, 'a', 'home-en-390-light.png')))).toBe(false);
    const index = readFileSync(join(out, 'INDEX.md'), 'utf8');
    expect(index).toContain('| page | path | lang | width | scheme | a | b |');
    expect(index).toContain('| home | `/` | en | 390 | dark | [home-en-390-dark.png](a/home-en-390-dark.png) | [home-en-390-dark.png](b/home-en-390-dark.png) |');
    // The browser asks for the page's language, so A's Chinese home stays (a redirect would be marked "sent on to /").
    expect(index).toContain('| home | `/zh/` | zh | 390 | light | [home-zh-390-light.png](a/home-zh-390-light.png) | [home-zh-390-light.png](b/home-zh-390-light.png) (HTTP 404) |');
    expect(existsSync(join(out, 'a', 'home-en-1280-light.png'))).toBe(false);
  });
});
