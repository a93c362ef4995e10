/**
 * What the dev server answers for a page: its route data (the model's page data with its module, extended
 * by the plugins, as the build writes it) and its HTML document, made by the build's functions (`renderHead`,
 * `renderDocument`) with the live-reload script added. Each compiles and bundles what it needs first. A
 * failure answers with a page that shows the errors and reloads once they are fixed.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { PageData, ResolvedSidebarItem } from '../../shared/page-data.ts';
import { DocsiteError } from '../errors.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { clientEntryUrl } from '../pipeline/document.ts';
import { lacksFavicon, renderHead } from '../pipeline/head.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { loadServerRenderer, renderDocument, type Renderer } from '../pipeline/page-renderer.ts';
import type { Project } from '../pipeline/project.ts';
import { renderFailure } from '../pipeline/render-errors.ts';
import { readTemplate } from '../pipeline/render.ts';
import { notFoundPage, withModule, NOT_FOUND_ROUTE } from '../pipeline/site-model.ts';
import type { PluginDriver } from '../plugins/driver.ts';
import type { Logger } from '../logger.ts';
import { devClientScript } from './client-script.ts';
import { debug } from './debug.ts';
import type { DevErrorInfo } from './events.ts';
import type { DevModel } from './model.ts';
import type { DevPages, PageEntry } from './pages.ts';
import type { DevReporter } from './reporter.ts';
import type { RuntimeOutput } from './runtime-bundle.ts';
import { atBase } from '../pipeline/at-base.ts';

/** What the server sends for a request. */
export interface DevResponse {
  status: number;
  type: string;
  body: string;
}

/** What responses need of the rest of the dev server (undefined parts: the config never loaded). */
export interface ResponsesHost {
  readonly root: string;
  readonly logger: Logger;
  readonly reporter: DevReporter;
  /** Bumped on every change that can alter any response (the HTML cache's key). */
  readonly version: number;
  settings(): { config: ResolvedSiteConfig; project: Project; pages: DevPages; model: DevModel; plugins: PluginDriver } | undefined;
  /** The app bundle's current output once its build settled (undefined: it never built). */
  runtime(): Promise<RuntimeOutput | undefined>;
  /** React's development build from now on: true when it was not in use (the app was rebuilt). */
  useDevelopmentReact(): Promise<boolean>;
  codeCssHref(): string;
}

const MINIMAL_TEMPLATE = '<!DOCTYPE html><html lang="<!--docsite:lang-->"><head><meta charset="utf-8"><!--docsite:head--></head><body><div id="app"><!--docsite:app--></div><!--docsite:data--><!--docsite:scripts--></body></html>';

export class DevResponses {
  private htmlCache = new Map<string, { version: number; response: Promise<DevResponse> }>();
  private renderer?: { generation: number; render: Promise<Renderer> };
  private template?: string;

  constructor(private readonly host: ResponsesHost) {}

  /** The HTML template changed: read again. */
  templateChanged(): void {
    this.template = undefined;
  }

  private withBase(path: string): string {
    return atBase(path, this.host.settings()?.config.base ?? '/');
  }

  /** The data the browser fetches for a route (null: no such page, or it never compiled). */
  async routeData(routePath: string): Promise<PageData | null> {
    debug(`route data ${routePath}`);
    const site = this.host.settings();
    if (!site) return null;
    if (routePath === NOT_FOUND_ROUTE) return (await this.notFoundData())?.page ?? null;
    const entry = site.pages.get(routePath);
    if (!entry) return null;
    await site.pages.ensureBundled(entry);
    this.host.reporter.publishErrors();
    await site.model.compileOverviewTargets(entry);
    return this.pageDataOf(entry);
  }

  /** Current data of a route that is compiled and bundled (for pushing with an update), else null. */
  async currentRouteData(routePath: string): Promise<PageData | null> {
    const entry = this.host.settings()?.pages.get(routePath);
    return entry ? this.pageDataOf(entry) : null;
  }

  /** A page's data as the build writes it: the model's, extended by the plugins (null when a plugin failed: the error shows). */
  private async pageDataOf(entry: PageEntry): Promise<PageData | null> {
    const site = this.host.settings();
    if (!site || !entry.bundle.result || !entry.compile.result) return null;
    const data = site.model.pageDataOf(entry.source.routePath);
    if (!data) return null;
    const page = structuredClone(withModule(data, { url: this.withBase(entry.bundle.result.url), preload: [] }));
    try {
      await site.plugins.extendPageData(page);
      this.host.reporter.clearSiteError('extendPageData');
    } catch (error) {
      this.host.reporter.setSiteError('extendPageData', error);
      this.host.reporter.publishErrors();
      return null;
    }
    return page;
  }

  /** Server-rendered HTML of a route (the 404 page for an unknown one, or null), as the build writes it plus the live-reload script. */
  renderRoute(routePath: string | null): Promise<DevResponse> {
    const entry = routePath === null ? undefined : this.host.settings()?.pages.find(routePath);
    const key = entry ? entry.source.routePath : '\0';
    const cached = this.htmlCache.get(key);
    if (cached && cached.version === this.host.version) return cached.response;
    // Cached under the version as of when the render reads what it shows: after its own compile and
    // bundle (which bump the version), before anything it reads can change. The version at its end
    // would also cover an edit that landed during the render, and keep serving what came before it.
    const slot: { version: number; response: Promise<DevResponse> } = { version: this.host.version, response: undefined! };
    const inputsRead = () => void (slot.version = this.host.version);
    slot.response = entry ? this.render(entry, inputsRead) : this.renderNotFound(inputsRead);
    this.htmlCache.set(key, slot);
    slot.response.catch(() => this.htmlCache.get(key) === slot && this.htmlCache.delete(key));
    return slot.response;
  }

