/**
 * V8's explicit compile hint (Chrome 136+; to other engines a comment), the shell chunk's first line: compile
 * every function of the file eagerly, off the main thread while the file streams in. A first visit runs most
 * of the shell's functions while it starts (React's client, the app), and compiling them lazily, on the main
 * thread, was about a third of the longest task of a first visit (the shell's evaluation).
 */
import type { Metafile } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to the chunk holding the shell (`docsite:shell`), in place; `cwd`: esbuild's working folder. */
export function addShellCompileHint(metafile: Metafile, cwd: string): void {
  const shell = Object.entries(metafile.outputs).find(([, out]) => 'docsite-virtual:docsite:shell' in out.inputs)?.[0];
  if (!shell) return;
  const file = resolve(cwd, shell);
  writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
}
