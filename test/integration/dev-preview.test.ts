/**
 * `docsite preview` serves a built site as a production host would: clean URLs, 404.html with
 * status 404, precompressed .br/.gz when the client accepts them (else compressed on the fly), long caching for hashed assets and
 * no-cache for HTML, and no path traversal or directory listing.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticHandler } from '../../src/node/dev/preview.ts';
import { ROOT, rawGet } from './dev-helpers.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'basic');
let dist: string;
let ownDist: string | undefined;
let server: Server;
let url: string;

beforeAll(async () => {
  // The suite's global set-up builds the fixture; on its own, this file builds it.
  dist = (inject('fixtureDist' as never) as string | undefined) ?? '';
  if (!dist || !existsSync(join(dist, 'index.html'))) {
    ownDist = dist = mkdtempSync(join(tmpdir(), 'docsite-preview-test-'));
    execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', FIXTURE, '--out-dir', dist], { stdio: 'ignore' });
  }
  server = createServer(createStaticHandler(dist));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (ownDist) rmSync(ownDist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers, redirect: 'manual' });

describe('docsite preview', () => {
  test('clean URLs: a route without .html serves its page, as do the .html and folder forms', async () => {
    const clean = await get('/guide/start');
    expect(clean.status).toBe(200);
    expect(clean.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await clean.text();
    expect(html).toContain('__DOCSITE_DATA__');
    expect(await (await get('/guide/start.html')).text()).toBe(html);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect((await get('/zh/')).status).toBe(200);
  });

  test('an unknown path gets 404.html with status 404', async () => {
    for (const path of ['/no/such/page', '/static/js/missing-ABCDEFGH.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(readFileSync(join(dist, '404.html'), 'utf8'));
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test('serves the precompressed .br or .gz file when the client accepts it', async () => {
    expect(existsSync(join(dist, 'index.html.br')) && existsSync(join(dist, 'index.html.gz'))).toBe(true);
    const plain = readFileSync(join(dist, 'index.html'));
    const br = await rawBytes('/', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(plain);
    const gz = await rawBytes('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(plain);
    const identity = await rawBytes('/', '');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toEqual(plain);
    expect(String(br.headers['vary'] ?? '')).toMatch(/accept-encoding/i);
  });

  test('compresses on the fly what has no .br/.gz sibling (a site built without precompress), and sends a sibling as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-preview-onthefly-'));
    const page = Buffer.from(`<!DOCTYPE html><title>Big</title>${'<p>Text that compresses well.</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'small.html'), '<p>tiny</p>');
    writeFileSync(join(dir, 'sibling.html'), page);
    const sibling = brotliCompressSync(Buffer.from('<p>the stored sibling</p>'));
    writeFileSync(join(dir, 'sibling.html.br'), sibling);
    const own = createServer(createStaticHandler(dir));
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      const br = await rawBytes('/', 'br, gzip', base);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body.length).toBeLessThan(page.length / 10);
      expect(brotliDecompressSync(br.body)).toEqual(page);
      const gz = await rawBytes('/', 'gzip', base);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body)).toEqual(page);
      expect((await rawBytes('/', '', base)).body).toEqual(page);
      // Under 1 KiB compression costs more than it saves, as at the build's threshold.
      expect((await rawBytes('/small', 'br', base)).headers['content-encoding']).toBeUndefined();
      const stored = await rawBytes('/sibling', 'br', base);
      expect(stored.headers['content-encoding']).toBe('br');
      expect(stored.body).toEqual(sibling);
    } finally {
      await new Promise((resolve) => own.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('long caching for hashed assets, no-cache for HTML and unhashed data', async () => {
    const js = readdirSync(join(dist, 'static', 'js')).find((f) => /-[A-Z0-9]{8}\.js$/.test(f))!;
    const css = readdirSync(join(dist, 'static', 'js')).find((f) => f.endsWith('.css'))!;
    const index = readdirSync(join(dist, 'static')).find((f) => /^search_index\..+\.[0-9a-f]{8}\.json$/.test(f))!;
    for (const path of [`/static/js/${js}`, `/static/js/${css}`, `/static/${index}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/guide/start', '/static/route/guide/start.json', '/robots.txt']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  test('refuses path traversal, NUL bytes and backslashes, and never lists folders', async () => {
    for (const path of ['/../../../etc/passwd', '/static/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/static/%2e%2e%2f%2e%2e%2fpackage.json', '/..\\..\\etc\\passwd', '/index.html%00.js', '/static\\js']) {
      const res = await rawGet(url, path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body, path).not.toMatch(/root:x:|"name":/);
    }
    for (const path of ['/static/', '/static/js/', '/guide/']) {
      const res = await rawGet(url, path);
      expect(res.body, path).not.toMatch(/Index of|<li><a href/);
    }
    expect((await rawGet(url, '/', 'POST')).status).toBe(405);
  });

  test('`docsite preview` serves the folder; a taken port moves to the next free one, unless --strict-port', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, 'localhost', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'preview', FIXTURE, '--out-dir', dist, '--port', String(taken)], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      const previewUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`preview did not start: ${out}`)), 20_000);
        child.stdout!.on('data', (d) => {
          out += d;
          const m = /http:\/\/localhost:(\d+)\//.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[0]);
          }
        });
        child.stderr!.on('data', (d) => (out += d));
      });
      expect(out).toContain(`port ${taken} is in use`);
      expect(previewUrl).not.toContain(`:${taken}/`);
      expect((await fetch(previewUrl + 'guide/start')).status).toBe(200);
      expect((await fetch(previewUrl + 'nope')).status).toBe(404);
      const strict = spawn(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'preview', FIXTURE, '--out-dir', dist, '--port', String(taken), '--strict-port'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let strictOut = '';
      strict.stderr!.on('data', (d) => (strictOut += d));
      const code = await new Promise((resolve) => strict.on('exit', resolve));
      expect(code).toBe(1);
      expect(strictOut).toContain(`port ${taken} is already in use`);
    } finally {
      child.kill('SIGTERM');
      blocker.close();
    }
  });
});

function rawBytes(path: string, acceptEncoding: string, base = url): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return import('node:http').then(
    ({ request }) =>
      new Promise((resolve, reject) => {
        const { hostname, port } = new URL(base);
        const req = request({ host: hostname, port, path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d) => chunks.push(d));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      }),
  );
}
