/**
 * Safe output: the build writes into a staging folder beside dist/ and swaps it in only at the end,
 * so a failed or interrupted build leaves the previous dist/ untouched. A lock file stops two builds
 * of one project from writing at once. The output a build replaces is kept as the next build's staging
 * folder (spare-output.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { DocsiteError } from '../errors.ts';
import { contentKey } from './file-store.ts';
import { LeftoverFiles } from './spare-output.ts';

export interface Staging {
  dir: string;
  /** Whether this build has written `file` (a reused staging folder also holds files of an earlier output). */
  has(file: string): boolean;
  /** True for a file of an earlier output that this build has not written: walks over the folder skip it. */
  isLeftover(file: string, stats?: Stats): boolean;
  commit(): void;
  abort(): void;
}

/** Spare folders kept per cache folder (one per output folder built from it). */
const MAX_SPARES = 3;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockFile(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.docsite-lock`);
}

/** Removes this process's lock (from a signal handler, where nothing async may run). */
export function removeLockSync(outDir: string): void {
  rmSync(lockFile(outDir), { force: true });
}

export function acquireLock(outDir: string): () => void {
  const lock = lockFile(outDir);
  try {
    mkdirSync(dirname(outDir), { recursive: true });
  } catch (error) {
    throw describeWriteError(error, outDir) ?? error;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM' || code === 'ENOTDIR' || code === 'ENOENT') {
        throw new DocsiteError(`cannot write to ${dirname(outDir)} (${code})`, { hint: 'make the output folder writable or choose another with --out-dir' });
      }
      if (code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (holder && processAlive(holder)) {
        throw new DocsiteError(`another docsite build (pid ${holder}) is writing ${outDir}`, { hint: 'wait for it to finish, then build again' });
      }
      rmSync(lock, { force: true }); // left behind by a build that died
    }
  }
  throw new DocsiteError(`could not lock ${outDir}`);
}

/**
 * A staging folder beside `outDir`. With `spareRoot`, it starts as the output an earlier build replaced
 * (when one was kept there), and the output this build replaces is kept there in turn.
 */
export function createStaging(outDir: string, spareRoot?: string): Staging {
  const dir = join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const spare = spareRoot && join(spareRoot, contentKey(resolve(outDir)).slice(0, 16));
  const leftovers = spare ? LeftoverFiles.claim(spare, dir) : undefined;
  if (spare && !leftovers && existsSync(spare)) removeInBackground(spare); // could not be reused: another file system
  try {
    if (!leftovers) mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DocsiteError(`cannot create the output folder next to ${outDir} (${code})`, { hint: 'check permissions and free disk space' });
  }
  /** Moves `folder` to the spare slot; false when that cannot be done (the caller then removes it). */
  const keepAsSpare = (folder: string): boolean => {
    if (!spare || !spareRoot) return false;
    try {
      mkdirSync(spareRoot, { recursive: true });
      renameSync(folder, spare);
      const now = new Date();
      utimesSync(spare, now, now);
    } catch {
      return false;
    }
    pruneSpares(spareRoot);
    return true;
  };
  return {
    dir,
    has: (file) => existsSync(file) && !leftovers?.isLeftover(file),
    isLeftover: (file, stats) => !!leftovers?.isLeftover(file, stats),
    commit() {
      leftovers?.sweep();
      let previous: string | undefined;
      if (existsSync(outDir)) {
        previous = keepAsSpare(outDir) ? spare : join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
        if (previous !== spare) renameSync(outDir, previous!);
      }
      try {
        renameSync(dir, outDir);
      } catch (error) {
        if (previous) renameSync(previous, outDir);
        throw error;
      }
      if (previous && previous !== spare) removeInBackground(previous);
    },
    abort() {
      if (!keepAsSpare(dir)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Removes all but the most recently used spare folders (outputs built once, test and benchmark folders).
 * Never throws: it runs in the middle of the swap, and a spare left over only costs disk space.
 */
function pruneSpares(spareRoot: string): void {
  try {
    const spares = readdirSync(spareRoot).map((name) => join(spareRoot, name));
    if (spares.length <= MAX_SPARES) return;
    const byAge = spares.map((folder) => ({ folder, used: statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? 0 })).sort((a, b) => b.used - a.used);
    for (const { folder } of byAge.slice(MAX_SPARES)) removeInBackground(folder);
  } catch {
    // an unreadable spare folder: the next build tries again
  }
}

/**
 * Deletes a folder without making the build wait: the new output is already in place, and a large old
 * tree can take seconds to remove. A detached Node process does it (portable; outlives this one).
 */
function removeInBackground(dir: string): void {
  try {
    spawn(process.execPath, ['-e', `require('fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`], { detached: true, stdio: 'ignore' }).unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Turns write failures (full disk, read-only folder) into a clear message. */
export function describeWriteError(error: unknown, outDir: string): DocsiteError | undefined {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC') return new DocsiteError(`the disk is full while writing ${outDir}`, { hint: 'free some space and build again; the previous output is untouched' });
  if (code === 'ENOTDIR' || code === 'EEXIST') return new DocsiteError(`cannot create ${outDir}: a file is in the way (${code})`, { hint: 'choose another --out-dir or remove that file' });
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return new DocsiteError(`cannot write to ${outDir} (${code})`, { hint: 'make the folder writable or choose another with --out-dir' });
  return undefined;
}
