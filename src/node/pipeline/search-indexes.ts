/**
 * The build's search indexes: file names are planned up front (they hash the input), the files
 * themselves are linked from the store when an earlier build made them, or built in a worker thread
 * while the main thread goes on bundling and rendering.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planSearchIndexes, writeSearchIndex, type SearchDocument, type SearchIndexPlan, type WrittenIndex } from '../search/build-index.ts';
import { contentKey, type FileStore } from './file-store.ts';
import { DocsiteError } from '../errors.ts';
import { WorkerPool } from './worker-pool.ts';

const WORKER_SCRIPT = new URL('./search-worker.mjs', import.meta.url);

export interface PendingSearchIndexes {
  written: WrittenIndex[];
  /** Settles when every file is in the output folder. */
  done: Promise<void>;
}

/**
 * Builds the files in a worker thread of `script`, through the pool every worker goes through: an error, or
 * the worker ending without a reply, fails the build instead of leaving it waiting.
 */
export async function buildInWorker(plans: SearchIndexPlan[], outDir: string, script = WORKER_SCRIPT): Promise<void> {
  // Running from sources (tests), there is no bundled worker script: build in this thread.
  if (!existsSync(fileURLToPath(script))) return plans.reduce((chain, plan) => chain.then(() => writeSearchIndex(plan, outDir)), Promise.resolve());
  const pool = WorkerPool.start<{ plans: SearchIndexPlan[]; outDir: string }, void>(script, 1, { workerData: null });
  try {
    await pool.run({ plans, outDir }, 'the search index');
  } catch (error) {
    throw new DocsiteError(`building the search index failed: ${(error as Error).message}`);
  } finally {
    await pool.close();
  }
}

export function startSearchIndexes(docs: SearchDocument[], outDir: string, store: FileStore): PendingSearchIndexes {
  const plans = planSearchIndexes(docs);
  const key = (plan: SearchIndexPlan) => contentKey('search-index', plan.file);
  const textKey = (plan: SearchIndexPlan) => contentKey('search-text', plan.textFile);
  const linked = (plan: SearchIndexPlan) => store.link(key(plan), join(outDir, plan.file)) && store.link(textKey(plan), join(outDir, plan.textFile));
  const missing = plans.filter((plan) => !linked(plan));
  const done = missing.length
    ? buildInWorker(missing, outDir).then(() => {
        for (const plan of missing) {
          store.adopt(key(plan), join(outDir, plan.file));
          store.adopt(textKey(plan), join(outDir, plan.textFile));
        }
      })
    : Promise.resolve();
  done.catch(() => {}); // awaited by the build; never an unhandled rejection meanwhile
  return { written: plans.map(({ lang, version, file, textFile }) => ({ lang, version, file, textFile })), done };
}
