/**
 * What every esbuild run over a site's browser code shares, in `docsite build` (bundle.ts) and `docsite dev`
 * (dev/runtime-bundle.ts, dev/page-bundle.ts), so the two never drift: the options, the working folder, and
 * how a failure is reported.
 */
import type { BuildOptions, Loader } from 'esbuild';
import { DOCSITE_NODE_MODULES } from '../package-root.ts';
import type { Project } from './project.ts';
import { esbuildError } from './esbuild-errors.ts';
import type { DocsiteError } from '../errors.ts';

/** Loaders for files pages and themes import (emitted as hashed assets). */
const ASSET_LOADERS: Record<string, Loader> = { '.png': 'file', '.jpg': 'file', '.svg': 'file', '.gif': 'file', '.webp': 'file', '.woff2': 'file' };

const BROWSER_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome91', 'firefox90', 'safari15'],
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: '../assets/[name]-[hash]',
  metafile: true,
  write: true,
  jsx: 'automatic',
  jsxImportSource: 'react',
  nodePaths: DOCSITE_NODE_MODULES,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'silent',
  loader: ASSET_LOADERS,
} satisfies BuildOptions;

/**
 * esbuild's working folder: its metafile's paths, its messages' paths and its content hashes are relative
 * to it. The pages' folder, not the shell's nor the project's, so a site built from another folder (or
 * with its config elsewhere, the pages the same) names every chunk the same.
 */
export function bundleWorkingDir(project: Project): string {
  return project.contentDir;
}

/** The options every browser bundle of `project` starts from (entries, output folder, defines and plugins are the caller's). */
export function browserBundleOptions(project: Project) {
  return { ...BROWSER_BUNDLE_OPTIONS, absWorkingDir: bundleWorkingDir(project) } satisfies BuildOptions;
}

/** An esbuild failure of a bundle of `project`, its paths shown from the shell's folder (as every other message). */
export function bundleError(error: unknown, project: Project, summary: string, hint: string, page?: Parameters<typeof esbuildError>[4]): DocsiteError {
  return esbuildError(error, bundleWorkingDir(project), summary, hint, page, process.cwd());
}
