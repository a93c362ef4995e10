#!/usr/bin/env node
// `node test/bench/docusaurus-site.mjs WEBSITE_DIR [--title T] [--no-check-dead-links]`: builds a Docusaurus
// website's docs unchanged, as a team moving from Docusaurus would, and says whether two cold builds are
// identical, how many pages and how long. It fetches nothing: WEBSITE_DIR is a copy you made (for example
// Docusaurus's own `website/`) with its packages installed (`npm install` there).
//
// - What Docusaurus reads for the docs comes along unchanged into a temporary project: `docs/`, `sidebars.*`,
//   `src/` (the components the pages import), `static/`, and `docusaurus.config.*` (which docsite does not
//   read: it marks the folder as a Docusaurus site). The website's `node_modules` is linked, not copied.
// - The config has at most ten lines: title, description (the site's tagline when the config file states one),
//   `root: 'docs'`, and remark-math + rehype-katex when the website installs versions of them that work with
//   MDX 3 (remark-math 5+, rehype-katex 6+). Nothing else, and no stand-ins: what fails is reported.
// - Then two cold builds (no cache, empty output), compared file by file.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { hashTree } from './hash-tree.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'docsite.js');
const args = process.argv.slice(2);
const siteArg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--title');
if (!siteArg || !existsSync(join(siteArg, 'docs'))) {
  console.error('usage: node test/bench/docusaurus-site.mjs WEBSITE_DIR [--title TITLE] [--no-check-dead-links]  (WEBSITE_DIR holds docs/)');
  process.exit(2);
}
const site = resolve(siteArg);
const titleAt = args.indexOf('--title');
const title = titleAt >= 0 ? args[titleAt + 1] : basename(site) === 'website' ? basename(resolve(site, '..')) : basename(site);
const extra = args.includes('--no-check-dead-links') ? ['--no-check-dead-links'] : [];

// Inside the website's parent, as the repository has it: pages may import `@site/../file`.
const work = mkdtempSync(join(resolve(site, '..'), '.docsite-docusaurus-bench-'));
const project = join(work, 'website');
const carried = readdirSync(site).filter((name) => ['docs', 'src', 'static'].includes(name) || /^(sidebars|docusaurus\.config)\.(ts|js|mjs|cjs|json)$/.test(name));
for (const name of carried) cpSync(join(site, name), join(project, name), { recursive: true });
for (const name of readdirSync(resolve(site, '..'))) {
  // Files beside the website (the repository's root) that pages import with `@site/../…`.
  if (!name.startsWith('.') && name !== basename(site) && !existsSync(join(work, name)) && /\.(ya?ml|json|md)$/.test(name)) cpSync(join(resolve(site, '..'), name), join(work, name));
}
// Files of the repository beside the website that pages import as `@site/../path` (Docusaurus's own docs show its source).
const parent = resolve(site, '..');
for (const file of carried.filter((name) => ['docs', 'src'].includes(name)).flatMap((name) => walk(join(site, name)))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/@site\/\.\.\/([^'"\s)]+)/g)) {
    const from = join(parent, m[1]);
    if (existsSync(from) && !existsSync(join(work, m[1]))) cpSync(from, join(work, m[1]));
  }
}
if (existsSync(join(site, 'node_modules'))) symlinkSync(join(site, 'node_modules'), join(project, 'node_modules'), 'dir');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : /\.(mdx?|[jt]sx?)$/.test(e.name) ? [join(dir, e.name)] : []));
}

const major = (name) => {
  try {
    return Number(JSON.parse(readFileSync(join(site, 'node_modules', name, 'package.json'), 'utf8')).version.split('.')[0]);
  } catch {
    return 0;
  }
};
const math = major('remark-math') >= 5 && major('rehype-katex') >= 6;
const configText = ['docusaurus.config.ts', 'docusaurus.config.js'].map((f) => join(site, f)).filter(existsSync).map((f) => readFileSync(f, 'utf8'))[0] ?? '';
const description = /tagline:\s*'([^']*)'/.exec(configText)?.[1] ?? /tagline:\s*"([^"]*)"/.exec(configText)?.[1] ?? '';
const config = [
  "import { defineConfig } from 'docsite';",
  ...(math ? ["import remarkMath from 'remark-math';", "import rehypeKatex from 'rehype-katex';"] : []),
  `export default defineConfig({`,
  `  title: ${JSON.stringify(title)},`,
  ...(description ? [`  description: ${JSON.stringify(description)},`] : []),
  "  root: 'docs',",
  ...(math ? ['  markdown: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] },'] : []),
  '});',
];
writeFileSync(join(project, 'site.config.ts'), config.join('\n') + '\n');

function build() {
  rmSync(join(project, 'dist'), { recursive: true, force: true });
  rmSync(join(project, '.docsite-cache'), { recursive: true, force: true });
  const started = performance.now();
  const r = spawnSync(process.execPath, [BIN, 'build', project, '--no-cache', ...extra], { cwd: work, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { status: r.status, output: (r.stdout + r.stderr).trim(), seconds: (performance.now() - started) / 1000 };
}

console.log(`website: ${site}\ncarried: ${carried.join(', ')}\nproject: ${project}\nconfig (${config.length} lines):\n  ${config.join('\n  ')}`);
const outputs = [];
// The temporary project goes when the bench ends, however it ends (`--keep` leaves it to look at).
if (!args.includes('--keep')) process.on('exit', () => rmSync(work, { recursive: true, force: true }));
{
  for (const run of [1, 2]) {
    const r = build();
    if (r.status !== 0) {
      console.log(`\nRESULT: cold build ${run} failed (exit ${r.status})\n${r.output.split('\n').slice(-80).join('\n')}`);
      process.exit(1);
    }
    const copy = join(work, `dist-${run}`);
    cpSync(join(project, 'dist'), copy, { recursive: true });
    const warnings = r.output.split('\n').filter((l) => /^warn/.test(l));
    outputs.push({ seconds: r.seconds, tree: hashTree(copy), pages: Number(/built (\d+) pages/.exec(r.output)?.[1] ?? 0), warnings });
  }
}
const [a, b] = outputs;
const names = new Set([...a.tree.keys(), ...b.tree.keys()]);
const differing = [...names].filter((name) => a.tree.get(name) !== b.tree.get(name)).sort();
if (a.warnings.length) console.log(`\n${a.warnings.length} warnings:\n${a.warnings.join('\n')}`);
console.log(`\nRESULT: exit 0, ${a.pages} pages, ${a.tree.size} files; cold builds ${a.seconds.toFixed(2)} s and ${b.seconds.toFixed(2)} s; ${differing.length ? `NOT identical (${differing.length} files differ: ${differing.slice(0, 10).join(', ')})` : 'identical'}`);
process.exit(differing.length ? 1 : 0);
