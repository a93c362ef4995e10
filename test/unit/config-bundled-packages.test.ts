/**
 * A config importing packages Node cannot load as published, as Rspress plugin packages are: an ES module
 * importing its own files without extension (`./parts/tree`, a folder), and one using `__dirname` at its top.
 * Rspress's config loader takes them; docsite bundles them into the config (config/bundled-packages.ts).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../../src/node/config/load.ts';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsite-config-packages-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

const pkg = (name: string, deps: Record<string, string> = {}) => JSON.stringify({ name, version: '1.0.0', type: 'module', main: 'dist/index.js', dependencies: deps });

describe('config packages Node cannot load as published', () => {
  it('a plugin package whose ESM imports a file and a folder without extension, through the package that depends on it', async () => {
    const root = project({
      'node_modules/kiln-devkit/package.json': pkg('kiln-devkit'),
      'node_modules/kiln-devkit/dist/index.js': "export { glaze } from './parts/glaze';\nexport { cone } from './cones';\n",
      'node_modules/kiln-devkit/dist/parts/glaze.js': "export const glaze = 'celadon';\n",
      'node_modules/kiln-devkit/dist/cones/index.js': "export const cone = 6;\n",
      'node_modules/kiln-plugin-tree/package.json': pkg('kiln-plugin-tree', { 'kiln-devkit': '^1.0.0' }),
      'node_modules/kiln-plugin-tree/dist/index.js': "import { glaze, cone } from 'kiln-devkit';\nexport default () => ({ name: `tree-${glaze}-${cone}` });\n",
      'site.config.ts': "import tree from 'kiln-plugin-tree';\nexport default { title: tree().name, root: 'docs' };\n",
    });
    expect((await loadConfig(root)).config.title).toBe('tree-celadon-6');
  });

  it('a package using __dirname at the top of an ES module gets its own folder', async () => {
    const root = project({
      'node_modules/kiln-preview/package.json': pkg('kiln-preview'),
      'node_modules/kiln-preview/dist/index.js': "import { join } from 'node:path';\nconst STATIC = join(__dirname, '..', 'static');\nexport const staticDir = STATIC;\n",
      'site.config.ts': "import { staticDir } from 'kiln-preview';\nexport default { title: staticDir, root: 'docs' };\n",
    });
    expect((await loadConfig(root)).config.title).toBe(join(root, 'node_modules', 'kiln-preview', 'static'));
  });

  it('a package that lacks a dependency still fails, naming it', async () => {
    const root = project({
      'node_modules/kiln-broken/package.json': pkg('kiln-broken'),
      'node_modules/kiln-broken/dist/index.js': "export { x } from 'not-installed-anywhere';\n",
      'site.config.ts': "import { x } from 'kiln-broken';\nexport default { title: String(x) };\n",
    });
    await expect(loadConfig(root)).rejects.toThrow(/not-installed-anywhere/);
  });
});
