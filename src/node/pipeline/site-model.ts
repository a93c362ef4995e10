/**
 * From compiled pages and config to the site model: page data per route, sidebars, nav, the client
 * site data, and the list of broken links. Pure data in, data out, so it is testable without a build.
 */
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { CompiledPage } from '../markdown/compile.ts';
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';
import type { ClientSiteData, OverviewGroup, PageData } from '../../shared/page-data.ts';
import {
  configSidebars,
  prettify,
  findSidebar,
  flattenSidebarLinks,
  generateSidebars,
  resolveNav,
  type LinkProblem,
  type ResolvedSidebar,
  type ResolvedSidebarItem,
  localizeLink,
} from '../content/sidebar.ts';
import { formatDate } from './git-dates.ts';
import { join, relative } from 'node:path';
import { labelTranslator, readI18nLabels } from '../content/i18n-labels.ts';
import { readNavFile } from '../content/nav-file.ts';
import { renderSidebarIcons } from '../content/sidebar-icons.ts';
import { localeUiStrings, siteLocales } from '../config/locales.ts';
import { uiStringArray } from '../../shared/ui-strings.ts';
import type { SearchDocument } from '../search/build-index.ts';

import { NOT_FOUND_ROUTE } from '../../shared/page-data.ts';
export { NOT_FOUND_ROUTE };

export interface SiteModel {
  pages: PageData[];
  sidebars: ResolvedSidebar[];
  siteData: ClientSiteData;
  linkProblems: LinkProblem[];
  routes: Set<string>;
}

/**
 * `<title>`: the page's title, then the suffix (front matter `titleSuffix`, else the site title) after ` - `,
 * or after the separator the suffix starts with (`| Site`). A home page, or one without a title, is titled by
 * the site, followed by a `titleSuffix` it gives.
 */
export function documentTitle(config: ResolvedSiteConfig, title: string, frontmatter: Record<string, unknown>, siteTitle: string): string {
  const suffix = typeof frontmatter.titleSuffix === 'string' && frontmatter.titleSuffix.trim() ? frontmatter.titleSuffix.trim() : undefined;
  const join = (main: string, end: string) => (/^[-|–—·:]/.test(end) ? `${main} ${end}` : `${main} - ${end}`);
  if (frontmatter.pageType === 'home' || !title) return suffix ? join(siteTitle, suffix) : siteTitle;
  return join(title, suffix ?? siteTitle);
}

function overviewGroups(sidebar: ResolvedSidebarItem[], compiled: Map<string, CompiledPage>, self: string, frontmatter: Record<string, unknown>): OverviewGroup[] {
  const depth = typeof frontmatter.overviewHeaderDepth === 'number' ? frontmatter.overviewHeaderDepth : 2;
  const topName = typeof frontmatter.overviewTopLevel === 'string' ? frontmatter.overviewTopLevel : '';
  const order = Array.isArray(frontmatter.overviewGroupOrder) ? frontmatter.overviewGroupOrder.map(String) : [];
  const itemOf = (text: string, link: string) => ({
    text,
    link,
    headers: (compiled.get(link)?.meta.toc ?? []).filter((t) => t.depth === depth).map((t) => ({ text: t.text, id: t.id })),
  });
  const groups: OverviewGroup[] = [];
  const top: OverviewGroup = { name: topName, items: [] };
  // A folder's index page gives the overview of its folder (Rspress's `overview: true` on `components/index`).
  const own = findGroupLinking(sidebar, self);
  for (const item of own?.items ?? sidebar) {
    if (!('text' in item)) continue;
    if (item.items) {
      const links = flattenSidebarLinks(item.items).filter((l) => l.link !== self);
      if (links.length) groups.push({ name: item.text, items: links.map((l) => itemOf(l.text, l.link)) });
    } else if (item.link && item.link !== self) {
      top.items.push(itemOf(item.text, item.link));
    }
  }
  if (top.items.length) groups.unshift(top);
  if (order.length) groups.sort((a, b) => (order.indexOf(a.name) + 1 || 1e9) - (order.indexOf(b.name) + 1 || 1e9));
  return groups;
}

