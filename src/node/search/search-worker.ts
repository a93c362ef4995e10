/** Worker thread: builds the search index files while the main thread bundles and renders. */
import { parentPort, workerData } from 'node:worker_threads';
import { writeSearchIndex, type SearchIndexPlan } from './build-index.ts';

const { plans, outDir } = workerData as { plans: SearchIndexPlan[]; outDir: string };
try {
  for (const plan of plans) await writeSearchIndex(plan, outDir);
  parentPort!.postMessage({ ok: true });
} catch (error) {
  parentPort!.postMessage({ ok: false, message: (error as Error).message });
}
