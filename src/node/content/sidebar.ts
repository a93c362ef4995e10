/**
 * Sidebars and nav for each language: from the config when it has them, otherwise generated from
 * the folder tree (ordered and labelled by optional `_meta.json` files, the Rspress convention).
 * Links are resolved to full route paths here, once, for both server and browser.
 */
import { join } from 'node:path';
import type { NavItem, SidebarItem, Locale } from '../../shared/config-schema.ts';
import { isExternalUrl, normalizeRoutePath, routeReached } from '../../shared/routes.ts';
import type { PageSource } from './scan.ts';
import { readMeta, type MetaEntry } from './meta-file.ts';
import type { ResolvedSidebarItem } from '../../shared/page-data.ts';

export type { ResolvedSidebarItem };

export interface ResolvedSidebar {
  /** Stable id: language + key, used to name the sidebar's data file. */
  id: string;
  lang: string;
  /** Language-free path prefix this sidebar serves. */
  prefix: string;
  items: ResolvedSidebarItem[];
}

export interface LinkProblem {
  where: string;
  link: string;
}

/** Adds the language prefix to an author-written link and normalises it to a route path. */
export function localizeLink(link: string, lang: string, defaultLang: string, langs: readonly string[]): string {
  if (isExternalUrl(link)) return link;
  const path = normalizeRoutePath(link.replace(/\.mdx?$/, ''));
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
}

