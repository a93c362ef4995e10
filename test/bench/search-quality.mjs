#!/usr/bin/env node
/**
 * Search quality benchmark.
 *
 *   node test/bench/search-quality.mjs [distDir] [--queries file.json] [--verbose]
 *
 * Reads the built indexes (`<distDir>/static/search_index.*.json` and the `search_text.*.json` shards they
 * list, default ./dist) and the
 * query set (test/bench/search-queries.json: `{ "en": [{ "q", "expect" }], "zh": [...] }`, where
 * `expect` is the route path of the best answer, or a list when a query has several), runs
 * every query through the same code the browser runs (src/client/search/query.ts, bundled on the fly with
 * esbuild) and prints per language:
 *   hit@1   the expected page is the first result
 *   hit@7   the expected page is among the first 7 ranked pages
 *   shown   the expected page is among the groups the dialog shows (maxResults = 7 hits)
 * plus index and text sizes (raw / gzip -9), load time and query latency (Node, per keystroke of every
 * query). test/bench/search-queries-fresh.json is a held-out set (30 + 30 reader queries written before
 * the lunr engine, never tuned against): `--queries test/bench/search-queries-fresh.json`.
 * Exits with 1 when a language misses the targets (hit@7 ≥ 95 %, hit@1 ≥ 75 %).
 */
import { build } from 'esbuild';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readSearchFiles } from './search-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const qi = args.indexOf('--queries');
const queriesFile = qi >= 0 ? resolve(args[qi + 1]) : join(here, 'search-queries.json');
const positional = args.filter((a, i) => !a.startsWith('--') && (qi < 0 || i !== qi + 1));
const dist = resolve(positional[0] ?? join(root, 'dist'));

const TARGET_AT1 = 0.75;
const TARGET_AT7 = 0.95;

async function loadEngine() {
  const out = join(root, 'node_modules/.cache/search-bench/query.mjs');
  mkdirSync(dirname(out), { recursive: true });
  const result = await build({
    entryPoints: [join(root, 'src/client/search/query.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  writeFileSync(out, result.outputFiles[0].text);
  return import(pathToFileURL(out).href + '?t=' + Date.now());
}

function pct(x) {
  return (100 * x).toFixed(1).padStart(5) + ' %';
}

function kib(n) {
  return (n / 1024).toFixed(1) + ' KiB';
}

const staticDir = join(dist, 'static');
if (!existsSync(staticDir)) {
  console.error(`No ${staticDir}: build the site first (node bin/docsite.js build).`);
  process.exit(2);
}
const files = readdirSync(staticDir).filter((f) => /^search_index\..+\.json$/.test(f)).sort();
if (!files.length) {
  console.error(`No search_index.*.json in ${staticDir}.`);
  process.exit(2);
}
const queries = JSON.parse(readFileSync(queriesFile, 'utf8'));
const engine = await loadEngine();

let failed = false;
for (const file of files) {
  const { raw, json, shardRaws, shards } = readSearchFiles(staticDir, file);
  const lang = json.lang;
  const key = json.version ? `${lang}@${json.version}` : lang;
  const t0 = performance.now();
  const index = engine.createIndex(json);
  const loadMs = performance.now() - t0;
  engine.attachTexts(index, shards);
  const gz = gzipSync(raw, { level: 9 }).length;
  const textRaw = { length: shardRaws.reduce((n, b) => n + b.length, 0) };
  const textGz = shardRaws.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  console.log(`\n${file}`);
  console.log(`  pages ${index.pages.length}, sections ${index.sections.length}; index ${kib(raw.length)} raw, ${kib(gz)} gzip; texts ${kib(textRaw.length)} raw, ${kib(textGz)} gzip in ${shards.length} shards; load ${loadMs.toFixed(1)} ms (Node)`);
  const set = queries[key] ?? queries[lang];
  if (!set?.length) {
    console.log('  (no queries for this index)');
    continue;
  }
  const known = new Set(index.pages.map((p) => p.routePath));
  let at1 = 0;
  let at7 = 0;
  let shown = 0;
  let counted = 0;
  const misses = [];
  const times = [];
  for (const { q, expect } of set) {
    // `expect` is a route path, or a list of equally good answers (a genuinely ambiguous query)
    const expected = (Array.isArray(expect) ? expect : [expect]).filter((e) => known.has(e));
    if (!expected.length) {
      console.log(`  ! expected page not in the index: ${expect} (query ${JSON.stringify(q)}) — skipped`);
      continue;
    }
    counted++;
    // latency: every keystroke, as the dialog would see it (no result cache between queries)
    for (let i = 1; i <= q.length; i++) {
      const s = performance.now();
      engine.search(index, q.slice(0, i), { limit: 7 });
      times.push(performance.now() - s);
    }
    const ranked = engine.rankPages(index, q);
    const positions = expected.map((e) => ranked.indexOf(e)).filter((i) => i >= 0);
    const pos = positions.length ? Math.min(...positions) : -1;
    const groups = engine.search(index, q, { limit: 7 });
    if (pos === 0) at1++;
    if (pos >= 0 && pos < 7) at7++;
    if (groups.some((g) => expected.includes(g.routePath))) shown++;
    if (pos !== 0) misses.push({ q, expect, pos, top: ranked.slice(0, 3) });
  }
  times.sort((a, b) => a - b);
  const p = (f) => times[Math.min(times.length - 1, Math.floor(times.length * f))] ?? 0;
  const r1 = at1 / counted;
  const r7 = at7 / counted;
  console.log(`  ${counted} queries: hit@1 ${pct(r1)}   hit@7 ${pct(r7)}   shown ${pct(shown / counted)}`);
  console.log(`  query latency (Node, ${times.length} keystrokes): p50 ${p(0.5).toFixed(2)} ms, p95 ${p(0.95).toFixed(2)} ms, max ${p(1).toFixed(2)} ms`);
  for (const m of misses) {
    if (!verbose && m.pos >= 0 && m.pos < 7) continue;
    console.log(`    ${m.pos < 0 ? 'MISS' : '@' + (m.pos + 1)}  ${JSON.stringify(m.q)} → expected ${m.expect}; got ${m.top.join(', ')}`);
  }
  if (r1 < TARGET_AT1 || r7 < TARGET_AT7) failed = true;
}
process.exit(failed ? 1 : 0);
