/**
 * The live-reload channel: server-sent events on one URL, nothing else. Each connection first gets
 * `hello` (the server's id, the current errors and warnings) once the file watcher is ready, then `update`
 * (routes to refresh in place, or all), `reload`, `errors`, `warnings` and `css` as things change.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

export const EVENTS_PATH = '/__docsite/events';

export interface DevErrorInfo {
  /** What failed: a file (relative to the project) or 'config', 'theme', 'site'. */
  id: string;
  message: string;
  hint?: string;
}

export class EventHub {
  readonly serverId = randomUUID();
  private clients = new Set<ServerResponse>();
  private heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly ready: Promise<unknown>,
    private readonly currentErrors: () => DevErrorInfo[],
    private readonly currentWarnings: () => string[],
  ) {
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) client.write(': ping\n\n');
    }, 20_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write('retry: 500\n\n');
    let closed = false;
    req.on('close', () => {
      closed = true;
      this.clients.delete(res);
    });
    void this.ready.then(() => {
      if (closed) return;
      this.clients.add(res);
      res.write(frame('hello', { id: this.serverId, errors: this.currentErrors(), warnings: this.currentWarnings() }));
    });
  }

  send(event: string, data: unknown): void {
    const text = frame(event, data);
    for (const client of this.clients) client.write(text);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
