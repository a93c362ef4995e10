#!/usr/bin/env node
/**
 * hit@1 and hit@7 of search, per language, on every evaluation set:
 *
 *   node test/bench/search-eval/report.mjs [distDir] [--misses tuning|test|regression|fresh] [--json]
 *
 * Runs the browser's own search code (src/client/search/query.ts, bundled on the fly with esbuild) on the
 * built indexes of `distDir` (default ./dist), with all the text shards loaded, as the dialog has them once
 * open. Sets: tuning.json and test.json (this folder, README.md), the regression sets
 * ../search-queries.json and ../search-queries-fresh.json. `--misses SET` lists that set's queries whose
 * answer is not first (never ask for test: it is only reported).
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { indexFileOf, readSearchFiles } from '../search-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const args = process.argv.slice(2);
const mi = args.indexOf('--misses');
const missesOf = mi >= 0 ? args[mi + 1] : '';
const dist = resolve(args.find((a, i) => !a.startsWith('--') && (mi < 0 || i !== mi + 1)) ?? join(root, 'dist'));

const SETS = {
  tuning: join(here, 'tuning.json'),
  test: join(here, 'test.json'),
  regression: join(here, '../search-queries.json'),
  fresh: join(here, '../search-queries-fresh.json'),
};

async function loadEngine() {
  const out = join(root, 'node_modules/.cache/search-eval/query.mjs');
  mkdirSync(dirname(out), { recursive: true });
  const result = await build({ entryPoints: [join(root, 'src/client/search/query.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'warning' });
  writeFileSync(out, result.outputFiles[0].text);
  return import(pathToFileURL(out).href + '?t=' + Date.now());
}

/** hit@1, hit@7 and the misses of one set on one index. */
export function score(engine, index, set) {
  const known = new Set(index.pages.map((p) => p.routePath));
  let at1 = 0;
  let at7 = 0;
  let n = 0;
  const misses = [];
  const bySource = {};
  for (const { q, expect, source } of set) {
    const expected = (Array.isArray(expect) ? expect : [expect]).filter((e) => known.has(e));
    if (!expected.length) throw new Error(`expected page not in the index: ${expect} (query ${JSON.stringify(q)})`);
    const ranked = engine.rankPages(index, q);
    const positions = expected.map((e) => ranked.indexOf(e)).filter((i) => i >= 0);
    const pos = positions.length ? Math.min(...positions) : -1;
    n++;
    const s = (bySource[source ?? 'all'] ??= { n: 0, at1: 0 });
    s.n++;
    if (pos === 0) {
      at1++;
      s.at1++;
    } else misses.push({ q, expect, pos, top: ranked.slice(0, 3), source });
    if (pos >= 0 && pos < 7) at7++;
  }
  return { n, at1: at1 / n, at7: at7 / n, misses, bySource };
}

const pct = (x) => (100 * x).toFixed(1).padStart(5) + ' %';

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const engine = await loadEngine();
  const staticDir = join(dist, 'static');
  const sets = Object.fromEntries(Object.entries(SETS).map(([k, f]) => [k, JSON.parse(readFileSync(f, 'utf8'))]));
  const rows = [];
  for (const lang of ['en', 'zh']) {
    const { json, shards } = readSearchFiles(staticDir, indexFileOf(staticDir, lang));
    const index = engine.createIndex(json);
    engine.attachTexts(index, shards);
    for (const [name, set] of Object.entries(sets)) {
      const r = score(engine, index, set[lang]);
      rows.push({ lang, set: name, n: r.n, at1: r.at1, at7: r.at7 });
      const sources = Object.keys(r.bySource).length > 1 ? '   ' + Object.entries(r.bySource).map(([s, v]) => `${s} ${Math.round((100 * v.at1) / v.n)}%`).join(', ') : '';
      console.log(`${lang}  ${name.padEnd(10)} ${String(r.n).padStart(4)} queries  hit@1 ${pct(r.at1)}  hit@7 ${pct(r.at7)}${sources}`);
      if (name === missesOf) for (const m of r.misses) console.log(`      ${m.pos < 0 ? 'MISS' : '@' + (m.pos + 1)}  ${JSON.stringify(m.q)} [${m.source}] → ${m.expect}; got ${m.top.join(', ')}`);
    }
  }
  if (args.includes('--json')) console.log(JSON.stringify(rows));
}
