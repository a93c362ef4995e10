/**
 * The application root: renders the theme layout for the current page and owns client-side
 * navigation (link clicks, back/forward, hash scrolling, preloading, redirects).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PageContext, NavigateContext, site, routeContext, localeOf, type PageState } from './context.tsx';
import { forgetRouteData, loadPageState, preloadRoute, primeCaches } from './router.ts';
import { collapseDoubledLang, hrefToRoutePath, isExternalUrl, routeToHref, splitRoutePath, switchLang } from '../../shared/routes.ts';
import { findRedirect } from '../../shared/redirects.ts';
import { canonicalAddress } from '../../shared/canonical-url.ts';
import { langTag } from '../../shared/i18n.ts';
import { UiString } from '../../shared/ui-keys.ts';
import { NOT_FOUND_ROUTE, VISITED_STORAGE_KEY, type PageData } from '../../shared/page-data.ts';
import { Layout } from 'docsite:site-theme';

/** The navigation progress bar, loaded on the first client navigation (it shows only after 100 ms); without it, navigation goes on. */
const withProgressBar = (use: (bar: typeof import('./progress.ts')) => void) => void import('./progress.ts').then(use, () => {});


function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToHash(hash: string, smooth = false): boolean {
  if (!hash) return false;
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = document.getElementById(id);
  if (!target) return false;
  // CSS scroll-margin-top keeps the heading clear of the fixed nav bar.
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  return true;
}

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

/** Whether `to` is `from` in another language (what the language switcher links to). */
function isLanguageSwitch(from: string, to: string): boolean {
  const lang = splitRoutePath(to, routeContext).lang;
  return lang !== splitRoutePath(from, routeContext).lang && switchLang(from, lang, routeContext) === to;
}

/** The 404 page (its data is the same for every language) shown for a missing route, in that route's language and version (whose nav it shows). */
function notFoundAt(notFound: PageState, routePath: string): PageState {
  const { lang, version } = splitRoutePath(routePath, routeContext);
  const title = site.locales.find((locale) => locale.lang === lang)?.title || site.title;
  return { ...notFound, page: { ...notFound.page, routePath, lang, version, documentTitle: `404 - ${title}` } };
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

  const go = useCallback(
    async (url: URL, mode: 'push' | 'replace' | 'pop') => {
      let routePath = hrefToRoutePath(url.pathname, routeContext) ?? '/';
      const collapsed = collapseDoubledLang(routePath, routeContext);
      if (collapsed) {
        routePath = collapsed;
        url = new URL(routeToHref(collapsed, routeContext) + url.search + url.hash, location.href);
        mode = 'replace';
      }
      const samePage = routePath === current.current;
      if (samePage && mode !== 'pop') {
        if (url.href !== location.href) history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', url.href);
        if (!scrollToHash(url.hash, true) && !url.hash) window.scrollTo({ top: 0 });
        return;
      }
      withProgressBar((bar) => bar.startProgress(localeOf(splitRoutePath(current.current, routeContext).lang).ui[UiString.loadingPage]));
      try {
        let next = await loadPageState(routePath);
        if (!next) {
          const redirect = findRedirect(url.pathname, site.redirects, site.base);
          if (redirect) {
            location.replace(redirect + url.hash);
            return;
          }
          // Without the 404 page's data notFoundAt throws, and the catch below loads the address in full.
          next = notFoundAt((await loadPageState(NOT_FOUND_ROUTE))!, routePath);
        }
        // Switching language keeps the section the reader is in, when the other language has the same heading id.
        const carried = mode === 'push' && !url.hash && location.hash && isLanguageSwitch(current.current, routePath) ? location.hash : '';
        if (mode === 'push') history.pushState(null, '', url.href);
        else if (mode === 'replace') history.replaceState(null, '', url.href);
        current.current = routePath;
        applyState(next);
        if (carried && scrollToHash(carried)) history.replaceState(null, '', url.href + carried);
        else if (!scrollToHash(url.hash) && mode !== 'pop') window.scrollTo({ top: 0 });
      } catch (error) {
        console.error('[docsite] page data failed to load:', error);
        location.href = url.href; // fall back to a full page load
      } finally {
        withProgressBar((bar) => bar.finishProgress());
      }
    },
    [applyState],
  );

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
          next = notFoundAt(notFound, routePath);
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
    const url = new URL(location.href);
    const routePath = hrefToRoutePath(url.pathname, routeContext) ?? '/';
    const collapsed = collapseDoubledLang(routePath, routeContext);
    if (collapsed) {
      void go(url, 'replace');
      return;
    }
    if (initial.page.pageType === '404') {
      const redirect = findRedirect(url.pathname, site.redirects, site.base);
      if (redirect) {
        location.replace(redirect + url.hash);
        return;
      }
      // Hosts serve the one 404.html, rendered in the default language, for every missing address.
      // The page takes the address it is shown at, so the language switcher offers that address in the other language.
      const shown = notFoundAt(initial, routePath);
      if (shown.page.routePath !== initial.page.routePath) {
        current.current = routePath;
        applyState(shown);
      }
    } else if (site.cleanUrlsRedirect !== false) {
      // A static host serves `/guide/start.html` or `/guide/start/` as the page itself: the bar shows its one address.
      const canonical = canonicalAddress(decodeURI(url.pathname), initial.page.routePath, routeContext);
      if (canonical) history.replaceState(history.state, '', canonical + url.search + url.hash);
    }
    if (url.hash) requestAnimationFrame(() => scrollToHash(url.hash));
    redirectToPreferredLanguage(routePath);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <NavigateContext.Provider value={navigate}>
      <PageContext.Provider value={state}>
        <Layout />
      </PageContext.Provider>
    </NavigateContext.Provider>
  );
}

/**
 * On the very first visit, moves a reader whose browser prefers another of the site's languages to it, once.
 * The rest (robots, the browser's language) is in its own chunk, loaded on that first visit only.
 */
function redirectToPreferredLanguage(routePath: string): void {
  if (site.localeRedirect === 'never' || site.langs.length < 2) return;
  try {
    if (localStorage.getItem(VISITED_STORAGE_KEY)) return;
    localStorage.setItem(VISITED_STORAGE_KEY, '1');
  } catch {
    return;
  }
  void import('./locale-redirect.ts').then((m) => m.redirectToPreferredLanguage(routePath));
}
