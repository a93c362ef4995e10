#!/usr/bin/env node
/**
 * Search in chromium: what the dialog costs the reader.
 *
 *   node test/bench/search-browser.mjs [distDir] [--queries file.json] [--runs N] [--at-once]
 *                                      [--lang en|zh] [--max N] [--profile DIR]
 *
 * Serves the built site (default ./dist) as `docsite preview` does, opens the search dialog on an
 * English and a Chinese page once the page has loaded (`--at-once`: as soon as the button is there,
 * while the page still hydrates) and measures:
 *   fetch + load   docsite:search-index-fetch + docsite:search-index-load (lunr.Index.load and records)
 *   per keystroke  every prefix of every query of the set (the first `--max` queries) is typed key by key
 *                  (CDP key events; Chinese characters as the IME commits them, `Input.insertText`), a key
 *                  every 120 ms at most, as a reader types. Per key (issue 47: "from keystroke to results
 *                  painted"): the key event's timeStamp → the dialog's results list says it shows that
 *                  query's results (`data-query`) and is laid out ("results"), and → the frame after it
 *                  has been painted (a task posted from requestAnimationFrame: "painted", which also holds
 *                  the wait for the next frame). CPU: the renderer main thread's CPU time (CDP
 *                  Performance.getMetrics ThreadTime) from just before the key to that paint.
 * Keys that leave the trimmed query unchanged (spaces) are typed but not measured.
 * `--profile DIR` writes a CPU profile of the typing per language (DIR/search-<lang>.cpuprofile, open it in
 * DevTools) and prints the functions with the most self time.
 * Budgets (issue 47): fetch + load ≤ 200 ms, p95 keystroke → results painted ≤ 16 ms, index ≤ 250 KiB gzip.
 * The machine's load average is printed with the timings: wall times on a loaded machine are not the
 * page's own cost; CPU times hold better.
 */
import { chromium } from 'playwright-core';
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readSearchFiles } from './search-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const withValue = new Set(['--queries', '--runs', '--lang', '--max', '--profile']);
const dist = resolve(args.find((a, i) => !a.startsWith('--') && !withValue.has(args[i - 1])) ?? join(root, 'dist'));
const queries = JSON.parse(readFileSync(resolve(opt('--queries', join(here, 'search-queries.json'))), 'utf8'));
const runs = Number(opt('--runs', 5));
const max = Number(opt('--max', Infinity));
const profileDir = opt('--profile', '');
const atOnce = args.includes('--at-once');
const KEY_INTERVAL = 120;

const out = join(root, 'node_modules/.cache/search-bench/preview.mjs');
mkdirSync(dirname(out), { recursive: true });
const bundled = await build({ entryPoints: [join(root, 'src/node/dev/preview.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'warning' });
writeFileSync(out, bundled.outputFiles[0].text);
const { createStaticHandler } = await import(pathToFileURL(out).href);
const handler = createStaticHandler(dist);
const server = createServer((req, res) => handler(req, res, () => ((res.statusCode = 404), res.end())));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });

const kib = (n) => (n / 1024).toFixed(1) + ' KiB';
const pct = (xs, f) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * f))] ?? 0;
const measures = (page, name) => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const stats = (xs) => `p50 ${pct(xs, 0.5).toFixed(1)}, p95 ${pct(xs, 0.95).toFixed(1)}, max ${Math.max(...xs).toFixed(1)} ms`;

/** In the page: arms a watch for the results of `want`; `window.__keyDone` resolves with the timings. */
function arm(want) {
  const w = window;
  const state = { t0: 0 };
  const first = (e) => {
    if (!state.t0) state.t0 = e.timeStamp;
  };
  addEventListener('keydown', first, true);
  addEventListener('beforeinput', first, true);
  w.__keyDone = new Promise((resolve) => {
    const list = document.querySelector('.search-results');
    const check = () => {
      if (list.getAttribute('data-query') !== want) return false;
      observer.disconnect();
      removeEventListener('keydown', first, true);
      removeEventListener('beforeinput', first, true);
      // the results are in the DOM: lay them out (the frame would), then wait for the frame's paint
      list.getBoundingClientRect();
      const results = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ results: results - state.t0, painted: performance.now() - state.t0 });
        channel.port2.postMessage(0);
      });
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(list, { attributes: true, attributeFilter: ['data-query'] });
  });
}

