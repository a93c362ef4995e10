#!/usr/bin/env node
// `node test/bench/rspress-e2e.mjs RSPRESS_DIR [fixture …]`: builds each fixture of Rspress's own e2e suite
// (RSPRESS_DIR/e2e/fixtures/*, a checkout you made; the repository holds none of its text) with docsite, as a
// team moving from Rspress would, and judges each of its e2e cases against the output.
//
// - The fixtures folder is copied to a temporary folder; each fixture gets a site.config.ts that imports its
//   own rspress.config.ts unchanged and maps it with `fromRspress` (rspress-config.mjs): shared keys keep their
//   names. The Rspress plugin packages it imports are the real ones (installed once with npm into a cache
//   folder with @rspress/core); the options of plugin-rss, plugin-client-redirects and plugin-llms are carried
//   over to docsite's `feeds`, `redirects` and `llms` (rspress-e2e-plugins.mjs reads them).
// - Each fixture is built with `node bin/docsite.js build`; the exit code and warnings are recorded.
// - Each case (a `test(…)` of the fixture's test file) gets a verdict: from a check on the emitted HTML
//   (rspress-e2e-checks.mjs, cheerio) when there is one, else from the hand-made verdicts in
//   rspress-e2e-verdicts.json (each with its reason). A case of a fixture that does not build fails.
// - Writes test/bench/rspress-e2e-report.md (a table per fixture) and prints the totals per group.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { CHECKS } from './rspress-e2e-checks.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'docsite.js');
const [repoArg, ...only] = process.argv.slice(2);
if (!repoArg || !existsSync(join(repoArg, 'e2e', 'fixtures'))) {
  console.error('usage: node test/bench/rspress-e2e.mjs RSPRESS_DIR [fixture …]   (a checkout of web-infra-dev/rspress)');
  process.exit(2);
}
const fixturesSrc = resolve(repoArg, 'e2e', 'fixtures');
const VERDICTS = JSON.parse(readFileSync(join(import.meta.dirname, 'rspress-e2e-verdicts.json'), 'utf8'));

// ---- packages: @rspress/core (the configs' defineConfig) and the plugin packages the configs import ----------
const version = JSON.parse(readFileSync(resolve(repoArg, 'packages', 'core', 'package.json'), 'utf8')).version;
const PACKAGES = ['core', 'plugin-rss', 'plugin-llms', 'plugin-client-redirects'].map((p) => `@rspress/${p}@${version}`).concat('@shikijs/transformers', '@rsdoctor/rspack-plugin');
const packagesDir = join(tmpdir(), `docsite-rspress-e2e-packages-${version}`);
if (!existsSync(join(packagesDir, 'node_modules', '@rspress', 'core'))) {
  mkdirSync(packagesDir, { recursive: true });
  writeFileSync(join(packagesDir, 'package.json'), '{ "private": true }\n');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', ...PACKAGES], { cwd: packagesDir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm install failed:\n${r.stderr}`);
}

// ---- fixtures ---------------------------------------------------------------------------------------------
const work = join(tmpdir(), 'docsite-rspress-e2e');
// --reuse: judge the last run's builds again (after editing the checks or verdicts), building nothing.
const reuse = only[0] === '--reuse' && only.shift() && existsSync(join(work, 'builds'));
if (!reuse) {
  // A run naming fixtures copies only those again, keeping the others' builds for --reuse.
  if (!only.length) rmSync(work, { recursive: true, force: true });
  for (const name of only.length ? only : ['']) {
    rmSync(join(work, 'fixtures', name), { recursive: true, force: true });
    cpSync(join(fixturesSrc, name), join(work, 'fixtures', name), { recursive: true, filter: (src) => !/[/\\](node_modules|doc_build|dist|\.docsite-cache)$/.test(src) });
  }
  if (!existsSync(join(work, 'node_modules'))) symlinkSync(join(packagesDir, 'node_modules'), join(work, 'node_modules'), 'dir');
  mkdirSync(join(work, 'builds'), { recursive: true });
}

/** Each folder holding a rspress.config.ts and a test file (plugin-api-docgen has two, one per sub-folder). */
function fixtureDirs(dir = join(work, 'fixtures')) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules')
    .flatMap((e) => {
      const d = join(dir, e.name);
      return existsSync(join(d, 'index.test.ts')) ? [d] : fixtureDirs(d);
    })
    .sort();
}

