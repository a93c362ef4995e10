/**
 * The search-index worker goes through the worker pool: a worker that ends without replying (process.exit,
 * a crash the pool sees only as an exit) fails the build with a message, instead of leaving it waiting.
 */
import { expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInWorker } from '../../src/node/pipeline/search-indexes.ts';

test('a search worker that exits without a reply fails the build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-search-worker-'));
  try {
    const script = join(dir, 'exits.mjs');
    writeFileSync(script, "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => process.exit(0));\n");
    await expect(buildInWorker([], dir, pathToFileURL(script))).rejects.toThrow('building the search index failed: the search index: the worker thread working on it stopped: it exited with code 0');
    const throws = join(dir, 'throws.mjs');
    writeFileSync(throws, "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', ({ id }) => parentPort.postMessage({ id, error: { message: 'no jieba' } }));\n");
    await expect(buildInWorker([], dir, pathToFileURL(throws))).rejects.toThrow('building the search index failed: no jieba');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 20_000);
