/**
 * docsite as a user gets it: `npm pack`, the tarball installed into an empty project with npm's default
 * settings (no --yes, no .npmrc), then `docsite init`, `tsc --noEmit` on the generated config, `docsite
 * build` from a read-only install, and the Node API imported by its package name. Needs the npm registry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = join(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

let work: string;
let tarball: string;
let project: string;
let installed: string;

/** npm as a new user runs it: its own empty user config, no `yes`, nothing inherited from this repository's npm run. */
function npm(args: string[], cwd: string): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const userconfig = join(work, 'empty-npmrc');
  writeFileSync(userconfig, '');
  return execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...env, npm_config_userconfig: userconfig, npm_config_yes: 'false', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  return { status: r.status, stdout: stripVTControlCharacters(String(r.stdout)), stderr: stripVTControlCharacters(String(r.stderr)) };
}

/** Every file under dir with its size and mtime: a write anywhere inside shows up as a difference. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stats = statSync(join(dir, name));
    out.set(name, stats.isDirectory() ? 'dir' : `${stats.size}:${stats.mtimeMs}`);
  }
  return out;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docsite-package-'));
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], ROOT)) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, packed[0].filename);
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
  npm(['install', tarball], project);
  installed = join(project, 'node_modules', 'docsite');
}, 300_000);

afterAll(() => {
  if (installed && existsSync(installed)) chmodSync(installed, 0o755);
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the tool alone, compiled: no site content, tests or CI', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n').map((f) => f.replace(/^package\//, ''));
    expect(files.filter((f) => /^(content|test|\.ci)\//.test(f) || /^bin\/(?!docsite\.js$)/.test(f) || f === '.npmrc' || f === 'site.config.ts')).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['bin/docsite.js', 'lib/cli.mjs', 'lib/index.mjs', 'lib/compile-worker.mjs', 'lib/types/node/index.d.ts', 'lib/types/client/theme/index.d.ts', 'templates/index.html', 'templates/init/site.config.ts', 'README.md']));
    // A bound, not a budget: sources ship (and their declarations), so splitting a module into smaller ones adds files.
    expect(files.length).toBeLessThan(600);
  });

  it('init, tsc --noEmit on the generated config, and a bilingual build from a read-only install', () => {
    const site = join(project, 'docs');
    const bin = join(project, 'node_modules', '.bin', 'docsite');
    const init = run(bin, ['init', 'docs', '--langs', 'en,zh', '--title', 'User docs'], { cwd: project });
    expect(init.status, init.stderr).toBe(0);
    for (const file of ['site.config.ts', 'content/en/index.md', 'content/zh/guide/writing-pages.md', 'package.json', '.gitignore', 'tsconfig.json']) expect(existsSync(join(site, file)), file).toBe(true);

    // The config type-checks against the installed package's types, with no `paths`…
    const tsc = run(process.execPath, [TSC, '--noEmit', '-p', site]);
    expect(tsc.status, tsc.stdout).toBe(0);
    // …and the types are real: a wrong value is caught.
    writeFileSync(join(site, 'site.config.ts'), readFileSync(join(site, 'site.config.ts'), 'utf8').replace("title: 'User docs'", 'title: 42'));
    const wrong = run(process.execPath, [TSC, '--noEmit', '-p', site]);
    expect(wrong.stdout).toMatch(/site\.config\.ts\(\d+,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
    writeFileSync(join(site, 'site.config.ts'), readFileSync(join(site, 'site.config.ts'), 'utf8').replace('title: 42', "title: 'User docs'"));

    // The installed package is read-only (for a user other than root) and nothing in it may change.
    const before = snapshot(installed);
    execFileSync('chmod', ['-R', 'a-w', installed]);
    try {
      const build = run(bin, ['build'], { cwd: site });
      expect(build.status, build.stderr).toBe(0);
      expect(build.stdout).toMatch(/^layout: project \(site\.config\.ts\)/m);
      expect(build.stdout).toMatch(/^✓ built 6 pages \(en, zh\) into dist\/: [\d.]+ (KiB|MiB) in [\d.]+s$/m);
    } finally {
      execFileSync('chmod', ['-R', 'u+w', installed]);
    }
    expect(snapshot(installed)).toEqual(before);
    const html = readFileSync(join(site, 'dist', 'zh', 'guide', 'getting-started.html'), 'utf8');
    expect(html).toContain('<title>快速开始 - User docs</title>');
    expect(readdirSync(join(site, 'dist', 'static')).filter((f) => f.startsWith('search_index.')).length).toBe(2);
  });

  it('builds a Rspress-style docs/ folder outside the project that installed it (as from npx’s cache): react comes from beside docsite', () => {
    // A folder with no package.json, no node_modules and no config: only docs/ with a home hero and a _meta.json.
    const site = join(work, 'rspress-docs');
    mkdirSync(join(site, 'docs', 'guide'), { recursive: true });
    writeFileSync(join(site, 'docs', 'index.md'), '---\npageType: home\nhero:\n  name: My Lib\n  actions:\n    - theme: brand\n      text: Start\n      link: /guide/intro\n---\n');
    writeFileSync(join(site, 'docs', 'guide', '_meta.json'), '["intro"]');
    writeFileSync(join(site, 'docs', 'guide', 'intro.md'), '# Introduction\n\nBack [home](/).\n');
    const build = run(join(project, 'node_modules', '.bin', 'docsite'), ['build', '--quiet'], { cwd: site });
    expect(build.status, build.stderr).toBe(0);
    expect(readFileSync(join(site, 'dist', 'index.html'), 'utf8')).toContain('My Lib');
    expect(readFileSync(join(site, 'dist', 'guide', 'intro.html'), 'utf8')).toContain('<title>Introduction - rspress-docs</title>');
  });

  it('the Node API imports by the package name', () => {
    mkdirSync(join(project, 'api-site'));
    writeFileSync(join(project, 'api-site', 'site.config.ts'), "import { defineConfig } from 'docsite';\nexport default defineConfig({ themeConfig: { locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] } });\n");
    const script = `import { build, createDevServer, preview, loadConfig, defineConfig } from 'docsite';
      const { config } = await loadConfig('api-site');
      console.log(JSON.stringify([typeof build, typeof createDevServer, typeof preview, defineConfig({ title: 't' }).title, config.themeConfig.locales.length]));`;
    const r = run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(['function', 'function', 'function', 't', 2]);
    expect(relative(project, installed)).toBe(join('node_modules', 'docsite'));
  });

  it('without jieba’s binary (npm --omit=optional), an English site builds and a Chinese one fails with one line naming what to run, which works', () => {
    const bin = join(project, 'node_modules', '.bin', 'docsite');
    const scope = join(project, 'node_modules', '@node-rs');
    const binary = readdirSync(scope).find((name) => name.startsWith('jieba-'))!;
    expect(binary).toBeDefined();
    rmSync(join(scope, binary), { recursive: true });
    expect(run(bin, ['init', 'en-docs', '--langs', 'en'], { cwd: project }).status).toBe(0);
    const english = run(bin, ['build', '--quiet'], { cwd: join(project, 'en-docs') });
    expect(english.status, english.stderr).toBe(0);

    expect(run(bin, ['init', 'zh-docs', '--langs', 'zh'], { cwd: project }).status).toBe(0);
    const chinese = run(bin, ['build', '--quiet'], { cwd: join(project, 'zh-docs') });
    expect(chinese.status).toBe(1);
    const lines = chinese.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const command = /run `(npm install @node-rs\/jieba-[\w-]+@[\d.]+)`$/.exec(lines[0])?.[1];
    expect(command, lines[0]).toBe(`npm install @node-rs/${binary}@${JSON.parse(readFileSync(join(scope, 'jieba', 'package.json'), 'utf8')).version}`);
    npm(command!.split(' ').slice(1), project);
    const again = run(bin, ['build', '--quiet'], { cwd: join(project, 'zh-docs') });
    expect(again.status, again.stderr).toBe(0);
  });
});
