/**
 * Client-side navigation and the address fixes made once the page has hydrated: loaded after hydration
 * (App.tsx imports it from an effect, and on the first link click or back/forward), not with the shell,
 * since none of it runs before the page is interactive. The shell keeps only the click test
 * (`internalTarget`), so a click is still taken over synchronously.
 */
import { site, routeContext, localeOf, type PageState } from './context.tsx';
import { loadPageState } from './router.ts';
import { prefersReducedMotion } from './motion.ts';
import { collapseDoubledLang, hrefToRoutePath, routeToHref, splitRoutePath, switchLang } from '../../shared/routes.ts';
import { findRedirect } from '../../shared/redirects.ts';
import { canonicalAddress } from '../../shared/canonical-url.ts';
import { UiString } from '../../shared/ui-keys.ts';
import { NOT_FOUND_ROUTE, VISITED_STORAGE_KEY } from '../../shared/page-data.ts';

export type NavigationMode = 'push' | 'replace' | 'pop';

/** What navigation needs from the App: the route shown, and how to show another. */
export interface AppControl {
  current: { current: string };
  applyState(next: PageState): void;
}

/** The navigation progress bar, loaded on the first client navigation (it shows only after 100 ms); without it, navigation goes on. */
const withProgressBar = (use: (bar: typeof import('./progress.ts')) => void) => void import('./progress.ts').then(use, () => {});

export function scrollToHash(hash: string, smooth = false): boolean {
  if (!hash) return false;
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = document.getElementById(id);
  if (!target) return false;
  // CSS scroll-margin-top keeps the heading clear of the fixed nav bar.
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  return true;
}

/** Whether `to` is `from` in another language (what the language switcher links to). */
function isLanguageSwitch(from: string, to: string): boolean {
  const lang = splitRoutePath(to, routeContext).lang;
  return lang !== splitRoutePath(from, routeContext).lang && switchLang(from, lang, routeContext) === to;
}

/** The 404 page (its data is the same for every language) shown for a missing route, in that route's language and version (whose nav it shows). */
export function notFoundAt(notFound: PageState, routePath: string): PageState {
  const { lang, version } = splitRoutePath(routePath, routeContext);
  const title = site.locales.find((locale) => locale.lang === lang)?.title || site.title;
  return { ...notFound, page: { ...notFound.page, routePath, lang, version, documentTitle: `404 - ${title}` } };
}

/** Shows the page at `url`: same page (hash or top), another page (loaded, then swapped in), a redirect, or the 404 page. */
export async function go(app: AppControl, url: URL, mode: NavigationMode): Promise<void> {
  let routePath = hrefToRoutePath(url.pathname, routeContext) ?? '/';
  const collapsed = collapseDoubledLang(routePath, routeContext);
  if (collapsed) {
    routePath = collapsed;
    url = new URL(routeToHref(collapsed, routeContext) + url.search + url.hash, location.href);
    mode = 'replace';
  }
  const samePage = routePath === app.current.current;
  if (samePage && mode !== 'pop') {
    if (url.href !== location.href) history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', url.href);
    if (!scrollToHash(url.hash, true) && !url.hash) window.scrollTo({ top: 0 });
    return;
  }
  withProgressBar((bar) => bar.startProgress(localeOf(splitRoutePath(app.current.current, routeContext).lang).ui[UiString.loadingPage]));
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
    const carried = mode === 'push' && !url.hash && location.hash && isLanguageSwitch(app.current.current, routePath) ? location.hash : '';
    if (mode === 'push') history.pushState(null, '', url.href);
    else if (mode === 'replace') history.replaceState(null, '', url.href);
    app.current.current = routePath;
    app.applyState(next);
    if (carried && scrollToHash(carried)) history.replaceState(null, '', url.href + carried);
    else if (!scrollToHash(url.hash) && mode !== 'pop') window.scrollTo({ top: 0 });
  } catch (error) {
    console.error('[docsite] page data failed to load:', error);
    location.href = url.href; // fall back to a full page load
  } finally {
    withProgressBar((bar) => bar.finishProgress());
  }
}

/** After hydration: fix a doubled language prefix or another form of the page's address, honour the hash, run first-visit language redirect. */
export function afterHydration(app: AppControl, initial: PageState): void {
  const url = new URL(location.href);
  const routePath = hrefToRoutePath(url.pathname, routeContext) ?? '/';
  const collapsed = collapseDoubledLang(routePath, routeContext);
  if (collapsed) {
    void go(app, url, 'replace');
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
      app.current.current = routePath;
      app.applyState(shown);
    }
  } else if (site.cleanUrlsRedirect !== false) {
    // A static host serves `/guide/start.html` or `/guide/start/` as the page itself: the bar shows its one address.
    const canonical = canonicalAddress(decodeURI(url.pathname), initial.page.routePath, routeContext);
    if (canonical) history.replaceState(history.state, '', canonical + url.search + url.hash);
  }
  if (url.hash) requestAnimationFrame(() => scrollToHash(url.hash));
  redirectToPreferredLanguage(routePath);
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
