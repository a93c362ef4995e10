/**
 * Worker thread: compiles the pages sent by the pool. The lead worker (compile-workers.ts) highlights
 * every code block, for the other workers through their ports; the others ask it for theirs.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { compilePage } from '../markdown/compile.ts';
import { collectedCodeCss, configureHighlighter, highlightThrough, prefetchHighlights, serveHighlights } from '../markdown/highlighter.ts';
import { shikiTransformers } from '../config/load.ts';
import { answerTasks } from './worker-pool.ts';
import type { CompileTask } from './compile-pages.ts';

const { highlightPort, servePorts } = workerData as { highlightPort?: MessagePort; servePorts?: MessagePort[] };
if (highlightPort) highlightThrough(highlightPort);
for (const port of servePorts ?? []) serveHighlights(port);

async function run(task: CompileTask): Promise<unknown> {
  switch (task.kind) {
    case 'compile':
      return compilePage(task.input);
    case 'highlighter': {
      // The config's shiki transformers are functions: loaded here from the config the main thread loaded.
      const transformers = task.transformersFrom ? await shikiTransformers(task.transformersFrom) : undefined;
      configureHighlighter({ ...task.options, ...(transformers?.length ? { transformers } : {}) });
      return null;
    }
    case 'prefetch':
      await prefetchHighlights(task.blocks);
      return null;
    case 'css':
      return collectedCodeCss();
  }
}

answerTasks(run, (e) => ({ hint: (e as Error & { hint?: string }).hint }));
