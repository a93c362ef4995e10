/** Worker thread: builds the search index files while the main thread bundles and renders (search-indexes.ts). */
import { writeSearchIndex, type SearchIndexPlan } from '../search/build-index.ts';
import { answerTasks } from './worker-pool.ts';

answerTasks(async ({ plans, outDir }: { plans: SearchIndexPlan[]; outDir: string }) => {
  for (const plan of plans) await writeSearchIndex(plan, outDir);
});
