/** A small fixed pool of worker threads running the page compiler; tasks are queued FIFO. */
import { Worker, type ResourceLimits } from 'node:worker_threads';

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

  constructor(script: URL, size: number, workerData: unknown, resourceLimits?: ResourceLimits) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { workerData, resourceLimits });
      worker.on('message', (reply: { id: number; error?: { message: string; hint?: string } } & Record<string, unknown>) => {
        const pending = this.inflight.get(reply.id);
        if (!pending) return; // a reply to collectCss, handled by its own listener
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
      this.idle.push(worker);
    }
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

  /** Runs a task on one particular worker (for affinity: related tasks share that worker's caches). */
  async runOn(workerIndex: number, input: Input): Promise<Output> {
    const worker = this.workers[workerIndex % this.workers.length];
    const reply = (await new Promise<{ result: Output }>((resolve, reject) => {
      const id = this.nextId++;
      const onMessage = (message: { id: number; result?: Output; error?: { message: string; hint?: string } }) => {
        if (message.id !== id) return;
        worker.off('message', onMessage);
        if (message.error) reject(Object.assign(new Error(message.error.message), { hint: message.error.hint }));
        else resolve(message as { result: Output });
      };
      worker.on('message', onMessage);
      worker.postMessage({ id, input });
    })) as { result: Output };
    return reply.result;
  }

  /** Asks every worker for the CSS of the code colours it produced. */
  async collectCss(): Promise<string[]> {
    return Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<string>((resolve) => {
            const id = this.nextId++;
            const onMessage = (reply: { id: number; css?: string }) => {
              if (reply.id !== id) return;
              worker.off('message', onMessage);
              resolve(reply.css ?? '');
            };
            worker.on('message', onMessage);
            worker.postMessage({ id, collectCss: true });
          }),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
