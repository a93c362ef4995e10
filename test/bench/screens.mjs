#!/usr/bin/env node
// Side-by-side screenshots of the same pages on two (or more) sites, for a reviewer comparing looks: e.g.
// docsite's build of the Rsbuild site beside Rspress's build of the same docs. Viewport-sized (not full-page)
// PNGs of each page × language × width × colour scheme, and an INDEX.md listing them side by side.
// Public tools only: playwright-core + Debian's chromium; sirv to serve a folder.
//
// Usage: node test/bench/screens.mjs --out DIR [--asset-host HOST]… [--pages name=/path[@selector],…]
//          [--langs en,zh] [--widths 390,1280] [--schemes light,dark] NAME=URL|FOLDER NAME=URL|FOLDER …
// NAME=URL screenshots a running server (e.g. `docsite preview`); NAME=FOLDER serves a built folder here
// (clean URLs: /a/b answers a/b.html or a/b/index.html). A language other than the first is the path
// under /LANG. `@selector` scrolls its first match to the top of the viewport (e.g. a table further down);
// `|` in it stands for the selector list's comma (`@[class*=tabs]|pre`: whichever comes first on each site).
// --asset-host HOST answers HOST's remote pictures locally (asset-host-stand-in.mjs), for machines where it
// does not resolve: every picture becomes the same grey square, on every site alike.
// The colour scheme is set both ways a docs site may read it: the stored choice
// (localStorage 'rspress-theme-appearance', read by docsite and Rspress) and prefers-color-scheme.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { startAssetHostStandIn } from './asset-host-stand-in.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const list = (name, fallback) => option(name, fallback).split(',').filter(Boolean);
const valued = new Set(['--out', '--pages', '--langs', '--widths', '--schemes', '--asset-host']);
const sites = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1])).map((a) => {
  const eq = a.indexOf('=');
  if (eq < 1) throw new Error(`expected NAME=URL or NAME=FOLDER, got "${a}"`);
  return { name: a.slice(0, eq), target: a.slice(eq + 1) };
});
if (!args.includes('--out') || sites.length === 0) {
  console.error('usage: node test/bench/screens.mjs --out DIR [--asset-host HOST]… [--pages name=/path[@selector],…] [--langs en,zh] [--widths 390,1280] [--schemes light,dark] NAME=URL|FOLDER …');
  process.exit(2);
}
const out = resolve(option('--out'));
const pages = list('--pages', 'home=/,guide=/guide/start/,config=/config/output/dist-path,table=/guide/start/features@table').map((spec) => {
  const [name, rest] = spec.split('=');
  const [path, selector] = rest.split('@');
  return { name, path, selector };
});
const langs = list('--langs', 'en,zh');
const widths = list('--widths', '390,1280').map(Number);
const schemes = list('--schemes', 'light,dark');
const hosts = args.flatMap((a, i) => (a === '--asset-host' ? [args[i + 1]] : []));

const closers = [];
try {
  for (const site of sites) {
    if (/^https?:\/\//.test(site.target)) {
      site.url = site.target.replace(/\/$/, '');
      continue;
    }
    // A missing page answers the folder's 404.html, as a static host would (an empty 404 fails the navigation).
    const dir = resolve(site.target);
    const serve = sirv(dir, { extensions: ['html'], dev: true });
    const notFound = existsSync(join(dir, '404.html')) ? readFileSync(join(dir, '404.html')) : '<!doctype html><title>404</title><p>404: not found</p>';
    const server = createServer((req, res) => serve(req, res, () => res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound)));
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    closers.push(() => server.close());
    site.url = `http://127.0.0.1:${server.address().port}`;
  }
  const standIns = await Promise.all(hosts.map((host) => startAssetHostStandIn(host)));
  closers.push(...standIns.map((s) => s.close));
  const browserArgs = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
  if (standIns.length) browserArgs.push(`--host-resolver-rules=${standIns.map((s) => s.rule).join(',')}`, '--ignore-certificate-errors');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: browserArgs });
  closers.push(() => browser.close());

  const shots = [];
  for (const site of sites) mkdirSync(join(out, site.name), { recursive: true });
  for (const page of pages) {
    for (const lang of langs) {
      const path = lang === langs[0] ? page.path : `/${lang}${page.path}`;
      for (const width of widths) {
        for (const scheme of schemes) {
          const file = `${page.name}-${lang}-${width}-${scheme}.png`;
          const row = { page: page.name, lang, width, scheme, path, file, status: {} };
          for (const site of sites) {
            // The browser speaks the page's language: a site may send a reader to the language it asks for (Rspress does).
            const locale = { en: 'en-US', zh: 'zh-CN' }[lang] ?? lang;
            const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1, colorScheme: scheme, locale, isMobile: width < 600, hasTouch: width < 600 });
            await context.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), scheme);
            const tab = await context.newPage();
            const response = await tab.goto(site.url + path, { waitUntil: 'load', timeout: 60_000 });
            row.status[site.name] = response?.status();
            await tab.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
            await tab.evaluate(() => document.fonts.ready);
            await tab.waitForTimeout(400); // hydration's last paint (a router may reset the scroll as it mounts)
            if (page.selector) {
              // Below the sticky header: one bar on a desktop, two on a phone (nav, then menu and outline).
              await tab.evaluate(([selector, offset]) => {
                const target = document.querySelector(selector.replaceAll('|', ','));
                if (target) window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - offset);
              }, [page.selector, width < 600 ? 130 : 90]);
              await tab.waitForTimeout(300); // sticky headers settle
            }
            const landed = new URL(tab.url()).pathname;
            if (landed.replace(/\.html$|\/$/, '') !== path.replace(/\/$/, '')) row.status[site.name] = `${row.status[site.name]}, sent on to ${landed}`;
            await tab.screenshot({ path: join(out, site.name, file) });
            await context.close();
          }
          shots.push(row);
          console.error(`${file} ${sites.map((s) => `${s.name} ${row.status[s.name]}`).join(', ')}`);
        }
      }
    }
  }

  const lines = [
    '# Screenshots side by side',
    '',
    `Viewport-sized PNGs (390×844 as a phone, 1280×800 as a desktop), made by \`node test/bench/screens.mjs\`. Sites: ${sites.map((s) => `**${s.name}** (${s.target})`).join(', ')}.`,
    hosts.length ? `Remote pictures from ${hosts.join(', ')} are answered by a local stand-in: each is the same grey square on every site.` : '',
    '',
    `| page | path | lang | width | scheme | ${sites.map((s) => s.name).join(' | ')} |`,
    `|---|---|---|---|---|${sites.map(() => '---|').join('')}`,
    ...shots.map((r) => `| ${r.page} | \`${r.path}\` | ${r.lang} | ${r.width} | ${r.scheme} | ${sites.map((s) => `[${r.file}](${s.name}/${r.file})${r.status[s.name] === 200 ? '' : ` (HTTP ${r.status[s.name]})`}`).join(' | ')} |`),
    '',
  ];
  writeFileSync(join(out, 'INDEX.md'), lines.join('\n'));
  console.error(`${shots.length * sites.length} screenshots and INDEX.md in ${out}`);
} finally {
  for (const close of closers.reverse()) await close();
}
