/**
 * Pre-renders pages with the bundled server entry. Pages are rendered and written in small batches
 * so memory stays flat however large the site is; no page's HTML is kept after it is written.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { InitialData, PageData, ResolvedSidebarItem } from '../shared/page-data.ts';
import { INITIAL_DATA_ID } from '../shared/page-data.ts';
import { routeToOutputFile } from '../shared/routes.ts';
import { fillTemplate, jsonForScript } from './html.ts';
import { DocsiteError } from '../shared/errors.ts';
import { langTag } from './head.ts';

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

export async function loadRenderer(serverEntry: string): Promise<Renderer> {
  const mod = (await import(pathToFileURL(serverEntry).href)) as { renderPage: Renderer };
  return mod.renderPage;
}

export function readTemplate(templatesDir: string): string {
  return readFileSync(join(templatesDir, 'index.html'), 'utf8');
}

export async function renderPages(jobs: RenderJob[], options: { renderer: Renderer; template: string; outDir: string; clientEntry: string; base: string; batchSize?: number }): Promise<void> {
  const batch = options.batchSize ?? 32;
  const withBase = (p: string) => (options.base === '/' ? p : options.base.slice(0, -1) + p);
  for (let i = 0; i < jobs.length; i += batch) {
    const slice = jobs.slice(i, i + batch);
    const modules = await Promise.all(slice.map((job) => import(pathToFileURL(job.moduleFile).href) as Promise<{ default: ComponentType }>));
    slice.forEach((job, k) => {
      const initial: InitialData = { page: job.page, sidebar: job.sidebar };
      let app: string;
      try {
        app = options.renderer(initial, modules[k].default);
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
      const file = join(options.outDir, job.outputFile ?? routeToOutputFile(job.page.routePath));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    });
  }
}