/**
 * VitePress's built-in `layout:` values: the compiler reads them as page types (markdown/plugins/frontmatter.ts);
 * any other value names a site-theme component.
 */
const VITEPRESS_LAYOUTS = new Set(['doc', 'home', 'page']);

function findGroupLinking(items: ResolvedSidebarItem[], link: string): { items?: ResolvedSidebarItem[] } | undefined {
  for (const item of items) {
    if (!('text' in item) || !item.items) continue;
    if (item.link === link) return item;
    const inner = findGroupLinking(item.items, link);
    if (inner) return inner;
  }
  return undefined;
}

export interface ModelInput {
  config: ResolvedSiteConfig;
  project: Project;
  sources: PageSource[];
  compiled: Map<string, CompiledPage>;
  gitDates: Map<string, number>;
  searchIndexes: Record<string, string>;
  sidebarUrl: (sidebar: ResolvedSidebar) => string;
  moduleUrl: (routePath: string) => { url: string; preload: string[] };
  /** Pages that render the Overview component (default: read from their compiled code). */
  usesOverview?: (routePath: string) => boolean;
}

/** A page with no heading or title is named after its file: `/api/getting-started` → "Getting started". */
export const titleFromPath = (pagePath: string): string => prettify(pagePath.replace(/\/$/, '').split('/').pop() || 'index');

