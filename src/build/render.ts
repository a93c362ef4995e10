/**
 * Pre-renders pages with the bundled server entry. Pages are rendered and written in small batches
 * so memory stays flat however large the site is; no page's HTML is kept after it is written.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { InitialData, PageData, ResolvedSidebarItem } from '../shared/page-data.ts';
import { INITIAL_DATA_ID } from '../shared/page-data.ts';
import { routeToOutputFile } from '../shared/routes.ts';
import { fillTemplate, jsonForScript } from './html.ts';
import { DocsiteError } from '../shared/errors.ts';
import { langTag } from './head.ts';
import { contentKey, type FileStore } from './file-store.ts';

type Renderer = (initial: InitialData, Content: ComponentType) => string;

export interface RenderJob {
  page: PageData;
  /** Absolute file of the page module. */
  moduleFile: string;
  sidebar: ResolvedSidebarItem[] | null;
  head: string;
  /** Where to write (relative to the output folder); defaults from the route. */
  outputFile?: string;
  /** Source file, for error messages. */
  sourceFile?: string;
}

async function loadRenderer(serverEntry: string): Promise<Renderer> {
  const mod = (await import(pathToFileURL(serverEntry).href)) as { renderPage: Renderer; ready: Promise<void> };
  await mod.ready;
  return mod.renderPage;
}

export function readTemplate(templatesDir: string): string {
  return readFileSync(join(templatesDir, 'index.html'), 'utf8');
}

export interface RenderOptions {
  /** Absolute path of the bundled server entry; loaded only when some page is not in the store. */
  serverEntry: string;
  template: string;
  outDir: string;
  clientEntry: string;
  base: string;
  /** Pages rendered by an earlier build from the same inputs are linked from here instead. */
  store: FileStore;
  batchSize?: number;
}

/** Bump when the HTML a page renders to changes for reasons its inputs do not show. */
const RENDER_VERSION = 'render-1';

/**
 * Everything a page's HTML depends on. Bundled file names carry content hashes (esbuild's, transitive
 * over imports), so the server entry's and the page module's names stand for the theme and the page.
 */
function renderKey(job: RenderJob, options: RenderOptions): string {
  return contentKey(RENDER_VERSION, basename(options.serverEntry), basename(job.moduleFile), options.template, options.clientEntry, options.base, job.head, JSON.stringify([job.page, job.sidebar, job.outputFile ?? '']));
}

/** Renders every page, or links its HTML from the store; returns how many were rendered. */
export async function renderPages(allJobs: RenderJob[], options: RenderOptions): Promise<number> {
  const outputFile = (job: RenderJob) => join(options.outDir, job.outputFile ?? routeToOutputFile(job.page.routePath));
  const keys = new Map<RenderJob, string>();
  const jobs = allJobs.filter((job) => {
    const key = renderKey(job, options);
    keys.set(job, key);
    return !options.store.link(key, outputFile(job));
  });
  if (!jobs.length) return 0;
  const renderer = await loadRenderer(options.serverEntry);
  const batch = options.batchSize ?? 32;
  const withBase = (p: string) => (options.base === '/' ? p : options.base.slice(0, -1) + p);
  for (let i = 0; i < jobs.length; i += batch) {
    const slice = jobs.slice(i, i + batch);
    const modules = await Promise.all(slice.map((job) => import(pathToFileURL(job.moduleFile).href) as Promise<{ default: ComponentType }>));
    slice.forEach((job, k) => {
      const initial: InitialData = { page: job.page, sidebar: job.sidebar };
      let app: string;
      try {
        app = renderer(initial, modules[k].default);
      } catch (error) {
        throw new DocsiteError(`${job.sourceFile ?? job.page.routePath}: rendering failed: ${(error as Error).message}`, {
          hint: 'an expression or component on this page threw while rendering',
          cause: error,
        });
      }
      const html = fillTemplate(options.template, {
        lang: langTag(job.page.lang),
        head: job.head,
        app,
        data: `<script id="${INITIAL_DATA_ID}" type="application/json">${jsonForScript({ page: job.page })}</script>`,
        scripts: `<script type="module" src="${withBase(options.clientEntry)}"></script>`,
      });
      options.store.write(keys.get(job)!, outputFile(job), html);
    });
  }
  return jobs.length;
}
