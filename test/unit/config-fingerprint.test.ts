/** The fingerprint of a config's code (config/load.ts), which compile cache keys hold when plugins change how pages compile. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/node/config/load.ts';

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'docsite-fingerprint-'));
  mkdirSync(join(root, 'plugins'));
  mkdirSync(join(root, 'node_modules', 'remark-fake'), { recursive: true });
  writeFileSync(join(root, 'node_modules', 'remark-fake', 'index.js'), 'export default function remarkFake() { return () => {}; }\n');
  writeFileSync(join(root, 'plugins', 'local.ts'), 'export const remarkLocal = () => () => {};\n');
  writeFileSync(
    join(root, 'site.config.ts'),
    "import remarkFake from 'remark-fake';\nimport { remarkLocal } from './plugins/local.ts';\nexport default { title: 'T', markdown: { remarkPlugins: [remarkFake, remarkLocal] } };\n",
  );
  return root;
}
const setVersion = (root: string, version: string) =>
  writeFileSync(join(root, 'node_modules', 'remark-fake', 'package.json'), JSON.stringify({ name: 'remark-fake', version, type: 'module', main: 'index.js' }));

describe('config fingerprint', () => {
  it('is the same for the same code, wherever docsite runs from, and changes with a local module or a package version', async () => {
    const root = project();
    setVersion(root, '1.0.0');
    const first = (await loadConfig(root)).fingerprint;
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    expect((await loadConfig(root)).fingerprint).toBe(first);
    const cwd = process.cwd();
    try {
      process.chdir(root);
      expect((await loadConfig('.')).fingerprint).toBe(first);
    } finally {
      process.chdir(cwd);
    }
    setVersion(root, '1.0.1');
    const bumped = (await loadConfig(root)).fingerprint;
    expect(bumped).not.toBe(first);
    writeFileSync(join(root, 'plugins', 'local.ts'), 'export const remarkLocal = () => (tree: unknown) => void tree;\n');
    const edited = (await loadConfig(root)).fingerprint;
    expect(new Set([first, bumped, edited]).size).toBe(3);
  });

  it('lists the files the config is made of (an edit of one reloads it in dev)', async () => {
    const root = project();
    setVersion(root, '1.0.0');
    const { inputs } = await loadConfig(root);
    expect(inputs!.sort()).toEqual([join(root, 'plugins', 'local.ts'), join(root, 'site.config.ts')]);
  });
});
