/** Runs the docsite CLI and returns what a reader of the log sees: exit status and text without colour codes. */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const BIN = join(import.meta.dirname, '..', '..', 'bin', 'docsite.js');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

// CI sets `CI`, which makes picocolors colour even a piped stream; assertions read plain text either way.
export function runDocsite(args: string[], options: SpawnSyncOptions = {}): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], { ...options, encoding: 'utf8' });
  return { status: r.status, stdout: stripVTControlCharacters(String(r.stdout)), stderr: stripVTControlCharacters(String(r.stderr)) };
}
