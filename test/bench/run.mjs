#!/usr/bin/env node
// `npm run bench`: build time and peak memory (site cold/warm, synthetic corpus at 1000 and optionally
// 10,000 pages), the corpus's search download before first results, first-load page weight, dev-server latency and, with --lighthouse, Lighthouse scores.
// Public tools only: /usr/bin/time, node:zlib, playwright-core + Debian's chromium, lighthouse from npm.
// Usage: node test/bench/run.mjs [--runs 3] [--corpus-10k | --corpus N[,N…]] [--lighthouse [--asset-host HOST]] [--skip-dev] [--rspress DIR]
//        [--rspress-site DIR [--rspress-site-only]]
// --corpus N[,N…]: the corpus sizes built (default 1000; --corpus-10k is 1000,10000). A corpus over 1000 pages is
// built once, and reported with its stages' times, each process's peak RSS (esbuild's service and the search
// child are processes of their own) and its output's size by kind; 10000,20000 shows how they grow.
// --corpus-only: the corpus rows and nothing else.
// --rspress DIR: also builds the 1000-page corpus with Rspress, installed in DIR (outside this repo:
// `npm install @rspress/core` there; it is a measurement, not a dependency), once, cold, in the same run.
// --rspress-site DIR: the Rsbuild site against Rspress building the same docs: DIR is the Rsbuild repo's
// `website/` folder with its packages installed (outside this repo), built by `rspress build` with an
// rspress.config.ts, or `rs doc build` (Node ≥ 22.12) with only its rstack.config.ts. Cold builds of
// both, alternating, max(--runs, 5) each; medians of wall time, user+sys CPU and peak RSS, and their
// ratios (CPU is the fairer figure on a loaded machine). --rspress-site-only: that and nothing else.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { comparisonRows, median, timeFigures } from './time-figures.mjs';
import { outputSizes, runWithPeaks } from './process-peaks.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'docsite.js');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const GEN = resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');
const rows = [];

/**
 * A build swaps its output in and removes the previous one in a detached process. Each timed run
 * starts once that removal is over and dirty pages are flushed (`sync`): on this kind of disk, creating
 * files while another process unlinks thousands of them is 10-20x slower, which would charge one
 * run's clean-up to the next.
 */
