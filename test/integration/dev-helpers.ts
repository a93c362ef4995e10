/**
 * Helpers for the dev-server integration tests: a temporary copy of the fixture site, `docsite dev`
 * spawned on it (port 0), a client for its live-reload channel, and raw HTTP requests whose paths
 * are sent exactly as written (fetch would normalise `..`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const FIXTURE = join(ROOT, 'test', 'fixtures', 'dev-site');

export interface DevProcess {
  url: string;
  root: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Copies the fixture (or another site) to a temp folder and runs `docsite dev` on it. */
export async function startDev(options: { fixture?: string; prepare?: (root: string) => void; env?: Record<string, string>; args?: string[] } = {}): Promise<DevProcess> {
  const root = mkdtempSync(join(tmpdir(), 'docsite-dev-test-'));
  cpSync(options.fixture ?? FIXTURE, root, { recursive: true, filter: (src) => !src.includes('.docsite-cache') });
  options.prepare?.(root);
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'dev', root, '--port', '0', ...(options.args ?? [])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // DOCSITE_DEV_IGNORE_PACKAGE: docsite's own theme sources are not watched, so edits to them made
    // while the tests run (working on docsite) cannot reload the pages under test.
    env: { ...process.env, NO_COLOR: '1', DOCSITE_DEV_IGNORE_PACKAGE: '1', ...options.env },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${out}`)), 30_000);
    const check = () => {
      const m = /http:\/\/localhost:\d+\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[0].replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev server exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    root,
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

export interface DevEvent {
  event: string;
  data: any;
}

/** A client of the live-reload channel that records every event. */
export class EventClient {
  events: DevEvent[] = [];
  private waiters: { test: (e: DevEvent) => boolean; resolve: (e: DevEvent) => void }[] = [];
  private controller = new AbortController();
  /** Index of the first event `next()` may return (events before a mark are history). */
  private cursor = 0;

  static async connect(url: string): Promise<EventClient> {
    const client = new EventClient();
    const res = await fetch(url + '/__docsite/events', { signal: client.controller.signal });
    if (res.headers.get('content-type')?.split(';')[0] !== 'text/event-stream') throw new Error('not an event stream');
    void client.read(res.body!);
    await client.next('hello', () => true, 20_000);
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let at;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!event) continue;
          const e = { event, data: data ? JSON.parse(data) : null };
          this.events.push(e);
          this.waiters = this.waiters.filter((w) => {
            if (!w.test(e)) return true;
            w.resolve(e);
            return false;
          });
        }
      }
    } catch {
      // closed
    }
  }

  /** Forgets the events so far: `next()` waits for a new one. */
  mark(): void {
    this.cursor = this.events.length;
  }

  /** The first event (since the last mark) with this name that passes the test. */
  next(event: string, test: (data: any) => boolean = () => true, timeout = 15_000): Promise<DevEvent> {
    const match = (e: DevEvent) => e.event === event && test(e.data);
    const found = this.events.slice(this.cursor).find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${event}" event within ${timeout} ms; got: ${JSON.stringify(this.events.slice(this.cursor)).slice(0, 2000)}`)), timeout);
      this.waiters.push({
        test: match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  }

  /**
   * The next update that passes the test, or a full reload (which also brings every page up to
   * date: a theme file changed at the same moment, say).
   */
  nextUpdate(test: (data: any) => boolean = () => true, timeout = 15_000): Promise<DevEvent> {
    return Promise.race([this.next('update', test, timeout), this.next('reload', () => true, timeout + 1000)]);
  }

  close(): void {
    this.controller.abort();
  }
}

/** GET with the path sent byte for byte. */
export function rawGet(url: string, path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];
