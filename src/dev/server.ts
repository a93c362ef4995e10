/**
 * `docsite dev` (first version): builds into a cache folder, serves it, rebuilds on change and tells
 * open pages to reload over server-sent events. The dev-server issue replaces this with on-demand,
 * per-page compilation.
 */
import { join, resolve } from 'node:path';
import chokidar from 'chokidar';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSite } from '../build/build.ts';
import { createStaticHandler } from './preview.ts';
import { listen } from './listen.ts';
import type { Logger } from '../shared/logger.ts';

export interface DevOptions {
  root: string;
  port?: number;
  host?: string | boolean;
  strictPort?: boolean;
  open?: boolean;
  logger: Logger;
}

const RELOAD_SCRIPT = `<script>new EventSource('/__docsite_events').addEventListener('reload',()=>location.reload())</script>`;

export async function startDevServer(options: DevOptions) {
  const root = resolve(options.root);
  const outDir = join(root, 'node_modules', '.cache', 'docsite-dev');
  const clients = new Set<ServerResponse>();
  const build = async () => {
    try {
      await buildSite({ root, outDir, logger: options.logger });
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
    } catch (error) {
      options.logger.error((error as Error).message);
    }
  };
  await build();
  const serveStatic = createStaticHandler(outDir);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/__docsite_events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    const end = res.end.bind(res);
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if ((res.getHeader('Content-Type') ?? '').toString().includes('text/html') && Buffer.isBuffer(chunk)) {
        chunk = Buffer.from(chunk.toString('utf8').replace('</body>', RELOAD_SCRIPT + '</body>'));
        res.removeHeader('Content-Length');
      }
      return end(chunk as Buffer, ...(rest as []));
    }) as typeof res.end;
    serveStatic(req, res);
  };
  const started = await listen(handler, { ...options, label: 'dev' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = chokidar.watch([join(root, 'content'), join(root, 'site.config.ts'), join(root, 'templates')], { ignoreInitial: true });
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(build, 50);
  });
  return { ...started, close: async () => (await watcher.close(), started.server.close()) };
}
