/**
 * The contract between the build and the theme: what the browser gets for the site (constant size,
 * bundled into the client entry) and for each page (a small JSON per route, fetched on navigation).
 */
import type { NavItem, SocialLink, RedirectRule } from './config-schema.ts';

export type { NavItem, SocialLink };

/** A sidebar entry as the theme renders it: a link or group, a divider, or a section header. */
export type ResolvedSidebarItem =
  // `renderFolded`: the group's links are in the HTML while it is folded (an mdBook's table of contents); other folded groups render them once opened.
  | { text: string; link?: string; tag?: string; icon?: string; context?: string; collapsible?: boolean; collapsed?: boolean; renderFolded?: boolean; items?: ResolvedSidebarItem[]; /** Docusaurus's `sidebar_class_name` / `className`: on the item's `<li>`. */ className?: string }
  | { dividerType: 'solid' | 'dashed' }
  | { sectionHeaderText: string; tag?: string; icon?: string };

/** One heading of a page's outline. */
export interface TocItem {
  text: string;
  /** The heading's inline markup (`<code>`, `<em>`, `<strong>`, `<del>`), when it has some: the outline shows it. */
  html?: string;
  id: string;
  depth: number;
  charIndex: number;
}

export interface ClientLocale {
  lang: string;
  label: string;
  title?: string;
  description?: string;
  nav: NavItem[];
  /** A versioned site's nav in each version other than the default (whose nav is `nav`), when it differs. */
  versionNav?: Record<string, NavItem[]>;
  /** Every interface string in this language (the built-in ones with the site's own over them), in UiString's order (ui-keys.ts). */
  ui: string[];
}

export type ClientSearchConfig =
  | false
  | { mode: 'local'; maxResults: number; indexes: Record<string, string> }
  | { mode: 'remote'; maxResults: number; apiUrl: string; searchIndexes: string[] };

export interface ClientSiteData {
  title: string;
  description: string;
  logo?: { light: string; dark: string };
  logoText?: string;
  base: string;
  cleanUrls: boolean;
  /** `route.cleanUrlsRedirect: false`: the address bar keeps a non-canonical address (absent: replaced after hydration). */
  cleanUrlsRedirect?: false;
  defaultLang: string;
  langs: string[];
  locales: ClientLocale[];
  socialLinks: SocialLink[];
  appearance: boolean;
  /** The theme of a reader who has not chosen one, when it is not the default (`auto` with a switch, else light): Rspress's `darkMode`. */
  darkMode?: 'light' | 'dark' | 'auto';
  hideNavbar: 'never' | 'auto';
  enableContentAnimation: boolean;
  /** Rspress's `route.localeRedirect`: `only-default-lang` moves a first visit only from the default language's pages. */
  localeRedirect: 'auto' | 'never' | 'only-default-lang';
  announcement?: { message: string | Record<string, string>; href?: string | Record<string, string>; storageKey: string };
  footer?: { message: string | Record<string, string> };
  search: ClientSearchConfig;
  multiVersion: { default: string; versions: string[] };
  redirects: RedirectRule[];
  /** Texts of the site's `i18n.json` (Rspress's convention) by key and language, for `useI18n`; absent without one. */
  i18n?: Record<string, Record<string, string>>;
  /** The source repository, for the home page's GitHub button. */
  repoUrl?: string;
  /** Site-theme components that pages name in front matter (`layout: Wide`); absent when none does. */
  layouts?: string[];
}

export interface PageLink {
  text: string;
  link: string;
}

export interface FeedLink {
  url: string;
  mime: string;
  title: string;
  language: string;
}

export interface OverviewGroup {
  name: string;
  items: { text: string; link: string; headers: { text: string; id: string }[] }[];
}

export interface PageData {
  routePath: string;
  lang: string;
  version: string;
  /**
   * A versioned site: this page in each version, by version, or that version's home when it has no such
   * page (what the version switcher links to).
   */
  versionLinks?: Record<string, string>;
  /**
   * The languages this page has no translation in, each with that language's home (what the language menu
   * links to instead of a page that does not exist). Absent when every language has the page.
   */
  langLinks?: Record<string, string>;
  pageType: 'home' | 'doc' | '404' | 'custom' | 'blank';
  title: string;
  /** The full `<title>`. */
  documentTitle: string;
  description: string;
  frontmatter: Record<string, unknown>;
  toc: TocItem[];
  lastUpdated?: string;
  /** Machine-readable date of the last update (ISO 8601). */
  lastUpdatedIso?: string;
  editLink?: string;
  prev?: PageLink;
  next?: PageLink;
  /** URL of the sidebar data of the page's section. */
  sidebar?: string;
  /** URL of the page's JavaScript module. */
  module: string;
  /** Chunks the page module needs, for modulepreload. */
  preload: string[];
  /** Stylesheets of what the page itself imports (already carrying the base); absent when the shell's has it all. */
  css?: string[];
  feeds: FeedLink[];
  overview?: OverviewGroup[];
}

/** What the server renders from. Only `page` is embedded in the HTML; the sidebar is fetched (preloaded). */
export interface InitialData {
  page: PageData;
  sidebar: ResolvedSidebarItem[] | null;
}

export const INITIAL_DATA_ID = '__DOCSITE_DATA__';
export const THEME_STORAGE_KEY = 'rspress-theme-appearance';
export const VISITED_STORAGE_KEY = 'docsite-visited';

/** The route of the generated not-found page (404.html), whose module is the not-found screen. */
export const NOT_FOUND_ROUTE = '/404';
