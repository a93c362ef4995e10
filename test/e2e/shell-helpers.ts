/**
 * Helpers for the reader-shell and landing-page browser tests: a browser and a server per test file,
 * pages that never reach the network (remote pictures fail, as they do offline), and a variant of the
 * fixture site with the optional shell features switched on.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { collectErrors, launchBrowser, serveDir } from './helpers.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Harness {
  browser: Browser;
  url: string;
  close: () => Promise<void>;
}

export async function startHarness(dist: string): Promise<Harness> {
  const [browser, server] = await Promise.all([launchBrowser(), serveDir(dist)]);
  return {
    browser,
    url: server.url,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export interface OpenOptions extends BrowserContextOptions {
  /** Keep the first-visit language redirect armed (by default the visit is marked as done). */
  firstVisit?: boolean;
  /** Pretend not to be automated, so the first-visit redirect (which skips bots) can run. */
  human?: boolean;
}

/** A new context and page at `path`, hydrated. Every request off the local server is refused. */
export async function open(h: Harness, path: string, options: OpenOptions = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const { firstVisit, human, ...contextOptions } = options;
  // A headless browser says so in its user agent; a "human" visit uses a desktop Chrome one.
  const userAgent = human ? (contextOptions.userAgent ?? (await h.browser.newPage().then(async (p) => {
    const ua = (await p.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
    await p.context().close();
    return ua;
  }))) : contextOptions.userAgent;
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions, userAgent });
  if (!firstVisit) await context.addInitScript(() => localStorage.setItem('docsite-visited', '1'));
  if (human) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await context.route((url) => url.origin !== h.url, (route) => route.abort());
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(h.url + path);
  await hydrated(page);
  return { page, context, errors };
}

export function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Navigates client-side (no reload) as a reader's click on a link in the article would, and waits for the address. */
export async function clickThrough(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    document.querySelector('.doc-content')!.appendChild(a);
    a.click();
  }, href);
  await page.waitForURL('**' + href);
}

