#!/usr/bin/env node
/**
 * Search in chromium: what the dialog costs the reader.
 *
 *   node test/bench/search-browser.mjs [distDir] [--queries file.json] [--runs N] [--at-once]
 *
 * Serves the built site (default ./dist) as `docsite preview` does, opens the search dialog on an
 * English and a Chinese page once the page has loaded (`--at-once`: as soon as the button is there,
 * while the page still hydrates) and reads the dialog's User Timing entries:
 *   fetch + load   docsite:search-index-fetch + docsite:search-index-load (lunr.Index.load and records)
 *   per keystroke  docsite:search-query: every prefix of every query of the set is typed, as a reader
 *                  would (the dialog debounces 150 ms; each prefix is left to settle)
 * and the bytes the first open downloads (gzip, as a host compresses them on the fly).
 * Budgets (issue 38): fetch + load ≤ 200 ms, p95 per keystroke ≤ 10 ms, index ≤ 250 KiB gzip.
 */
import { chromium } from 'playwright-core';
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readSearchFiles } from './search-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const withValue = new Set(['--queries', '--runs']);
const dist = resolve(args.find((a, i) => !a.startsWith('--') && !withValue.has(args[i - 1])) ?? join(root, 'dist'));
const queries = JSON.parse(readFileSync(resolve(opt('--queries', join(here, 'search-queries.json'))), 'utf8'));
const runs = Number(opt('--runs', 5));
const atOnce = args.includes('--at-once');

const out = join(root, 'node_modules/.cache/search-bench/preview.mjs');
mkdirSync(dirname(out), { recursive: true });
const bundled = await build({ entryPoints: [join(root, 'src/node/dev/preview.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'warning' });
writeFileSync(out, bundled.outputFiles[0].text);
const { createStaticHandler } = await import(pathToFileURL(out).href);
const handler = createStaticHandler(dist);
const server = createServer((req, res) => handler(req, res, () => ((res.statusCode = 404), res.end())));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });

const kib = (n) => (n / 1024).toFixed(1) + ' KiB';
const pct = (xs, f) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * f))] ?? 0;
const measures = (page, name) => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);

let failed = false;
for (const [lang, path] of [
  ['en', '/guide/start/'],
  ['zh', '/zh/guide/start/'],
]) {
  const file = readdirSync(join(dist, 'static')).find((f) => f.startsWith(`search_index.${lang}.`));
  const index = readFileSync(join(dist, 'static', file));
  const { shardRaws } = readSearchFiles(join(dist, 'static'), file);
  const loads = [];
  let keystrokes = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('docsite-visited', '1'));
    const page = await context.newPage();
    await page.goto(origin + path);
    await page.waitForFunction(() => !!document.querySelector('.search-button'));
    // A reader opens search once the page has loaded, not while it is still hydrating and fetching:
    // wait for the network to settle, so the figure is search's own cost (--at-once: click at once).
    if (!atOnce) await page.waitForLoadState('networkidle');
    await page.click('.search-button');
    await page.waitForSelector('.search-modal[data-index-state="inited"]');
    await page.waitForFunction(() => performance.getEntriesByName('docsite:search-index-load').length > 0);
    const [fetchMs] = await measures(page, 'docsite:search-index-fetch');
    const [loadMs] = await measures(page, 'docsite:search-index-load');
    loads.push(fetchMs + loadMs);
    if (process.env.VERBOSE) console.log('  fetch', fetchMs.toFixed(1), 'load', loadMs.toFixed(1));

    if (run === 0) {
      const input = page.locator('.search-input');
      for (const { q } of queries[lang]) {
        for (let i = 1; i <= q.length; i++) {
          await input.fill(q.slice(0, i));
          await page.waitForTimeout(170);
        }
      }
      keystrokes = await measures(page, 'docsite:search-query');
    }
    await context.close();
  }
  const load = pct(loads, 0.5);
  const p95 = pct(keystrokes, 0.95);
  const gz = gzipSync(index, { level: 6 }).length;
  console.log(`${lang}: index ${kib(index.length)} raw, ${kib(gz)} gzip (text shards, fetched for the hits shown: ${shardRaws.length}, ${kib(shardRaws.reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0))} gzip in all)`);
  console.log(`  fetch + Index.load: median ${load.toFixed(1)} ms, max ${Math.max(...loads).toFixed(1)} ms over ${runs} opens`);
  console.log(`  per keystroke (${keystrokes.length}): p50 ${pct(keystrokes, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${Math.max(...keystrokes).toFixed(2)} ms`);
  if (load > 200 || p95 > 10 || gz > 250 * 1024) failed = true;
}
await browser.close();
server.close();
process.exit(failed ? 1 : 0);
