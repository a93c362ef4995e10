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
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

/** A compile worker, and this thread's end of the port the worker asks for highlighted code blocks on. */
export interface CompileWorker {
  worker: Worker;
  highlights: MessagePort;
}

const SCRIPT = new URL('./compile-worker.mjs', import.meta.url);

/** The worker script of the bundled CLI; undefined when running from sources (tests), which compile in one thread. */
export function compileWorkerScript(): URL | undefined {
  return existsSync(fileURLToPath(SCRIPT)) ? SCRIPT : undefined;
}

/** One core is the main thread's: it highlights every code block, and compiles pages too when it has none to highlight. */
export function defaultCompileWorkerCount(): number {
  return Math.max(1, availableParallelism() - 1);
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

export function startCompileWorkers(count: number, script = compileWorkerScript()): CompileWorker[] {
  if (!script) return [];
  return Array.from({ length: count }, () => {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(script, {
      workerData: { highlightPort: port2 },
      transferList: [port2],
      // Compiling Markdown allocates many short-lived objects; a larger young generation spends less
      // time in garbage collection (about 6 % less CPU for the Rsbuild site).
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
    });
    return { worker, highlights: port1 };
  });
}

export async function stopCompileWorkers(workers: CompileWorker[]): Promise<void> {
  await Promise.all(workers.map(({ worker }) => worker.terminate()));
  for (const { highlights } of workers) highlights.close();
}
