/**
 * Reuses the previous build's bundle when nothing it was made from changed: the compiled pages and
 * fragments, the virtual modules (site data, code colours, site theme and CSS) and every file esbuild
 * read last time (theme sources, React, images). The outputs are linked back from the file store.
 * Unchanged content then skips esbuild (about 0.9 s for the Rsbuild site).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { bundleSite, type BundleInput, type KeyedCode } from './bundle.ts';
import type { BundleResult } from './bundle-outputs.ts';
import { loadVirtualModule } from './virtual-modules.ts';
import { cacheKey } from './cache-key.ts';
import { siteThemeKey } from './site-theme-module.ts';
import { contentKey, type FileStore } from './file-store.ts';

/** Bump when bundleSite's options, plugins or output layout change in a way the key does not show. */
const BUNDLE_CACHE_VERSION = 'bundle-7';
/** docsite:site-theme is keyed by what it is made from (siteThemeKey): its making reads files. */
const VIRTUAL_MODULES = ['docsite:site-data', 'docsite:code.css', 'docsite:site.css', 'docsite:pages'];

interface Manifest {
  fingerprint: string;
  /** BundleResult with output-folder paths relative, so it applies to any staging folder. */
  result: BundleResult;
}

function fingerprint(input: BundleInput, inputFiles: string[]): string {
  const parts: (string | Uint8Array)[] = [];
  // Compiled code by its compile cache key where it has one (that key determines the code): the code is then not read.
  const code = (c: KeyedCode) => (c.codeKey ? ['key', c.codeKey] : ['code', c.code]);
  for (const page of input.pages) parts.push(page.routePath, page.file, ...code(page));
  for (const [file, fragment] of [...input.fragments].sort(([a], [b]) => (a < b ? -1 : 1))) parts.push(file, ...code(fragment));
  for (const path of VIRTUAL_MODULES) parts.push(JSON.stringify(loadVirtualModule(path, input)));
  parts.push(...siteThemeKey(input.project, input.siteData.layouts ?? []));
  for (const file of inputFiles) parts.push(file, existsSync(file) ? readFileSync(file) : '(missing)');
  return cacheKey(BUNDLE_CACHE_VERSION, { minify: input.minify ?? true, pluginClient: input.pluginClient }, ...parts);
}

/** Rewrites the output-folder prefix of the result's absolute paths (`<out>` in the stored form). */
function rebase(result: BundleResult, from: string, to: string): BundleResult {
  const move = (file: string) => (file.startsWith(from + sep) ? to + file.slice(from.length) : file);
  return {
    ...result,
    serverEntry: move(result.serverEntry),
    serverOnlyFiles: result.serverOnlyFiles.map(move),
    pageModules: new Map([...result.pageModules].map(([route, mod]) => [route, { ...mod, file: move(mod.file) }])),
  };
}
const STORED_OUT_DIR = '<out>';

function readManifest(file: string): Manifest | undefined {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    return { fingerprint: raw.fingerprint, result: { ...raw.result, pageModules: new Map(raw.result.pageModules) } };
  } catch {
    return undefined;
  }
}

export async function bundleSiteCached(input: BundleInput, store: FileStore, cacheDir: string): Promise<{ bundle: BundleResult; reused: boolean }> {
  const manifestFile = join(cacheDir, 'bundle.json');
  const previous = store.enabled ? readManifest(manifestFile) : undefined;
  if (previous && fingerprint(input, previous.result.inputFiles) === previous.fingerprint) {
    const linked: string[] = [];
    for (const rel of previous.result.outputFiles) {
      if (!store.link(contentKey(previous.fingerprint, rel), join(input.outDir, rel))) break;
      linked.push(join(input.outDir, rel));
    }
    if (linked.length === previous.result.outputFiles.length) return { bundle: rebase(previous.result, STORED_OUT_DIR, input.outDir), reused: true };
    for (const file of linked) rmSync(file); // esbuild must not write through links into the store
  }
  const bundle = await bundleSite(input);
  if (store.enabled) {
    const key = fingerprint(input, bundle.inputFiles);
    for (const rel of bundle.outputFiles) store.adopt(contentKey(key, rel), join(input.outDir, rel));
    const result = rebase(bundle, input.outDir, STORED_OUT_DIR);
    writeFileSync(manifestFile, JSON.stringify({ fingerprint: key, result: { ...result, pageModules: [...result.pageModules] } }));
  }
  return { bundle, reused: false };
}
