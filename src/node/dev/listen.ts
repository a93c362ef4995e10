/**
 * Starts an HTTP server on the requested port, moving to the next free one when it is taken (unless
 * strictPort), binding to localhost unless a host is given, and prints the URLs.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { spawn } from 'node:child_process';
import pc from 'picocolors';
import type { Logger } from '../logger.ts';
import { DocsiteError } from '../errors.ts';

export interface ListenOptions {
  port?: number;
  host?: string | boolean;
  strictPort?: boolean;
  open?: boolean;
  logger: Logger;
  label: string;
  base?: string;
}

export async function listen(handler: RequestListener, options: ListenOptions): Promise<{ server: Server; port: number; url: string }> {
  const host = options.host === true ? '0.0.0.0' : typeof options.host === 'string' ? options.host : 'localhost';
  const wanted = options.port ?? 3000;
  const server = createServer(handler);
  let port = wanted;
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && !options.strictPort && attempt < 50) {
        port++;
        continue;
      }
      if (code === 'EADDRINUSE') throw new DocsiteError(`port ${port} is already in use`, { hint: 'stop the other server, pick another --port, or drop --strict-port' });
      throw error;
    }
  }
  const address = server.address();
  if (address && typeof address === 'object') port = address.port;
  const base = options.base ?? '/';
  // Every address (`--host`, 0.0.0.0, ::): localhost and the machine's network addresses. One address: that one only.
  const everyAddress = host === '0.0.0.0' || host === '::';
  const shownHost = everyAddress || host === 'localhost' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}${base}`;
  if (port !== wanted && wanted !== 0) options.logger.info(pc.yellow(`port ${wanted} is in use, using ${port} instead`));
  options.logger.info(`${pc.bold(options.label)}  ${pc.cyan(url)}`);
  if (everyAddress) {
    for (const list of Object.values(networkInterfaces())) {
      for (const net of list ?? []) {
        if (net.family === 'IPv4' && !net.internal) options.logger.info(`  network  ${pc.cyan(`http://${net.address}:${port}${base}`)}`);
      }
    }
  }
  if (options.open) openBrowser(url);
  return { server, port, url };
}

export function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    spawn(command, args, { stdio: 'ignore', detached: true }).on('error', () => {}).unref();
  } catch {
    // no browser to open: the URL is printed anyway
  }
}
