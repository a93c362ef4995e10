/**
 * The bench's Lighthouse helpers: the asset-host stand-in answers a picture at the size its name states (the
 * browser decodes a favicon on the page's main thread: at 1000 × 1000 that was a 20–50 ms task in Total Blocking
 * Time), and the idle-machine audit puts each main-thread task at its CPU time, its events scaled into it.
 */
import { describe, expect, it } from 'vitest';
import { request } from 'node:https';
import { startAssetHostStandIn } from '../bench/asset-host-stand-in.mjs';
import { tasksAtCpuTime } from '../bench/lighthouse-idle.mjs';

/** Width and height from a PNG's IHDR chunk, fetched from the stand-in at `port`. */
function pngSize(port: number, path: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, rejectUnauthorized: false, servername: 'assets.example' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const png = Buffer.concat(chunks);
        resolve([png.readUInt32BE(16), png.readUInt32BE(20)]);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('asset-host stand-in', () => {
  it('answers a picture at the size its name states, else 1000 px', async () => {
    const standIn = await startAssetHostStandIn('assets.example');
    try {
      const port = Number(/127\.0\.0\.1:(\d+)/.exec(standIn.rule)![1]);
      expect(await pngSize(port, '/site/favicon-128x128.png')).toEqual([128, 128]);
      expect(await pngSize(port, '/site/logo-192x192.png?v=2')).toEqual([192, 192]);
      expect(await pngSize(port, '/site/background.png')).toEqual([1000, 1000]);
    } finally {
      standIn.close();
    }
  });
});

describe('idle-machine audit', () => {
  it('shortens each task to its CPU time and scales the events inside it', () => {
    const trace = {
      traceEvents: [
        { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 1000, dur: 100, tdur: 20 },
        { name: 'Layout', ph: 'X', pid: 1, tid: 1, ts: 1050, dur: 40, tdur: 8 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 2000, dur: 10, tdur: 10 },
        { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 1, ts: 1500 },
      ],
    };
    const [task, layout, second, paint] = tasksAtCpuTime(trace).traceEvents;
    expect(task).toMatchObject({ ts: 1000, dur: 20 });
    expect(layout).toMatchObject({ ts: 1010, dur: 8 });
    expect(second).toMatchObject({ ts: 2000, dur: 10 });
    expect(paint).toMatchObject({ ts: 1500 });
  });
});