/** The cases of a test file: the first argument of each `test(…)`, in order. */
function casesOf(file) {
  const text = readFileSync(file, 'utf8');
  const seen = new Map();
  // Titles written twice (a template literal's fixed part) are told apart by their order: "Index page #2".
  return [...text.matchAll(/^\s*test(?:\.skip|\.only)?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gms)].map((m) => {
    const n = (seen.get(m[2]) ?? 0) + 1;
    seen.set(m[2], n);
    return n > 1 ? `${m[2]} #${n}` : m[2];
  });
}

const mapper = join(import.meta.dirname, 'rspress-config.mjs');
/** site.config.ts: the fixture's config (a variant's too: basic has rspress.dark.config.ts …) as docsite reads it. */
function siteConfig(configName) {
  return (
    `import { defineConfig } from 'docsite';\nimport rspress from './${configName}';\nimport { fromRspress } from ${JSON.stringify(mapper)};\n\n` +
    `const mapped = fromRspress(rspress);\nconst extra: Record<string, any> = {};\n` +
    // A plugin the site wrote itself (not a package) is given to docsite's plugin API, which takes Rspress's hook names.
    `const own = ((rspress.plugins ?? []) as any[]).filter((p) => p && !/^@rspress\\/|^rsbuild|^@rsbuild\\//.test(p.name ?? ''));\nif (own.length) extra.plugins = own.map(({ i18nSource, ...hooks }) => hooks); // a plugin's i18nSource: not loaded (README)\n` +
    // Rspress plugin packages whose settings docsite has under its own keys (their options: rspress-e2e-plugins.mjs).
    `for (const plugin of (rspress.plugins ?? []) as any[]) {\n` +
    `  const o = plugin?.__options;\n  if (!o) continue; // loaded without rspress-e2e-plugins.mjs (docsite preview)\n` +
    `  if (plugin?.name === '@rspress/plugin-client-redirects') extra.redirects = o.redirects;\n` +
    `  if (plugin?.name === '@rspress/plugin-llms') extra.llms = true;\n` +
    `  if (plugin?.name === '@rspress/plugin-rss') extra.feeds = [].concat(o.feed ?? []).map((f: any) => ({ id: f.id, test: [].concat(f.test)[0], title: f.title ?? rspress.title ?? 'Feed', language: f.language ?? rspress.lang ?? 'en', type: f.output?.type ?? 'atom', filename: f.output?.filename, dir: f.output?.dir }));\n` +
    `}\n` +
    `export default defineConfig({ ...mapped.config, ...extra } as any);\n`
  );
}

