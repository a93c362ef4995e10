#!/usr/bin/env node
// `node test/bench/rspress-site.mjs SITE_DIR [--title T]`: builds a Rspress site unchanged, as a user moving
// from Rspress would, and says whether two cold builds are identical, how many pages and how long. It
// fetches nothing: SITE_DIR is a copy you made (for example Rspress's own `website/`), or just its docs folder.
//
// - The site's folder gives its `docs/`, and what Rspress reads beside it: `theme/` (the site's own theme,
//   which Rspress picks up next to its config) and `i18n.json`. Given a docs folder, those are taken from
//   beside it when they are there.
// - They are copied into a temporary project (`website/`) next to a five-minute config:
//   title, the languages found as folders (en first), and a logo when public/ has one. Nothing else: the
//   nav, sidebars and labels must come from the docs' own _nav.json, _meta.json and i18n.json.
// - What the docs import from outside their folder (files of the repository they live in, npm packages
//   their repository installs) is not theirs to carry; each such import gets a stand-in (an empty file, a
//   package whose exports render nothing), listed in the report. Everything inside the folder is built as is.
// - Then two cold builds (no cache, empty output), compared file by file.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { hashTree } from './hash-tree.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'docsite.js');
const args = process.argv.slice(2);
const docsArg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--title');
if (!docsArg || !existsSync(docsArg)) {
  console.error('usage: node test/bench/rspress-site.mjs SITE_DIR|DOCS_DIR [--title TITLE]');
  process.exit(2);
}
const given = resolve(docsArg);
const isSiteFolder = existsSync(join(given, 'docs')) && statSync(join(given, 'docs')).isDirectory();
const docs = isSiteFolder ? join(given, 'docs') : given;
const site = dirname(docs);
const titleAt = args.indexOf('--title');
const title = titleAt >= 0 ? args[titleAt + 1] : basename(dirname(docs)) === 'website' ? basename(dirname(dirname(docs))) : basename(dirname(docs));

const work = mkdtempSync(join(tmpdir(), 'docsite-rspress-bench-'));
const project = join(work, 'website');
mkdirSync(project);
cpSync(docs, join(project, 'docs'), { recursive: true });
// Rspress keeps i18n.json and the site's theme beside the docs folder (website/i18n.json, website/theme/):
// they are the site's, so they come along unchanged.
const besideDocs = ['i18n.json', 'theme'].filter((name) => existsSync(join(site, name)));
for (const name of besideDocs) cpSync(join(site, name), join(project, name), { recursive: true });

// The five-minute config.
const LABELS = { en: 'English', zh: '简体中文', ja: '日本語', ko: '한국어', ru: 'Русский', fr: 'Français', de: 'Deutsch', es: 'Español', pt: 'Português' };
const langs = readdirSync(docs)
  .filter((name) => /^[a-z]{2}(-[A-Z]{2})?$/.test(name) && statSync(join(docs, name)).isDirectory())
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a < b ? -1 : 1));
const logo = existsSync(join(docs, 'public')) ? readdirSync(join(docs, 'public')).find((f) => /logo.*\.(svg|png)$/i.test(f)) : undefined;
const config = {
  title,
  root: 'docs',
  ...(logo ? { logo: `/${logo}` } : {}),
  ...(langs.length > 1 ? { lang: langs[0], themeConfig: { locales: langs.map((lang) => ({ lang, label: LABELS[lang] ?? lang })) } } : {}),
};
writeFileSync(join(project, 'site.config.ts'), `import { defineConfig } from 'docsite';\n\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`);

