#!/usr/bin/env node
// `npm run bench:determinism -- [DIR ...]`: same input, same bytes.
// - The Rsbuild site (this repo) is built cold twice (--no-cache) and the two outputs are compared file by file.
// - Each DIR (other tools' docs, fetched by whoever runs the bench: e.g. Rspress's website/docs and
//   VitePress's docs; none is in this repo) is built cold twice the same way; a folder docsite cannot
//   build (yet) is compiled page by page instead, twice, in fresh processes and opposite orders, and the
//   compiled pages are compared. Pages that fail must fail alike, with a position.
// - With DIRs, the highlighter's proof test (test/unit/dual-theme-tokens.test.ts) also runs over their
//   code blocks: docsite's HTML for every block equals shiki's own codeToHtml.
// Public tools only: node, esbuild (a dependency) and vitest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { hashTree } from './hash-tree.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'docsite.js');
const dirs = process.argv.slice(2).map((dir) => resolve(dir));
const work = mkdtempSync(join(tmpdir(), 'docsite-determinism-'));
let failed = false;

function differences(a, b) {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).sort();
}

function coldBuild(root, out) {
  const r = spawnSync(process.execPath, [BIN, 'build', root, '--no-cache', '--out-dir', out], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: r.status === 0, output: (r.stdout + r.stderr).trim() };
}

/** Two cold builds of `root`; true when they built and are identical, false when they differ, undefined when it does not build. */
function compareBuilds(name, root) {
  const first = coldBuild(root, join(work, `${name}-1`));
  if (!first.ok) return { built: false, output: first.output };
  const second = coldBuild(root, join(work, `${name}-2`));
  if (!second.ok) return { built: false, output: second.output };
  const a = hashTree(join(work, `${name}-1`));
  const diff = differences(a, hashTree(join(work, `${name}-2`)));
  console.log(`${name}: two cold builds, ${a.size} files: ${diff.length ? `${diff.length} differ:\n  ${diff.slice(0, 20).join('\n  ')}` : 'identical'}`);
  return { built: true, identical: diff.length === 0 };
}

let compileScript;
async function compileRuns(name, dir) {
  compileScript ??= await (async () => {
    // Inside the repo, so its packages resolve from node_modules (test/.tmp is not tracked).
    const outfile = join(ROOT, 'test', '.tmp', 'bench-compile-pages.mjs');
    await build({ entryPoints: [join(ROOT, 'test', 'bench', 'compile-pages.ts')], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' });
    return outfile;
  })();
  const run = (order) => {
    const r = spawnSync(process.execPath, [compileScript, dir, order], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`compiling ${dir} failed:\n${r.stderr}`);
    return new Map(r.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)).map((p) => [p.file, p]));
  };
  const forward = run('forward');
  const reverse = run('reverse');
  const diff = [...forward.keys()].filter((file) => JSON.stringify(forward.get(file)) !== JSON.stringify(reverse.get(file)));
  const errors = [...forward.values()].filter((p) => p.error);
  const unplaced = errors.filter((p) => !/:\d+:\d+: /.test(p.error));
  console.log(`${name}: compiled page by page twice (opposite orders, fresh processes), ${forward.size} pages: ${diff.length ? `${diff.length} differ:\n  ${diff.join('\n  ')}` : 'identical'}; ${errors.length} fail alike${unplaced.length ? `, ${unplaced.length} without a position:\n  ${unplaced.map((p) => `${p.file}: ${p.error}`).join('\n  ')}` : ''}`);
  return diff.length === 0;
}

const site = compareBuilds('rsbuild-site', ROOT);
if (!site.built || !site.identical) failed = true;
for (const dir of dirs) {
  const name = relative(resolve(dir, '..', '..'), dir).replace(/[\\/]/g, '-');
  const result = compareBuilds(name, dir);
  if (result.built) failed ||= !result.identical;
  else {
    console.log(`${name}: does not build with docsite yet (${result.output.split('\n').find((l) => /✗|error/i.test(l)) ?? 'see its output'})`);
    failed ||= !(await compileRuns(name, dir));
  }
}
if (dirs.length) {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'test/unit/dual-theme-tokens.test.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DOCSITE_PROOF_DOCS: dirs.join(':') },
  });
  const summary = /Tests\s+.*$/m.exec(r.stdout.replace(/\x1b\[[0-9;]*m/g, ''))?.[0] ?? 'no summary';
  console.log(`highlighting proof over the site's, the fixture's and ${dirs.length} folder(s)' code blocks (docsite's HTML = shiki's codeToHtml): ${r.status === 0 ? 'passed' : 'FAILED'} (${summary})`);
  if (r.status !== 0) {
    failed = true;
    console.log(r.stdout.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((l) => /AssertionError|Expected|Received|^\s+[-+] /.test(l)).slice(0, 40).join('\n'));
  }
}
rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
