/** The bundled config kept between builds (config/bundle-cache.ts): used while its inputs are unchanged, never after. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/node/config/load.ts';
import { settledState, type ConfigCache } from '../../src/node/config/bundle-cache.ts';

const HOUR_AGO = new Date(Date.now() - 3600_000);

/** Every file and folder under `dir` (and `dir`) written an hour ago: a bundle is kept only once its inputs have settled. */
function settle(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.docsite-cache') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) settle(full);
    else utimesSync(full, HOUR_AGO, HOUR_AGO);
  }
  utimesSync(dir, HOUR_AGO, HOUR_AGO);
}

function project(files: Record<string, string>): { root: string; cache: ConfigCache } {
  const root = mkdtempSync(join(tmpdir(), 'docsite-config-cache-'));
  // As in a project built before: the cache folder is one of the names beside the config.
  mkdirSync(join(root, '.docsite-cache'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  settle(root);
  return { root, cache: { dir: join(root, '.docsite-cache'), tools: 'tools-1' } };
}

const title = async (root: string, cache?: ConfigCache) => (await loadConfig(root, {}, cache)).config.title;

/** The kept entry's code, edited: a load that returns the edited title took the config from the cache. */
function tamperKeptCode(cache: ConfigCache, from: string, to: string): void {
  const dir = join(cache.dir, 'config');
  const [name] = readdirSync(dir);
  const entry = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { code: string };
  expect(entry.code).toContain(from);
  writeFileSync(join(dir, name), JSON.stringify({ ...entry, code: entry.code.replace(from, to) }));
}

describe('bundled config cache', () => {
  it('is used while nothing changed, with the same fingerprint and inputs as a bundled load', async () => {
    const { root, cache } = project({ 'site.config.ts': "import { name } from './name';\nexport default { title: name };\n", 'name.ts': "export const name = 'Kept';\n" });
    const bundled = await loadConfig(root, {}, cache);
    expect(bundled.config.title).toBe('Kept');
    const kept = await loadConfig(root, {}, cache);
    expect([kept.fingerprint, kept.inputs]).toEqual([bundled.fingerprint, bundled.inputs]);
    tamperKeptCode(cache, '"Kept"', '"FromCache"');
    expect(await title(root, cache)).toBe('FromCache');
    // without a cache (--no-cache), bundled as ever
    expect(await title(root)).toBe('Kept');
  });

  it('is not used once a module the config imports is edited', async () => {
    const { root, cache } = project({ 'site.config.ts': "import { name } from './lib/name';\nexport default { title: name };\n", 'lib/name.ts': "export const name = 'One';\n" });
    expect(await title(root, cache)).toBe('One');
    tamperKeptCode(cache, '"One"', '"Stale"');
    writeFileSync(join(root, 'lib', 'name.ts'), "export const name = 'Two';\n");
    expect(await title(root, cache)).toBe('Two');
  });

  it('is not used once an import would resolve to another file (a new name.ts beside name.js)', async () => {
    const { root, cache } = project({ 'site.config.ts': "import { name } from './name';\nexport default { title: name };\n", 'name.js': "export const name = 'FromJs';\n" });
    expect(await title(root, cache)).toBe('FromJs');
    tamperKeptCode(cache, '"FromJs"', '"Stale"');
    writeFileSync(join(root, 'name.ts'), "export const name = 'FromTs';\n");
    expect(await title(root, cache)).toBe('FromTs');
  });

  it('is not used once a tsconfig.json maps an import elsewhere', async () => {
    const paths = (to: string) => JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@name': [to] } } });
    const { root, cache } = project({
      'site.config.ts': "import { name } from '@name';\nexport default { title: name };\n",
      'a.ts': "export const name = 'A';\n",
      'b.ts': "export const name = 'B';\n",
      'tsconfig.json': paths('./a.ts'),
    });
    expect(await title(root, cache)).toBe('A');
    tamperKeptCode(cache, '"A"', '"Stale"');
    writeFileSync(join(root, 'tsconfig.json'), paths('./b.ts'));
    expect(await title(root, cache)).toBe('B');
  });

  it('is not used by another docsite or esbuild (tools)', async () => {
    const { root, cache } = project({ 'site.config.ts': "export default { title: 'Tools' };\n" });
    expect(await title(root, cache)).toBe('Tools');
    tamperKeptCode(cache, '"Tools"', '"Stale"');
    expect(await title(root, { ...cache, tools: 'tools-2' })).toBe('Tools');
  });

  it('is not kept when an input changed just before or while esbuild ran', () => {
    const { root } = project({ 'site.config.ts': "export default { title: 'Fresh' };\n" });
    const bundle = { code: '', inputs: [join(root, 'site.config.ts')], folders: [root], packages: [] };
    expect(settledState(bundle, Date.now())).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(join(root, 'site.config.ts'), "export default { title: 'Edited' };\n");
    expect(statSync(join(root, 'site.config.ts')).mtimeMs).toBeGreaterThan(HOUR_AGO.getTime());
    expect(settledState(bundle, Date.now())).toBeUndefined();
  });
});
