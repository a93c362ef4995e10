/**
 * `preview` and `dev` answer another form of a page's address (`/guide/start.html` or `/guide/start/` with clean
 * URLs, `/guide/start` without) with a 301 to its canonical one (shared/canonical-url.ts), as hosts with clean
 * URLs do; this one function decides for both. A page is a route of the site: for `preview`, one the build wrote
 * data for (`static/route/…json`, `builtPages`); for `dev`, a scanned page. An `.html` file of public/ (`/pure.html`)
 * or any other file is never redirected. `/ref/README` goes to `/ref/` when that README is its folder's index page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalAddress } from '../../shared/canonical-url.ts';
import { normalizeRoutePath, routeDataUrl, type RouteContext } from '../../shared/routes.ts';

/** A path whose last segment has an extension other than `.html`: a file, never a page. */
const FILE_PATH = /\.(?!html$)[^/.]+$/i;
/** The last segment `README` (any case): a folder's README page, which may have become the folder's index. */
const README_PAGE = /\/readme$/i;

/** The pages of the site built into `dir`: the routes it wrote data for. */
export function builtPages(dir: string): (routePath: string) => boolean {
  return (routePath) => existsSync(join(dir, routeDataUrl(routePath, '/')));
}

/**
 * Where to send a request for `url` (relative to the base, query included), or undefined to serve it as it is.
 * `isPage` says which routes are pages; `base` and `cleanUrls` are the site's.
 */
export function canonicalRedirect(url: string, isPage: (routePath: string) => boolean, base: string, cleanUrls: boolean): string | undefined {
  const cut = url.indexOf('?');
  const path = cut >= 0 ? url.slice(0, cut) : url;
  if (FILE_PATH.test(path)) return undefined;
  const route = normalizeRoutePath(path);
  // `/guide/start/` may name the page `/guide/start`, and `/guide` the folder page `/guide/`.
  let page = isPage(route) ? route : route.endsWith('/') ? (route !== '/' && isPage(route.slice(0, -1)) ? route.slice(0, -1) : undefined) : isPage(route + '/') ? route + '/' : undefined;
  // `/ref/README` typed or bookmarked, where the README is its folder's index page (content/readme-index.ts).
  if (!page && README_PAGE.test(route) && isPage(route.replace(README_PAGE, '/'))) page = route.replace(README_PAGE, '/');
  if (!page) return undefined;
  const ctx: RouteContext = { base: '/', cleanUrls, defaultLang: '', langs: [] };
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: compared as written
  }
  const to = canonicalAddress(decoded, page, ctx);
  return to === undefined ? undefined : base + encodeURI(to).slice(1) + (cut >= 0 ? url.slice(cut) : '');
}
