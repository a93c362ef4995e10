/**
 * What pages and components written for Rspress import from `@rspress/core/runtime` (also
 * `rspress/runtime`), mapped to docsite's runtime. Only the names below exist: importing another one fails
 * the build at the import, naming it (see rspressHint in src/node/pipeline/esbuild-errors.ts).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { routeContext, site, useLang, useNavigate, usePage } from '../runtime/context.tsx';
import { routeToHref } from '../../shared/routes.ts';
import { useIsDark } from '../theme/hooks.ts';
import allPages from 'docsite:pages';
import { withBase as withSiteBase } from '../../shared/public-url.ts';

export { useLang, useNavigate };

/** Rspress's page data: `page` (title, frontmatter, route, outline, language) and `siteData`. */
export function usePageData() {
  const page = usePage();
  return {
    page: {
      ...page,
      pagePath: page.routePath,
      toc: page.toc,
      headingTitle: page.title,
      lastUpdatedTime: page.lastUpdated,
    },
    siteData: { ...site, lang: site.defaultLang, base: routeContext.base },
  };
}

export const useFrontmatter = () => ({ frontmatter: usePage().frontmatter });
export const useVersion = () => usePage().version || site.multiVersion.default;
export const useSite = () => ({ site: { ...site, lang: site.defaultLang } });

/** The address of the page being read, as `location` would give it (the same on the server). */
export function useLocation() {
  const page = usePage();
  return { pathname: routeToHref(page.routePath, routeContext), search: '', hash: '' };
}

/** Whether the dark theme is on: false on the server and the first render, then the document's class. */
export function useDark(): boolean {
  return useIsDark() ?? false;
}

/** Renders its children (or calls them) only in the browser, after hydration. */
export function NoSSR({ children, fallback = null }: { children: ReactNode | (() => ReactNode); fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? (typeof children === 'function' ? children() : children) : fallback}</>;
}

type Rendered = { children: () => ReactNode | Promise<ReactNode>; content: ReactNode };

/**
 * Rspress's `<BrowserOnly fallback>{() => …}</BrowserOnly>`: the fallback on the server and until the child
 * function has run after hydration; a child that returns a promise (a lazily loaded part) shows the fallback
 * until it resolves. A new child function (the parent re-rendered) shows the fallback again until it has run,
 * as Rspress does; a rejected promise is thrown to the nearest error boundary.
 */
export function BrowserOnly({ children, fallback = null }: { children: () => ReactNode | Promise<ReactNode>; fallback?: ReactNode }) {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.resolve()
      .then(children)
      .then(
        (content) => {
          if (current) setRendered({ children, content });
        },
        (error: unknown) => {
          if (current) setFailure({ error });
        },
      );
    return () => {
      current = false;
    };
  }, [children]);
  if (failure) throw failure.error;
  return <>{rendered?.children === children ? rendered.content : fallback}</>;
}

/** An absolute path under the site's base (`/logo.png` → `/docs/logo.png`); URLs pass through (shared/public-url.ts). */
export const withBase = (path: string): string => withSiteBase(path, routeContext.base);
export const normalizeImagePath = withBase;

/** Tags for the document's head: React 19 hoists `<title>`, `<meta>` and `<link>` rendered anywhere. */
export function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** Rspress's `useI18n()`: `t(key)` gives the key's text from the site's `i18n.json` in the page's language. */
export function useI18n(): (key: string) => string {
  const lang = useLang();
  // A text missing in the language: the default language's, then English's (Rspress's fallback), then the key.
  return (key) => site.i18n?.[key]?.[lang] ?? site.i18n?.[key]?.[site.defaultLang] ?? site.i18n?.[key]?.en ?? key;
}

/** Rspress's `usePages()`: every page's route, language, title and front matter (bundled only into what calls it). */
export function usePages() {
  return { pages: allPages };
}
