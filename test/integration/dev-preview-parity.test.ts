/**
 * `dev` and `preview` are one site: a fixture built with `build` and served by `preview`, and the same fixture
 * served by `dev`, give the same status (and redirect target) for every form of address — pages, their `.html`
 * and slash forms, public files, missing pages, the 404 page, and, under a `base`, what lies outside it — the
 * same documents (but for the asset names each bundles and dev's live-reload script), and `dev` warns of the
 * dead links `build` fails on.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite, BIN } from '../build/run-cli.ts';
import { EventClient, FIXTURE, startDev, type DevProcess } from './dev-helpers.ts';

const work = mkdtempSync(join(tmpdir(), 'docsite-parity-'));
const site = join(work, 'site');

/** Addresses relative to the base, and (under a base) outside it: `~` stands for the base without its slash. */
const PATHS = [
  '', 'index.html', 'guide/intro', 'guide/intro.html', 'guide/intro/', 'guide/intro?x=1', 'guide/links', 'zh/', 'zh', 'zh/index.html', 'zh/guide/intro',
  'guide', 'guide/', 'guide/missing', 'guide/missing.html', 'no/such/page', '404', '404.html', 'hello.txt', 'pure.html', 'missing.txt',
  'static/route/guide/intro.json', 'static/route/guide/missing.json',
];
const OUTSIDE = ['/', '/index.html', '/?x=1', '~', '~?x=1', '/guide/intro', '/hello.txt', '/zh/'];

beforeAll(() => {
  cpSync(FIXTURE, site, { recursive: true, filter: (src) => !src.includes('.docsite-cache') });
  writeFileSync(
    join(site, 'content', 'en', 'guide', 'links.md'),
    [
      '# Links',
      '',
      'Fine: [intro](./intro), [its section](/guide/intro#first-section), [a file](/hello.txt), [top](#links).',
      '',
      'Dead: [gone](/guide/gone), [no heading](./intro#no-such-heading), [own](#nowhere), [slash](/guide/intro/).',
      '',
      'Excluded: [old](/legacy/old/page).',
      '',
    ].join('\n'),
  );
  const config = join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("lang: 'en',", "lang: 'en',\n  markdown: { checkDeadLinks: { excludes: ['/legacy/**'] } },"));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A document (or route data) with what differs by construction made alike: hashed asset names, preloads, dev's script and code sheet. */
function comparable(html: string): string {
  return html
    .replace(/<script data-docsite-dev>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="stylesheet" id="docsite-dev-code-css"[^>]*>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/"preload":\[[^\]]*\]/g, '"preload":[]')
    .replace(/-[A-Z0-9]{8}\.(js|css)/g, '-HASH.$1')
    .replace(/\n\s*\n/g, '\n');
}

async function answers(origin: string, base: string) {
  const out: Record<string, { status: number; location: string; body: string }> = {};
  const paths = [...PATHS.map((p) => base + p), ...(base === '/' ? [] : OUTSIDE.map((p) => p.replace('~', base.slice(0, -1))))];
  for (const path of paths) {
    const res = await fetch(origin + path, { redirect: 'manual' });
    const type = res.headers.get('content-type') ?? '';
    const body = await res.text();
    // What a 404 of a data file says is for no reader (the client only looks at the status).
    const compared = path.includes('/static/') && !res.ok ? '' : /^(text\/html|application\/json)/.test(type) ? comparable(body) : body;
    out[path] = { status: res.status, location: res.headers.get('location') ?? '', body: compared };
  }
  return out;
}

async function startPreview(dist: string, args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [BIN, 'preview', site, '--out-dir', dist, '--host', '127.0.0.1', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start: ${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d));
  });
  return { url, child };
}

