#!/usr/bin/env node
// `node test/bench/rspress-site.mjs SITE_DIR`: builds a Rspress website unchanged, as a team moving from
// Rspress would, and reports whether two cold builds are identical, the pages, the time, and what docsite
// deliberately renders differently. It fetches nothing but npm packages: SITE_DIR is a copy you made (for
// example `website/` of Rspress's own repository), holding rspress.config.ts, package.json and docs/.
//
// - The whole folder is copied into a temporary project: docs/, theme/, i18n.json, tsconfig.json … as they are.
//   A folder beside it that the site's files reach (`../../packages/core/src/…?raw` in a monorepo) is linked
//   beside the copy, as it is, and the report names the first file and line reaching each.
// - Its package.json's packages are installed with `npm install` from the registry, exactly as written, except
//   where the registry has no such release (the report quotes the registry's answer for each): `workspace:*`
//   (a monorepo's own packages) becomes the version of the package beside SITE_DIR
//   (`../packages/*/package.json`), or, when `npm view NAME@VERSION` says E404, the newest published release
//   of its major; a range no release matches becomes the newest release. Plain `npm install` first; only when
//   it stops with ERESOLVE is it run again with `--legacy-peer-deps` (pnpm, the monorepo's installer, only
//   warns on peer ranges), and the report quotes npm's conflict. The install is kept in the temporary folder
//   by the rewritten package.json's hash, so a second run reuses it (and its report).
// - site.config.ts imports the site's rspress.config.ts and passes it through `fromRspress`
//   (rspress-config.mjs): keys docsite shares keep their names and values; the report lists what was moved
//   and what was left out (Rsbuild config, Rspress plugin packages).
// - Two cold builds (no cache, empty output) are compared file by file; the report lists each code block a
//   Rspress plugin would have turned into something else (twoslash, live preview, playground, file tree) with
//   its page and line, checked to be in the output as a plain code block.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { hashTree } from './hash-tree.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'docsite.js');
const siteArg = process.argv[2];
const CONFIGS = ['rspress.config.ts', 'rspress.config.mts', 'rspress.config.js', 'rspress.config.mjs'];
const configName = siteArg && CONFIGS.find((name) => existsSync(join(siteArg, name)));
if (!configName || !existsSync(join(siteArg, 'package.json'))) {
  console.error('usage: node test/bench/rspress-site.mjs SITE_DIR   (a folder with rspress.config.ts, package.json and docs/)');
  process.exit(2);
}
const site = resolve(siteArg);
const work = mkdtempSync(join(tmpdir(), 'docsite-rspress-bench-'));
const project = join(work, 'website');
cpSync(site, project, { recursive: true, filter: (src) => !/[/\\](node_modules|doc_build|dist|\.docsite-cache)$/.test(src) });
// What the site reaches outside its folder (`../../packages/core/src/…?raw` in a monorepo) is its repository's:
// each folder beside it that a file of the site names by a relative path is linked beside the copy, as it is.
const linked = [];
{
  const files = (dir) => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? files(path) : /\.(mdx?|[cm]?[jt]sx?|json|s?css)$/.test(name) ? [path] : [];
  });
  const reached = new Map();
  for (const file of files(site)) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      for (const m of line.matchAll(/(?:^|[\s'"(=])((?:\.\.\/)+|<root>\/(?:\.\.\/)+)([\w.-]+)/g)) {
        const target = resolve(m[1].startsWith('<root>') ? join(site, 'docs') : dirname(file), m[1].replace('<root>/', ''), m[2]);
        if (dirname(target) !== dirname(site) || target === site || reached.has(basename(target)) || !existsSync(target) || !statSync(target).isDirectory()) continue;
        reached.set(basename(target), `${relative(site, file)}:${i + 1}`);
      }
    });
  }
  for (const [name, at] of reached) {
    symlinkSync(join(dirname(site), name), join(work, name), 'dir');
    linked.push(`../${name} (first reached at ${at})`);
  }
}