function resolveLink(link: string, where: string, r: LinkResolver): string {
  const resolved = localizeLink(link, r.lang, r.defaultLang, r.langs);
  if (!isExternalUrl(resolved) && !routeReached(r.routes, resolved)) r.problems.push({ where, link });
  return resolved;
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

function resolveNavItems(nav: NavItem[], where: string, r: LinkResolver): NavItem[] {
  return nav.map((item, i) => {
    const out: NavItem = { ...item };
    if (item.link) out.link = resolveLink(item.link, `${where}[${i}].link`, r);
    if (item.items) out.items = resolveNavItems(item.items, `${where}[${i}].items`, r);
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
): NavItem[] {
  return resolveNavItems(nav ?? [], where, { lang, defaultLang, langs, routes, problems });
}

/**
 * The pages directly in each folder (not its index page) and the folders directly in it, by the folder's
 * path ('/', '/guide/'), in one pass: looking them up in every page for every folder was quadratic (a
 * second of a 10,000-page build).
 */
function folderIndex(pages: PageSource[]): Map<string, { files: PageSource[]; dirs: Set<string> }> {
  const folders = new Map<string, { files: PageSource[]; dirs: Set<string> }>();
  const folder = (prefix: string) => {
    let found = folders.get(prefix);
    if (!found) folders.set(prefix, (found = { files: [], dirs: new Set() }));
    return found;
  };
  for (const page of pages) {
    // '/guide/start/intro' → ['', 'guide', 'start', 'intro']; an index page '/guide/' ends in ''.
    const parts = page.pagePath.split('/');
    let prefix = '/';
    for (let i = 1; i < parts.length - 1; i++) {
      folder(prefix).dirs.add(parts[i]);
      prefix += parts[i] + '/';
    }
    if (parts[parts.length - 1] !== '') folder(prefix).files.push(page);
  }
  return folders;
}

/** A file or folder name as a label: `getting-started` → `Getting started`. */
export const prettify = (name: string) => name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * Generates a sidebar from the folder tree: pages become links (text = page title), folders become
 * groups. Order follows `_meta.json` when present, else index first, then names in byte order.
 * Folders start open, unless the sidebar is long (see GENERATED_SIDEBAR_OPEN_LIMIT).
 */
export function generateSidebar(
  langDir: string,
  pages: PageSource[],
  titles: Map<string, string>,
  /** Adds the language prefix to a `custom-link` entry's internal link. */
  localize: (link: string) => string = (link) => link,
): ResolvedSidebarItem[] {
  const byRel = new Map<string, PageSource>();
  for (const page of pages) byRel.set(page.pagePath, page);
  const folders = folderIndex(pages);
  const build = (dir: string, pathPrefix: string): ResolvedSidebarItem[] => {
    const meta = readMeta(dir);
    const { files: childPages, dirs: childDirs } = folders.get(pathPrefix) ?? { files: [], dirs: new Set<string>() };
    const indexPage = byRel.get(pathPrefix);
    const entries: MetaEntry[] =
      meta ??
      [
        ...(indexPage && pathPrefix !== '/' ? [{ type: 'file' as const, name: 'index' }] : []),
        ...childPages.map((p) => ({ type: 'file' as const, name: p.pagePath.slice(pathPrefix.length) })),
        ...[...childDirs].sort().map((name) => ({ type: 'dir' as const, name })),
      ].sort((a, b) => (a.name === 'index' ? -1 : b.name === 'index' ? 1 : a.type === b.type ? (a.name < b.name ? -1 : 1) : a.type === 'file' ? -1 : 1));
    const items: ResolvedSidebarItem[] = [];
    const group = (entry: MetaEntry & { name: string; label?: string }, sub: ResolvedSidebarItem[]): ResolvedSidebarItem => {
      const folded = entry.type === 'dir' ? { collapsible: entry.collapsible ?? true, ...(entry.collapsed !== undefined ? { collapsed: entry.collapsed } : {}) } : { collapsible: true };
      return withTag({ text: entry.label ?? prettify(entry.name), items: sub, ...folded }, entry);
    };
    const withTag = <T extends object>(item: T, entry: MetaEntry): T => ('tag' in entry && typeof entry.tag === 'string' ? { ...item, tag: entry.tag } : item);
    for (const entry of entries) {
      if (entry.type === 'divider') {
        items.push({ dividerType: entry.dashed ? 'dashed' : 'solid' });
        continue;
      }
      if (entry.type === 'section-header') {
        items.push(withTag({ sectionHeaderText: entry.label }, entry));
        continue;
      }
      if (entry.type === 'custom-link') {
        items.push(withTag({ text: entry.label, link: localize(entry.link) }, entry));
        continue;
      }
      if (entry.type === 'dir-section-header') {
        // The folder's entries follow a header with its name, at this level.
        const sub = build(join(dir, entry.name), `${pathPrefix}${entry.name}/`);
        if (sub.length) items.push(withTag({ sectionHeaderText: entry.label ?? prettify(entry.name) }, entry), ...sub);
        continue;
      }
      if (entry.type === 'dir' || (!meta && childDirs.has(entry.name) && entry.type !== 'file')) {
        const sub = build(join(dir, entry.name), `${pathPrefix}${entry.name}/`);
        if (sub.length) items.push(group(entry, sub));
        continue;
      }
      const pagePath = entry.name === 'index' ? pathPrefix : pathPrefix + entry.name.replace(/\.mdx?$/, '');
      const page = byRel.get(pagePath);
      if (!page) {
        if (childDirs.has(entry.name)) {
          const sub = build(join(dir, entry.name), `${pathPrefix}${entry.name}/`);
          if (sub.length) items.push(group(entry, sub));
        }
        continue;
      }
      items.push({ text: entry.label ?? titles.get(page.routePath) ?? prettify(entry.name), link: page.routePath });
    }
    return items;
  };
  const items = build(langDir, '/');
  // A long generated sidebar starts with its folders folded (the one being read opens), so readers
  // see the outline of the site and every page's HTML does not carry thousands of links.
  const fold = flattenSidebarLinks(items).length > GENERATED_SIDEBAR_OPEN_LIMIT;
  const applyDefault = (list: ResolvedSidebarItem[]) => {
    for (const item of list) {
      if (!('text' in item) || !item.items) continue;
      item.collapsed ??= fold;
      applyDefault(item.items);
    }
  };
  applyDefault(items);
  return items;
}

/** Generated sidebars listing more pages than this start with their folders folded (`_meta.json` `collapsed` overrides). */
export const GENERATED_SIDEBAR_OPEN_LIMIT = 60;

/** Picks the sidebar whose prefix is the longest match for a page path. */
export function findSidebar<T extends { prefix: string; lang: string }>(sidebars: T[], lang: string, pagePath: string): T | undefined {
  let best: T | undefined;
  for (const s of sidebars) {
    if (s.lang !== lang || !pagePath.startsWith(s.prefix)) continue;
    if (!best || s.prefix.length > best.prefix.length) best = s;
  }
  return best;
}

/** Links in reading order: the previous/next sequence of a sidebar. */
export function flattenSidebarLinks(items: ResolvedSidebarItem[]): { text: string; link: string }[] {
  const out: { text: string; link: string }[] = [];
  for (const item of items) {
    if (!('text' in item)) continue;
    if (item.link && !isExternalUrl(item.link)) out.push({ text: item.text, link: item.link });
    if (item.items) out.push(...flattenSidebarLinks(item.items));
  }
  return out;
}

export function configSidebars(locale: Locale, defaultLang: string, langs: readonly string[], routes: Set<string>, problems: LinkProblem[], configPath: string): ResolvedSidebar[] {
  return Object.entries(locale.sidebar ?? {}).map(([key, items]) => {
    const prefix = normalizeRoutePath(key.startsWith(`/${locale.lang}/`) && locale.lang !== defaultLang ? key.slice(locale.lang.length + 1) : key);
    return {
      id: `${locale.lang}${prefix.replace(/\/+$/, '').replace(/\//g, '-') || '-root'}`,
      lang: locale.lang,
      prefix: prefix.endsWith('/') ? prefix : prefix + '/',
      items: resolveItems(items, `${configPath}["${key}"]`, { lang: locale.lang, defaultLang, langs, routes, problems }),
    };
  });
}