let failed = false;
for (const [lang, path] of [
  ['en', '/guide/start/'],
  ['zh', '/zh/guide/start/'],
].filter(([l]) => !args.includes('--lang') || opt('--lang') === l)) {
  const file = readdirSync(join(dist, 'static')).find((f) => f.startsWith(`search_index.${lang}.`));
  const index = readFileSync(join(dist, 'static', file));
  const { shardRaws } = readSearchFiles(join(dist, 'static'), file);
  const loads = [];
  const results = [];
  const painted = [];
  const cpu = [];
  const parts = { script: 0, style: 0, layout: 0 };
  const startLoad = load();
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
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      if (profileDir) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      await page.focus('.search-input');
      for (const { q } of queries[lang].slice(0, max)) {
        await page.fill('.search-input', '');
        let typed = '';
        for (const ch of q) {
          const before = typed.trim();
          typed += ch;
          const started = Date.now();
          const measured = typed.trim() !== before;
          let m0;
          if (measured) {
            await page.evaluate(arm, typed.trim());
            m0 = await metrics();
          }
          if (/^[\x20-\x7e]$/.test(ch)) await page.keyboard.press(ch === ' ' ? 'Space' : ch);
          else await page.keyboard.insertText(ch);
          if (measured) {
            const t = await page.evaluate(() => window.__keyDone);
            const m1 = await metrics();
            results.push(t.results);
            painted.push(t.painted);
            cpu.push((m1.ThreadTime - m0.ThreadTime) * 1000);
            parts.script += m1.ScriptDuration - m0.ScriptDuration;
            parts.style += m1.RecalcStyleDuration - m0.RecalcStyleDuration;
            parts.layout += m1.LayoutDuration - m0.LayoutDuration;
          }
          const left = KEY_INTERVAL - (Date.now() - started);
          if (left > 0) await page.waitForTimeout(left);
        }
      }
      if (profileDir) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(join(profileDir, `search-${lang}.cpuprofile`), JSON.stringify(profile));
        printProfile(profile);
      }
    }
    await context.close();
  }
  const median = pct(loads, 0.5);
  const p95 = pct(painted, 0.95);
  const gz = gzipSync(index, { level: 6 }).length;
  console.log(`${lang}: index ${kib(index.length)} raw, ${kib(gz)} gzip (text shards, fetched for the hits shown: ${shardRaws.length}, ${kib(shardRaws.reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0))} gzip in all)`);
  console.log(`  fetch + Index.load: median ${median.toFixed(1)} ms, max ${Math.max(...loads).toFixed(1)} ms over ${runs} opens`);
  console.log(`  per keystroke (${painted.length} keys; load average ${startLoad} → ${load()}):`);
  console.log(`    key → results laid out   ${stats(results)}`);
  console.log(`    key → results painted    ${stats(painted)}`);
  console.log(`    main-thread CPU          ${stats(cpu)}`);
  const n = painted.length || 1;
  console.log(`    mean per key: script ${((parts.script * 1000) / n).toFixed(2)} ms, style ${((parts.style * 1000) / n).toFixed(2)} ms, layout ${((parts.layout * 1000) / n).toFixed(2)} ms`);
  if (median > 200 || p95 > 16 || gz > 250 * 1024) failed = true;
}
await browser.close();
server.close();
process.exit(failed ? 1 : 0);

/** The functions with the most self time in a CPU profile (with their file), and the idle/GC shares. */
function printProfile(profile) {
  const self = new Map();
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const us = dt.get(node.id) ?? 0;
    total += us;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us);
  }
  console.log(`  profile: ${(total / 1000).toFixed(0)} ms busy (idle and (program) aside); top self time:`);
  for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${(us / 1000).toFixed(1).padStart(8)} ms  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
}
