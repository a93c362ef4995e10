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
 *                  the wait for the next frame). CPU: the renderer main thread's CPU time of the key's
 *                  tasks and of the frame that paints its results, from a trace (cpuPerKey): what a
 *                  loaded machine changes least.
 * The engine's share: the dialog's docsite:search-query User Timing entries (wall time of each search call).
 * Keys that leave the trimmed query unchanged (spaces) are typed but not measured.
 * `--profile DIR` writes a CPU profile (instead of the trace: no CPU figure then) of the typing per language (DIR/search-<lang>.cpuprofile, open it in
 * DevTools) and prints the functions with the most self time.
 * Budgets (issue 47): fetch + load ≤ 200 ms, p95 keystroke → results painted ≤ 16 ms, index ≤ 250 KiB gzip.
 * The machine's load average is printed with the timings: wall times on a loaded machine are not the
 * page's own cost; CPU times hold better.
 */
import { chromium } from 'playwright-core';
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { appendFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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

/**
 * In the page, once: times every key that changes the trimmed query. The key's first event (keydown, or
 * beforeinput for an IME commit) starts it, with a User Timing mark for the trace; it ends when the results
 * list says it shows that query's results (`data-query`): laid out at once ("results"), and painted (a
 * task posted from the next requestAnimationFrame runs after that frame's paint). Keys land in `__keys`.
 */
function watchKeys() {
  const w = window;
  w.__keys = [];
  let n = 0;
  let cur = null;
  let last = '';
  const list = document.querySelector('.search-results');
  const input = document.querySelector('.search-input');
  const start = (e) => {
    if (cur || e.target !== input) return;
    cur = { t0: e.timeStamp, n: n++ };
    performance.mark(`bench-key-start-${cur.n}`);
  };
  addEventListener('keydown', start, true);
  addEventListener('beforeinput', start, true);
  addEventListener(
    'input',
    () => {
      if (!cur) return;
      const want = input.value.trim();
      if (!want || want === last) cur = null;
      else cur.want = last = want;
    },
    true,
  );
  new MutationObserver(() => {
    if (!cur || list.getAttribute('data-query') !== cur.want) return;
    const key = cur;
    cur = null;
    list.getBoundingClientRect();
    key.results = performance.now() - key.t0;
    key.nodes = list.getElementsByTagName('*').length;
    performance.mark(`bench-key-results-${key.n}`);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        key.painted = performance.now() - key.t0;
        performance.mark(`bench-key-end-${key.n}`);
        w.__keys.push(key);
      };
      channel.port2.postMessage(0);
    });
  }).observe(list, { attributes: true, attributeFilter: ['data-query'] });
}

/** Rendering phases of the main thread in a trace, by kind (none of them nests in another). */
const TRACE_KINDS = {
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit'],
};

/**
 * CPU per key from a trace: the renderer main thread's CPU time (`tdur`) of the key's own tasks (from its
 * first event to the results laid out: handlers, search, React, layout) and of the frame that paints them
 * (the first task after that holding a Paint). Work between keys that no key waits for (text shards
 * arriving, timers) is left out. `busy`: the same tasks' wall time.
 */
