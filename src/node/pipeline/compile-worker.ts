/** Worker thread: compiles the pages sent by the pool; code blocks are highlighted by the main thread. */
import { workerData, type MessagePort } from 'node:worker_threads';
import { compilePage, type CompileInput } from '../markdown/compile.ts';
import { highlightThrough } from '../markdown/highlighter.ts';
import { answerTasks } from './worker-pool.ts';

highlightThrough((workerData as { highlightPort: MessagePort }).highlightPort);

answerTasks((input: CompileInput) => compilePage(input), (e) => ({ hint: (e as Error & { hint?: string }).hint }));
