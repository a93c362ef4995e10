/**
 * Pre-renders pages. A page whose inputs are unchanged since an earlier build is linked from the
 * store; the others are rendered in batches by worker threads (both cores), which write each page (and
 * its compressed siblings, when the site precompresses) at once. Workers are replaced after a fixed
 * number of pages, so the page modules they import (which an ES module cache never lets go) cannot make
 * memory grow with the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageData } from '../../shared/page-data.ts';
import { routeToOutputFile } from '../../shared/routes.ts';
import { DocsiteError } from '../errors.ts';
import { type FileStore } from './file-store.ts';
import { cacheKey } from './cache-key.ts';
import { PageRenderer, type RenderError, type RenderTask, type WrittenFile } from './page-renderer.ts';
import { WorkerPool } from './worker-pool.ts';

const WORKER_SCRIPT = new URL('./render-worker.mjs', import.meta.url);

export interface RenderJob {
  page: PageData;
  /** Absolute file of the page module. */
  moduleFile: string;
  /** Absolute file of the page's sidebar JSON (written before rendering), or null. */
  sidebarFile: string | null;
  head: string;
  /** Where to write (relative to the output folder); defaults from the route. */
  outputFile?: string;
  /** Source file, for error messages. */
  sourceFile?: string;
  sourcePath?: string;
}

export function readTemplate(templatesDir: string): string {
  return readFileSync(join(templatesDir, 'index.html'), 'utf8');
}

export interface RenderOptions {
  /** Absolute path of the bundled server entry; loaded only when some page is not in the store. */
  serverEntry: string;
  template: string;
  outDir: string;
  clientEntry: string;
  base: string;
  /** Writes each page's .br and .gz siblings beside it. */
  compress: boolean;
  /** Pages rendered by an earlier build from the same inputs are linked from here instead. */
  store: FileStore;
  /**
   * React's production build gives errors as codes ("Minified React error #130"): this renders the failed
   * page again with React's development build and returns what it says, in the form of a render failure.
   */
  explainReactError?: (routePath: string) => Promise<string | undefined>;
  batchSize?: number;
  /** Called as pages are done (linked from the store or rendered), with how many are. */
  onProgress?: (done: number) => void;
}

export interface RenderResult {
  rendered: number;
  /** Files whose compressed siblings are written (rendered pages). */
  compressed: Set<string>;
  /** Worker threads that rendered at once (0: this thread did). */
  workers: number;
}

/** Bump when the HTML a page renders to changes for reasons its inputs do not show. */
const RENDER_VERSION = 'render-1';
/** Pages one worker renders before it is replaced (bounds the module cache it accumulates). */
const PAGES_PER_WORKER = 1500;

/**
 * Everything a page's HTML depends on. Bundled file names carry content hashes (esbuild's, transitive
 * over imports), so the server entry's and the page module's names stand for the theme and the page;
 * the page data names its sidebar by a URL that hashes the sidebar's content.
 */
function renderKey(job: RenderJob, options: RenderOptions): string {
  const settings = { serverEntry: basename(options.serverEntry), pageModule: basename(job.moduleFile), clientEntry: options.clientEntry, base: options.base, outputFile: job.outputFile ?? '', page: job.page };
  return cacheKey(RENDER_VERSION, settings, options.template, job.head);
}

/** A batch's pages, for the error when the worker rendering it dies. */
function batchLabel(batch: RenderTask[]): string {
  const first = batch[0].sourceFile ?? batch[0].page.routePath;
  return batch.length > 1 ? `${first} (or one of the ${batch.length - 1} pages rendered with it)` : first;
}

/** Renders every page, or links its HTML from the store. */
export async function renderPages(allJobs: RenderJob[], options: RenderOptions): Promise<RenderResult> {
  const keys = new Map<string, string>();
  const tasks: RenderTask[] = [];
  for (const job of allJobs) {
    const outputFile = join(options.outDir, job.outputFile ?? routeToOutputFile(job.page.routePath));
    const key = renderKey(job, options);
    if (options.store.link(key, outputFile)) continue;
    keys.set(outputFile, key);
    tasks.push({ page: job.page, moduleFile: job.moduleFile, sidebarFile: job.sidebarFile, head: job.head, outputFile, sourceFile: job.sourceFile, sourcePath: job.sourcePath });
  }
  const batchSize = options.batchSize ?? 32;
  const batches: RenderTask[][] = [];
  for (let i = 0; i < tasks.length; i += batchSize) batches.push(tasks.slice(i, i + batchSize));
  const settings = { serverEntry: options.serverEntry, template: options.template, clientEntry: options.clientEntry, base: options.base, compress: options.compress };

  const written: WrittenFile[] = [];
  let done = allJobs.length - tasks.length;
  const batchDone = (batch: RenderTask[]) => options.onProgress?.((done += batch.length));
  options.onProgress?.(done);
  let workerCount = Math.min(availableParallelism(), 4, Math.floor(tasks.length / 64));
  if (workerCount < 2 || !existsSync(fileURLToPath(WORKER_SCRIPT))) workerCount = 0;
  try {
    if (workerCount) {
      const perGeneration = Math.ceil(PAGES_PER_WORKER / batchSize) * workerCount;
      for (let g = 0; g < batches.length; g += perGeneration) {
        const pool = WorkerPool.start<RenderTask[], WrittenFile[]>(WORKER_SCRIPT, workerCount, { workerData: settings });
        try {
          const generation = batches.slice(g, g + perGeneration).map((batch) =>
            pool.run(batch, batchLabel(batch)).then((files) => {
              batchDone(batch);
              return files;
            }),
          );
          for (const files of await Promise.all(generation)) written.push(...files);
        } finally {
          await pool.close();
        }
      }
    } else {
      // Running from sources (tests), or too few pages to pay for starting workers.
      const renderer = new PageRenderer(settings);
      for (const batch of batches) {
        written.push(...(await renderer.renderBatch(batch)));
        batchDone(batch);
      }
    }
  } catch (error) {
    const { hint, details } = error as { hint?: string; details?: RenderError['details'] };
    if (details?.reactErrorCode && options.explainReactError) {
      const explained = await options.explainReactError(details.routePath).catch(() => undefined);
      if (explained) throw new DocsiteError(explained, { hint: hint ?? 'fix the page or component named above', cause: error });
    }
    throw hint ? new DocsiteError((error as Error).message, { hint, cause: error }) : error;
  }
  for (const [file, key] of keys) options.store.adopt(key, file);
  for (const { file, key } of written) options.store.adopt(key, file);
  return { rendered: tasks.length, compressed: options.compress ? new Set(keys.keys()) : new Set(), workers: workerCount };
}
