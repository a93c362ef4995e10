/**
 * The links authors write in the config's nav and sidebars (and in `_nav.json`): localized to the page's
 * language and resolved to full route paths here, once, and every one that points at no page recorded.
 */
import type { NavItem, SidebarItem, Locale } from '../../shared/config-schema.ts';
import { isExternalUrl, normalizeRoutePath, routeReached, stripDefaultLang } from '../../shared/routes.ts';
import { readmeTarget } from './readme-index.ts';
import type { ResolvedSidebar, ResolvedSidebarItem } from './sidebar.ts';

export interface LinkProblem {
  /** The config key path (`themeConfig.nav[0].link`), or the file the link is written in. */
  where: string;
  link: string;
  /** The route looked for (the link localized, in its version). */
  route?: string;
  /** For a link in a JSON file (`_nav.json`): the file and the key path of the link in it, to locate it. */
  file?: string;
  path?: (string | number)[];
}

/** Adds the language prefix to an author-written link and normalises it to a route path. */
export function localizeLink(link: string, lang: string, defaultLang: string, langs: readonly string[]): string {
  if (isExternalUrl(link)) return link;
  const written = normalizeRoutePath(link.replace(/\.mdx?$/, ''));
  // `/en/guide/` with English the default language is the English page: `/guide/`.
  const path = stripDefaultLang(written, { defaultLang, langs }) ?? written;
  if (path !== written) return path;
  const first = path.split('/')[1];
  if (lang === defaultLang || (langs.includes(first) && first !== defaultLang)) return path;
  return `/${lang}${path === '/' ? '/' : path}`;
}

/** Localizes config links for one language and records every one that points at no page. */
interface LinkResolver {
  lang: string;
  defaultLang: string;
  langs: readonly string[];
  routes: Set<string>;
  problems: LinkProblem[];
  /** A versioned site's nav of one version: moves a link naming no version into it. */
  inVersion?: (link: string) => string;
  /** Routes of README files that are their folder's index: a link to one names the folder (readme-index.ts). */
  readmeRoutes?: ReadonlySet<string>;
  /** The JSON file the links are written in (`_nav.json`), when not the config. */
  file?: string;
}

function resolveLink(link: string, where: string, r: LinkResolver, keyPath?: (string | number)[]): string {
  // `/guide/#install`, `/api?tab=x`: the page is what must exist; the hash and query stay on the link.
  const cut = link.search(/[?#]/);
  const [path, suffix] = cut >= 0 ? [link.slice(0, cut), link.slice(cut)] : [link, ''];
  if (!path) return link;
  const localized = localizeLink(path, r.lang, r.defaultLang, r.langs);
  const moved = r.inVersion && !isExternalUrl(localized) ? r.inVersion(localized) : localized;
  const resolved = r.readmeRoutes ? readmeTarget(moved, r.readmeRoutes) : moved;
  if (!isExternalUrl(resolved) && !routeReached(r.routes, resolved)) r.problems.push({ where, link, route: resolved, ...(r.file && keyPath ? { file: r.file, path: keyPath } : {}) });
  return resolved + suffix;
}

function resolveItems(items: SidebarItem[], where: string, r: LinkResolver): ResolvedSidebarItem[] {
  return items.map((item, i) => {
    if ('dividerType' in item || 'sectionHeaderText' in item) return item;
    const out: ResolvedSidebarItem = { text: item.text };
    if (item.tag) out.tag = item.tag;
    if (item.link) out.link = resolveLink(item.link, `${where}[${i}]`, r);
    if (item.items) {
      out.items = resolveItems(item.items, `${where}[${i}].items`, r);
      out.collapsible = item.collapsible ?? true;
      out.collapsed = item.collapsed ?? false;
    }
    return out;
  });
}

function resolveNavItems(nav: NavItem[], where: string, r: LinkResolver, path: (string | number)[] = []): NavItem[] {
  return nav.map((item, i) => {
    const out: NavItem = { ...item };
    if (item.link) out.link = resolveLink(item.link, `${where}[${i}].link`, r, [...path, i, 'link']);
    if (item.items) out.items = resolveNavItems(item.items, `${where}[${i}].items`, r, [...path, i, 'items']);
    return out;
  });
}

export function resolveNav(
  nav: NavItem[] | undefined,
  lang: string,
  defaultLang: string,
  langs: readonly string[],
  where: string,
  problems: LinkProblem[],
  routes: Set<string>,
  inVersion?: (link: string) => string,
  readmeRoutes?: ReadonlySet<string>,
  file?: string,
): NavItem[] {
  return resolveNavItems(nav ?? [], where, { lang, defaultLang, langs, routes, problems, inVersion, readmeRoutes, file });
}

export function configSidebars(locale: Locale, defaultLang: string, langs: readonly string[], routes: Set<string>, problems: LinkProblem[], configPath: string, readmeRoutes?: ReadonlySet<string>): ResolvedSidebar[] {
  return Object.entries(locale.sidebar ?? {}).map(([key, items]) => {
    const prefix = normalizeRoutePath(key.startsWith(`/${locale.lang}/`) && locale.lang !== defaultLang ? key.slice(locale.lang.length + 1) : key);
    return {
      id: `${locale.lang}${prefix.replace(/\/+$/, '').replace(/\//g, '-') || '-root'}`,
      lang: locale.lang,
      prefix: prefix.endsWith('/') ? prefix : prefix + '/',
      items: resolveItems(items, `${configPath}["${key}"]`, { lang: locale.lang, defaultLang, langs, routes, problems, readmeRoutes }),
    };
  });
}
