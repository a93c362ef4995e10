/** A small fixed pool of worker threads; tasks are queued FIFO and go to the first worker with a free slot. */
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

export interface WorkerSetup {
  workerData: unknown;
  transferList?: Transferable[];
  resourceLimits?: ResourceLimits;
  /** Tasks a worker is given at once (see the constructor). */
  tasksPerWorker?: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class WorkerPool<Input, Output> {
  private workers: Worker[] = [];
  private idle: Worker[] = [];
  private queue: { message: object; pending: Pending }[] = [];
  private inflight = new Map<number, Pending>();
  private nextId = 1;

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
      worker.on('message', (reply: { id: number; error?: { message: string; hint?: string } } & Record<string, unknown>) => {
        const pending = this.inflight.get(reply.id);
        if (!pending) return;
        this.inflight.delete(reply.id);
        this.release(worker);
        if (reply.error) pending.reject(Object.assign(new Error(reply.error.message), { hint: reply.error.hint }));
        else pending.resolve(reply);
      });
      worker.on('error', (error) => {
        for (const pending of this.inflight.values()) pending.reject(error);
        this.inflight.clear();
      });
      this.workers.push(worker);
    }
    // Interleaved, so the first tasks spread over all workers before any worker gets a second one.
    for (let slot = 0; slot < tasksPerWorker; slot++) this.idle.push(...workers);
  }

  private release(worker: Worker) {
    const next = this.queue.shift();
    if (next) this.dispatch(worker, next.message, next.pending);
    else this.idle.push(worker);
  }

  private dispatch(worker: Worker, message: object, pending: Pending) {
    const id = this.nextId++;
    this.inflight.set(id, pending);
    worker.postMessage({ ...message, id });
  }

  private send(message: object): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const pending = { resolve, reject };
      const worker = this.idle.pop();
      if (worker) this.dispatch(worker, message, pending);
      else this.queue.push({ message, pending });
    });
  }

  async run(input: Input): Promise<Output> {
    const reply = (await this.send({ input })) as { result: Output };
    return reply.result;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