// ---- packages -------------------------------------------------------------------------------------------
const npm = (args, cwd) => spawnSync('npm', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const pkg = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
const monorepoVersions = new Map();
const packagesDir = join(site, '..', 'packages');
if (existsSync(packagesDir)) {
  for (const name of readdirSync(packagesDir)) {
    const file = join(packagesDir, name, 'package.json');
    if (existsSync(file)) {
      const p = JSON.parse(readFileSync(file, 'utf8'));
      monorepoVersions.set(p.name, p.version);
    }
  }
}
const workspaceChoices = [];
/** `workspace:*` packages installed at exactly the monorepo's version (published). */
const workspaceExact = [];
/** The registry's answer for a release it does not have (`npm error 404 No match found for version X`). */
const npmError = (name, version) => {
  const r = npm(['view', `${name}@${version}`, 'version'], work);
  const lines = r.stderr.split('\n').map((l) => l.replace(/^npm error /, '').trim());
  return [lines.find((l) => /^code /.test(l)), lines.find((l) => /No match found/.test(l))].filter(Boolean).join(', ') || lines[0] || 'no output';
};
for (const field of ['dependencies', 'devDependencies']) {
  for (const [name, range] of Object.entries(pkg[field] ?? {})) {
    if (!range.startsWith('workspace:')) continue;
    const published = JSON.parse(npm(['view', name, 'versions', '--json'], work).stdout || '[]');
    const wanted = monorepoVersions.get(name);
    let version = wanted && published.includes(wanted) ? wanted : undefined;
    if (!version) {
      // The newest stable release of the monorepo's major; without one, the newest stable release there is.
      const stable = published.filter((v) => !v.includes('-'));
      const major = (wanted ?? stable.at(-1)).split('.')[0];
      version = stable.filter((v) => v.split('.')[0] === major).at(-1) ?? stable.at(-1) ?? published.at(-1);
    }
    pkg[field][name] = version;
    if (version === wanted) {
      workspaceExact.push(`${name}@${version}`);
      pkg[field][name] = version;
      continue;
    }
    const why = wanted && version !== wanted ? ` (\`npm view ${name}@${wanted} version\`: ${npmError(name, wanted)}; published ${wanted.split('.')[0]}.x: ${published.filter((v) => v.split('.')[0] === wanted.split('.')[0]).slice(-6).join(', ') || 'none'})` : '';
    workspaceChoices.push(`${name}: ${range} → ${version}${why}`);
  }
}
// A range the registry has no release for (a snapshot newer than the registry reached): its newest release.
for (const field of ['dependencies', 'devDependencies']) {
  for (const [name, range] of Object.entries(pkg[field] ?? {})) {
    const alias = /^npm:(@?[^@]+)@(.+)$/.exec(range);
    const [target, wanted] = alias ? [alias[1], alias[2]] : [name, range];
    if (npm(['view', `${target}@${wanted}`, 'version'], work).stdout.trim()) continue;
    const latest = npm(['view', target, 'version'], work).stdout.trim();
    if (!latest) continue; // npm install says what is wrong
    pkg[field][name] = alias ? `npm:${target}@${latest}` : latest;
    workspaceChoices.push(`${name}: ${range} → ${latest} (\`npm view ${target}@${wanted} version\`: ${npmError(target, wanted)}; the newest releases: ${JSON.parse(npm(['view', target, 'versions', '--json'], work).stdout || '[]').slice(-4).join(', ')})`);
  }
}
const pkgText = JSON.stringify(pkg, null, 2) + '\n';
const installDir = join(tmpdir(), `docsite-rspress-bench-packages-${createHash('sha1').update(pkgText).digest('hex').slice(0, 12)}`);
let installSeconds = 0;
// Whether plain `npm install` resolves the tree: asked of npm each run (resolution only, in a scratch folder), so
// a reused install still reports why it was installed as it was.
const resolveDir = mkdtempSync(join(tmpdir(), 'docsite-rspress-bench-resolve-'));
writeFileSync(join(resolveDir, 'package.json'), pkgText);
const plain = npm(['install', '--package-lock-only', '--no-audit', '--no-fund'], resolveDir);
rmSync(resolveDir, { recursive: true, force: true });
const eresolve = plain.status !== 0 && /ERESOLVE/.test(plain.stdout + plain.stderr);
// npm's own account of the conflict, without its blank lines and log paths.
const conflict = (plain.stdout + plain.stderr).split('\n').map((l) => l.replace(/^npm error ?/, '')).filter((l) => l.trim() && !/^(For a full report|A complete log|\/)/.test(l.trim()) && !/eresolve-report/.test(l));
const installFlags = ['install', '--no-audit', '--no-fund', ...(eresolve ? ['--legacy-peer-deps'] : [])];
const installNote = eresolve ? `npm install: plain \`npm install\` stops with ERESOLVE, so it runs with --legacy-peer-deps; npm says:\n    ${conflict.join('\n    ')}` : 'npm install: plain, no flags';
const installedWith = join(installDir, 'installed-with.txt');
if (!existsSync(join(installDir, 'node_modules', '.package-lock.json')) || (existsSync(installedWith) ? readFileSync(installedWith, 'utf8') : '') !== installFlags.join(' ')) {
  rmSync(installDir, { recursive: true, force: true });
  mkdirSync(installDir, { recursive: true });
  writeFileSync(join(installDir, 'package.json'), pkgText);
  const started = performance.now();
  const r = npm(installFlags, installDir);
  installSeconds = (performance.now() - started) / 1000;
  if (r.status !== 0) {
    console.log(`${installNote}\nRESULT: npm install failed\n${(r.stdout + r.stderr).trim().split('\n').slice(-30).join('\n')}`);
    process.exit(1);
  }
  writeFileSync(installedWith, installFlags.join(' '));
}
writeFileSync(join(project, 'package.json'), pkgText);
symlinkSync(join(installDir, 'node_modules'), join(project, 'node_modules'), 'dir');

// ---- config ---------------------------------------------------------------------------------------------
const mapper = join(import.meta.dirname, 'rspress-config.mjs');
writeFileSync(
  join(project, 'site.config.ts'),
  `import { defineConfig } from 'docsite';\nimport rspress from './${configName}';\nimport { fromRspress } from ${JSON.stringify(mapper)};\n\n` +
    `// The site's own Rspress config, its keys as docsite reads them (see ${relative(ROOT, mapper)}).\nconst mapped = fromRspress(rspress);\n` +
    `// For the bench's report: what was moved and left out, as this build got it.\nif (process.env.RSPRESS_BENCH_MAPPING) (await import('node:fs')).writeFileSync(process.env.RSPRESS_BENCH_MAPPING, JSON.stringify({ moved: mapped.moved, dropped: mapped.dropped }));\n` +
    `export default defineConfig({ root: 'docs', ...mapped.config });\n`,
);
const mappingFile = join(work, 'config-mapping.json');

// ---- builds ---------------------------------------------------------------------------------------------
function build() {
  rmSync(join(project, 'dist'), { recursive: true, force: true });
  rmSync(join(project, '.docsite-cache'), { recursive: true, force: true });
  const started = performance.now();
  // `time`'s CPU figures come from the child's rusage: user + sys of the whole build, workers included.
  const r = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', process.execPath, BIN, 'build', project, '--no-cache'], { cwd: work, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, RSPRESS_BENCH_MAPPING: mappingFile } });
  const cpu = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  return { ok: r.status === 0, output: (r.stdout + r.stderr).trim(), seconds: (performance.now() - started) / 1000, cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN };
}

console.log(`site: ${site}\nproject: ${project}\npackages: ${installDir}${installSeconds ? ` (installed in ${installSeconds.toFixed(0)} s)` : ' (installed before)'}`);
if (linked.length) console.log(`folders beside the site that its files reach, linked beside the copy:\n  ${linked.join('\n  ')}`);
if (workspaceExact.length) console.log(`workspace:* installed at the monorepo's own version, as published: ${workspaceExact.join(', ')}`);
if (workspaceChoices.length) console.log(`versions changed because the registry has no release for them:\n  ${workspaceChoices.join('\n  ')}`);
console.log(installNote);

const outputs = [];
for (const run of [1, 2]) {
  const r = build();
  if (!r.ok) {
    console.log(`\nRESULT: cold build ${run} failed\n${r.output.split('\n').slice(-80).join('\n')}`);
    process.exit(1);
  }
  writeFileSync(join(work, `build-${run}.log`), r.output + '\n');
  const copy = join(work, `dist-${run}`);
  cpSync(join(project, 'dist'), copy, { recursive: true });
  outputs.push({ ...r, dir: copy, tree: hashTree(copy), pages: Number(/(\d+) pages/.exec(r.output)?.[1] ?? 0), warnings: r.output.split('\n').filter((l) => /^warn|warning/i.test(l)).length });
}

const mapping = existsSync(mappingFile) ? JSON.parse(readFileSync(mappingFile, 'utf8')) : { moved: [], dropped: ['(the config did not report its mapping)'] };
if (mapping.moved.length) console.log(`config keys docsite names differently:\n  ${mapping.moved.join('\n  ')}`);
if (mapping.dropped.length) console.log(`config left out:\n  ${mapping.dropped.join('\n  ')}`);

// ---- degradations ---------------------------------------------------------------------------------------
/** Code blocks a Rspress plugin of the site would render as something else; docsite shows them as code. */
const PLUGIN_FENCES = [
  { test: (lang, meta) => /(^|\s)twoslash(\s|$)/.test(meta), what: 'twoslash (@rspress/plugin-twoslash): type hovers' },
  { test: (lang, meta) => /(^|\s)preview(=|\s|$)/.test(meta), what: 'live preview (@rspress/plugin-preview)' },
  { test: (lang, meta) => /(^|\s)playground(\s|$)/.test(meta), what: 'playground (@rspress/plugin-playground)' },
  { test: (lang, meta) => /(^|\s)file=/.test(meta) && !/(^|\s)(preview|playground)/.test(meta), what: 'code from file= (@rspress/plugin-preview): the fence is shown as written' },
  { test: (lang) => lang === 'tree', what: 'file tree (rspress-plugin-file-tree)' },
];
const degraded = [];
const walk = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : /\.mdx?$/.test(name) ? [join(dir, name)] : []));
for (const file of walk(join(project, 'docs'))) {
  const lines = readFileSync(file, 'utf8').split('\n');
  let fence = null;
  lines.forEach((line, i) => {
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && !open[2] && !open[3]) fence = null;
      return;
    }
    if (!open) return;
    fence = open[1];
    const hit = PLUGIN_FENCES.find((p) => p.test(open[2], open[3]));
    if (hit) degraded.push({ at: `${relative(project, file)}:${i + 1}`, what: hit.what });
  });
}
// Each page holding such blocks shows them as code: its built HTML has at least as many <pre> as it has blocks.
// The default language's pages are served without its folder's name (the config's `lang`).
const lang0 = /\blang:\s*['"]([\w-]+)['"]/.exec(readFileSync(join(project, configName), 'utf8'))?.[1] ?? 'en';
const perPage = new Map();
for (const d of degraded) perPage.set(d.at.split(':')[0], (perPage.get(d.at.split(':')[0]) ?? 0) + 1);
const unshown = [];
let checked = 0;
for (const [file, count] of perPage) {
  const route = file.replace(/^docs\//, '').replace(new RegExp(`^${lang0}/`), '').replace(/\.mdx?$/, '');
  const html = [join(outputs[0].dir, `${route}.html`), join(outputs[0].dir, route.replace(/\/index$/, ''), 'index.html')].find((f) => existsSync(f));
  if (!html) continue; // a fragment, shown in the pages importing it
  checked++;
  if ((readFileSync(html, 'utf8').match(/<pre[\s>]/g) ?? []).length < count) unshown.push(file);
}
const byWhat = new Map();
for (const d of degraded) byWhat.set(d.what, [...(byWhat.get(d.what) ?? []), d.at]);

const [a, b] = outputs;
const names = new Set([...a.tree.keys(), ...b.tree.keys()]);
const differing = [...names].filter((name) => a.tree.get(name) !== b.tree.get(name)).sort();
console.log(`\n${a.output.split('\n').filter((l) => /^(✓|built)/.test(l)).join('\n')}`);
// Warnings by kind: the words before the first colon of each `warn …` line of the first build.
const warnLines = a.output.split('\n').filter((l) => /^warn\b/.test(l));
const kinds = new Map();
for (const l of warnLines) {
  const kind = /^warn\s+([^:]+):/.exec(l)?.[1] ?? l.slice(0, 60);
  kinds.set(kind, [...(kinds.get(kind) ?? []), l]);
}
console.log(`warnings: ${warnLines.length}${[...kinds].map(([kind, ls]) => `\n  ${kind}: ${ls.length}\n    ${ls.slice(0, 6).join('\n    ')}${ls.length > 6 ? `\n    … ${ls.length - 6} more` : ''}`).join('')}`);
console.log(`\ndeliberately degraded (${degraded.length} code blocks; each rendered as a plain highlighted code block):`);
for (const [what, at] of byWhat) console.log(`  ${what}: ${at.length}\n    ${at.join('\n    ')}`);
console.log(`  checked in the output: ${checked} pages hold their blocks as <pre> code${unshown.length ? `; NOT shown as code: ${unshown.join(', ')}` : ''} (the others are fragments, shown where imported)`);
console.log('  Rspress plugins\' runtime code (search UI of plugin-algolia: docsite\'s search instead; sitemap, og images, analytics): not run');
console.log(`\nRESULT: ${a.pages} pages, ${a.tree.size} files; cold builds ${a.seconds.toFixed(1)} s and ${b.seconds.toFixed(1)} s wall, CPU user+sys ${a.cpu.toFixed(1)} s and ${b.cpu.toFixed(1)} s; ${differing.length ? `NOT identical (${differing.length} files differ: ${differing.slice(0, 10).join(', ')})` : 'identical'}`);
console.log(`output: ${a.dir} (the builds' own output: ${join(work, 'build-1.log')}, build-2.log)`);
process.exit(differing.length || unshown.length ? 1 : 0);