export function buildSiteModel(input: ModelInput): SiteModel {
  const { config, project, sources, compiled } = input;
  const { ctx } = project;
  const routes = new Set(sources.map((s) => s.routePath));
  const titles = new Map(sources.map((s) => [s.routePath, compiled.get(s.routePath)?.meta.title || titleFromPath(s.pagePath)]));
  const linkProblems: LinkProblem[] = [];
  const locales = siteLocales(config);

  // Sidebars: configured per locale, or generated from the folder tree.
  const sidebars: ResolvedSidebar[] = [];
  // Rspress's conventions: `_nav.json` per language (or for all), `i18n.json` labels.
  const i18nLabels = readI18nLabels([project.root, project.contentDir]);
  const langDirOf = (lang: string) => (project.langDirs.includes(lang) ? join(project.contentDir, lang) : project.contentDir);
  const navs = new Map(
    locales.map((locale) => {
      if (locale.nav) return [locale.lang, { nav: locale.nav, where: locale.navPath }];
      const file = readNavFile([...new Set([langDirOf(locale.lang), project.contentDir])], labelTranslator(i18nLabels, locale.lang));
      return [locale.lang, file ? { nav: file.nav, where: relative(process.cwd(), file.file) } : { nav: undefined, where: locale.navPath }];
    }),
  );
  const frontmatters = new Map(sources.map((s) => [s.routePath, compiled.get(s.routePath)?.meta.frontmatter ?? {}]));
  locales.forEach((locale) => {
    if (locale.sidebar) {
      sidebars.push(...configSidebars(locale, ctx.defaultLang, ctx.langs, routes, linkProblems, locale.sidebarPath));
    } else {
      const langPages = sources.filter((s) => s.lang === locale.lang);
      const generated = generateSidebars(langDirOf(locale.lang), langPages, titles, {
        localize: (link) => localizeLink(link, locale.lang, ctx.defaultLang, ctx.langs),
        translate: labelTranslator(i18nLabels, locale.lang),
        frontmatter: frontmatters,
        lang: locale.lang,
        perSection: !!navs.get(locale.lang)?.nav?.length,
      });
      for (const { prefix, items } of generated) {
        sidebars.push({ id: `${locale.lang}${prefix.replace(/\/+$/, '').replace(/\//g, '-') || '-root'}`, lang: locale.lang, prefix, items: renderSidebarIcons(items, ctx.base) });
      }
    }
  });

  const clientLocales = locales.map((locale) => ({
    lang: locale.lang,
    label: locale.label,
    ...(locale.title ? { title: locale.title } : {}),
    ...(locale.description ? { description: locale.description } : {}),
    nav: resolveNav(navs.get(locale.lang)?.nav, locale.lang, ctx.defaultLang, ctx.langs, navs.get(locale.lang)!.where, linkProblems, routes),
    ui: uiStringArray(localeUiStrings(config, locale)),
  }));

  // Each sidebar is flattened once, not once per page (that was quadratic in the number of pages).
  const sequences = new Map<ResolvedSidebar, { links: { text: string; link: string }[]; at: Map<string, number> }>();
  const sequenceOf = (sidebar: ResolvedSidebar) => {
    let seq = sequences.get(sidebar);
    if (!seq) {
      const links = flattenSidebarLinks(sidebar.items);
      const at = new Map<string, number>();
      links.forEach((l, i) => at.has(l.link) || at.set(l.link, i));
      sequences.set(sidebar, (seq = { links, at }));
    }
    return seq;
  };

  const pages: PageData[] = sources.map((source) => {
    const meta = compiled.get(source.routePath)!.meta;
    const fm = meta.frontmatter;
    const pageType = (['home', 'doc', '404', 'custom', 'blank'].includes(fm.pageType as string) ? fm.pageType : 'doc') as PageData['pageType'];
    const sidebar = pageType === 'doc' ? findSidebar(sidebars, source.lang, source.pagePath) : undefined;
    const { links: sequence, at: positions } = sidebar ? sequenceOf(sidebar) : { links: [], at: new Map<string, number>() };
    const at = positions.get(source.routePath) ?? -1;
    const locale = locales.find((l) => l.lang === source.lang);
    const editBase = locale?.editLink?.docRepoBaseUrl;
    const updated = config.themeConfig.lastUpdated ? input.gitDates.get(source.file) : undefined;
    const siteTitle = locale?.title || config.title;
    const mod = input.moduleUrl(source.routePath);
    const page: PageData = {
      routePath: source.routePath,
      lang: source.lang,
      version: '',
      pageType,
      title: meta.title,
      documentTitle: documentTitle(config, meta.title, fm, siteTitle),
      description: meta.excerpt || locale?.description || config.description,
      frontmatter: fm,
      toc: meta.toc,
      module: mod.url,
      preload: mod.preload,
      // Filled by the feeds plugin (plugins/builtin.ts) through extendPageData.
      feeds: [],
    };
    if (updated) {
      page.lastUpdated = formatDate(updated, source.lang);
      page.lastUpdatedIso = new Date(updated).toISOString();
    }
    if (editBase) page.editLink = `${editBase.replace(/\/$/, '')}/${source.relativePath}`;
    if (sidebar) page.sidebar = input.sidebarUrl(sidebar);
    if (at > 0) page.prev = sequence[at - 1];
    if (at >= 0 && at < sequence.length - 1) page.next = sequence[at + 1];
    if (sidebar && (input.usesOverview ? input.usesOverview(source.routePath) : compiledUsesOverview(compiled.get(source.routePath)!))) {
      page.overview = overviewGroups(sidebar.items, compiled, source.routePath, fm);
    }
    return page;
  });

  // The site-theme components pages name as their layout: the shell bundles these (src/node/pipeline/site-theme-module.ts).
  const layouts = [...new Set(pages.map((p) => p.frontmatter.layout).filter((name): name is string => typeof name === 'string' && !VITEPRESS_LAYOUTS.has(name)))].sort();
  const search = config.search;
  const siteData: ClientSiteData = {
    title: config.title,
    description: config.description,
    ...(config.logo ? { logo: typeof config.logo === 'string' ? { light: config.logo, dark: config.logo } : config.logo } : {}),
    ...(config.logoText ? { logoText: config.logoText } : {}),
    base: config.base,
    cleanUrls: config.route.cleanUrls,
    defaultLang: ctx.defaultLang,
    langs: [...ctx.langs],
    locales: clientLocales,
    socialLinks: config.themeConfig.socialLinks,
    appearance: config.themeConfig.appearance,
    hideNavbar: config.themeConfig.hideNavbar,
    enableContentAnimation: config.themeConfig.enableContentAnimation,
    localeRedirect: config.themeConfig.localeRedirect,
    ...(config.themeConfig.announcement ? { announcement: config.themeConfig.announcement } : {}),
    ...(config.themeConfig.footer ? { footer: config.themeConfig.footer } : {}),
    search:
      search === false
        ? false
        : search.mode === 'remote'
          ? { mode: 'remote', maxResults: search.maxResults, apiUrl: search.apiUrl, searchIndexes: search.searchIndexes }
          : { mode: 'local', maxResults: search.maxResults, indexes: input.searchIndexes },
    multiVersion: config.multiVersion,
    redirects: config.redirects,
    ...(Object.keys(i18nLabels).length ? { i18n: i18nLabels } : {}),
    ...(config.themeConfig.socialLinks.find((l) => l.icon === 'github') ? { repoUrl: config.themeConfig.socialLinks.find((l) => l.icon === 'github')!.content } : {}),
    ...(layouts.length ? { layouts } : {}),
  };
  return { pages, sidebars, siteData, linkProblems, routes };
}

