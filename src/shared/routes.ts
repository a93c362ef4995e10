/**
 * Route and URL rules shared by the build (Node) and the browser router.
 * One implementation, imported by both sides, so the two can never disagree.
 */

export interface RouteContext {
  /** Base path with leading and trailing slash, e.g. `/` or `/docs/`. */
  base: string;
  /** Language that has no URL prefix. */
  defaultLang: string;
  /** Every language of the site. */
  langs: readonly string[];
  /** Versions of the site (empty when not versioned); `defaultVersion` has no prefix. */
  versions?: readonly string[];
  defaultVersion?: string;
  cleanUrls: boolean;
}

/** What compiling a page knows of routes: not `cleanUrls`, which the bundle applies (`formatRouteLinks`). */
export type CompileRouteContext = Omit<RouteContext, 'cleanUrls'>;

/** The route context a site's client data describes: the browser's router and links use it, and the bundle makes pages' links with it. */
export function siteRouteContext(site: { base: string; defaultLang: string; langs: readonly string[]; cleanUrls: boolean; multiVersion: { versions: readonly string[]; default: string } }): RouteContext {
  return { base: site.base, defaultLang: site.defaultLang, langs: site.langs, versions: site.multiVersion.versions, defaultVersion: site.multiVersion.default, cleanUrls: site.cleanUrls };
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** http:, https:, mailto:, tel:, data:, protocol-relative … anything the router must not touch. */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url);
}

export function normalizeBase(base: string | undefined): string {
  let b = (base ?? '/').trim() || '/';
  if (!b.startsWith('/')) b = '/' + b;
  if (!b.endsWith('/')) b += '/';
  return b;
}

/**
 * Normalises a requested pathname to a route path: URL-decoded, `.html` dropped, `/index` → `/`,
 * duplicate slashes collapsed. The result always starts with `/`.
 */
export function normalizeRoutePath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(p);
  } catch {
    // keep the raw path when it is not valid percent-encoding
  }
  p = p.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = '/' + p;
  p = p.replace(/\.html$/, '').replace(/\.md$/, '');
  if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  return p;
}

/** Removes the base prefix from a pathname (`/docs/guide/` → `/guide/`). */
export function stripBase(pathname: string, base: string): string {
  if (base !== '/' && pathname.startsWith(base)) return '/' + pathname.slice(base.length);
  if (base !== '/' && pathname + '/' === base) return '/';
  return pathname;
}

export interface RouteParts {
  lang: string;
  version: string;
  /** Path without language and version prefixes, starting with `/`. */
  path: string;
}

/** Splits `/zh/guide/start/` into `{ lang: 'zh', version: '', path: '/guide/start/' }`. */
export function splitRoutePath(routePath: string, ctx: RouteContext): RouteParts {
  const segments = routePath.split('/');
  // segments[0] is '' (leading slash)
  let i = 1;
  let version = ctx.defaultVersion ?? '';
  let lang = ctx.defaultLang;
  if (ctx.versions && ctx.versions.length && ctx.versions.includes(segments[i]) && segments[i] !== ctx.defaultVersion) {
    version = segments[i];
    i++;
  }
  if (ctx.langs.includes(segments[i]) && segments[i] !== ctx.defaultLang) {
    lang = segments[i];
    i++;
  }
  const rest = segments.slice(i).join('/');
  return { lang, version, path: '/' + rest };
}

/** Joins language and version prefixes onto a language-free path. */
export function joinRoutePath(parts: RouteParts, ctx: RouteContext): string {
  let prefix = '';
  if (parts.version && parts.version !== (ctx.defaultVersion ?? '')) prefix += '/' + parts.version;
  if (parts.lang && parts.lang !== ctx.defaultLang) prefix += '/' + parts.lang;
  const path = parts.path.startsWith('/') ? parts.path : '/' + parts.path;
  if (prefix && path === '/') return prefix + '/';
  return prefix + path;
}

/** The same page in another language (`/guide/basic/cli` → `/zh/guide/basic/cli`). */
export function switchLang(routePath: string, lang: string, ctx: RouteContext): string {
  const parts = splitRoutePath(routePath, ctx);
  return joinRoutePath({ ...parts, lang }, ctx);
}

/** Collapses a doubled language prefix: `/zh/zh/guide/` → `/zh/guide/`. Returns null when there is none. */
export function collapseDoubledLang(routePath: string, ctx: RouteContext): string | null {
  for (const lang of ctx.langs) {
    if (lang === ctx.defaultLang) continue;
    const doubled = `/${lang}/${lang}/`;
    if (routePath.startsWith(doubled) || routePath === `/${lang}/${lang}`) {
      return `/${lang}/` + routePath.slice(doubled.length);
    }
  }
  return null;
}

/** The public href of a route: base prefix, and `.html` when clean URLs are off. */
export function routeToHref(routePath: string, ctx: RouteContext): string {
  let p = routePath;
  if (!ctx.cleanUrls) p = p.endsWith('/') ? p + 'index.html' : p + '.html';
  return ctx.base === '/' ? p : ctx.base.slice(0, -1) + p;
}

