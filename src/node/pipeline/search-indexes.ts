/**
 * The build's search indexes: file names are planned up front (they hash the input), the files
 * themselves are linked from the store when an earlier build made them, or built in a worker thread
 * while the main thread goes on bundling and rendering. An index file lists its text shards (named
 * after their content), which are linked or stored with it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planSearchIndexes, writeSearchIndex, type SearchDocument, type SearchIndexPlan, type WrittenIndex } from '../search/build-index.ts';
import type { IndexFile, PayloadShard } from '../../shared/search/format.ts';
import { contentKey, type FileStore } from './file-store.ts';
import { DocsiteError } from '../errors.ts';
import { fork } from 'node:child_process';

const WORKER_SCRIPT = new URL('./search-worker.mjs', import.meta.url);

interface SearchWork {
  /** Settles when every file is in the output folder. */
  done: Promise<void>;
  /** The build failed: ends the work, settling once nothing more will be written into the output folder. */
  stop(): Promise<void>;
}

export interface PendingSearchIndexes extends SearchWork {
  written: WrittenIndex[];
}

/**
 * Builds the files in a child process running `script`: jieba, loaded for a Chinese index, keeps its
 * dictionary (about 50 MB) in the process for good, even after a worker thread that loaded it ends; a
 * child process gives it back when it exits, before the render workers start. An error, or the process
 * ending without a reply, fails the build instead of leaving it waiting.
 */
export function buildInChildProcess(plans: SearchIndexPlan[], outDir: string, script = WORKER_SCRIPT): SearchWork {
  // Running from sources (tests), there is no bundled worker script: build in this thread.
  if (!existsSync(fileURLToPath(script))) {
    const done = plans.reduce((chain, plan) => chain.then(() => writeSearchIndex(plan, outDir).then(() => {})), Promise.resolve());
    return { done, stop: () => done.catch(() => {}) };
  }
  const child = fork(fileURLToPath(script), [], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const done = new Promise<{ error?: string }>((resolve) => {
    child.once('message', (message: { error?: string }) => resolve(message));
    child.once('error', (error) => resolve({ error: error.message }));
    child.once('exit', (code, signal) => resolve({ error: `the search index process exited with ${signal ?? `code ${code}`} before it replied` }));
    child.send({ plans, outDir });
  }).then((reply) => {
    child.kill();
    if (reply.error !== undefined) throw new DocsiteError(`building the search index failed: ${reply.error}`);
  });
  // Killed, not told: a child left running would go on writing (and recreate the staging folder the failed build removes).
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return exited;
  };
  return { done, stop };
}

/**
 * The text shards an index file lists (paths under outDir). A warm build links every index and needs only
 * this list: parsing the whole file (the lunr index, 0.4 MB for the Rsbuild site's Chinese pages) cost
 * more than the rest of the search step. The writer puts `shards` between `pages` and `commonTerms`
 * (build-index.ts), and a key's quote cannot occur unescaped inside a JSON string: the text between the
 * two keys is the list. Anything else (another writer) is parsed whole.
 */
export function indexShardFiles(indexText: string): string[] {
  const start = indexText.indexOf(',"shards":');
  const end = indexText.indexOf(',"commonTerms":', start);
  let shards: PayloadShard[] | undefined;
  if (start > 0 && end > start) {
    try {
      shards = JSON.parse(indexText.slice(start + ',"shards":'.length, end)) as PayloadShard[];
    } catch {
      // not the writer's layout
    }
  }
  shards ??= (JSON.parse(indexText) as IndexFile).shards;
  return shards.map(([, file]) => `static/${file}`);
}

const shardFiles = (outDir: string, plan: SearchIndexPlan) => indexShardFiles(readFileSync(join(outDir, plan.file), 'utf8'));

export function startSearchIndexes(docs: SearchDocument[], outDir: string, store: FileStore): PendingSearchIndexes {
  const plans = planSearchIndexes(docs);
  const key = (plan: SearchIndexPlan) => contentKey('search-index', plan.file);
  // a shard's name is a hash of its content
  const shardKey = (file: string) => contentKey('search-text', file);
  const linked = (plan: SearchIndexPlan) => store.link(key(plan), join(outDir, plan.file)) && shardFiles(outDir, plan).every((file) => store.link(shardKey(file), join(outDir, file)));
  const missing = plans.filter((plan) => !linked(plan));
  const work = missing.length ? buildInChildProcess(missing, outDir) : undefined;
  const done = work
    ? work.done.then(() => {
        for (const plan of missing) {
          store.adopt(key(plan), join(outDir, plan.file));
          for (const file of shardFiles(outDir, plan)) store.adopt(shardKey(file), join(outDir, file));
        }
      })
    : Promise.resolve();
  done.catch(() => {}); // awaited by the build; never an unhandled rejection meanwhile
  return { written: plans.map(({ lang, version, file }) => ({ lang, version, file })), done, stop: () => work?.stop() ?? Promise.resolve() };
}
