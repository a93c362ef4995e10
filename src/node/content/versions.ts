/**
 * A versioned site (Rspress's `multiVersion: { default, versions }`, pages in `docs/<version>/<lang>/`):
 * the default version's routes have no prefix, the others `/<version>/…`. These place links in a version.
 */
import { joinRoutePath, splitRoutePath, stripDefaultVersion, type RouteContext } from '../../shared/routes.ts';
import type { PageSource } from './scan.ts';

/**
 * A route naming no version (`/guide/start`), in `version` (`/v1/guide/start`); one naming a version is
 * left as written, the default version's name dropped (`/v2/guide/` → `/guide/` when v2 is the default).
 */
export function linkIntoVersion(routePath: string, version: string, ctx: RouteContext): string {
  const inDefault = stripDefaultVersion(routePath, ctx);
  if (inDefault !== undefined) return inDefault;
  const parts = splitRoutePath(routePath, ctx);
  if (parts.version !== (ctx.defaultVersion ?? '')) return routePath;
  return joinRoutePath({ ...parts, version }, ctx);
}

/**
 * The page in every version, by version: the same page where that version has it, else that version's
 * home in the page's language (else its home in the default language). The version switcher's links.
 */
export function versionLinks(page: PageSource, routes: ReadonlySet<string>, ctx: RouteContext): Record<string, string> {
  const links: Record<string, string> = {};
  for (const version of ctx.versions ?? []) {
    const at = (lang: string, path: string) => joinRoutePath({ lang, version, path }, ctx);
    const same = at(page.lang, page.pagePath);
    links[version] = routes.has(same) ? same : routes.has(at(page.lang, '/')) ? at(page.lang, '/') : at(ctx.defaultLang, '/');
  }
  return links;
}

/**
 * The languages a page is missing in, each with that language's home in the page's version (else its home
 * in the default version, else the default language's home): the language menu's link there. Undefined
 * when the page exists in every language.
 */
export function langLinks(page: PageSource, routes: ReadonlySet<string>, ctx: RouteContext): Record<string, string> | undefined {
  let links: Record<string, string> | undefined;
  const version = page.version ?? '';
  for (const lang of ctx.langs) {
    if (lang === page.lang || routes.has(joinRoutePath({ lang, version, path: page.pagePath }, ctx))) continue;
    const home = [joinRoutePath({ lang, version, path: '/' }, ctx), joinRoutePath({ lang, version: '', path: '/' }, ctx)].find((r) => routes.has(r));
    (links ??= {})[lang] = home ?? joinRoutePath({ lang: ctx.defaultLang, version: '', path: '/' }, ctx);
  }
  return links;
}
