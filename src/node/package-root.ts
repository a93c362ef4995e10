/** docsite's own package folder (Node only), found from this file whether it runs from src/ or the bundled CLI. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'docsite') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('docsite: cannot find its own package folder');
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const SRC_DIR = join(PACKAGE_ROOT, 'src');
/** The browser side: the runtime and the default theme. */
export const CLIENT_DIR = join(SRC_DIR, 'client');
export const DOCSITE_NODE_MODULES = join(PACKAGE_ROOT, 'node_modules');
