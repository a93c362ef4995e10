/** The bench's per-process peaks and output sizes by kind (test/bench/process-peaks.mjs). */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputSizes, processName, runWithPeaks } from '../bench/process-peaks.mjs';

describe('per-process peaks', () => {
  it('names processes by their script and command, esbuild by itself', () => {
    expect(processName(['/usr/bin/node', '/work/x/bin/docsite.js', 'build', '/tmp/c', '--no-cache'])).toBe('docsite.js build');
    expect(processName(['/usr/bin/node', '/w/node_modules/.cache/docsite-cli/search-worker.mjs'])).toBe('search-worker.mjs');
    expect(processName(['/w/node_modules/@esbuild/linux-x64/bin/esbuild', '--service=0.28.2', '--ping'])).toBe('esbuild');
    expect(processName(['/usr/bin/time', '-v', 'node'])).toBe('time');
  });

  it('reports each process of the tree with its own peak: a child holding 150 MB is its own row, not added to its parent', async () => {
    // The holder also spins for 0.6 s of CPU before it exits.
    const child = "const b = Buffer.alloc(150 * 1024 * 1024, 1); const t = process.cpuUsage(); while (process.cpuUsage(t).user < 6e5); setTimeout(() => console.log(b[7]), 300);";
    const parent = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(child)}, 'hold.js'], { stdio: 'inherit' });`;
    const r = await runWithPeaks(process.execPath, ['-e', parent, 'spawner.js']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe('1');
    const holder = r.processes.find((p) => p.name === 'hold.js');
    const spawner = r.processes.find((p) => p.name === 'spawner.js');
    expect(holder!.peakMB).toBeGreaterThan(150);
    expect(spawner!.peakMB).toBeLessThan(150);
    expect(holder!.cpuSeconds).toBeGreaterThanOrEqual(0.6);
    expect(spawner!.cpuSeconds).toBeLessThan(0.6);
    expect(r.sumPeakMB).toBeGreaterThan(holder!.peakMB);
  });
});

describe('output sizes', () => {
  it('adds up bytes and files per kind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-sizes-'));
    const files: Record<string, number> = {
      'index.html': 100,
      'guide/a.html': 50,
      'guide/a.md': 7,
      'llms.txt': 3,
      'static/js/pages/guide_a-X.js': 40,
      'static/js/client-Y.js': 9,
      'static/route/guide/a.json': 11,
      'static/sidebar/en-root.1.json': 13,
      'static/search_index.en.2.json': 17,
      'static/search_text.en.3.json': 19,
      'guide/a.html.gz': 5,
      'robots.txt': 1,
    };
    for (const [file, size] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), 'x'.repeat(size));
    }
    const { total, kinds } = outputSizes(dir);
    expect(total).toBe(275);
    expect(Object.fromEntries(kinds.map((k) => [k.kind, [k.bytes, k.files]]))).toEqual({
      HTML: [150, 2],
      'page modules (static/js/pages)': [40, 1],
      'search texts': [19, 1],
      'search index': [17, 1],
      'sidebars (static/sidebar)': [13, 1],
      'route data (static/route)': [11, 1],
      'llms.txt, llms-full.txt, Markdown twins': [10, 2],
      'shell and shared JS/CSS (static/js)': [9, 1],
      'precompressed (.br, .gz)': [5, 1],
      other: [1, 1],
    });
  });
});