/**
 * A link to a route in a compiled page: the route path between two marks, made into the public href
 * (`routeToHref`) when the page is bundled (`formatRouteLinks`). So a compiled page does not depend on
 * the base or on `cleanUrls`, which are decided in one place, as for the theme's links. The marks are
 * U+E000 and U+E001 (private use) percent-encoded, as links reach compiled code (URLs are normalised).
 */
const LINK_OPEN = '%EE%80%80';
const LINK_CLOSE = '%EE%80%81';
export const routeLink = (routePath: string): string => LINK_OPEN + routePath + LINK_CLOSE;

/** Every `routeLink` in a compiled page's code, as the public href. */
export function formatRouteLinks(code: string, ctx: RouteContext): string {
  return code.includes(LINK_OPEN) ? code.replace(/%EE%80%80(.*?)%EE%80%81/g, (_, routePath: string) => routeToHref(routePath, ctx)) : code;
}

/** The file a route is written to, relative to the output folder. */
export function routeToOutputFile(routePath: string): string {
  const p = routePath.replace(/^\//, '');
  return p === '' || p.endsWith('/') ? p + 'index.html' : p + '.html';
}

/** Where the browser fetches a route's data for client-side navigation (predictable, no hash). */
export function routeDataUrl(routePath: string, base: string): string {
  const p = routePath.endsWith('/') ? routePath + 'index' : routePath;
  return base + 'static/route' + p + '.json';
}

/**
 * Rewrites an internal link written by an author (`/guide/start/quick-start#node`) for the page's
 * language (and version, on a versioned site: a link naming no version stays in the page's), the base
 * and the clean-URL setting. External links are returned untouched.
 */
export function resolveInternalHref(href: string, lang: string, ctx: RouteContext, version?: string): string {
  if (isExternalUrl(href) || href.startsWith('#')) return href;
  const hashIndex = href.indexOf('#');
  const queryIndex = href.indexOf('?');
  const cut = [hashIndex, queryIndex].filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? href.length;
  const rawPath = href.slice(0, cut);
  const suffix = href.slice(cut);
  const written = normalizeRoutePath(rawPath);
  // `/v2/guide/` with v2 the default version is the default version's page `/guide/`.
  const defaultVersionPath = stripDefaultVersion(written, ctx);
  const path = defaultVersionPath ?? written;
  const parts = splitRoutePath(path, ctx);
  // An author writes zh links without the /zh prefix; an explicit prefix is kept as written.
  const alreadyPrefixed = parts.lang !== ctx.defaultLang;
  const namesVersion = defaultVersionPath !== undefined || parts.version !== (ctx.defaultVersion ?? '');
  const intoVersion = !!version && !namesVersion && version !== (ctx.defaultVersion ?? '');
  const where = intoVersion ? { ...parts, version } : parts;
  // Joined again even when written with its prefix: `/en` is the language's home `/en/`, as Rspress links it.
  const routePath = alreadyPrefixed ? joinRoutePath(where, ctx) : joinRoutePath({ ...where, lang }, ctx);
  return routeToHref(routePath, ctx) + suffix;
}

/**
 * A link that names the default language (`/en/guide/` on a site whose pages in English have no prefix,
 * `/zh/…` when Chinese is the default) means that language's page: the path without the prefix. Undefined
 * when the path does not start with it, or the site has one language.
 */
export function stripDefaultLang(path: string, ctx: Pick<RouteContext, 'defaultLang' | 'langs'>): string | undefined {
  return ctx.langs.length < 2 ? undefined : stripFirstSegment(path, ctx.defaultLang);
}

/** A path naming the default version (`/v2/guide/` when v2 has no prefix): the path without it. Undefined otherwise. */
export function stripDefaultVersion(path: string, ctx: Pick<RouteContext, 'versions' | 'defaultVersion'>): string | undefined {
  return !ctx.versions?.length || !ctx.defaultVersion ? undefined : stripFirstSegment(path, ctx.defaultVersion);
}

/** `path` without its first segment when that is `segment` (`/en/guide/` → `/guide/`, `/en` → `/`); undefined otherwise. */
function stripFirstSegment(path: string, segment: string): string | undefined {
  const prefix = `/${segment}`;
  if (path === prefix || path === prefix + '/') return '/';
  return path.startsWith(prefix + '/') ? path.slice(prefix.length) : undefined;
}

/** Converts a public href back to a route path (the inverse of `routeToHref`), or null if outside base. */
export function hrefToRoutePath(pathname: string, ctx: RouteContext): string | null {
  if (ctx.base !== '/' && !pathname.startsWith(ctx.base) && pathname + '/' !== ctx.base) return null;
  return normalizeRoutePath(stripBase(pathname, ctx.base));
}

/**
 * The route a link reaches. `/guide` reaches the folder page `/guide/`: every static host redirects a
 * folder's path to its slash. `/page/` does not reach `/page`: hosts look for `page/index.html` there,
 * and answer 404 (the reason is part of the problem reported).
 */
export function routeReached(routes: ReadonlySet<string>, routePath: string): string | undefined {
  if (routes.has(routePath)) return routePath;
  if (!routePath.endsWith('/') && routes.has(routePath + '/')) return routePath + '/';
  return undefined;
}
