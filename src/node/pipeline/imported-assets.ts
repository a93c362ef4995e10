/**
 * Files that scripts import (an image in a page, a logo in a site theme) are copied to
 * `<out>/static/assets/<name>-<hash><ext>`, and the import gives their URL from the site root
 * (`<base>static/assets/…`). esbuild's `file` loader would give a path relative to the importing chunk,
 * which a browser resolves against the page's URL, and which means nothing to the server render
 * (esbuild's `publicPath` would fix the URL but also turns chunk imports into site URLs, which the
 * server render cannot import).
 * Stylesheets keep the `file` loader: their `url()`s resolve against the stylesheet, which is right.
 */
import type { Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { IMPORTED_ASSET_FILE } from '../markdown/imported-asset-file.ts';

export const ASSET_NAMESPACE = 'docsite-asset';
const NAMESPACE = ASSET_NAMESPACE;
const PROBE = Symbol('asset probe');

/** The asset's file name in the output: its own name, made URL-safe, and a hash of its bytes. */
export function assetFileName(file: string, bytes: Uint8Array): string {
  const ext = extname(file).toLowerCase();
  const name = basename(file, extname(file)).replace(/[^\w-]+/g, '_') || 'asset';
  return `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${ext}`;
}

/** The source file behind an esbuild input path of this plugin (`docsite-asset:/abs/pic.png`), or the path itself. */
export const assetSourcePath = (input: string) => (input.startsWith(NAMESPACE + ':') ? input.slice(NAMESPACE.length + 1) : input);

export interface ImportedAssets {
  plugin: Plugin;
  /** Files written so far, relative to the output folder. */
  written: () => string[];
}

export function importedAssets(outDir: string, base: string): ImportedAssets {
  const written = new Set<string>();
  const plugin: Plugin = {
    name: 'docsite-imported-assets',
    setup(b) {
      b.onResolve({ filter: IMPORTED_ASSET_FILE }, async (args) => {
        if (args.pluginData === PROBE || args.kind === 'url-token' || args.kind === 'import-rule') return undefined;
        // Resolved as esbuild would (aliases such as @en/, packages), then taken over.
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PROBE });
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file') return undefined;
        return { path: resolved.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const bytes = readFileSync(args.path);
        const relative = `static/assets/${assetFileName(args.path, bytes)}`;
        // The name carries the content's hash: a file already there (an earlier dev rebuild) is this one.
        if (!written.has(relative) && !existsSync(join(outDir, relative))) {
          mkdirSync(join(outDir, 'static', 'assets'), { recursive: true });
          writeFileSync(join(outDir, relative), bytes);
        }
        written.add(relative);
        return { contents: `export default ${JSON.stringify(base + relative)};`, loader: 'js', watchFiles: [args.path] };
      });
    },
  };
  return { plugin, written: () => [...written] };
}
