/**
 * Where a request stands against the site's `base`: the one rule of `dev` and `preview`, so preview catches a
 * missing-base mistake as dev does (Vite's dev and preview servers share one such rule too).
 * - under the base: served, with the path relative to it;
 * - the base without its slash (`/docs`): a 301 to `/docs/`, as hosts do;
 * - the server's root (`/`, `/index.html`): a 302 to the base, so the printed host address still opens the site;
 * - anything else outside it: 404 (the site's 404 page), never a page or a file of the site.
 */
export type BaseAnswer = { rel: string } | { status: 301 | 302; location: string } | { outside: true };

/** `url` is the request's path and query as sent; `base` starts and ends with `/`. */
export function underBase(url: string, base: string): BaseAnswer {
  if (base === '/') return { rel: url };
  const cut = url.search(/[?#]/);
  const path = cut >= 0 ? url.slice(0, cut) : url;
  const query = cut >= 0 ? url.slice(cut) : '';
  if (path.startsWith(base)) return { rel: url.slice(base.length - 1) };
  if (path === base.slice(0, -1)) return { status: 301, location: base + query };
  if (path === '/' || path === '/index.html') return { status: 302, location: base + query };
  return { outside: true };
}