function cpuPerKey(traceBuffer, keys) {
  const { traceEvents } = JSON.parse(traceBuffer.toString());
  const marks = new Map();
  for (const e of traceEvents) if (e.name?.startsWith('bench-key-')) marks.set(e.name, e.ts);
  const firstMark = traceEvents.find((e) => e.name?.startsWith('bench-key-'));
  const onMain = (e) => e.pid === firstMark.pid && e.tid === firstMark.tid && e.ph === 'X';
  const tasks = traceEvents.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && onMain(e)).sort((a, b) => a.ts - b.ts);
  const paints = traceEvents.filter((e) => e.name === 'Paint' && onMain(e)).map((e) => e.ts).sort((a, b) => a - b);
  const kindOf = new Map(Object.entries(TRACE_KINDS).flatMap(([k, names]) => names.map((n) => [n, k])));
  const phases = traceEvents.filter((e) => kindOf.has(e.name) && onMain(e));
  return keys.map((k) => {
    const from = marks.get(`bench-key-start-${k.n}`);
    const results = marks.get(`bench-key-results-${k.n}`);
    let cpu = 0;
    let busy = 0;
    let last = -1;
    const mine = [];
    tasks.forEach((t, i) => {
      if (t.ts <= results && t.ts + t.dur >= from) ((cpu += t.tdur ?? t.dur), (busy += t.dur), (last = i), mine.push(t));
    });
    // the frame: the first later task with a Paint inside
    for (let i = last + 1; i < tasks.length; i++) {
      const t = tasks[i];
      const paint = paints.find((ts) => ts >= t.ts);
      if (paint !== undefined && paint <= t.ts + t.dur) {
        cpu += t.tdur ?? t.dur;
        busy += t.dur;
        mine.push(t);
        break;
      }
    }
    // the same tasks' CPU by kind (the rest, script and React mostly, is `cpu` minus these)
    const parts = Object.fromEntries(Object.keys(TRACE_KINDS).map((k) => [k, 0]));
    for (const t of mine)
      for (const e of phases) if (e.ts >= t.ts && e.ts < t.ts + t.dur) parts[kindOf.get(e.name)] += (e.tdur ?? e.dur) / 1000;
    return { cpu: cpu / 1000, busy: busy / 1000, parts };
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
  const busy = [];
  const parts = Object.fromEntries(Object.keys(TRACE_KINDS).map((k) => [k, []]));
  const nodes = [];
  const engine = [];
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
      const cdp = profileDir ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      } else await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
      await page.focus('.search-input');
      await page.evaluate(watchKeys);
      for (const { q } of queries[lang].slice(0, max)) {
        await page.fill('.search-input', '');
        for (const ch of q) {
          const started = Date.now();
          if (/^[\x20-\x7e]$/.test(ch)) await page.keyboard.press(ch === ' ' ? 'Space' : ch);
          else await page.keyboard.insertText(ch);
          const left = KEY_INTERVAL - (Date.now() - started);
          if (left > 0) await page.waitForTimeout(left);
        }
        await page.waitForTimeout(KEY_INTERVAL);
      }
      const keys = await page.evaluate(() => window.__keys);
      if (keys.length === 0) throw new Error('no key was timed: does the dialog set data-query on .search-results?');
      for (const k of keys) (results.push(k.results), painted.push(k.painted), nodes.push(k.nodes));
      engine.push(...(await measures(page, 'docsite:search-query')));
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(join(profileDir, `search-${lang}.cpuprofile`), JSON.stringify(profile));
        printProfile(profile);
      } else
        for (const c of cpuPerKey(writeTrace(await browser.stopTracing()), keys)) {
          cpu.push(c.cpu);
          busy.push(c.busy);
          for (const k in parts) parts[k].push(c.parts[k]);
        }
    }
    await context.close();
  }
  // KEYS_OUT=file: each key's figures appended as JSON lines, for A/B runs pooled over several invocations
  if (process.env.KEYS_OUT)
    appendFileSync(process.env.KEYS_OUT, painted.map((p, i) => JSON.stringify({ dist, lang, painted: p, results: results[i], cpu: cpu[i], nodes: nodes[i], ...Object.fromEntries(Object.keys(parts).map((k) => [k, parts[k][i]])) }) + '\n').join(''));
  const median = pct(loads, 0.5);
  const p95 = pct(painted, 0.95);
  const gz = gzipSync(index, { level: 6 }).length;
  console.log(`${lang}: index ${kib(index.length)} raw, ${kib(gz)} gzip (text shards, fetched for the hits shown: ${shardRaws.length}, ${kib(shardRaws.reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0))} gzip in all)`);
  console.log(`  fetch + Index.load: median ${median.toFixed(1)} ms, max ${Math.max(...loads).toFixed(1)} ms over ${runs} opens`);
  console.log(`  per keystroke (${painted.length} keys; load average ${startLoad} → ${load()}):`);
  console.log(`    key → results laid out   ${stats(results)}`);
  console.log(`    key → results painted    ${stats(painted)}`);
  if (cpu.length) {
    console.log(`    main-thread CPU          ${stats(cpu)}   (its tasks' wall time: ${stats(busy)})`);
    for (const k in parts) console.log(`      of which ${k.padEnd(11)} ${stats(parts[k])}`);
  }
  console.log(`    elements in the results list  ${stats(nodes).replace(/ ms/, '')}`);
  console.log(`    search engine (${engine.length} calls, docsite:search-query) ${stats(engine)}`);
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

function writeTrace(buffer) {
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, buffer);
  return buffer;
}
