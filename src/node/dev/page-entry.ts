/**
 * One page in the dev server: its source and its two cached steps, each with its last good output, its
 * last error, whether its inputs changed since it ran, and the run in flight:
 *
 *   source (+ included files) ──compile──▶ CompiledPage ──bundle (+ the app's shared modules)──▶ PageModule
 *
 * What makes a step stale, and nothing else, is written here: an edit of the source or of a file it
 * includes makes the compile stale; a new compile, or an edit of a file the module bundles, makes the
 * bundle stale (through `inputs`; a new app build does too, through its generation, checked by DevPages).
 */
import type { PageSource } from '../content/scan.ts';
import type { CompiledPage } from '../markdown/compile.ts';
import type { DocsiteError } from '../errors.ts';
import type { PageModule } from './page-bundle.ts';

export interface PageEntry {
  readonly source: PageSource;
  compile: {
    /** Last good compile. */
    result?: CompiledPage;
    /** The last compile's error (the last good result is still served). */
    error?: DocsiteError;
    /** The source or an included file changed since the last compile (or it never compiled). */
    stale: boolean;
    running?: Promise<void>;
    /** Files the last compile included (`<!--@include:-->`, `<<<`, `{{#include}}`): an edit of one makes it stale. */
    includes?: Set<string>;
  };
  bundle: {
    /** Last good page module. */
    result?: PageModule;
    error?: DocsiteError;
    /** Counts changes of its inputs (a new compile, an edited file the module bundles). */
    inputs: number;
    /** `${inputs}:${app generation}` of the last bundle run: it is stale when that differs from now. */
    builtFor?: string;
    running?: Promise<void>;
  };
  /** The title a quick read of the source gives, until the page compiles (generated sidebars show titles). */
  quickTitle?: string;
  /** Its current warnings (compile warnings, dead links): printed once per change, and shown in the browser. */
  warnings?: string[];
}

export function newPageEntry(source: PageSource): PageEntry {
  return { source, compile: { stale: true }, bundle: { inputs: 0 } };
}

/** The page's source, or a file it includes, changed: compiled again when next needed. */
export function compileStale(entry: PageEntry): void {
  entry.compile.stale = true;
}

/** A compile finished: its output (or error) is current, and the bundle is stale when there is new code. */
export function compiled(entry: PageEntry, outcome: { result: CompiledPage } | { error: DocsiteError }): void {
  if ('result' in outcome) {
    entry.compile.result = outcome.result;
    entry.compile.error = undefined;
    bundleStale(entry);
  } else entry.compile.error = outcome.error;
}

/** A file the page's module bundles changed (fragment, component, image …): bundled again when next needed. */
export function bundleStale(entry: PageEntry): void {
  entry.bundle.inputs++;
}

/** The page's error, if its last compile or bundle failed. */
export function pageError(entry: PageEntry): DocsiteError | undefined {
  return entry.compile.error ?? entry.bundle.error;
}
