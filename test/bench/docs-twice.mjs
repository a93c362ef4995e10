#!/usr/bin/env node
// `node test/bench/docs-twice.mjs DIR [--no-check-dead-links] [--keep]`: builds a folder of someone's docs (VitePress, mdBook, a
// tree of Markdown; fetched by whoever runs the bench, never by this script, and none of it kept in this
// repo) cold twice with the small config a migrating user would write, and says whether the two outputs
// are identical, file by file. Prints the warnings of the first build (unsupported syntax at file:line).
//
// The config: the folder's name as title, the folder as `root`, and, when the folder has language
// subfolders (`en/`, `zh/`, …), those as locales with `en` (or the first) as the default language.
// Exit code: 0 identical, 1 different or failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { hashTree } from './hash-tree.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'docsite.js');
const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
if (!dir || !existsSync(dir)) {
  console.error('usage: node test/bench/docs-twice.mjs DIR [--no-check-dead-links] [--keep]');
  process.exit(1);
}
const docs = resolve(dir);
const LANGUAGE_DIR = /^(?:[a-z]{2})(?:-[A-Z]{2})?$/;
const langs = readdirSync(docs).filter((name) => LANGUAGE_DIR.test(name) && statSync(join(docs, name)).isDirectory() && name !== 'js');
const defaultLang = langs.includes('en') ? 'en' : langs[0];
const ordered = defaultLang ? [defaultLang, ...langs.filter((l) => l !== defaultLang).sort()] : [];

const project = mkdtempSync(join(tmpdir(), 'docsite-docs-twice-'));
const config = {
  title: basename(docs),
  root: docs,
  ...(defaultLang ? { lang: defaultLang, themeConfig: { locales: ordered.map((lang) => ({ lang, label: lang })) } } : {}),
};
writeFileSync(join(project, 'site.config.ts'), `export default ${JSON.stringify(config, null, 2)};\n`);

/** Leaves with `code`, removing the generated project unless `--keep`. */
function finish(code) {
  if (!args.includes('--keep')) rmSync(project, { recursive: true, force: true });
  else console.log(`kept ${project}`);
  process.exit(code);
}

function coldBuild(out) {
  const started = performance.now();
  const flags = args.includes('--no-check-dead-links') ? ['--no-check-dead-links'] : [];
  const r = spawnSync(process.execPath, [BIN, 'build', project, '--no-cache', '--out-dir', out, ...flags], { cwd: project, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: r.status === 0, output: (r.stdout + r.stderr).replace(/\x1b\[[0-9;]*m/g, '').trim(), seconds: (performance.now() - started) / 1000 };
}

console.log(`${docs}: ${ordered.length ? `languages ${ordered.join(', ')} (default ${defaultLang})` : 'one language'}; config ${join(project, 'site.config.ts')}`);
const first = coldBuild(join(project, 'out-1'));
const warnings = first.output.split('\n').filter((line) => /^(warn|warning)\b/i.test(line));
console.log(`build 1: ${first.ok ? 'built' : 'FAILED'} in ${first.seconds.toFixed(1)} s, ${warnings.length} warnings`);
if (!first.ok) {
  console.log(first.output.split('\n').slice(-40).join('\n'));
  finish(1);
}
for (const line of warnings) console.log('  ' + line);
const second = coldBuild(join(project, 'out-2'));
console.log(`build 2: ${second.ok ? 'built' : 'FAILED'} in ${second.seconds.toFixed(1)} s`);
if (!second.ok) finish(1);
const a = hashTree(join(project, 'out-1'));
const b = hashTree(join(project, 'out-2'));
const names = [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name)).sort();
console.log(`${a.size} files: ${names.length ? `${names.length} differ:\n  ${names.slice(0, 30).join('\n  ')}` : 'identical'}`);
finish(names.length ? 1 : 0);
