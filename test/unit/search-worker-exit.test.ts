/**
 * The search index is built in a child process (jieba's dictionary would stay in the build's own process
 * for good): a child that ends without replying (process.exit, a crash) fails the build with a message,
 * instead of leaving it waiting, and so does an error it replies with.
 */
import { expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInChildProcess } from '../../src/node/pipeline/search-indexes.ts';

test('a search process that exits without a reply, or replies with an error, fails the build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-search-worker-'));
  try {
    const script = join(dir, 'exits.mjs');
    writeFileSync(script, "process.once('message', () => process.exit(3));\n");
    await expect(buildInChildProcess([], dir, pathToFileURL(script))).rejects.toThrow('building the search index failed: the search index process exited with code 3 before it replied');
    const throws = join(dir, 'throws.mjs');
    writeFileSync(throws, "process.once('message', () => process.send({ error: 'no jieba' }));\n");
    await expect(buildInChildProcess([], dir, pathToFileURL(throws))).rejects.toThrow('building the search index failed: no jieba');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 20_000);