function settle(outDir) {
  const parent = dirname(outDir);
  const leftover = () => existsSync(parent) && readdirSync(parent).some((name) => name.startsWith(`.${basename(outDir)}.old-`));
  const deadline = Date.now() + 120_000;
  while (leftover() && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  spawnSync('sync');
}

/** Runs a build under /usr/bin/time -v: wall seconds and peak RSS in MB. */
function timedBuild(buildArgs) {
  const outFlag = buildArgs.indexOf('--out-dir');
  settle(outFlag >= 0 ? buildArgs[outFlag + 1] : join(buildArgs[0], 'dist'));
  const r = spawnSync('/usr/bin/time', ['-v', process.execPath, BIN, 'build', ...buildArgs], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
  return timeFigures(r.stderr);
}

/**
 * One cold build of a large corpus: wall, CPU and the largest process's peak (the table's row), and as notes
 * the stages' times from the build's summary lines, every process's peak and the output by kind (MiB).
 */
async function scaleBuild(pages, corpus) {
  const outDir = join(corpus, 'dist');
  settle(outDir);
  const r = await runWithPeaks('/usr/bin/time', ['-v', process.execPath, BIN, 'build', corpus, '--out-dir', outDir, '--no-cache'], { cwd: ROOT });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
  const { seconds, cpu } = timeFigures(r.stderr);
  const label = `${pages}-page corpus`;
  const [largest] = r.processes;
  rows.push({ work: `${label}, cold build (1 run)`, seconds, cpu, peakMB: largest.peakMB });
  const stages = [...`${r.stdout}\n${r.stderr}`.matchAll(/^(compile|bundle|render|search|extras)\s.*?([\d.]+)s$/gm)].map((m) => `${m[1]} ${m[2]} s`);
  if (stages.length) rows.push({ work: `${label}: stages (wall)`, note: stages.join(', ') });
  const mb = (x) => `${x.toFixed(0)} MB`;
  rows.push({ work: `${label}: peak RSS and CPU per process`, note: `${r.processes.filter((p) => p.peakMB >= 20).map((p) => `${p.name} ${mb(p.peakMB)}, ${p.cpuSeconds.toFixed(1)} s CPU`).join('; ')}; all at once at most ${mb(r.sumPeakMB)}` });
  const { total, kinds } = outputSizes(outDir);
  const mib = (b) => (b / 1048576).toFixed(1);
  rows.push({ work: `${label}: output, ${mib(total)} MiB (${(total / pages / 1024).toFixed(1)} KiB a page)`, note: kinds.map((k) => `${k.kind} ${mib(k.bytes)} MiB`).join(', ') });
  console.error(`${label}: ${seconds.toFixed(1)} s, CPU ${cpu.toFixed(1)} s, ${r.processes.map((p) => `${p.name} ${mb(p.peakMB)}`).join(', ')}; output ${mib(total)} MiB`);
}

/** A cold Rspress build of the corpus, in a folder where @rspress/core is installed (no cache, no output). */
function rspressBuild(dir, corpus) {
  const version = JSON.parse(readFileSync(join(dir, 'node_modules/@rspress/core/package.json'), 'utf8')).version;
  rmSync(join(dir, 'docs'), { recursive: true, force: true });
  // The Markdown only: not docsite's output, nor the previous output its detached clean-up is removing.
  cpSync(corpus, join(dir, 'docs'), { recursive: true, filter: (src) => src === corpus || !/^(dist$|\.)/.test(basename(src)) });
  for (const stale of ['doc_build', 'node_modules/.cache', 'node_modules/.rspress', '.rspress']) rmSync(join(dir, stale), { recursive: true, force: true });
  if (!existsSync(join(dir, 'rspress.config.ts'))) writeFileSync(join(dir, 'rspress.config.ts'), "export default { root: 'docs', outDir: 'doc_build', title: 'Corpus', lang: 'en' };\n");
  spawnSync('sync');
  const r = spawnSync('/usr/bin/time', ['-v', join(dir, 'node_modules/.bin/rspress'), 'build'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.status !== 0) throw new Error(`rspress build failed:\n${r.stderr.slice(-2000)}`);
  const { seconds, rss } = timeFigures(r.stderr);
  rows.push({ work: `Rspress ${version}, 1000-page corpus, cold build (1 run)`, seconds, peakMB: rss });
  console.error(`Rspress ${version}: ${seconds.toFixed(2)} s, ${rss.toFixed(0)} MB`);
}

/**
 * One cold Rspress build of a real website folder (the Rsbuild repo's `website/`): its output and any
 * build cache removed first, as docsite's `--no-cache` build starts from nothing.
 */
function rspressSiteBuild(dir) {
  const config = existsSync(join(dir, 'rspress.config.ts')) ? undefined : 'rstack.config.ts';
  if (config && !existsSync(join(dir, config))) throw new Error(`--rspress-site ${dir}: no rspress.config.ts or rstack.config.ts there`);
  const [bin, ...cmd] = config ? ['rs', 'doc', 'build'] : ['rspress', 'build'];
  for (const stale of ['doc_build', 'node_modules/.cache', 'node_modules/.rspress', '.rspress']) rmSync(join(dir, stale), { recursive: true, force: true });
  spawnSync('sync');
  const r = spawnSync('/usr/bin/time', ['-v', join(dir, 'node_modules/.bin', bin), ...cmd], { cwd: dir, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.status !== 0) throw new Error(`${bin} ${cmd.join(' ')} failed in ${dir}:\n${r.stderr.slice(-2000)}`);
  return timeFigures(r.stderr);
}

/** The Rsbuild site, cold, by docsite and by Rspress, alternating so that load on the machine falls on both alike. */
function siteVsRspress(dir, outDir) {
  const version = JSON.parse(readFileSync(join(dir, 'node_modules/@rspress/core/package.json'), 'utf8')).version;
  const n = Math.max(runs, 5);
  const ours = [];
  const theirs = [];
  for (let i = 0; i < n; i++) {
    ours.push(timedBuild(['.', '--out-dir', outDir, '--no-cache']));
    theirs.push(rspressSiteBuild(dir));
    const [a, b] = [ours[i], theirs[i]];
    console.error(`site vs Rspress, run ${i + 1}/${n}: docsite ${a.seconds.toFixed(2)} s (CPU ${a.cpu.toFixed(1)} s, ${a.rss.toFixed(0)} MB), Rspress ${b.seconds.toFixed(2)} s (CPU ${b.cpu.toFixed(1)} s, ${b.rss.toFixed(0)} MB)`);
  }
  rows.push(...comparisonRows('Rsbuild site, cold build', `Rspress ${version}`, ours, theirs));
}

/** What opening search downloads before its first results: the index file (gzip KiB); the text shards it lists come after, per hit. */
function searchDownload(staticDir) {
  if (!existsSync(staticDir)) return null;
  const file = readdirSync(staticDir).find((f) => /^search_index\..*\.json$/.test(f));
  if (!file) return null;
  const raw = readFileSync(join(staticDir, file));
  return { kib: gzipSync(raw).length / 1024, shards: JSON.parse(raw.toString('utf8')).shards.length };
}

/** The client entry and the chunks it imports statically (gzip KiB): the shell every page loads. */
function entryKiB(jsDir) {
  const entry = readdirSync(jsDir).find((f) => /^client-.*\.js$/.test(f));
  const code = readFileSync(join(jsDir, entry), 'utf8');
  const chunks = [...code.matchAll(/\bimport\s*(?:[^'"]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1]);
  return [entry, ...new Set(chunks)].reduce((sum, f) => sum + gzipSync(readFileSync(join(jsDir, f))).length / 1024, 0);
}

/**
 * The median of `n` builds. With more than one, an uncounted warm-up build comes first, as in any benchmark:
 * it fills the OS file cache, and it leaves the output a repeated build finds (the previous output, which
 * the next build reuses as its staging folder: src/build/spare-output.ts).
 */
function measure(label, buildArgs, n = runs, { warmUp = n > 1 } = {}) {
  if (warmUp) timedBuild(buildArgs);
  const results = Array.from({ length: n }, () => timedBuild(buildArgs));
  const row = { work: label, seconds: median(results.map((r) => r.seconds)), peakMB: median(results.map((r) => r.rss)) };
  rows.push(row);
  console.error(`${label}: ${row.seconds.toFixed(2)} s, ${row.peakMB.toFixed(0)} MB (median of ${n})`);
  return row;
}

/** The synthetic corpus at each size asked for: its cold build and its search download before first results. */
async function corpusRows() {
  const corpora = args.includes('--corpus') ? args[args.indexOf('--corpus') + 1].split(',').map(Number) : args.includes('--corpus-10k') ? [1000, 10000] : [1000];
  for (const pages of corpora) {
    const corpus = join(out, `corpus-${pages}`);
    execFileSync(process.execPath, [GEN, String(pages), corpus], { stdio: 'ignore' });
    if (pages > 1000) await scaleBuild(pages, corpus);
    // A folder of Markdown builds into ./dist of the current folder: named here, the output stays beside its corpus.
    else measure(`${pages}-page corpus, cold build`, [corpus, '--out-dir', join(corpus, 'dist'), '--no-cache'], runs);
    const search = searchDownload(join(corpus, 'dist', 'static'));
    if (search) rows.push({ work: `${pages}-page corpus: search download before first results (the index, gzip; text shards follow for the hits shown, ${search.shards} of them in all)`, kib: search.kib });
    if (pages === 1000 && args.includes('--rspress')) rspressBuild(resolve(args[args.indexOf('--rspress') + 1]), corpus);
    // The next size's build has the disk to itself (the 1000-page one stays: its entry chunk is compared below).
    if (pages > 1000) rmSync(corpus, { recursive: true, force: true });
  }
}

const out = mkdtempSync(join(tmpdir(), 'docsite-bench-'));
try {
  if (args.includes('--corpus-only')) await corpusRows();
  else if (args.includes('--rspress-site')) siteVsRspress(resolve(args[args.indexOf('--rspress-site') + 1]), join(out, 'site-ab'));
  if (!args.includes('--rspress-site-only') && !args.includes('--corpus-only')) {
    measure('Rsbuild site, cold build', ['.', '--out-dir', join(out, 'site'), '--no-cache']);
    // A build with nothing changed since the last one (issue 49's "warm"): the uncounted build first fills the
    // cache and the store for this docsite code and output folder, whatever --runs says; at least 5 runs (about a second each).
    measure('Rsbuild site, warm build (nothing changed)', ['.', '--out-dir', join(out, 'site')], Math.max(runs, 5), { warmUp: true });
    await corpusRows();

    // Page weight: what a first visit to a doc page downloads (gzip), from the built HTML.
    const site = join(out, 'site');
    const page = readFileSync(join(site, 'guide/start/quick-start.html'), 'utf8');
    const assets = [...page.matchAll(/<(?:link rel="modulepreload"|script type="module") (?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    const cssFiles = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const gz = (file) => gzipSync(readFileSync(join(site, file))).length / 1024;
    const js = [...new Set(assets)].reduce((sum, f) => sum + gz(f), 0);
    const css = cssFiles.reduce((sum, f) => sum + gz(f), 0);
    const html = gzipSync(page).length / 1024;
    rows.push({ work: 'First-load JS of a doc page (gzip)', kib: js }, { work: 'CSS (gzip)', kib: css }, { work: 'HTML of a doc page (gzip)', kib: html });
    const corpusJs = join(out, 'corpus-1000', 'dist', 'static', 'js');
    if (existsSync(corpusJs)) {
      rows.push({ work: 'Entry chunk and its static imports: Rsbuild site vs 1000-page corpus (gzip)', kib: entryKiB(join(site, 'static/js')), other: entryKiB(corpusJs) });
    }

    if (!args.includes('--skip-dev') && existsSync(join(ROOT, 'test/bench/dev.mjs'))) {
      // dev.mjs prints its figures, then one JSON line with them.
      const r = spawnSync(process.execPath, [join(ROOT, 'test/bench/dev.mjs')], { cwd: ROOT, encoding: 'utf8' });
      try {
        const dev = JSON.parse(r.stdout.trim().split('\n').pop());
        rows.push({ work: 'Dev: cold start → first page served', ms: dev.startMs }, { work: 'Dev: edit → updated DOM (median)', ms: dev.editToDomMedianMs });
      } catch {
        rows.push({ work: 'Dev benchmark', note: (r.stderr || r.stdout).slice(-300) });
      }
    }

    if (args.includes('--lighthouse')) {
      const { lighthouseScores } = await import('./lighthouse.mjs');
      const pages = [['home', '/'], ['doc page', '/guide/start/quick-start']];
      const note = (scores) => Object.entries(scores).map(([k, v]) => `${k} ${v}`).join(', ');
      for (const [label, path] of pages) rows.push({ work: `Lighthouse mobile, ${label}`, note: note(await lighthouseScores(site, path)) });
      // --asset-host HOST: again, with HOST (the site's remote pictures) answered by a local stand-in, for machines where it does not resolve.
      const host = args.includes('--asset-host') ? args[args.indexOf('--asset-host') + 1] : undefined;
      if (host) {
        const { startAssetHostStandIn } = await import('./asset-host-stand-in.mjs');
        const standIn = await startAssetHostStandIn(host);
        try {
          for (const [label, path] of pages) rows.push({ work: `Lighthouse mobile, ${label}, ${host} answered by a local stand-in`, note: note(await lighthouseScores(site, path, standIn.chromeFlags, [host])) });
        } finally {
          standIn.close();
        }
      }
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

console.log('\n| work | result |\n|---|---|');
for (const r of rows) {
  let result;
  if (r.cpu !== undefined) result = `${r.seconds.toFixed(2)} s wall, ${r.cpu.toFixed(1)} s CPU, peak RSS ${r.peakMB.toFixed(0)} MB`;
  else if (r.seconds !== undefined) result = `${r.seconds.toFixed(2)} s, peak RSS ${r.peakMB.toFixed(0)} MB`;
  else if (r.other !== undefined) result = `${r.kib.toFixed(1)} KiB vs ${r.other.toFixed(1)} KiB`;
  else if (r.kib !== undefined) result = `${r.kib.toFixed(1)} KiB`;
  else if (r.ms !== undefined) result = `${Math.round(r.ms)} ms`;
  else result = r.note;
  console.log(`| ${r.work} | ${result} |`);
}
