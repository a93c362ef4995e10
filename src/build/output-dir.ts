/**
 * Safe output: the build writes into a staging folder beside dist/ and swaps it in only at the end,
 * so a failed or interrupted build leaves the previous dist/ untouched. A lock file stops two builds
 * of one project from writing at once.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { DocsiteError } from '../shared/errors.ts';

export interface Staging {
  dir: string;
  commit(): void;
  abort(): void;
}

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

export function createStaging(outDir: string): Staging {
  const dir = join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DocsiteError(`cannot create the output folder next to ${outDir} (${code})`, { hint: 'check permissions and free disk space' });
  }
  return {
    dir,
    commit() {
      const old = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
      if (existsSync(outDir)) renameSync(outDir, old);
      try {
        renameSync(dir, outDir);
      } catch (error) {
        if (existsSync(old)) renameSync(old, outDir);
        throw error;
      }
      removeInBackground(old);
    },
    abort() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
