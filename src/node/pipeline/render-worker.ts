/** Worker thread: renders batches of pages sent by the build (src/node/pipeline/render.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { PageRenderer, RenderError, type RenderTask, type RendererSettings } from './page-renderer.ts';

const renderer = new PageRenderer(workerData as RendererSettings);

parentPort!.on('message', async (message: { id: number; input: RenderTask[] }) => {
  try {
    parentPort!.postMessage({ id: message.id, result: await renderer.renderBatch(message.input) });
  } catch (error) {
    const e = error as Error;
    parentPort!.postMessage({ id: message.id, error: { message: e.message, ...(e instanceof RenderError ? { hint: e.hint, details: e.details } : {}) } });
  }
});
