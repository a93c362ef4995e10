/**
 * `--base` builds and previews a site under a URL prefix without touching its config; preview sends `/base`
 * to `/base/` and other forms of a page's address to its canonical one, and `--host <address>` prints only the
 * address it listens on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';
import { runDocsite, BIN } from '../build/run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-site');
let project = '';
let child: ChildProcess | undefined;
let out = '';
let url = '';

beforeAll(async () => {
  project = join(mkdtempSync(join(tmpdir(), 'docsite-base-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  const built = runDocsite(['build', project, '--base', '/lantern/', '--quiet']);
  expect(built.status, built.stderr + built.stdout).toBe(0);
  child = spawn(process.execPath, [BIN, 'preview', project, '--base', '/lantern', '--host', '127.0.0.1', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start: ${out}`)), 20_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+\/lantern\//.exec(out);
      if (m) {
        clearTimeout(timer);
        setTimeout(() => resolve(m[0]), 200); // any further lines (network addresses) have been printed
      }
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', (d) => (out += d));
  });
}, 120_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

describe('--base', () => {
  it('builds every link under the prefix given on the command line', () => {
    const $ = load(readFileSync(join(project, 'dist', 'guide', 'start', 'install.html'), 'utf8'));
    expect($('.nav-items a.nav-link').first().attr('href')).toBe('/lantern/guide/');
    expect($('.sidebar a.sidebar-link').first().attr('href')).toBe('/lantern/guide/start/install');
    expect($('link[rel="stylesheet"]').attr('href')).toMatch(/^\/lantern\/static\//);
  });

  it('preview serves under it, sends /lantern to /lantern/, and prints only the address it listens on', async () => {
    expect(out).not.toContain('network');
    expect((await fetch(url + 'guide/start/install')).status).toBe(200);
    const bare = await fetch(url.slice(0, -1), { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/lantern/');
    expect((await fetch(url)).status).toBe(200);
  });

  it('preview sends the .html, trailing-slash and slashless-folder forms of a page to its clean address', async () => {
    const location = async (path: string) => {
      const response = await fetch(url + path, { redirect: 'manual' });
      return `${response.status} ${response.headers.get('location') ?? ''}`.trim();
    };
    expect(await location('guide/start/install.html')).toBe('301 /lantern/guide/start/install');
    expect(await location('guide/start/install/')).toBe('301 /lantern/guide/start/install');
    expect(await location('guide/start/install.html?from=old')).toBe('301 /lantern/guide/start/install?from=old');
    expect(await location('guide/index.html')).toBe('301 /lantern/guide/');
    expect(await location('guide')).toBe('301 /lantern/guide/');
    // The canonical forms, files of public/ and missing pages are answered as they were.
    expect(await location('guide/start/install')).toBe('200');
    expect(await location('guide/')).toBe('200');
    expect(await location('lantern.svg')).toBe('200');
    expect(await location('guide/missing.html')).toBe('404');
  });
});