function build(extra = []) {
  rmSync(join(project, 'dist'), { recursive: true, force: true });
  rmSync(join(project, '.docsite-cache'), { recursive: true, force: true });
  const started = performance.now();
  const r = spawnSync(process.execPath, [BIN, 'build', project, '--no-cache', ...extra], { cwd: work, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: r.status === 0, output: (r.stdout + r.stderr).trim(), seconds: (performance.now() - started) / 1000 };
}

/** Stand-ins for imports the build could not resolve that point outside the docs folder; the list of what was written. */
function standIns(output) {
  const written = [];
  for (const m of output.matchAll(/^(\S+?):\d+:\d+: Could not resolve "([^"]+)"/gm)) {
    const importer = resolve(work, m[1]);
    const specifier = m[2].replace(/\?raw$/, '');
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(importer), specifier);
      if (target.startsWith(join(project, 'docs') + '/') || existsSync(target)) continue;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, /\.(css|scss)$/.test(target) ? '/* stand-in: outside the docs folder */\n' : 'export default {};\n');
      written.push(relative(work, target));
    } else if (!specifier.startsWith('/')) {
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      const sub = parts.slice(specifier.startsWith('@') ? 2 : 1).join('/') || 'index';
      const dir = join(project, 'node_modules', name);
      mkdirSync(dirname(join(dir, sub)), { recursive: true });
      if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '0.0.0', type: 'module', main: 'index.js' }) + '\n');
      // The names the docs import from it, each a component that renders nothing.
      const source = readFileSync(importer, 'utf8');
      const names = new Set();
      for (const imp of source.matchAll(/import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
        if (imp[2] !== m[2]) continue;
        for (const part of imp[1].split(',')) {
          const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (/^[\w$]+$/.test(name)) names.add(name);
        }
      }
      const file = join(dir, `${sub}.js`);
      const before = existsSync(file) ? readFileSync(file, 'utf8').match(/^export const (\w+)/gm)?.map((l) => l.slice(13)) ?? [] : [];
      for (const name of before) names.add(name);
      writeFileSync(file, `// stand-in: a package the docs' repository installs\nconst Missing = () => null;\nexport default Missing;\n${[...names].sort().map((n) => `export const ${n} = Missing;\n`).join('')}`);
      written.push(`${specifier} (package)`);
    }
  }
  return [...new Set(written)];
}

console.log(`docs: ${docs}${besideDocs.length ? ` (with ${besideDocs.join(', ')})` : ''}\nproject: ${project}\nconfig: ${JSON.stringify(config)}`);
const stood = [];
let probe = build();
for (let round = 0; !probe.ok && round < 4; round++) {
  const added = standIns(probe.output);
  if (!added.length) break;
  stood.push(...added);
  probe = build();
}
if (stood.length) console.log(`stand-ins for imports outside the docs folder (${stood.length}):\n  ${stood.join('\n  ')}`);
if (!probe.ok) {
  console.log(`\nRESULT: does not build\n${probe.output.split('\n').slice(-60).join('\n')}`);
  process.exit(1);
}

const outputs = [];
for (const run of [1, 2]) {
  const r = build();
  if (!r.ok) {
    console.log(`\nRESULT: cold build ${run} failed\n${r.output}`);
    process.exit(1);
  }
  const copy = join(work, `dist-${run}`);
  cpSync(join(project, 'dist'), copy, { recursive: true });
  outputs.push({ seconds: r.seconds, tree: hashTree(copy), pages: Number(/built (\d+) pages/.exec(r.output)?.[1] ?? 0), summary: r.output.split('\n').filter((l) => /^(✓|warn)/.test(l)).join('\n') });
}
const [a, b] = outputs;
const names = new Set([...a.tree.keys(), ...b.tree.keys()]);
const differing = [...names].filter((name) => a.tree.get(name) !== b.tree.get(name)).sort();
console.log(`\n${a.summary}`);
console.log(`\nRESULT: ${a.pages} pages, ${a.tree.size} files; cold builds ${a.seconds.toFixed(2)} s and ${b.seconds.toFixed(2)} s; ${differing.length ? `NOT identical (${differing.length} files differ: ${differing.slice(0, 10).join(', ')})` : 'identical'}`);
process.exit(differing.length ? 1 : 0);
