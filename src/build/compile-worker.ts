/** Worker thread: compiles pages sent by the pool, one at a time, with one shiki instance per worker. */
import { parentPort, workerData } from 'node:worker_threads';
import { compilePage, type CompileInput } from '../markdown/compile.ts';
import { configureHighlighter, collectedCodeCss } from '../markdown/highlighter.ts';

configureHighlighter(workerData?.highlighter ?? {});

parentPort!.on('message', async (message: { id: number; input?: CompileInput; collectCss?: boolean }) => {
  if (message.collectCss) {
    parentPort!.postMessage({ id: message.id, css: collectedCodeCss() });
    return;
  }
  try {
    const result = await compilePage(message.input!);
    parentPort!.postMessage({ id: message.id, result });
  } catch (error) {
    const e = error as Error & { hint?: string };
    parentPort!.postMessage({ id: message.id, error: { message: e.message, hint: e.hint } });
  }
});
