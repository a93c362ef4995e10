/**
 * Client-side navigation: per-route data at a predictable URL names the page's module and sidebar,
 * so the entry chunk never holds a map of all pages. Results are cached; hovering a link preloads.
 */
import type { ComponentType } from 'react';
import type { PageData, ResolvedSidebarItem } from '../../shared/page-data.ts';
import { routeDataUrl } from '../../shared/routes.ts';
import { site } from './context.tsx';
import type { PageState } from './context.tsx';
import { loadLayout } from './layouts.ts';

type PageModule = { default: ComponentType<{ components?: Record<string, unknown> }> };

const dataCache = new Map<string, Promise<PageData | null>>();
const sidebarCache = new Map<string, Promise<ResolvedSidebarItem[]>>();
const moduleCache = new Map<string, Promise<PageModule>>();

export function loadRouteData(routePath: string): Promise<PageData | null> {
  let pending = dataCache.get(routePath);
  if (!pending) {
    pending = fetch(routeDataUrl(routePath, site.base)).then(
      (res) => (res.ok ? (res.json() as Promise<PageData>) : null),
      (error) => {
        dataCache.delete(routePath);
        throw error;
      },
    );
    dataCache.set(routePath, pending);
  }
  return pending;
}

export function loadSidebar(url: string): Promise<ResolvedSidebarItem[]> {
  let pending = sidebarCache.get(url);
  if (!pending) {
    pending = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`sidebar ${url}: HTTP ${res.status}`);
      return res.json() as Promise<ResolvedSidebarItem[]>;
    });
    pending.catch(() => sidebarCache.delete(url));
    sidebarCache.set(url, pending);
  }
  return pending;
}

export function loadModule(url: string): Promise<PageModule> {
  let pending = moduleCache.get(url);
  if (!pending) {
    pending = import(/* @vite-ignore */ url) as Promise<PageModule>;
    pending.catch(() => moduleCache.delete(url));
    moduleCache.set(url, pending);
  }
  return pending;
}

/**
 * Drops cached route data (not sidebars or modules: their URLs change with their content), then
 * seeds it with fresh data when given. Used by the dev server's live updates.
 */
export function forgetRouteData(fresh: PageData[] = []): void {
  dataCache.clear();
  for (const page of fresh) dataCache.set(page.routePath, Promise.resolve(page));
}

/** Seeds the caches with what the server embedded, so going back to the first page costs nothing. */
export function primeCaches(page: PageData, sidebar: ResolvedSidebarItem[] | null): void {
  dataCache.set(page.routePath, Promise.resolve(page));
  if (page.sidebar && sidebar) sidebarCache.set(page.sidebar, Promise.resolve(sidebar));
}

/** Loads everything a route needs to render. Null data means the route does not exist. */
export async function loadPageState(routePath: string): Promise<PageState | null> {
  const page = await loadRouteData(routePath);
  if (!page) return null;
  const [mod, sidebar] = await Promise.all([loadModule(page.module), page.sidebar ? loadSidebar(page.sidebar) : Promise.resolve(null), loadLayout(page.pageType), page.css?.length ? import('./stylesheets.ts').then((m) => m.loadStylesheets(page.css!)) : undefined]);
  return { page, sidebar, Content: mod.default };
}

/** Warms the caches for a route (hover/focus on a link). Errors are ignored: navigation will retry. */
export function preloadRoute(routePath: string): void {
  loadRouteData(routePath)
    .then((page) => {
      if (!page) return;
      loadModule(page.module);
      if (page.sidebar) loadSidebar(page.sidebar);
    })
    .catch(() => {});
}