/** A solid-colour PNG (for zoomable images that load without the network). */
export function png(width: number, height: number, rgb: [number, number, number] = [255, 94, 0]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const VARIANT_CONFIG = `import { defineConfig } from 'docsite';

export default defineConfig({
  title: 'Variant',
  description: 'The fixture with optional shell features on',
  multiVersion: { default: 'v2', versions: ['v2', 'v1'] },
  themeConfig: {
    hideNavbar: 'auto',
    enableContentAnimation: true,
    announcement: { message: { en: 'Version 2 is out', zh: '第二版发布了' }, href: '/guide/start', storageKey: 'variant-announcement' },
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/example/variant' },
      { icon: 'x', mode: 'link', content: 'https://x.com/example' },
      { icon: 'discord', mode: 'text', content: 'variant-chat#1234' },
      { icon: 'bluesky', mode: 'img', content: '/qr.png', label: 'QR code' },
      { icon: { svg: '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>' }, mode: 'link', content: 'https://example.com/5', label: 'fifth' },
      { icon: 'github', mode: 'link', content: 'https://example.com/6', label: 'sixth' },
      { icon: 'x', mode: 'dom', content: '<span class="custom-dom">DOM link</span>' },
    ],
    locales: [
      {
        lang: 'en',
        label: 'English',
        nav: [{ text: 'Guide', link: '/guide/start', activeMatch: '^/guide/' }, { text: 'Kit', link: '/kit', position: 'left' }],
        sidebar: {
          '/guide/': [
            { text: 'Basics', items: [{ text: 'Start', link: '/guide/start', tag: 'new' }, { text: 'Syntax', link: '/guide/syntax' }] },
            { dividerType: 'dashed' },
            { sectionHeaderText: 'Reference', tag: 'beta' },
            { text: 'Closed group', collapsed: true, items: [{ text: 'Kit page', link: '/kit' }] },
          ],
        },
      },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/guide/start' }] },
    ],
  },
});
`;

const KIT_PAGE = `---
title: Kit
---

# Component kit

import { Badge, ClientOnly, Steps, Tabs, Tab } from '@theme';
import { Viewport } from './viewport.tsx';

A picture with a larger version: <img id="zoom-hi" src="/small.png" data-zoom-src="/large.png" alt="Orange square" width="160" height="90" />

A picture whose larger version is missing: <img id="zoom-missing" src="/small.png" data-zoom-src="/missing.png" alt="Missing" width="160" height="90" />

Status <Badge text="beta" type="warning" />

<ClientOnly fallback={<span id="client-only">server</span>}><span id="client-only">client</span></ClientOnly>

<Viewport />

<Tabs groupId="fruit">
  <Tab label="Apple">Apple one</Tab>
  <Tab label="Pear">Pear one</Tab>
</Tabs>

<Tabs groupId="fruit">
  <Tab label="Apple">Apple two</Tab>
  <Tab label="Pear">Pear two</Tab>
</Tabs>

<Steps>

### First

Do this.

### Second

Then that.

</Steps>

## Long section

${'Filler text for scrolling. '.repeat(400)}

## Another section

${'More filler text. '.repeat(400)}
`;

const VIEWPORT = `import { useViewportSize } from '@theme';
export function Viewport() {
  const { width, height } = useViewportSize();
  return <span id="viewport">{String(width)}x{String(height)}</span>;
}
`;

const NO_GLOBAL_UI = `---
globalUIComponents: false
---

# Quiet page

<img id="quiet-img" src="/small.png" alt="Quiet" width="160" height="90" />
`;

/** Builds the variant fixture once per test file (about 3 s) and returns its output folder. */
export function buildVariant(name: string, { lightOnly = false }: { lightOnly?: boolean } = {}): string {
  const dir = join(ROOT, 'test', '.tmp', `variant-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Versioned (multiVersion: v2 the default, v1): each version's pages in content/<version>/<lang>/.
  const basic = join(ROOT, 'test', 'fixtures', 'basic', 'content');
  for (const version of ['v2', 'v1']) for (const lang of ['en', 'zh']) cpSync(join(basic, lang), join(dir, 'content', version, lang), { recursive: true });
  cpSync(join(basic, 'public'), join(dir, 'content', 'public'), { recursive: true });
  writeFileSync(join(dir, 'site.config.ts'), lightOnly ? VARIANT_CONFIG.replace("hideNavbar: 'auto',", "hideNavbar: 'auto', appearance: false,") : VARIANT_CONFIG);
  writeFileSync(join(dir, 'content', 'v2', 'en', 'kit.mdx'), KIT_PAGE);
  writeFileSync(join(dir, 'content', 'v2', 'en', 'viewport.tsx'), VIEWPORT);
  writeFileSync(join(dir, 'content', 'v2', 'en', 'quiet.mdx'), NO_GLOBAL_UI);
  writeFileSync(join(dir, 'content', 'public', 'small.png'), png(16, 9));
  writeFileSync(join(dir, 'content', 'public', 'large.png'), png(32, 18, [0, 120, 255]));
  writeFileSync(join(dir, 'content', 'public', 'qr.png'), png(12, 12, [0, 0, 0]));
  const out = join(dir, 'dist');
  execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', dir, '--out-dir', out], { stdio: 'pipe', cwd: ROOT });
  return out;
}

/** The WCAG contrast ratio of two CSS colours `rgb(a)(…)`, the first drawn over the second. */
export function contrast(fg: string, bg: string): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [br, bgG, bb] = parse(bg);
  const [fr, fgG, fb, fa = 1] = parse(fg);
  const mix = [fr * fa + br * (1 - fa), fgG * fa + bgG * (1 - fa), fb * fa + bb * (1 - fa)];
  const lum = ([r, g, b]: number[]) => {
    const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const [l1, l2] = [lum(mix), lum([br, bgG, bb])].sort((a, b) => b - a);
  return (l1 + 0.05) / (l2 + 0.05);
}
