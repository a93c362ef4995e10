/**
 * A first visit's longest main-thread task is the evaluation of the shell (React's client, the app and theme).
 * The shell chunk carries V8's compile hint (src/node/pipeline/bundle.ts), so its functions are compiled while
 * it streams in, off the main thread, not one by one as the evaluation first calls them. Counted, not timed:
 * the lazy compiles inside that evaluation (a trace), which no load on the machine changes.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { hydrated, startHarness, type Harness } from './shell-helpers.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

describe.skipIf(!siteDist)('first visit start-up', () => {
  it('compiles the shell off the main thread: almost no lazy compiles while it is evaluated', async () => {
    const context = await h.browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.route((url) => url.origin !== h.url, (route) => route.abort());
    const page = await context.newPage();
    await h.browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-v8.compile'] });
    await page.goto(h.url + '/guide/start/quick-start');
    await hydrated(page);
    const events = (JSON.parse((await h.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();
    // The page's renderer thread: the one that parsed this page's HTML.
    const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith('/guide/start/quick-start'))!;
    const onPageThread = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
    const evaluation = events.filter((e) => onPageThread(e) && e.name === 'v8.evaluateModule' && e.ph === 'X').sort((a, b) => b.dur! - a.dur!)[0];
    const lazyCompiles = events.filter((e) => onPageThread(e) && e.name === 'V8.CompileCode' && e.ts >= evaluation.ts && e.ts <= evaluation.ts + evaluation.dur!);
    // Without the hint: 37 on this page, each compiling a function the evaluation had just called.
    expect(lazyCompiles.length).toBeLessThanOrEqual(5);
  });
});
