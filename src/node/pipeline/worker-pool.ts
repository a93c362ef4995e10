/**
 * A small fixed pool of worker threads; tasks are queued FIFO and go to the first worker with a free slot.
 *
 * Why not piscina or tinypool: the compile workers are started before the build loads its modules (see
 * compile-workers.ts), each with a port of its own to the thread that highlights code, and take several
 * tasks at once; a pool here adopts such workers as they are.
 *
 * A worker that dies (an uncaught error, `process.exit`, running out of memory) fails the tasks it held,
 * naming them, and is never given another; when no worker is left, every waiting task fails too. So a
 * crash ends the build with its error instead of leaving it waiting for replies that never come.
 */
import { parentPort, Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

export interface WorkerSetup {
  workerData: unknown;
  transferList?: Transferable[];
  resourceLimits?: ResourceLimits;
  /** Tasks a worker is given at once (see the constructor). */
  tasksPerWorker?: number;
}

interface Task {
  message: object;
  /** What the task works on, for the error when its worker dies (a page's file). */
  label: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A task's failure because its worker died (`started`), or because none was left to run it. */
export class WorkerCrashError extends Error {
  constructor(
    readonly label: string,
    readonly reason: Error,
    readonly started: boolean,
  ) {
    super(started ? `${label}: the worker thread working on it stopped: ${reason.message}` : `${label}: not run: every worker thread stopped (${reason.message})`);
  }
}

export class WorkerPool<Input, Output> {
  private alive = new Set<Worker>();
  private idle: Worker[] = [];
  private queue: Task[] = [];
  private inflight = new Map<number, { task: Task; worker: Worker }>();
  private nextId = 1;
  private closing = false;
  /** Why the last worker died, once none is left. */
  private failure?: Error;

  /** Starts `size` workers of `script`, all with the same setup. */
  static start<Input, Output>(script: URL, size: number, setup: WorkerSetup): WorkerPool<Input, Output> {
    const { workerData, transferList, resourceLimits, tasksPerWorker } = setup;
    return new WorkerPool(Array.from({ length: size }, () => new Worker(script, { workerData, transferList, resourceLimits })), tasksPerWorker);
  }

  /**
   * A pool of workers already started (the pool terminates them when it closes). `tasksPerWorker` is more
   * than one when tasks wait on something outside the worker (a reply from another thread), so the worker
   * has another task to go on with meanwhile.
   */
  constructor(workers: Worker[], tasksPerWorker = 1) {
    for (const worker of workers) {
      this.alive.add(worker);
      worker.on('message', (reply: { id: number; error?: { message: string; hint?: string; details?: object } } & Record<string, unknown>) => {
        const entry = this.inflight.get(reply.id);
        if (!entry) return;
        this.inflight.delete(reply.id);
        this.release(worker);
        if (reply.error) entry.task.reject(Object.assign(new Error(reply.error.message), { hint: reply.error.hint, details: reply.error.details }));
        else entry.task.resolve(reply);
      });
      worker.on('error', (error) => this.died(worker, error));
      worker.on('exit', (code) => this.died(worker, new Error(`it exited with code ${code}`)));
    }
    // Interleaved, so the first tasks spread over all workers before any worker gets a second one.
    for (let slot = 0; slot < tasksPerWorker; slot++) this.idle.push(...workers);
  }

  /** Fails what `worker` held and takes it out of the pool; the first report of its end counts ('error' comes before 'exit'). */
  private died(worker: Worker, error: Error) {
    if (!this.alive.delete(worker) || this.closing) return;
    this.idle = this.idle.filter((w) => w !== worker);
    for (const [id, entry] of this.inflight) {
      if (entry.worker !== worker) continue;
      this.inflight.delete(id);
      entry.task.reject(new WorkerCrashError(entry.task.label, error, true));
    }
    if (this.alive.size === 0) {
      this.failure = error;
      for (const task of this.queue.splice(0)) task.reject(new WorkerCrashError(task.label, error, false));
    }
  }

  private release(worker: Worker) {
    if (!this.alive.has(worker)) return;
    const next = this.queue.shift();
    if (next) this.dispatch(worker, next);
    else this.idle.push(worker);
  }

  private dispatch(worker: Worker, task: Task) {
    const id = this.nextId++;
    this.inflight.set(id, { task, worker });
    worker.postMessage({ ...task.message, id });
  }

  /** Runs `input` in a worker; `label` names it in the error if that worker dies meanwhile. */
  run(input: Input, label = 'a task'): Promise<Output> {
    return new Promise<unknown>((resolve, reject) => {
      const task: Task = { message: { input }, label, resolve, reject };
      if (this.failure) return reject(new WorkerCrashError(label, this.failure, false));
      const worker = this.idle.pop();
      if (worker) this.dispatch(worker, task);
      else this.queue.push(task);
    }).then((reply) => (reply as { result: Output }).result);
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.alive].map((w) => w.terminate()));
  }
}

/**
 * The worker's side of the pool: runs each task it is sent and replies with its result, or with its error's
 * message (and `fields` of it: a hint, details) for the pool to reject the task with.
 */
export function answerTasks<Input, Output>(run: (input: Input) => Output | Promise<Output>, fields: (error: Error) => object = () => ({})): void {
  parentPort!.on('message', async (message: { id: number; input: Input }) => {
    try {
      parentPort!.postMessage({ id: message.id, result: await run(message.input) });
    } catch (error) {
      const e = error as Error;
      parentPort!.postMessage({ id: message.id, error: { message: e.message, ...fields(e) } });
    }
  });
}
