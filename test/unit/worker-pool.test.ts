import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { WorkerCrashError, WorkerPool } from '../../src/node/pipeline/worker-pool.ts';

/**
 * A worker that answers `{ input: n }` with n * 2 after a short wait, and dies as the input asks:
 * 'throw' throws an uncaught error (outside the message handler's promise), 'exit' calls process.exit(3).
 */
const SCRIPT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, input }) => {
  setTimeout(() => {
    if (input === 'throw') throw new Error('boom in the worker');
    if (input === 'exit') process.exit(3);
    parentPort.postMessage({ id, result: input * 2 });
  }, 20);
});`;
const worker = () => new Worker(SCRIPT, { eval: true });

/** Fails the test instead of hanging when a promise never settles. */
const within = <T,>(promise: Promise<T>, ms = 5000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the pool hung')), ms))]);

describe('worker pool', () => {
  it('runs tasks on every worker, several at once', async () => {
    const pool = new WorkerPool<number, number>([worker(), worker()], 2);
    expect(await within(Promise.all([1, 2, 3, 4, 5, 6].map((n) => pool.run(n))))).toEqual([2, 4, 6, 8, 10, 12]);
    await pool.close();
  });

  it('an uncaught error in one worker fails only the tasks it held, naming them; the other worker finishes the rest', async () => {
    const pool = new WorkerPool<number | string, number>([worker(), worker()], 1);
    const results = await within(Promise.allSettled([pool.run('throw', 'pages/bad.md'), pool.run(1, 'a.md'), pool.run(2, 'b.md'), pool.run(3, 'c.md')]));
    const [bad, ...rest] = results;
    expect(bad.status).toBe('rejected');
    const error = (bad as PromiseRejectedResult).reason as WorkerCrashError;
    expect(error).toBeInstanceOf(WorkerCrashError);
    expect(error.started).toBe(true);
    expect(error.message).toMatch(/^pages\/bad\.md: the worker thread working on it stopped: boom in the worker/);
    expect(rest.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'))).toEqual([2, 4, 6]);
    await pool.close();
  });

  it('when the last worker dies, waiting tasks and later ones fail at once instead of waiting forever', async () => {
    const pool = new WorkerPool<number | string, number>([worker()], 1);
    const results = await within(Promise.allSettled([pool.run('exit', 'pages/exits.md'), pool.run(1, 'queued.md')]));
    const reasons = results.map((r) => (r as PromiseRejectedResult).reason as WorkerCrashError);
    expect(reasons.map((e) => [e.label, e.started])).toEqual([
      ['pages/exits.md', true],
      ['queued.md', false],
    ]);
    expect(reasons[0].message).toMatch(/exited with code 3/);
    await expect(within(pool.run(2, 'later.md'))).rejects.toThrow(/later\.md: not run: every worker thread stopped/);
    await pool.close();
  });

  it('a task-level error (the worker replies with an error) leaves the worker in the pool', async () => {
    const replying = new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.on('message', ({ id, input }) => parentPort.postMessage(input < 0 ? { id, error: { message: 'negative', hint: 'use a positive number' } } : { id, result: input }));`,
      { eval: true },
    );
    const pool = new WorkerPool<number, number>([replying], 1);
    await expect(within(pool.run(-1))).rejects.toMatchObject({ message: 'negative', hint: 'use a positive number' });
    expect(await within(pool.run(5))).toBe(5);
    await pool.close();
  });
});
