/**
 * A build with nothing changed reuses every cached step without reading what it does not need (the
 * bundle is keyed by the pages' compile keys, not their code), and each input a cached step depends on
 * makes it stale: after every change the cached build equals a build without the cache.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BIN } from './run-cli.ts';
import { hashTree } from '../bench/hash-tree.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

function fixture(): string {
  const project = mkdtempSync(join(tmpdir(), 'docsite-warm-build-'));
  cpSync(join(ROOT, 'test', 'fixtures', 'basic'), project, { recursive: true, filter: (src) => !src.includes('.docsite-cache') && !src.includes('/dist') });
  // A site theme and a component a page imports: files only the bundle reads.
  mkdirSync(join(project, 'content', '_theme'));
  writeFileSync(join(project, 'content', '_theme', 'index.tsx'), "export * from 'docsite/theme';\nexport const DocFooter = () => <footer>Theme footer one</footer>;\n");
  mkdirSync(join(project, 'components'));
  writeFileSync(join(project, 'components', 'Badge.tsx'), 'export const Badge = () => <b>Badge one</b>;\n');
  const start = join(project, 'content', 'en', 'guide', 'start.mdx');
  writeFileSync(start, readFileSync(start, 'utf8') + "\nimport { Badge } from '../../../components/Badge';\n\n<Badge />\n");
  return project;
}

const build = (project: string, ...args: string[]) => execFileSync(process.execPath, [BIN, 'build', project, ...args], { stdio: 'pipe', encoding: 'utf8' });

/** Files that differ between the cached build's output (dist) and a build without the cache. */
function differencesFromCold(project: string): string[] {
  build(project, '--no-cache', '--out-dir', join(project, 'cold'));
  const cold = hashTree(join(project, 'cold'));
  const warm = hashTree(join(project, 'dist'));
  return [...new Set([...cold.keys(), ...warm.keys()])].filter((file) => cold.get(file) !== warm.get(file)).sort();
}

const html = (project: string, page: string) => readFileSync(join(project, 'dist', page), 'utf8');

/** The modules a build of `project` loads (a resolve hook logs every URL). */
function modulesLoaded(project: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-modules-'));
  const log = join(dir, 'modules.log');
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(hooks, `import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const result = await next(specifier, context);\n  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');\n  return result;\n}\n`);
  const register = join(dir, 'register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  execFileSync(process.execPath, ['--import', pathToFileURL(register).href, BIN, 'build', project], { stdio: 'pipe' });
  return [...new Set(readFileSync(log, 'utf8').trim().split('\n'))];
}

describe('a warm build', () => {
  it('loads neither the Markdown compiler nor shiki’s highlighter when every page comes from the cache', { timeout: 120_000 }, () => {
    const project = fixture();
    build(project);
    build(project);
    const loaded = modulesLoaded(project);
    expect(loaded.some((url) => /docsite-cli\/build-|pipeline\/build\.ts/.test(url))).toBe(true);
    // shiki's list of languages (for the compile keys), not its engine or transformers.
    expect(loaded.filter((url) => /oniguruma|shiki\/dist\/(index|wasm)|@shikijs\/(transformers|core)/.test(url))).toEqual([]);
    // The bundled chunks loaded hold no MDX compiler (their source maps name what they were made from).
    const chunks = loaded.filter((url) => url.includes('/docsite-cli/')).map((url) => fileURLToPath(url));
    expect(chunks.length).toBeGreaterThan(0);
    const compilerIn = chunks.filter((file) => (JSON.parse(readFileSync(file + '.map', 'utf8')) as { sources: string[] }).sources.some((source) => /@mdx-js\/mdx|markdown\/compile\.ts|micromark/.test(source)));
    expect(compilerIn).toEqual([]);
  });

  it('reuses the bundle without reading compiled code, and each input of the bundle makes it stale', { timeout: 600_000 }, () => {
    const project = fixture();
    build(project);
    build(project);
    expect(differencesFromCold(project)).toEqual([]);

    // Nothing changed: the bundle is reused by the pages' compile keys. Were the cached code read, this
    // build would bundle the replaced text and fail.
    const pagesDir = join(project, '.docsite-cache', 'pages');
    const codeFiles = readdirSync(pagesDir).filter((name) => name.endsWith('.js'));
    expect(codeFiles.length).toBeGreaterThan(0);
    const saved = new Map(codeFiles.map((name) => [name, readFileSync(join(pagesDir, name))]));
    for (const name of codeFiles) writeFileSync(join(pagesDir, name), 'throw new Error("compiled code read by a warm build");\n');
    const out = build(project);
    expect(out).toMatch(/bundle/);
    expect(differencesFromCold(project)).toEqual([]);
    for (const [name, code] of saved) writeFileSync(join(pagesDir, name), code);

    // A fragment a page embeds: its own compile key changes, the page's does not; the page shows the edit.
    const fragment = join(project, 'content', 'en', 'shared', 'note.mdx');
    writeFileSync(fragment, 'The fragment, edited by the test.\n');
    build(project);
    expect(html(project, 'guide/start.html')).toContain('The fragment, edited by the test.');
    expect(differencesFromCold(project)).toEqual([]);

    // A page's own source.
    const start = join(project, 'content', 'en', 'guide', 'start.mdx');
    writeFileSync(start, readFileSync(start, 'utf8') + '\nA page sentence added by the test.\n');
    build(project);
    expect(html(project, 'guide/start.html')).toContain('A page sentence added by the test.');
    expect(differencesFromCold(project)).toEqual([]);

    // A theme file and a component a page imports (files esbuild read).
    writeFileSync(join(project, 'content', '_theme', 'index.tsx'), "export * from 'docsite/theme';\nexport const DocFooter = () => <footer>Theme footer two</footer>;\n");
    build(project);
    expect(html(project, 'guide/start.html')).toContain('Theme footer two');
    writeFileSync(join(project, 'components', 'Badge.tsx'), 'export const Badge = () => <b>Badge two</b>;\n');
    build(project);
    expect(html(project, 'guide/start.html')).toContain('Badge two');
    expect(differencesFromCold(project)).toEqual([]);

    // The config.
    const config = join(project, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Fixture'", "title: 'Fixture renamed'"));
    build(project);
    expect(html(project, 'guide/start.html')).toContain('Fixture renamed');
    expect(differencesFromCold(project)).toEqual([]);

    // A module the config imports: the bundled config is kept between builds (once its files are a few
    // seconds old), and an edit of the module is seen all the same.
    const titleModule = join(project, 'site-title.ts');
    writeFileSync(titleModule, "export const siteTitle = 'Title from a module';\n");
    writeFileSync(config, `import { siteTitle } from './site-title';\n` + readFileSync(config, 'utf8').replace("title: 'Fixture renamed'", 'title: siteTitle'));
    build(project);
    build(project);
    expect(readdirSync(join(project, '.docsite-cache', 'config'))).toHaveLength(1);
    expect(html(project, 'guide/start.html')).toContain('Title from a module');
    writeFileSync(titleModule, "export const siteTitle = 'Title edited in the module';\n");
    build(project);
    expect(html(project, 'guide/start.html')).toContain('Title edited in the module');
    expect(differencesFromCold(project)).toEqual([]);
  });
});
