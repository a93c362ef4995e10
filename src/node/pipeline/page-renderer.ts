/**
 * Renders pages to HTML files with the bundled server entry: used by the render worker threads and,
 * when there is no worker script (running from sources), by the build's own thread. Pages are written
 * as they are rendered, with their compressed siblings when asked, so no page's HTML outlives its batch.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { InitialData, PageData, ResolvedSidebarItem } from '../../shared/page-data.ts';
import { clientEntryUrl, pageDocument } from './document.ts';
import { renderFailure } from './render-errors.ts';
import { compressKey, compressPageSync, MIN_COMPRESS_BYTES } from './publish/compress.ts';
import { FileStore } from './file-store.ts';

export interface RenderTask {
  page: PageData;
  /** Absolute file of the page module. */
  moduleFile: string;
  /** Absolute file of the page's sidebar JSON (already in the output), or null. */
  sidebarFile: string | null;
  head: string;
  /** Absolute file to write. */
  outputFile: string;
  /** Source file, for error messages. */
  sourceFile?: string;
  /** The page's source (absolute), read only to place a render error. */
  sourcePath?: string;
}

export interface RendererSettings {
  serverEntry: string;
  template: string;
  clientEntry: string;
  base: string;
  /** Writes each page's .br and .gz siblings too. */
  compress: boolean;
}

/** A file the renderer wrote, with the store key its content is known by (compressed siblings). */
export interface WrittenFile {
  file: string;
  key: string;
}

export class RenderError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    /** The page that failed, and React's production error code when React threw one (react-errors.ts explains it). */
    readonly details: { routePath: string; reactErrorCode?: string },
  ) {
    super(message);
  }
}

export type Renderer = (initial: InitialData, Content: ComponentType) => string;

/** The server entry's render function, once the modules it loads on demand are in. Shared with the dev server. */
export async function loadServerRenderer(serverEntry: string): Promise<Renderer> {
  const mod = (await import(pathToFileURL(serverEntry).href)) as { renderPage: Renderer; ready: Promise<void> };
  await mod.ready;
  return mod.renderPage;
}

/** A page's HTML document: its module rendered by the server entry's app, in the template. The one way `build` and `dev` make it. */
export function renderDocument(
  renderPage: Renderer,
  Content: ComponentType,
  parts: { page: PageData; sidebar: ResolvedSidebarItem[] | null; head: string; template: string; clientEntryUrl: string; extraScripts?: string },
): string {
  const app = renderPage({ page: parts.page, sidebar: parts.sidebar }, Content);
  return pageDocument(parts.template, { page: parts.page, head: parts.head, app, clientEntryUrl: parts.clientEntryUrl, extraScripts: parts.extraScripts });
}

export class PageRenderer {
  private renderer?: Promise<Renderer>;
  /** Sidebars are shared by many pages: parsed once per thread. */
  private readonly sidebars = new Map<string, ResolvedSidebarItem[]>();
  /** Writes only (no store in a worker): the build adopts what was written into its store afterwards. */
  private readonly files = new FileStore();

  constructor(private readonly settings: RendererSettings) {}

  private loadRenderer(): Promise<Renderer> {
    this.renderer ??= loadServerRenderer(this.settings.serverEntry);
    return this.renderer;
  }

  private sidebar(file: string | null): ResolvedSidebarItem[] | null {
    if (!file) return null;
    let items = this.sidebars.get(file);
    if (!items) this.sidebars.set(file, (items = JSON.parse(readFileSync(file, 'utf8')) as ResolvedSidebarItem[]));
    return items;
  }

  private write(file: string, content: Uint8Array): void {
    this.files.write('', file, content); // creates the folder, never writes through a hard link
  }

  /** Renders and writes a batch; returns the compressed siblings written (the HTML files are the tasks' own). */
  async renderBatch(tasks: RenderTask[]): Promise<WrittenFile[]> {
    const renderPage = await this.loadRenderer();
    const modules = await Promise.all(tasks.map((task) => import(pathToFileURL(task.moduleFile).href) as Promise<{ default: ComponentType }>));
    const { template, base, clientEntry } = this.settings;
    const entryUrl = clientEntryUrl(base, clientEntry);
    const compressed: WrittenFile[] = [];
    tasks.forEach((task, i) => {
      let document: string;
      try {
        document = renderDocument(renderPage, modules[i].default, { page: task.page, sidebar: this.sidebar(task.sidebarFile), head: task.head, template, clientEntryUrl: entryUrl });
      } catch (error) {
        const source = task.sourcePath && existsSync(task.sourcePath) ? readFileSync(task.sourcePath, 'utf8') : undefined;
        const reactErrorCode = /Minified React error #(\d+)/.exec((error as Error)?.message ?? '')?.[1];
        throw new RenderError(renderFailure(task.sourceFile ?? task.page.routePath, error, source, task.moduleFile), 'an expression or component on this page threw while rendering', {
          routePath: task.page.routePath,
          reactErrorCode,
        });
      }
      const html = Buffer.from(document);
      this.write(task.outputFile, html);
      if (this.settings.compress && html.length > MIN_COMPRESS_BYTES) {
        const key = compressKey(html, false);
        const { br, gz } = compressPageSync(html);
        this.write(task.outputFile + '.br', br);
        this.write(task.outputFile + '.gz', gz);
        compressed.push({ file: task.outputFile + '.br', key: key + 'br' }, { file: task.outputFile + '.gz', key: key + 'gz' });
      }
    });
    return compressed;
  }
}
