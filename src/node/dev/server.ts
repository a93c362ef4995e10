/**
 * `docsite dev`: serves the site from memory while you write. Start-up loads the config, lists the
 * pages and starts bundling the app; no page is compiled until it is requested. A file watcher
 * feeds changes to DevSite in batches (one batch at a time, later changes coalesced), and the
 * open browsers are told over server-sent events: page edits swap the page in place, structure
 * changes refresh sidebars, theme and config changes reload. Errors are shown in the terminal and
 * in an overlay, and never stop the server.
 */
import { basename, dirname, resolve, sep } from 'node:path';
import { existsSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { watch, type FSWatcher } from 'chokidar';
import sirv from 'sirv';
import pc from 'picocolors';
import type { Logger } from '../logger.ts';
import { hrefToRoutePath, normalizeRoutePath } from '../../shared/routes.ts';
import { isUnsafeRequestPath } from './safe-path.ts';
import { canonicalRedirect } from './canonical-redirect.ts';
import { listen } from './listen.ts';
import { underBase } from './under-base.ts';
import { DevSite, type DevResponse } from './site.ts';
import { EventHub, EVENTS_PATH } from './events.ts';
import { CODE_CSS_PATH } from './client-script.ts';
import { debug } from './debug.ts';
import { atBase } from '../pipeline/at-base.ts';

export interface DevOptions {
  root: string;
  port?: number;
  host?: string | boolean;
  strictPort?: boolean;
  open?: boolean;
  /** The URL prefix to serve under, over the config's `base` (the CLI's --base), as `docsite build --base`. */
  base?: string;
  logger: Logger;
}

export interface DevServer {
  port: number;
  url: string;
  server: import('node:http').Server;
  site: DevSite;
  /** Resolves when the file watcher is ready (edits before that may be missed). */
  watching: Promise<void>;
  close(): Promise<void>;
}

/** Quiet time after the last file event before a batch of changes is processed. */
const SETTLE_MS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const IGNORED = /(?:^|[\\/])(?:node_modules|\.git|\.docsite-cache|\.DS_Store)(?:[\\/]|$)|(?:~|\.swp|\.swx|\.tmp|\.crswap|#)$/;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const started = performance.now();
  const { logger } = options;
  const root = resolve(options.root);
  const site = new DevSite(root, logger, { base: options.base });
  let resolveWatching!: () => void;
  const watching = new Promise<void>((r) => (resolveWatching = r));
  const hub = new EventHub(watching, () => site.reporter.errors(), () => site.reporter.warnings());
  site.reporter.onErrors = (errors) => hub.send('errors', { errors });
  site.reporter.onWarnings = (warnings) => hub.send('warnings', { warnings });
  site.onReload = () => hub.send('reload', {});
  // New colour classes (a page compiled for the first time, or edited): open pages swap the sheet.
  let cssTimer: ReturnType<typeof setTimeout> | undefined;
  site.onCss = () => {
    clearTimeout(cssTimer);
    cssTimer = setTimeout(() => hub.send('css', { href: site.codeCssHref() }), 0);
  };
  await site.init();

  const staticFiles = new Map<string, ReturnType<typeof sirv>>();
  const serveFrom = (dir: string) => {
    let handler = staticFiles.get(dir);
    if (!handler) {
      handler = sirv(dir, { dev: true, etag: true, dotfiles: false, extensions: [], setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
      staticFiles.set(dir, handler);
    }
    return handler;
  };
  const sendDev = (res: ServerResponse, r: DevResponse) => send(res, r.status, r.type, r.body);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const rawUrl = req.url ?? '/';
    if (!rawUrl.startsWith('/') || isUnsafeRequestPath(rawUrl)) return send(res, 400, 'text/plain; charset=utf-8', 'Bad request');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
    const pathname = rawUrl.split(/[?#]/)[0];
    if (pathname === EVENTS_PATH) {
      if (req.method === 'HEAD') return send(res, 200, 'text/event-stream; charset=utf-8', '');
      return hub.handle(req, res);
    }
    if (pathname === CODE_CSS_PATH) return send(res, 200, 'text/css; charset=utf-8', site.codeCss());
    if (!site.ready) return sendDev(res, site.responses.errorPage());
    const base = site.base;
    const placed = underBase(rawUrl, base);
    if ('outside' in placed) return sendDev(res, await site.responses.renderRoute(null));
    if ('location' in placed) return send(res, placed.status, 'text/plain; charset=utf-8', '', { Location: placed.location });
    const rel = placed.rel.split(/[?#]/)[0];
    if (rel.startsWith('/static/js/') || rel.startsWith('/static/assets/')) {
      req.url = rel + (rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?')) : '');
      return serveFrom(site.outDir!)(req, res, () => send(res, 404, 'text/plain; charset=utf-8', 'Not found'));
    }
    if (rel.startsWith('/static/route/') && rel.endsWith('.json')) {
      let route = decodeURIComponent(rel.slice('/static/route'.length, -'.json'.length));
      if (route === '/index' || route.endsWith('/index')) route = route.slice(0, -'index'.length);
      const data = await site.responses.routeData(route);
      return data ? send(res, 200, 'application/json; charset=utf-8', JSON.stringify(data)) : send(res, 404, 'application/json; charset=utf-8', 'null');
    }
    if (rel.startsWith('/static/sidebar/')) {
      const items = site.sidebar(atBase(rel, base));
      return items ? send(res, 200, 'application/json; charset=utf-8', JSON.stringify(items)) : send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    if (/^\/static\/search_(index|text)\.[^/]+\.json$/.test(rel)) {
      const text = await site.searchFile(rel.slice(1));
      return text ? send(res, 200, 'application/json; charset=utf-8', text) : send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    const publicDir = site.project!.publicDir;
    // `icon` written as a file URL: served at the root by its name, as the build writes it (head.ts iconHref).
    const { iconFile } = site.project!;
    if (iconFile && rel === '/' + basename(iconFile)) {
      req.url = rel;
      return serveFrom(dirname(iconFile))(req, res, () => send(res, 404, 'text/plain; charset=utf-8', 'Not found'));
    }
    const page = async () => {
      // Another form of a page's address (`/guide/start.html`, `/guide/start/`) is redirected to the one its links use, as `preview` does.
      const query = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?')) : '';
      const canonical = canonicalRedirect(rel + query, (route) => site.isPage(route), base, site.config!.route.cleanUrls);
      if (canonical) return send(res, 301, 'text/plain; charset=utf-8', '', { Location: canonical });
      const routePath = hrefToRoutePath(pathname, site.project!.ctx) ?? normalizeRoutePath(rel);
      return sendDev(res, await site.responses.renderRoute(routePath));
    };
    // A public/ file answers its path; an `.html` path is a page unless public/ holds that very file (`/pure.html`).
    const publicHtml = () => {
      const file = resolve(publicDir, '.' + decodeURIComponent(rel));
      return file.startsWith(publicDir + sep) && existsSync(file) && statSync(file).isFile();
    };
    if (!rel.endsWith('/') && existsSync(publicDir) && (!/\.html?$/.test(rel) || publicHtml())) {
      req.url = rel;
      return serveFrom(publicDir)(req, res, () => void page().catch((error) => fail(res, error)));
    }
    return page();
  };

  const fail = (res: ServerResponse, error: unknown) => {
    logger.error(`dev server: ${(error as Error)?.stack ?? String(error)}`);
    if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error (see the terminal)');
    else res.end();
  };

  const listening = await listen((req, res) => void handle(req, res).catch((error) => fail(res, error)), { ...options, label: 'dev', base: site.base });
  logger.info(pc.dim(`  ready in ${Math.round(performance.now() - started)} ms`));

  // ---- watching --------------------------------------------------------------------------------
  const pending = new Map<string, string>();
  let running = false;
  let stopped = false;
  const drain = async () => {
    if (running || stopped) return;
    running = true;
    try {
      while (pending.size && !stopped) {
        // Editors truncate, then write: an event can come between the two. Let a save finish
        // (a few ms of quiet), and give a file that is empty for now a moment more.
        while (performance.now() - lastEvent < SETTLE_MS) await sleep(SETTLE_MS - (performance.now() - lastEvent));
        if ([...pending].some(([path, event]) => event !== 'unlink' && signature(path).split(':')[1] === '0')) await sleep(40);
        const batch = new Map(pending);
        pending.clear();
        for (const path of batch.keys()) signatures.set(path, signature(path));
        try {
          const result = await site.applyChanges(batch);
          debug(`send ${JSON.stringify(result)}`);
          if (result.reload) hub.send('reload', {});
          else if (result.routes === null) hub.send('update', { routes: null });
          else if (result.routes.length) {
            // The new data of the changed pages rides along: the browser needs no request but the module.
            const pages = (await Promise.all(result.routes.slice(0, 20).map((r) => site.responses.currentRouteData(r)))).filter((p) => p !== null);
            hub.send('update', { routes: result.routes, pages });
          }
        } catch (error) {
          logger.error(`dev server: ${(error as Error)?.stack ?? String(error)}`);
        }
      }
    } finally {
      running = false;
    }
  };
  // chokidar can drop an event: a save by rename that follows another change of the file within
  // some 50 ms is never reported, nor is the last of a fast burst. So each changed file is looked at
  // again shortly after its last event, and if it is not what was last processed, it is processed
  // again: the server always ends on the file's final content.
  const signatures = new Map<string, string>();
  const rechecks = new Map<string, ReturnType<typeof setTimeout>[]>();
  const signature = (path: string) => {
    try {
      const s = statSync(path);
      return s.isDirectory() ? 'dir' : `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
    } catch {
      return 'missing';
    }
  };
  const scheduleRecheck = (path: string) => {
    for (const t of rechecks.get(path) ?? []) clearTimeout(t);
    const check = (last: boolean) => {
      if (last) rechecks.delete(path);
      if (stopped) return;
      const now = signature(path);
      if (now !== signatures.get(path) && !pending.has(path)) onEvent(now === 'missing' ? 'unlink' : 'change', path, true);
    };
    rechecks.set(path, [setTimeout(() => check(false), 120), setTimeout(() => check(true), 600)]);
  };
  let lastEvent = 0;
  const onEvent = (event: string, path: string, recheck = false) => {
    lastEvent = performance.now();
    debug(`${recheck ? 'recheck' : 'watcher'}: ${event} ${path}`);
    pending.set(path, event);
    if (event !== 'addDir' && event !== 'unlinkDir') scheduleRecheck(path);
    queueMicrotask(() => void drain());
  };
  const watcher: FSWatcher = watch(site.watchPaths(), {
    ignoreInitial: true,
    ignored: (path: string) => IGNORED.test(path) || (!!site.outDir && path.startsWith(site.outDir + sep)),
  });
  site.onWatchFiles = (files) => watcher.add(files);
  watcher.on('all', (event, path) => onEvent(event, resolve(path)));
  watcher.on('error', (error) => logger.warn(`file watcher: ${(error as Error).message}`));
  watcher.once('ready', () => resolveWatching());

  const onProcessError = (error: unknown) => logger.error(`dev server: ${(error as Error)?.stack ?? String(error)}`);
  globalThis.process.on('uncaughtException', onProcessError);
  globalThis.process.on('unhandledRejection', onProcessError);
  // Ctrl+C: remove this server's output folder, then exit as Node would have.
  const onSignal = (signal: NodeJS.Signals) => {
    if (site.outDir) rmSync(site.outDir, { recursive: true, force: true });
    globalThis.process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  globalThis.process.once('SIGINT', onSignal);
  globalThis.process.once('SIGTERM', onSignal);

  return {
    ...listening,
    site,
    watching,
    async close() {
      stopped = true;
      for (const timers of rechecks.values()) for (const t of timers) clearTimeout(t);
      globalThis.process.off('uncaughtException', onProcessError);
      globalThis.process.off('unhandledRejection', onProcessError);
      globalThis.process.off('SIGINT', onSignal);
      globalThis.process.off('SIGTERM', onSignal);
      hub.close();
      await watcher.close();
      const closed = new Promise<void>((r) => listening.server.close(() => r()));
      listening.server.closeAllConnections();
      await closed;
      await site.close();
    },
  };
}
