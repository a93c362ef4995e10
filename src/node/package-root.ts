/** docsite's own package folder (Node only), found from this file whether it runs from src/ or the bundled CLI. */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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
/**
 * Where docsite's own dependencies (react, @mdx-js/react) are found, for the browser bundles' `nodePaths`: every
 * `node_modules` Node would search from docsite's folder. npm hoists them beside docsite (`<project>/node_modules/`,
 * or npx's cache), so a site outside that project, with no react of its own, still finds docsite's.
 */
export const DOCSITE_NODE_MODULES: string[] = nodeModulesAbove(PACKAGE_ROOT);

function nodeModulesAbove(dir: string): string[] {
  const out: string[] = [];
  for (;;) {
    if (basename(dir) !== 'node_modules') out.push(join(dir, 'node_modules'));
    const parent = dirname(dir);
    if (parent === dir) return out;
    dir = parent;
  }
}
