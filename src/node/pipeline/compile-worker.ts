/** Worker thread: compiles the pages sent by the pool; code blocks are highlighted by the main thread. */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { compilePage, type CompileInput } from '../markdown/compile.ts';
import { highlightThrough } from '../markdown/highlighter.ts';

highlightThrough((workerData as { highlightPort: MessagePort }).highlightPort);

parentPort!.on('message', async (message: { id: number; input: CompileInput }) => {
  try {
    const result = await compilePage(message.input);
    parentPort!.postMessage({ id: message.id, result });
  } catch (error) {
    const e = error as Error & { hint?: string };
    parentPort!.postMessage({ id: message.id, error: { message: e.message, hint: e.hint } });
  }
});
