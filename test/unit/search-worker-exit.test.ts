/**
 * The search index is built in a child process (jieba's dictionary would stay in the build's own process
 * for good): a child that ends without replying (process.exit, a crash) fails the build with a message,
 * instead of leaving it waiting, and so does an error it replies with.
 */
import { expect, test } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInChildProcess } from '../../src/node/pipeline/search-indexes.ts';

test('a search process that exits without a reply, or replies with an error, fails the build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-search-worker-'));
  try {
    const script = join(dir, 'exits.mjs');
    writeFileSync(script, "process.once('message', () => process.exit(3));\n");
    await expect(buildInChildProcess([], dir, pathToFileURL(script)).done).rejects.toThrow('building the search index failed: the search index process exited with code 3 before it replied');
    const throws = join(dir, 'throws.mjs');
    writeFileSync(throws, "process.once('message', () => process.send({ error: 'no jieba' }));\n");
    await expect(buildInChildProcess([], dir, pathToFileURL(throws)).done).rejects.toThrow('building the search index failed: no jieba');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 20_000);

test('stopped (the build failed), the search process is gone before the staging folder is removed: it writes nothing after', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-search-worker-'));
  try {
    const script = join(dir, 'slow.mjs');
    // Stands in for an index still being built: it writes into the output folder a moment later.
    writeFileSync(script, "import { mkdirSync, writeFileSync } from 'node:fs';\nprocess.once('message', ({ outDir }) => { setTimeout(() => { mkdirSync(outDir + '/static', { recursive: true }); writeFileSync(outDir + '/static/late.json', '{}'); process.send({}); }, 400); });\n");
    const outDir = join(dir, 'staging');
    const work = buildInChildProcess([], outDir, pathToFileURL(script));
    work.done.catch(() => {}); // rejects once stopped: the build already failed for its own reason
    await work.stop();
    rmSync(outDir, { recursive: true, force: true }); // what the failed build does next
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(existsSync(outDir)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 20_000);