function build(dir, configName) {
  const saved = join(work, 'builds', `${relative(join(work, 'fixtures'), dir).replace(/\//g, '+')}+${configName}.json`);
  if (reuse) return existsSync(saved) ? JSON.parse(readFileSync(saved, 'utf8')) : { ok: false, output: '✗ not built by the last run (build it: run without --reuse)', warnings: [] };
  writeFileSync(join(dir, 'site.config.ts'), siteConfig(configName));
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const r = spawnSync(process.execPath, ['--import', join(import.meta.dirname, 'rspress-e2e-plugins.mjs'), BIN, 'build', dir, '--no-cache', '-o', join(dir, 'dist')], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
  const output = (r.stdout + r.stderr).trim();
  const result = { ok: r.status === 0, output, warnings: output.split('\n').filter((l) => /^\s*warn\b/i.test(l)) };
  writeFileSync(saved, JSON.stringify(result));
  return result;
}

const results = [];
for (const dir of fixtureDirs()) {
  const name = relative(join(work, 'fixtures'), dir);
  if (only.length && !only.includes(name)) continue;
  // Variants first (basic has rspress.dark.config.ts …: their output kept as dist-dark …), the fixture's own config last.
  const configs = readdirSync(dir).filter((f) => /^rspress([.-][\w-]+)?\.config\.ts$/.test(f)).sort((a, b) => b.length - a.length || a.localeCompare(b));
  const builds = {};
  for (const configName of configs) {
    builds[configName] = build(dir, configName);
    if (!reuse && configName !== 'rspress.config.ts' && existsSync(join(dir, 'dist'))) cpSync(join(dir, 'dist'), join(dir, `dist-${/^rspress[.-]([\w-]+)\.config/.exec(configName)[1]}`), { recursive: true, force: true });
  }
  const main = builds['rspress.config.ts'];
  const cases = casesOf(join(dir, 'index.test.ts'));
  const verdicts = cases.map((title) => {
    const check = CHECKS[name]?.[title];
    if (check) {
      if (!main?.ok) return { title, pass: false, why: 'the fixture does not build', how: 'build' };
      try {
        const why = check({ dist: join(dir, 'dist'), dir, output: main.output, builds });
        return { title, pass: why === true, why: why === true ? '' : String(why), how: 'checked' };
      } catch (e) {
        return { title, pass: false, why: `check threw: ${e.message}`, how: 'checked' };
      }
    }
    // A fixture's "*" verdict covers each case it does not name.
    const hand = VERDICTS.fixtures[name]?.[title] ?? VERDICTS.fixtures[name]?.['*'];
    if (!hand) return { title, pass: false, why: 'no verdict yet', how: 'none' };
    return { title, pass: hand.pass, why: hand.why ?? '', how: 'by hand', group: hand.group };
  });
  const group = VERDICTS.fixtureGroups[name];
  results.push({ name, group, builds: Object.fromEntries(Object.entries(builds).map(([k, b]) => [k, { ok: b.ok, warnings: b.warnings.length, error: b.ok ? '' : b.output.split('\n').filter((l) => /error|✗/i.test(l)).slice(0, 3).join(' / ') }])), verdicts });
  const passed = verdicts.filter((v) => v.pass).length;
  console.log(`${name}: ${Object.entries(builds).map(([k, b]) => `${k} ${b.ok ? 'built' : 'FAILED'} (${b.warnings.length} warnings)`).join(', ')}; ${passed}/${verdicts.length} cases`);
}

// ---- report -----------------------------------------------------------------------------------------------
const esc = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const lines = ['# Rspress e2e cases against docsite', '', `Written by \`node test/bench/rspress-e2e.mjs RSPRESS_DIR\` (Rspress ${version}'s e2e fixtures). "checked": judged by rspress-e2e-checks.mjs on the built output; "by hand": rspress-e2e-verdicts.json, with the reason.`, ''];
const total = { cases: 0, pass: 0 };
const byGroup = new Map();
for (const r of results) {
  const pass = r.verdicts.filter((v) => v.pass).length;
  total.cases += r.verdicts.length;
  total.pass += pass;
  if (r.group !== 'out of scope') {
    for (const v of r.verdicts.filter((v) => !v.pass)) {
      const g = v.group ?? r.group ?? 'misc';
      byGroup.set(g, (byGroup.get(g) ?? 0) + 1);
    }
  }
}
const inScope = results.filter((r) => r.group !== 'out of scope');
const scope = { cases: inScope.reduce((n, r) => n + r.verdicts.length, 0), pass: inScope.reduce((n, r) => n + r.verdicts.filter((v) => v.pass).length, 0) };
lines.push(`**${scope.pass} / ${scope.cases} cases pass** in ${inScope.length} fixtures (all ${results.length} fixtures: ${total.pass} / ${total.cases}; "out of scope": ${VERDICTS.outOfScope}).`, '');
lines.push('Failing cases by cause:', '', '| cause | failing |', '|---|---|', ...[...byGroup].sort((a, b) => b[1] - a[1]).map(([g, n]) => `| ${esc(g)} | ${n} |`), '');
for (const r of results) {
  const pass = r.verdicts.filter((v) => v.pass).length;
  lines.push(`## ${r.name}${r.group === 'out of scope' ? ' (out of scope)' : ''}`, '');
  lines.push(`Build: ${Object.entries(r.builds).map(([k, b]) => `${k}: ${b.ok ? `ok, ${b.warnings} warnings` : `FAILED (${esc(b.error)})`}`).join('; ')}. Cases: ${pass} / ${r.verdicts.length}.`, '');
  lines.push('| case | verdict | how | cause |', '|---|---|---|---|');
  for (const v of r.verdicts) lines.push(`| ${esc(v.title)} | ${v.pass ? 'pass' : 'FAIL'} | ${v.how} | ${esc(v.why)} |`);
  lines.push('');
}
if (!only.length) writeFileSync(join(import.meta.dirname, 'rspress-e2e-report.md'), lines.join('\n'));
console.log(`\nRESULT: ${scope.pass} / ${scope.cases} cases pass in ${inScope.length} fixtures (all: ${total.pass} / ${total.cases})`);
for (const [g, n] of [...byGroup].sort((a, b) => b[1] - a[1])) console.log(`  failing, ${g}: ${n}`);
console.log(`fixtures built in ${work}`);
