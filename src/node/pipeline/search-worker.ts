/**
 * Child process: builds the search index files while the main process bundles and renders
 * (search-indexes.ts). One message in, one reply out, then the parent ends it.
 */
import { writeSearchIndex, type SearchIndexPlan } from '../search/build-index.ts';

// The build ended (an interrupt, an error elsewhere): stop at once, writing nothing more into its staging folder.
process.once('disconnect', () => process.exit(0));

process.once('message', async ({ plans, outDir }: { plans: SearchIndexPlan[]; outDir: string }) => {
  try {
    for (const plan of plans) await writeSearchIndex(plan, outDir);
    process.send!({});
  } catch (error) {
    process.send!({ error: (error as Error).message });
  }
});
