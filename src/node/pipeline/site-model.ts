/**
 * From compiled pages and config to the site model: page data per route, sidebars, nav, the client
 * site data, and the list of broken links. Data in, data out: the site's own files (`_nav.json`,
 * `i18n.json`, `_meta.json` …) come in read (site-files.ts), and nothing of the bundle: a page's module is
 * joined to its data afterwards (`withModule`), so the build makes the model once, before bundling, and
 * dev makes it without bundling every page.
 */
import { languageName } from '../../shared/i18n.ts';
import { resolveDarkMode } from '../../shared/appearance.ts';
import type { NavItem, ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { CompiledPage } from '../markdown/compile.ts';
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';
import type { ClientSiteData, PageData } from '../../shared/page-data.ts';
import { findSidebar, flattenSidebarLinks, type ResolvedSidebar } from '../content/sidebar.ts';
import { configSidebars, localizeLink, resolveNav, type LinkProblem } from '../content/config-links.ts';
import { generateSidebars, prettify } from '../content/generated-sidebar.ts';
import { overviewGroups } from './overview.ts';
import { formatDate } from './git-dates.ts';
import { withBase } from '../../shared/public-url.ts';
import { readmeIndexRoutes, readmeTarget } from '../content/readme-index.ts';
import { routeReached } from '../../shared/routes.ts';
import { langLinks, linkIntoVersion, versionLinks } from '../content/versions.ts';
import { labelTranslator } from '../content/i18n-labels.ts';
import type { MissingMetaEntry } from '../content/meta-entries.ts';
import { langVersionDir, modelVersions, navKey, type SiteFiles } from './site-files.ts';
import { renderNavIcons, renderSidebarIcons } from '../content/sidebar-icons.ts';
import { resolveDraftItems, type DocusaurusSidebars } from '../content/docusaurus.ts';
import { localeUiStrings, siteLocales } from '../config/locales.ts';
import { uiStringArray } from '../../shared/ui-strings.ts';
import type { SearchDocument } from '../search/build-index.ts';

import { NOT_FOUND_ROUTE } from '../../shared/page-data.ts';
import { clientAlgoliaSearch } from '../../shared/search/algolia.ts';
export { NOT_FOUND_ROUTE };

/** A page's data as the model makes it: everything but its bundled module. */
export type ModelPage = Omit<PageData, 'module' | 'preload' | 'css'>;

/** Where a page's bundled module is (URLs under the base): joined to its model data by `withModule`. */
export interface PageModuleRef {
  url: string;
  preload: string[];
  css?: string[];
}

export interface SiteModel {
  pages: ModelPage[];
  sidebars: ResolvedSidebar[];
  siteData: ClientSiteData;
  /** Config sidebar links to no page (the build fails on them). */
  linkProblems: LinkProblem[];
  /** Nav links (config or `_nav.json`) to no page, one warning line each: the build goes on. */
  navLinkWarnings: string[];
  /** `_meta.json` entries that name no page or folder, one warning line each (file:line:column). */
  sidebarFileWarnings: string[];
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

/**
 * VitePress's built-in `layout:` values: the compiler reads them as page types (markdown/plugins/frontmatter.ts);
 * any other value names a site-theme component.
 */
const VITEPRESS_LAYOUTS = new Set(['doc', 'home', 'page']);

export interface ModelInput {
  config: ResolvedSiteConfig;
  project: Project;
  sources: PageSource[];
  compiled: Map<string, CompiledPage>;
  gitDates: Map<string, number>;
  searchIndexes: Record<string, string>;
  sidebarUrl: (sidebar: ResolvedSidebar) => string;
  /** What the model needs of the site's own files (readSiteFiles). */
  files: SiteFiles;
}

/** A page with no heading or title is named after its file: `/api/getting-started` → "Getting started". */
export const titleFromPath = (pagePath: string): string => prettify(pagePath.replace(/\/$/, '').split('/').pop() || 'index');

export function buildSiteModel(input: ModelInput): SiteModel {
  const { config, project, sources, compiled, files } = input;
  const { ctx } = project;
  const routes = new Set(sources.map((s) => s.routePath));
  // Config, `_nav.json` and `_meta.json` links to a README that is its folder's index name the folder (`/ref/README` → `/ref/`).
  const readmeRoutes = new Set(readmeIndexRoutes(sources));
  const titles = new Map(sources.map((s) => [s.routePath, compiled.get(s.routePath)?.meta.title || titleFromPath(s.pagePath)]));
  const linkProblems: LinkProblem[] = [];
  const navLinkProblems: LinkProblem[] = [];
  const locales = siteLocales(config);

  // Sidebars: configured per locale, or generated from the folder tree.
  const sidebars: ResolvedSidebar[] = [];
  // Rspress's conventions: `_nav.json` per language (or for all), `i18n.json` labels.
  const { i18nLabels } = files;
  // A versioned site (Rspress's multiVersion) reads each version's folder as a site of its own: its nav,
  // its sidebars.
  const versions = modelVersions(config);
  // A nav or sidebar link naming no version goes to the page in its version; a nav the config gives every
  // version may name a page only some have: then it keeps to the default version's page.
  const moveInto = (version: string) =>
    version
      ? (link: string) => {
          const moved = linkIntoVersion(link, version, ctx);
          return !routeReached(routes, moved) && routeReached(routes, link) ? link : moved;
        }
      : undefined;
  const navs = new Map<string, { nav: NavItem[] | undefined; where: string; file?: string }>(
    locales.flatMap((locale) =>
      versions.map((version) => {
        if (locale.nav) return [navKey(locale.lang, version), { nav: renderNavIcons(locale.nav, ctx.base), where: locale.navPath }] as const;
        const file = files.navFiles.get(navKey(locale.lang, version));
        return [navKey(locale.lang, version), file ? { nav: renderNavIcons(file.nav, ctx.base), where: file.where, file: file.file } : { nav: undefined, where: locale.navPath }] as const;
      }),
    ),
  );
  const frontmatters = new Map(sources.map((s) => [s.routePath, compiled.get(s.routePath)?.meta.frontmatter ?? {}]));
  const missingEntries: MissingMetaEntry[] = [];
  locales.forEach((locale) => {
    if (locale.sidebar) {
      sidebars.push(...configSidebars(locale, ctx.defaultLang, ctx.langs, routes, linkProblems, locale.sidebarPath, readmeRoutes));
      return;
    }
    const docusaurus = project.docusaurus?.sidebars;
    if (docusaurus && locale.lang === ctx.defaultLang) {
      sidebars.push(...docusaurusSiteSidebars(docusaurus, locale.lang, (route) => titles.get(route) ?? route));
      return;
    }
    for (const version of versions) {
      const langPages = sources.filter((s) => s.lang === locale.lang && (s.version ?? '') === version);
      const into = moveInto(version);
      const generated = generateSidebars(langVersionDir(project, version, locale.lang), langPages, titles, {
        localize: (link) => {
          const localized = localizeLink(link, locale.lang, ctx.defaultLang, ctx.langs);
          return readmeTarget(into ? into(localized) : localized, readmeRoutes);
        },
        translate: labelTranslator(i18nLabels, locale.lang),
        frontmatter: frontmatters,
        lang: locale.lang,
        perSection: !!navs.get(navKey(locale.lang, version))?.nav?.length,
        missingEntries,
        folders: files.folders,
      });
      for (const { prefix, items } of generated) {
        const id = `${locale.lang}${version ? `-${version}` : ''}${prefix.replace(/\/+$/, '').replace(/\//g, '-') || '-root'}`;
        sidebars.push({ id, lang: locale.lang, ...(version ? { version } : {}), prefix, items: renderSidebarIcons(items, ctx.base) });
      }
    }
  });

  const resolvedNav = (lang: string, version: string) => {
    const { nav, where, file } = navs.get(navKey(lang, version))!;
    return resolveNav(nav, lang, ctx.defaultLang, ctx.langs, where, navLinkProblems, routes, moveInto(version), readmeRoutes, file);
  };
  const darkMode = resolveDarkMode(config.themeConfig.darkMode, config.themeConfig.appearance);
  const clientLocales = locales.map((locale) => {
    const nav = resolvedNav(locale.lang, versions.includes(ctx.defaultVersion ?? '') ? (ctx.defaultVersion ?? '') : versions[0]);
    const others = versions.filter((v) => v !== (ctx.defaultVersion ?? '')).map((v) => [v, resolvedNav(locale.lang, v)] as const);
    return {
      lang: locale.lang,
      label: locale.label ?? languageName(locale.lang),
      ...(locale.title ? { title: locale.title } : {}),
      ...(locale.description ? { description: locale.description } : {}),
      nav,
      ...(others.length ? { versionNav: Object.fromEntries(others) } : {}),
      ui: uiStringArray(localeUiStrings(config, locale)),
    };
  });

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

  const pages: ModelPage[] = sources.map((source) => {
    const meta = compiled.get(source.routePath)!.meta;
    const fm = meta.frontmatter;
    const pageType = (['home', 'doc', '404', 'custom', 'blank'].includes(fm.pageType as string) ? fm.pageType : 'doc') as PageData['pageType'];
    const sidebar = pageType === 'doc' ? findSidebar(sidebars, source.lang, source.pagePath, source.version) : undefined;
    const { links: sequence, at: positions } = sidebar ? sequenceOf(sidebar) : { links: [], at: new Map<string, number>() };
    const at = positions.get(source.routePath) ?? -1;
    const locale = locales.find((l) => l.lang === source.lang);
    const editBase = locale?.editLink?.docRepoBaseUrl;
    const updated = config.themeConfig.lastUpdated ? input.gitDates.get(source.file) : undefined;
    const siteTitle = locale?.title || config.title;
    const missingIn = langLinks(source, routes, ctx);
    const page: ModelPage = {
      routePath: source.routePath,
      lang: source.lang,
      version: source.version ?? '',
      ...(source.version ? { versionLinks: versionLinks(source, routes, ctx) } : {}),
      ...(missingIn ? { langLinks: missingIn } : {}),
      pageType,
      title: meta.title,
      documentTitle: documentTitle(config, meta.title, fm, siteTitle),
      description: meta.excerpt || locale?.description || config.description,
      frontmatter: fm,
      toc: meta.toc,
      // Filled by the feeds plugin (builtin-plugins.ts) through extendPageData.
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
    if (sidebar && meta.usesOverview) {
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
    // The logo is a file of public/ (or a URL): under the base, as Rspress's nav shows it.
    ...(config.logo ? { logo: typeof config.logo === 'string' ? { light: withBase(config.logo, config.base), dark: withBase(config.logo, config.base) } : { light: withBase(config.logo.light, config.base), dark: withBase(config.logo.dark, config.base) } } : {}),
    ...(config.logoText ? { logoText: config.logoText } : {}),
    base: config.base,
    cleanUrls: config.route.cleanUrls,
    ...(config.route.cleanUrlsRedirect ? {} : { cleanUrlsRedirect: false as const }),
    defaultLang: ctx.defaultLang,
    langs: [...ctx.langs],
    locales: clientLocales,
    socialLinks: config.themeConfig.socialLinks,
    appearance: darkMode.switchable,
    ...(darkMode.initial !== (darkMode.switchable ? 'auto' : 'light') ? { darkMode: darkMode.initial } : {}),
    hideNavbar: config.themeConfig.hideNavbar,
    enableContentAnimation: config.themeConfig.enableContentAnimation,
    localeRedirect: config.route.localeRedirect ?? config.themeConfig.localeRedirect,
    ...(config.themeConfig.announcement ? { announcement: config.themeConfig.announcement } : {}),
    ...(config.themeConfig.footer ? { footer: config.themeConfig.footer } : {}),
    search:
      search === false || search.mode === 'algolia'
        ? false
        : search.mode === 'remote'
          ? { mode: 'remote', maxResults: search.maxResults, apiUrl: search.apiUrl, searchIndexes: search.searchIndexes }
          : { mode: 'local', maxResults: search.maxResults, indexes: input.searchIndexes },
    ...(search !== false && search.mode === 'algolia' ? { algolia: clientAlgoliaSearch(search) } : {}),
    multiVersion: config.multiVersion,
    redirects: config.redirects,
    ...(Object.keys(i18nLabels).length ? { i18n: i18nLabels } : {}),
    ...(config.themeConfig.socialLinks.find((l) => l.icon === 'github') ? { repoUrl: config.themeConfig.socialLinks.find((l) => l.icon === 'github')!.content } : {}),
    ...(layouts.length ? { layouts } : {}),
  };
  return { pages, sidebars, siteData, linkProblems, navLinkWarnings: files.navLinkWarnings(navLinkProblems), sidebarFileWarnings: files.sidebarFileWarnings(missingEntries), routes };
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
    docs.push({ routePath: source.routePath, lang: source.lang, version: source.version ?? '', title: meta.title, sections: meta.sections });
  }
  return docs;
}

/**
 * A Docusaurus site's sidebars (sidebars.ts, or the docs folder autogenerated): the first serves every page
 * no other one claims; each other serves the folder its docs share (docsite picks a page's sidebar by route).
 */
function docusaurusSiteSidebars(input: DocusaurusSidebars, lang: string, titleOf: (route: string) => string): ResolvedSidebar[] {
  return input.sidebars.map(({ name, items }, i) => {
    const resolved = resolveDraftItems(items, titleOf);
    const links = flattenSidebarLinks(resolved).map((l) => l.link);
    let prefix = '/';
    if (i > 0 && links.length) {
      const parts = links.map((l) => l.split('/').slice(0, -1));
      const common: string[] = [];
      for (let k = 0; parts.every((p) => k < p.length && p[k] === parts[0][k]); k++) common.push(parts[0][k]);
      prefix = common.join('/') + '/';
    }
    return { id: `${lang}-docusaurus-${name.replace(/[^\w-]+/g, '_')}`, lang, prefix, items: resolved };
  });
}

/** `docsite:pages` (Rspress's `usePages`): every page's route, language, title and front matter, from the model's pages. */
export type PageListEntry = { routePath: string; lang: string; title: string; frontmatter: Record<string, unknown> };
export function pageListOf(pages: readonly ModelPage[]): PageListEntry[] {
  return pages.map((p) => ({ routePath: p.routePath, lang: p.lang, title: p.title, frontmatter: p.frontmatter }));
}

/**
 * A page's data with its bundled module: the model's data, the module's fields where the page data has
 * always had them (after `toc`), so the route data and documents keep their bytes.
 */
export function withModule(page: ModelPage, mod: PageModuleRef): PageData {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(page)) {
    out[key] = value;
    if (key === 'toc') Object.assign(out, { module: mod.url, preload: mod.preload }, mod.css ? { css: mod.css } : {});
  }
  return out as unknown as PageData;
}

/** The generated 404 page (not a content file, rendered by the theme), titled in its language as the browser retitles it for the address it is shown at (src/client/runtime/App.tsx). */
export function notFoundPage(config: ResolvedSiteConfig, lang: string): ModelPage {
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
    feeds: [],
  };
}

