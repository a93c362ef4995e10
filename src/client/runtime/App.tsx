/**
 * The application root: renders the theme layout for the current page, takes over internal link clicks
 * and back/forward, and preloads on hover. What a navigation then does (hash scrolling, loading, redirects,
 * the 404 page) is navigation.ts, loaded once the page has hydrated.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PageContext, NavigateContext, site, routeContext, type PageState } from './context.tsx';
import { forgetRouteData, loadPageState, preloadRoute, primeCaches } from './router.ts';
import { hrefToRoutePath, isExternalUrl } from '../../shared/routes.ts';
import { langTag } from '../../shared/i18n.ts';
import { NOT_FOUND_ROUTE, type PageData } from '../../shared/page-data.ts';
import { prefersReducedMotion } from './motion.ts';
import type { AppControl, NavigationMode } from './navigation.ts';
import { Layout } from 'docsite:site-theme';

/** Navigation and the after-hydration address fixes (navigation.ts), loaded once hydrated or on the first navigation. */
const navigation = () => import('./navigation.ts');

/** Finds the internal route an anchor element points to, or null when the browser should handle it. */
function internalTarget(anchor: HTMLAnchorElement, event?: MouseEvent): URL | null {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  // A download, an external link, or a file the page links as a file (public/, see links.ts): the browser's.
  if (anchor.matches('[download],[data-file],[rel~=external]')) return null;
  const raw = anchor.getAttribute('href');
  if (!raw || isExternalUrl(raw) && !raw.startsWith(location.origin)) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (/\.(?:xml|txt|json|png|jpe?g|svg|gif|webp|pdf|zip|md)$/i.test(url.pathname)) return null;
  if (hrefToRoutePath(url.pathname, routeContext) === null) return null;
  return url;
}

export function App({ initial }: { initial: PageState }) {
  const [state, setState] = useState<PageState>(initial);
  const current = useRef(initial.page.routePath);

  const applyState = useCallback((next: PageState) => {
    const update = () => flushSync(() => setState(next));
    const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
    if (site.enableContentAnimation && doc.startViewTransition && !prefersReducedMotion()) doc.startViewTransition(update);
    else update();
    document.title = next.page.documentTitle;
    document.documentElement.lang = langTag(next.page.lang);
  }, []);

  // What navigation.ts needs from here: the route shown, and how to show another.
  const control = useRef<AppControl>({ current, applyState }).current;
  // If its chunk cannot load, the browser loads the address in full (as when a page's data fails).
  const go = useCallback((url: URL, mode: NavigationMode) => navigation().then((m) => m.go(control, url, mode), () => void (location.href = url.href)), [control]);

  const navigate = useCallback((href: string) => void go(new URL(href, location.href), 'push'), [go]);

  useEffect(() => {
    primeCaches(initial.page, initial.sidebar);
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const url = internalTarget(anchor as HTMLAnchorElement, event);
      if (!url) return;
      event.preventDefault();
      void go(url, 'push');
    };
    const onHover = (event: Event) => {
      if (!__DOCSITE_PREFETCH_LINK__) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const url = internalTarget(anchor as HTMLAnchorElement);
      if (!url) return;
      const routePath = hrefToRoutePath(url.pathname, routeContext);
      if (routePath && routePath !== current.current) preloadRoute(routePath);
    };
    const onPop = () => void go(new URL(location.href), 'pop');
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('focusin', onHover);
      window.removeEventListener('popstate', onPop);
    };
  }, [go, initial]);

  // `docsite dev` only (removed from production bundles): the dev server's live-reload script fires
  // `docsite:dev-update` after a rebuild; the current page's data and module are fetched afresh and
  // swapped in place, keeping the scroll position. preventDefault() tells the script it was handled.
  useEffect(() => {
    if (typeof __DOCSITE_DEV__ === 'undefined' || !__DOCSITE_DEV__) return;
    let seq = 0;
    const onDevUpdate = (event: Event) => {
      event.preventDefault();
      const detail = (event as CustomEvent<{ routes?: string[] | null; pages?: PageData[] } | null>).detail;
      const routes = detail?.routes;
      forgetRouteData(detail?.pages);
      const routePath = current.current;
      if (routes && !routes.includes(routePath)) return;
      const mine = ++seq;
      (async () => {
        let next = await loadPageState(routePath);
        if (!next) {
          const notFound = await loadPageState(NOT_FOUND_ROUTE);
          if (!notFound) throw new Error('the 404 page is missing');
          next = (await navigation()).notFoundAt(notFound, routePath);
        }
        if (mine !== seq || routePath !== current.current) return;
        flushSync(() => setState(next));
        document.title = next.page.documentTitle;
        window.dispatchEvent(new CustomEvent('docsite:dev-updated', { detail: { routePath } }));
      })().catch((error) => {
        console.error('[docsite] live update failed, reloading:', error);
        location.reload();
      });
    };
    window.addEventListener('docsite:dev-update', onDevUpdate);
    return () => window.removeEventListener('docsite:dev-update', onDevUpdate);
  }, []);

  // After hydration: fix a doubled language prefix or another form of the page's address, honour the hash, run first-visit language redirect.
  useEffect(() => {
    void navigation().then((m) => m.afterHydration(control, initial));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <NavigateContext.Provider value={navigate}>
      <PageContext.Provider value={state}>
        <Layout />
      </PageContext.Provider>
    </NavigateContext.Provider>
  );
}
