/**
 * The runtime's entry modules and how a bundle's output names them, for `build` (bundle.ts) and `dev`
 * (dev/runtime-bundle.ts) alike; and `docsite:theme.css`, the stylesheet the client entry imports: the
 * built-in theme's, resolved here so the runtime names no theme file.
 */
import { join, resolve } from 'node:path';
import type { OnResolveArgs, OnResolveResult } from 'esbuild';
import { CLIENT_DIR } from '../package-root.ts';

export const CLIENT_ENTRY = join(CLIENT_DIR, 'runtime', 'client.tsx');
export const SERVER_ENTRY = join(CLIENT_DIR, 'runtime', 'server.tsx');
const THEME_CSS = join(CLIENT_DIR, 'theme', 'styles', 'index.css');

/** Which runtime entry an output of esbuild's metafile comes from (its `entryPoint`, relative to the working folder). */
export function runtimeEntryOf(entryPoint: string, workingDir: string): 'client' | 'server' | undefined {
  const file = resolve(workingDir, entryPoint);
  return file === CLIENT_ENTRY ? 'client' : file === SERVER_ENTRY ? 'server' : undefined;
}

/** esbuild's resolution of a `docsite:` import: the theme stylesheet is a real file, the rest are generated (`docsite-virtual`). */
export function resolveDocsiteImport(args: Pick<OnResolveArgs, 'path'>): OnResolveResult {
  return args.path === 'docsite:theme.css' ? { path: THEME_CSS } : { path: args.path, namespace: 'docsite-virtual' };
}
