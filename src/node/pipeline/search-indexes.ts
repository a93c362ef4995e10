/**
 * The build's search indexes: file names are planned up front (they hash the input), the files
 * themselves are linked from the store when an earlier build made them, or built in a worker thread
 * while the main thread goes on bundling and rendering.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { planSearchIndexes, writeSearchIndex, type SearchDocument, type SearchIndexPlan, type WrittenIndex } from '../search/build-index.ts';
import { contentKey, type FileStore } from './file-store.ts';
import { DocsiteError } from '../errors.ts';

const WORKER_SCRIPT = new URL('./search-worker.mjs', import.meta.url);

export interface PendingSearchIndexes {
  written: WrittenIndex[];
  /** Settles when every file is in the output folder. */
  done: Promise<void>;
}

function buildInWorker(plans: SearchIndexPlan[], outDir: string): Promise<void> {
  // Running from sources (tests), there is no bundled worker script: build in this thread.
  if (!existsSync(fileURLToPath(WORKER_SCRIPT))) return plans.reduce((chain, plan) => chain.then(() => writeSearchIndex(plan, outDir)), Promise.resolve());
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SCRIPT, { workerData: { plans, outDir } });
    worker.once('message', (reply: { ok: boolean; message?: string }) => {
      void worker.terminate();
      if (reply.ok) resolve();
      else reject(new DocsiteError(`building the search index failed: ${reply.message}`));
    });
    worker.once('error', reject);
  });
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
