/**
 * The search index is built in a child process: jieba (loaded for a Chinese index) never gives its
 * dictionary back, so a worker thread of the build's own process would leave about 50 MB in it through
 * rendering. A preloaded hook records which process loads jieba.
 */
import { expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { BIN } from './run-cli.ts';

it('loads jieba for the Chinese index in a child process, never in the build’s own process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-search-process-'));
  const log = join(dir, 'jieba.log');
  const hook = join(dir, 'hook.cjs');
  writeFileSync(
    hook,
    `const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === '@node-rs/jieba') require('node:fs').appendFileSync(${JSON.stringify(log)}, process.pid + '\\n');
  return load.call(this, request, ...rest);
};
`,
  );
  writeFileSync(log, '');
  const fixture = join(import.meta.dirname, '..', 'fixtures', 'basic');
  const r = spawnSync(process.execPath, [BIN, 'build', fixture, '-o', join(dir, 'dist'), '--no-cache'], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: `--require ${hook}` } });
  expect(r.status, r.stderr).toBe(0);
  const pids = readFileSync(log, 'utf8').split('\n').filter(Boolean).map(Number);
  expect(pids.length).toBeGreaterThan(0);
  expect(pids).not.toContain(r.pid);
  expect(readdirSync(join(dir, 'dist', 'static')).some((file) => /^search_index\.zh\..*\.json$/.test(file))).toBe(true);
}, 120_000);
