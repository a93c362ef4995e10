/** Where caches live, known before the config is loaded (the CLI reads the cache's notes that early). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a zero-config build (a bare folder of Markdown) keeps its cache: beside where it is run, never in
 * the pages' folder: in node_modules/.cache/docsite when there is a node_modules (ignored by git already).
 */
export function zeroConfigCacheDir(cwd = process.cwd()): string {
  return existsSync(join(cwd, 'node_modules')) ? join(cwd, 'node_modules', '.cache', 'docsite') : join(cwd, '.docsite-cache');
}

/** Where a project (a folder with site.config.ts or content/) keeps its cache. */
export function projectCacheDir(root: string): string {
  return join(root, '.docsite-cache');
}
