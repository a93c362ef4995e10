/** Worker thread: renders batches of pages sent by the build (src/node/pipeline/render.ts). */
import { workerData } from 'node:worker_threads';
import { PageRenderer, RenderError, type RenderTask, type RendererSettings } from './page-renderer.ts';
import { answerTasks } from './worker-pool.ts';

const renderer = new PageRenderer(workerData as RendererSettings);

answerTasks((input: RenderTask[]) => renderer.renderBatch(input), (e) => (e instanceof RenderError ? { hint: e.hint, details: e.details } : {}));
