/**
 * Starting the threads that compile pages. Kept apart from compile-pages.ts and free of heavy imports:
 * `docsite build` starts its workers before it loads the rest of the build (MDX, shiki, esbuild: about
 * 0.2 s), so each worker loads its own copy of the compiler on the other core meanwhile and takes its
 * first page as soon as the build has one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';

/**
 * The threads that compile a build's pages. The lead highlights every code block (its own pages', and the
 * others' through a port to each) and compiles pages too; the main thread only hands pages out. So shiki,
 * whose WebAssembly memory is never given back, and the compiler live in threads that end with the
 * compile stage, not in the main thread, which lives on through bundling and rendering.
 */
export interface CompileWorkers {
  lead: Worker;
  others: Worker[];
}

const SCRIPT = new URL('./compile-worker.mjs', import.meta.url);

/** The worker script of the bundled CLI; undefined when running from sources (tests), which compile in one thread. */
export function compileWorkerScript(): URL | undefined {
  return existsSync(fileURLToPath(SCRIPT)) ? SCRIPT : undefined;
}

/** One compile thread per core: the main thread waits while they compile. */
export function defaultCompileWorkerCount(): number {
  return Math.max(1, availableParallelism());
}

/** Fewer pages to compile than this are compiled in the main thread: a worker's start-up would cost more. */
export const MIN_PAGES_FOR_WORKERS = 24;

/** The file in a cache folder that says how many pages the last build (or dev server) compiled. */
const COMPILED_LAST = 'compiled-last';

/** Notes in the cache how many pages were compiled (not taken from the cache), for `expectsCompileWork`. */
export function recordCompiled(cacheDir: string, compiled: number): void {
  try {
    writeFileSync(join(cacheDir, COMPILED_LAST), String(compiled));
  } catch {
    // a read-only cache: the next build starts its workers early, as without the note
  }
}

/**
 * Whether a build with these cache folders (the project's, or a zero-config build's) is likely to compile
 * enough pages for workers: unless the last build compiled only a few, as a build after no change or one
 * edit does. Then the CLI starts no worker early (loading the compiler in a worker costs about 0.3 s of
 * CPU, a third of such a build's); a build that meets many misses after all starts its workers itself.
 */
export function expectsCompileWork(cacheDirs: readonly string[]): boolean {
  for (const dir of cacheDirs) {
    let text: string;
    try {
      text = readFileSync(join(dir, COMPILED_LAST), 'utf8');
    } catch {
      continue;
    }
    return !(Number(text) < MIN_PAGES_FOR_WORKERS);
  }
  return true;
}

/** `count` compile threads (at least one: the lead), or undefined when running from sources. */
export function startCompileWorkers(count: number, script = compileWorkerScript()): CompileWorkers | undefined {
  if (!script || count < 1) return undefined;
  // Compiling Markdown allocates many short-lived objects; a larger young generation than the default
  // spends less time in garbage collection. 48 MB, not more: with one compile worker per core, 96 MB each
  // made the compile stage the build's peak (Rsbuild site: about 413 MB against 373 MB, no less CPU; 2 pairs).
  const resourceLimits = { maxYoungGenerationSizeMb: 48 };
  const channels = Array.from({ length: count - 1 }, () => new MessageChannel());
  const leadPorts = channels.map(({ port1 }) => port1);
  const lead = new Worker(script, { workerData: { servePorts: leadPorts }, transferList: leadPorts, resourceLimits });
  const others = channels.map(({ port2 }) => new Worker(script, { workerData: { highlightPort: port2 }, transferList: [port2], resourceLimits }));
  return { lead, others };
}

export async function stopCompileWorkers(workers: CompileWorkers | undefined): Promise<void> {
  if (workers) await Promise.all([workers.lead, ...workers.others].map((worker) => worker.terminate()));
}