/** The URL of a sidebar's data file: its id and a hash of its items (a changed sidebar gets a new URL). Memoised per sidebar object. */
const sidebarUrls = new WeakMap<ResolvedSidebar, { base: string; url: string }>();
export function sidebarUrl(base: string, sidebar: ResolvedSidebar): string {
  const known = sidebarUrls.get(sidebar);
  if (known?.base === base) return known.url;
  const url = `${base}static/sidebar/${sidebar.id}.${sidebarHash(sidebar)}.json`;
  sidebarUrls.set(sidebar, { base, url });
  return url;
}

export function sidebarHash(sidebar: ResolvedSidebar): string {
  let h = 2166136261;
  const text = JSON.stringify(sidebar.items);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** What the search indexes: every page but home pages and those whose front matter says `search: false`. */
export function searchDocuments(sources: readonly PageSource[], compiledOf: (routePath: string) => CompiledPage | undefined): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const source of sources) {
    const meta = compiledOf(source.routePath)?.meta;
    if (!meta || meta.frontmatter.pageType === 'home' || meta.frontmatter.search === false) continue;
    docs.push({ routePath: source.routePath, lang: source.lang, version: '', title: meta.title, sections: meta.sections });
  }
  return docs;
}

/** `docsite:pages` (Rspress's `usePages`): every page's route, language, title and front matter, from the model's pages. */
export type PageListEntry = { routePath: string; lang: string; title: string; frontmatter: Record<string, unknown> };
export function pageListOf(pages: readonly PageData[]): PageListEntry[] {
  return pages.map((p) => ({ routePath: p.routePath, lang: p.lang, title: p.title, frontmatter: p.frontmatter }));
}

export function compiledUsesOverview(page: CompiledPage): boolean {
  return page.meta.usesOverview;
}

/** The 404 page's data for a language: not a content file, rendered by the theme. */
/** The generated 404 page, titled in its language as the browser retitles it for the address it is shown at (src/client/runtime/App.tsx). */
export function notFoundPage(config: ResolvedSiteConfig, lang: string, module: { url: string; preload: string[] }): PageData {
  const siteTitle = siteLocales(config).find((locale) => locale.lang === lang)?.title || config.title;
  return {
    routePath: NOT_FOUND_ROUTE,
    lang,
    version: '',
    pageType: '404',
    title: '404',
    documentTitle: `404 - ${siteTitle}`,
    description: '',
    frontmatter: {},
    toc: [],
    module: module.url,
    preload: module.preload,
    feeds: [],
  };
}