describe.each([
  ['without a base', '/', [] as string[]],
  ['with base /docs/', '/docs/', ['--base', '/docs/']],
])('dev and preview %s', (_name, base, baseArgs) => {
  let dev: DevProcess | undefined;
  let preview: { url: string; child: ChildProcess } | undefined;
  let deadInBuild: string[] = [];
  let anchorsInBuild: string[] = [];
  const dist = join(work, `dist${base.replace(/\//g, '-')}`);

  beforeAll(async () => {
    // `build` checks the links (and fails on the dead ones), then writes the site without checking them.
    const checked = runDocsite(['build', site, '--out-dir', dist, '--quiet', ...baseArgs]);
    expect(checked.status).toBe(1);
    deadInBuild = (checked.stderr + checked.stdout).split('\n').map((l) => l.trim()).filter((l) => / → /.test(l));
    const built = runDocsite(['build', site, '--out-dir', dist, '--quiet', '--no-check-dead-links', ...baseArgs]);
    expect(built.status, built.stderr + built.stdout).toBe(0);
    // The build's verdict on the anchors (warnings: it lists them once it gets past the dead pages): a copy
    // whose config excludes the two dead pages' links, same files and lines.
    const anchorSite = join(work, `anchors${base.replace(/\//g, '-')}`, 'site');
    cpSync(site, anchorSite, { recursive: true, filter: (src) => !src.includes('.docsite-cache') });
    const anchorConfig = join(anchorSite, 'site.config.ts');
    writeFileSync(anchorConfig, readFileSync(anchorConfig, 'utf8').replace("excludes: ['/legacy/**']", "excludes: ['/legacy/**', '/guide/gone', '/guide/intro/']"));
    const anchored = runDocsite(['build', anchorSite, '--out-dir', join(anchorSite, 'dist'), ...baseArgs]);
    expect(anchored.status, anchored.stderr + anchored.stdout).toBe(0);
    anchorsInBuild = (anchored.stderr + anchored.stdout).split('\n').map((l) => /dead anchor: (.*)$/.exec(l.trim())?.[1]).filter((l): l is string => !!l);
    [dev, preview] = await Promise.all([startDev({ fixture: site, args: baseArgs }), startPreview(dist, baseArgs)]);
  }, 300_000);

  afterAll(async () => {
    preview?.child.kill('SIGTERM');
    await dev?.stop();
  });

  test('the same status, redirect and document for every address', async () => {
    const fromPreview = await answers(preview!.url, base);
    const fromDev = await answers(dev!.url, base);
    // Statuses and redirects first, all together, so a failure lists every difference.
    const summary = (all: typeof fromDev) => Object.entries(all).map(([path, a]) => `${path} ${a.status} ${a.location}`.trim());
    expect(summary(fromDev)).toEqual(summary(fromPreview));
    for (const path of Object.keys(fromPreview)) expect(fromDev[path].body, path).toBe(fromPreview[path].body);
    // Not vacuous: pages, the 404 page and redirects are among them.
    expect(fromPreview[base + 'guide/intro'].body).toContain('This is the introduction page.');
    expect(fromPreview[base + 'guide/missing'].status).toBe(404);
    expect(fromPreview[base + 'guide/intro.html'].status).toBe(301);
    if (base !== '/') {
      expect(fromPreview['/guide/intro'].status).toBe(404);
      expect(fromPreview['/']).toMatchObject({ status: 302, location: base });
      expect(fromPreview['/docs']).toMatchObject({ status: 301, location: base });
    }
  });

  test('dev warns of exactly the dead links build fails on, and of the dead anchors it warns of', async () => {
    // Dev checks a page's links once it is compiled: ask for every page first.
    for (const route of ['', 'guide/intro', 'guide/setup', 'guide/links', 'zh/', 'zh/guide/intro']) await fetch(dev!.url + base + route);
    const events = await EventClient.connect(dev!.url);
    try {
      const { data } = await events.next('hello');
      let warnings: string[] = data.warnings;
      if (warnings.filter((w) => w.startsWith('dead link: ')).length < deadInBuild.length) warnings = (await events.next('warnings', (d) => d.warnings.filter((w: string) => w.startsWith('dead link: ')).length >= deadInBuild.length)).data.warnings;
      const deadInDev = warnings.filter((w) => w.startsWith('dead link: ')).map((w) => w.slice('dead link: '.length));
      // The two missing pages fail the build; the two missing anchors are warnings there (the default) and in dev.
      expect(deadInBuild.length).toBe(2);
      expect(deadInDev.sort()).toEqual([...deadInBuild].sort());
      expect(anchorsInBuild).toHaveLength(2);
      expect(warnings.filter((w) => w.startsWith('dead anchor: ')).map((w) => w.slice('dead anchor: '.length)).sort()).toEqual([...anchorsInBuild].sort());
    } finally {
      events.close();
    }
  });
});