  private async render(entry: PageEntry, inputsRead: () => void): Promise<DevResponse> {
    const site = this.host.settings()!;
    await site.pages.ensureBundled(entry);
    await site.model.compileOverviewTargets(entry);
    inputsRead();
    const module = entry.bundle.result;
    this.host.reporter.publishErrors();
    const page = await this.pageDataOf(entry);
    if (!page || !module) return this.errorPage();
    const sidebar = page.sidebar ? (site.model.sidebar(page.sidebar) ?? null) : null;
    try {
      const body = await this.renderHtml(page, sidebar, module.file);
      site.pages.scheduleWarmUp(entry);
      return { status: 200, type: 'text/html; charset=utf-8', body };
    } catch (error) {
      // React's production build names its errors by code: render again with its development build, which says what is wrong.
      if (/Minified React error #\d+/.test((error as Error)?.message ?? '') && (await this.host.useDevelopmentReact())) {
        this.host.logger.info("React's production build gave an error code: using React's development build from now on, for readable errors");
        return this.render(entry, inputsRead);
      }
      let source: string | undefined;
      try {
        source = readFileSync(entry.source.file, 'utf8');
      } catch {
        // removed meanwhile: the message names the file without a position
      }
      const file = relative(this.host.root, entry.source.file);
      const e = new DocsiteError(renderFailure(file, error, source, module.file), { hint: 'an expression or component on this page threw while rendering', cause: error });
      this.host.reporter.logError(`render:${entry.source.file}`, e);
      return this.errorPage([{ id: file, message: e.message, hint: e.hint }]);
    }
  }

  /** The 404 page's data and module, for its document and its route data alike. */
  private async notFoundData(): Promise<{ page: PageData; module: { file: string; url: string } } | undefined> {
    const site = this.host.settings();
    const module = site && (await site.pages.notFoundModule());
    if (!site || !module) return undefined;
    return { page: withModule(notFoundPage(site.config, site.project.ctx.defaultLang), { url: this.withBase(module.url), preload: [] }), module };
  }

  private async renderNotFound(inputsRead: () => void): Promise<DevResponse> {
    const found = await this.notFoundData();
    inputsRead();
    this.host.reporter.publishErrors();
    if (!found) return this.errorPage();
    const { page, module } = found;
    try {
      return { status: 404, type: 'text/html; charset=utf-8', body: await this.renderHtml(page, null, module.file) };
    } catch (error) {
      return this.errorPage([{ id: '404', message: (error as Error).message }]);
    }
  }

  /** The page's document as the build makes it, with the live-reload script and the code colours' stylesheet. */
  private async renderHtml(page: PageData, sidebar: ResolvedSidebarItem[] | null, moduleFile: string): Promise<string> {
    const site = this.host.settings()!;
    const runtime = (await this.host.runtime())!;
    if (!this.renderer || this.renderer.generation !== runtime.generation) {
      this.renderer = { generation: runtime.generation, render: loadServerRenderer(runtime.serverEntry) };
      this.renderer.render.catch(() => (this.renderer = undefined));
    }
    const render = await this.renderer.render;
    const Content = ((await import(pathToFileURL(moduleFile).href)) as { default: ComponentType }).default;
    const routes = site.model.current()!.routes;
    const pluginTags = page.routePath === NOT_FOUND_ROUTE ? [] : await site.plugins.head(page);
    const head =
      renderHead(page, site.config, site.project.ctx, { css: runtime.css, clientEntry: runtime.clientEntry, preload: runtime.clientPreload, noFavicon: lacksFavicon(site.config, site.project.publicDir) }, routes, pluginTags) +
      `\n    <link rel="stylesheet" id="docsite-dev-code-css" href="${this.host.codeCssHref()}">`;
    return renderDocument(render, Content, {
      page,
      sidebar,
      head,
      template: this.getTemplate(),
      clientEntryUrl: clientEntryUrl(site.config.base, runtime.clientEntry),
      extraScripts: `\n    ${devClientScript()}`,
    });
  }

  private getTemplate(): string {
    if (this.template === undefined) {
      try {
        this.template = readTemplate(join(PACKAGE_ROOT, 'templates'));
        this.host.reporter.clearSiteError('template');
      } catch (error) {
        this.host.reporter.setSiteError('template', error);
        this.template = MINIMAL_TEMPLATE;
      }
    }
    return this.template;
  }

  /** A page that shows the errors (and the overlay) and reloads once they are fixed. */
  errorPage(extra: DevErrorInfo[] = []): DevResponse {
    const errors = [...this.host.reporter.errors(), ...extra];
    const body = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Error - docsite dev</title>
  </head>
  <body>
    <main id="docsite-dev-error" style="font:14px/1.5 ui-monospace,monospace;padding:24px;white-space:pre-wrap">${
      errors.map((e) => `<h2>${escapeHtml(e.id)}</h2><pre>${escapeHtml(e.message)}</pre>${e.hint ? `<p>→ ${escapeHtml(e.hint)}</p>` : ''}`).join('\n') ||
      '<p>This page is not available. Check the terminal.</p>'
    }</main>
    ${devClientScript()}
    <script>window.addEventListener('docsite:dev-update',function(e){e.preventDefault();location.reload()});</script>
  </body>
</html>
`;
    return { status: 500, type: 'text/html; charset=utf-8', body };
  }
}
