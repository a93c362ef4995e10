#!/usr/bin/env node
/**
 * Benchmark of `docsite dev` on the real site (a temporary copy of content/ and site.config.ts, so
 * the repository is never edited):
 *
 *   1. cold start → first page served: from spawning `node bin/docsite.js dev` to the first page's
 *      complete HTML response; once with an empty compile cache, then (median of --starts runs)
 *      with the cache the previous run left, which is the usual case;
 *   2. edit of one page → updated DOM in an open browser (headless Chromium): the time from the
 *      file write to the new text appearing in the page, median of --edits edits (half saved in
 *      place, half by write-temp-then-rename as many editors do). Also checks that no edit caused a
 *      full reload and that the scroll position was kept.
 *
 * Usage: node test/bench/dev.mjs [--page /guide/start/] [--edits 20] [--starts 3] [--chromium /usr/bin/chromium]
 * Not a test: it prints figures (and exits 1 only when something did not work at all).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: args } = parseArgs({
  options: {
    page: { type: 'string', default: '/guide/start/' },
    edits: { type: 'string', default: '20' },
    starts: { type: 'string', default: '3' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (ms) => `${Math.round(ms)} ms`;

function copySite() {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-bench-dev-'));
  cpSync(join(REPO, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(join(REPO, 'site.config.ts'), join(dir, 'site.config.ts'));
  return dir;
}

/** Starts the dev server; resolves with its URL, the child, and the ms to the first full page. */
async function start(root, page) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(REPO, 'bin', 'docsite.js'), 'dev', root, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${out}\n${err}`)), 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/localhost:\d+\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    });
    child.on('exit', (code) => reject(new Error(`dev server exited (${code}):\n${out}\n${err}`)));
  });
  const res = await fetch(new URL(page, url));
  const html = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200 || !html.includes('__DOCSITE_DATA__')) throw new Error(`first page: HTTP ${res.status}\n${html.slice(0, 500)}`);
  return { url, child, ms, log: () => out + err };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function pageFile(root, routePath) {
  const lang = /^\/zh(\/|$)/.test(routePath) ? 'zh' : 'en';
  const rest = lang === 'zh' ? routePath.slice(3) : routePath;
  const base = rest.endsWith('/') ? rest + 'index' : rest;
  for (const ext of ['.mdx', '.md']) {
    const file = join(root, 'content', lang, base + ext);
    if (existsSync(file)) return file;
  }
  throw new Error(`no source file for ${routePath}`);
}

async function main() {
  const root = copySite();
  const results = {};
  let server;
  try {
    // 1. Start-up.
    const cold = await start(root, args.page);
    results.coldCache = cold.ms;
    await stop(cold.child);
    const warm = [];
    for (let i = 0; i < Number(args.starts); i++) {
      const run = await start(root, args.page);
      warm.push(run.ms);
      if (i < Number(args.starts) - 1) await stop(run.child);
      else server = run;
    }
    results.start = median(warm);
    console.log(`cold start → first page served: ${fmt(results.start)} (median of ${warm.length}: ${warm.map(fmt).join(', ')}; empty compile cache: ${fmt(results.coldCache)})`);

    // 2. Edit → DOM.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: args.chromium,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(new URL(args.page, server.url).href, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.docsiteDev === 'connected', null, { timeout: 15_000 });
      // Hydrated: the app's live-update listener is attached once React has committed.
      await page.waitForFunction(() => !!document.querySelector('#app .layout'), null, { timeout: 15_000 });
      await page.waitForTimeout(300);
      await page.evaluate(() => {
        window.__benchAlive = true;
        window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight - innerHeight));
      });
      const scrollBefore = await page.evaluate(() => scrollY);
      const file = pageFile(root, args.page);
      const original = readFileSync(file, 'utf8');
      const times = { inPlace: [], rename: [] };
      const n = Number(args.edits);
      for (let i = 0; i < n; i++) {
        const marker = `bench-edit-${i}-${Math.random().toString(36).slice(2, 8)}`;
        const text = `${original.trimEnd()}\n\n${marker}\n`;
        const viaRename = i % 2 === 1;
        // The page notes the (wall-clock, high resolution) time the marker shows up in the DOM.
        await page.evaluate((m) => {
          window.__benchSeen = new Promise((resolve, reject) => {
            const has = () => document.querySelector('#app')?.textContent?.includes(m);
            const observer = new MutationObserver(() => {
              if (!has()) return;
              observer.disconnect();
              resolve(performance.timeOrigin + performance.now());
            });
            observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
            setTimeout(() => reject(new Error('edit not seen in 10 s')), 10_000);
          });
        }, marker);
        const t0 = performance.timeOrigin + performance.now();
        if (viaRename) {
          writeFileSync(file + '.tmp~', text);
          renameSync(file + '.tmp~', file);
        } else {
          writeFileSync(file, text);
        }
        const t1 = await page.evaluate(() => window.__benchSeen);
        if (process.env.DOCSITE_DEBUG) {
          const got = await page.evaluate(() => window.__DOCSITE_DEV_UPDATE_AT__);
          console.log(`[bench] write ${(t0 % 100000).toFixed(1)} event ${(got % 100000).toFixed(1)} seen ${(t1 % 100000).toFixed(1)} (browser ${(t1 - got).toFixed(1)} ms)`);
        }
        (viaRename ? times.rename : times.inPlace).push(t1 - t0);
        await page.waitForTimeout(150);
      }
      const alive = await page.evaluate(() => window.__benchAlive === true);
      const scrollAfter = await page.evaluate(() => scrollY);
      writeFileSync(file, original);
      const all = [...times.inPlace, ...times.rename];
      results.edit = median(all);
      console.log(
        `edit of one page → updated DOM: median ${fmt(results.edit)} over ${all.length} edits ` +
          `(in place ${fmt(median(times.inPlace))}, write+rename ${fmt(median(times.rename))}; min ${fmt(Math.min(...all))}, max ${fmt(Math.max(...all))})`,
      );
      console.log(`  no full reload: ${alive ? 'yes' : 'NO'}; scroll kept: ${scrollBefore === scrollAfter ? `yes (${scrollAfter}px)` : `NO (${scrollBefore} → ${scrollAfter})`}; page errors: ${errors.length ? errors.join('; ') : 'none'}`);
    } finally {
      await browser.close();
    }
    if (process.env.DOCSITE_DEBUG) console.log(server.log());
    console.log(JSON.stringify({ startMs: Math.round(results.start), startColdCacheMs: Math.round(results.coldCache), editToDomMedianMs: Math.round(results.edit) }));
  } finally {
    if (server) await stop(server.child);
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
