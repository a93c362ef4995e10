/**
 * The one address of each page. With clean URLs a page is `/guide/start` (a folder's page `/guide/`), so
 * `/guide/start.html`, `/guide/start/` and `/guide/start/index.html` are other forms of it; with `.html`
 * links it is `/guide/start.html`, and `/guide/start` or `/guide/start/` are the other forms. `preview`
 * answers another form with a redirect (dev/canonical-redirect.ts); on a static host, which serves the
 * file whatever form reached it, the client puts the canonical address in the address bar once it has
 * hydrated (runtime/App.tsx), as Rspress's router does.
 */
import { routeToHref, type RouteContext } from './routes.ts';

/**
 * The canonical address of the page `routePath` when `pathname` (decoded, base included) is another form
 * of it, else undefined. With `.html` links a folder's page is `/folder/` as well as `/folder/index.html`
 * (every host serves the file there), and `/folder` goes to `/folder/`.
 */
export function canonicalAddress(pathname: string, routePath: string, ctx: RouteContext): string | undefined {
  const href = routeToHref(routePath, ctx);
  const folder = !ctx.cleanUrls && routePath.endsWith('/') ? href.slice(0, -'index.html'.length) : undefined;
  if (pathname === href || pathname === folder) return undefined;
  return folder ?? href;
}
