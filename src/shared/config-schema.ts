/**
 * The one source of truth for site.config.ts: validation, defaults and (through z.infer) the
 * TypeScript types. Every object is strict, so a misspelt key is an error rather than silently ignored.
 */
import { z } from 'zod';
import type { RouteContext } from './routes.ts';
import type { PageData } from './page-data.ts';
import { CONTAINER_TITLE_KEYS, UI_STRING_KEYS, type ContainerTitleKey, type UiStringKey } from './ui-strings.ts';

const text = z.string();
/** A string that may differ per language: `'Hello'` or `{ en: 'Hello', zh: '你好' }`. */
const localizedText = z.union([text, z.record(z.string(), text)]);

const navItemBase = z.strictObject({
  text: text,
  link: text.optional(),
  activeMatch: text.optional(),
  position: z.enum(['left', 'right']).optional(),
  tag: text.optional(),
  /** Drawn before the text, as a sidebar item's icon is: an inline `<svg>`/`<img>`, an image path or URL, or text (an emoji). */
  icon: text.optional(),
});
/** `lang`: set by the theme on the language switcher's items (a language tag: `hreflang`, and the current one is no link). */
export type NavItem = z.infer<typeof navItemBase> & { items?: NavItem[]; lang?: string };
export const navItemSchema: z.ZodType<NavItem> = navItemBase.extend({
  items: z.lazy(() => z.array(navItemSchema)).optional(),
});

export type SidebarItem =
  | {
      text: string;
      link?: string;
      tag?: string;
      collapsible?: boolean;
      collapsed?: boolean;
      context?: string;
      items?: SidebarItem[];
      _fileKey?: string;
    }
  | { dividerType: 'solid' | 'dashed' }
  | { sectionHeaderText: string; tag?: string };

export const sidebarItemSchema: z.ZodType<SidebarItem> = z.lazy(() =>
  z.union([
    z.strictObject({
      text: text,
      link: text.optional(),
      tag: text.optional(),
      collapsible: z.boolean().optional(),
      collapsed: z.boolean().optional(),
      context: text.optional(),
      items: z.array(sidebarItemSchema).optional(),
      _fileKey: text.optional(),
    }),
    z.strictObject({ dividerType: z.enum(['solid', 'dashed']) }),
    z.strictObject({ sectionHeaderText: text, tag: text.optional() }),
  ]),
);

export const socialLinkSchema = z.strictObject({
  icon: z.union([z.enum(['github', 'x', 'discord', 'bluesky']), z.strictObject({ svg: text })]),
  mode: z.enum(['link', 'text', 'img', 'dom']).default('link'),
  content: text,
  label: text.optional(),
});

export const editLinkSchema = z.strictObject({
  docRepoBaseUrl: text,
  text: text.optional(),
});

/** A site's own interface strings (any subset of the built-in keys and container titles, see ui-strings.ts), over the built-in ones. */
export const uiStringsSchema = z.strictObject(
  Object.fromEntries([...UI_STRING_KEYS, ...CONTAINER_TITLE_KEYS].map((key) => [key, text.optional()])) as Record<UiStringKey | ContainerTitleKey, z.ZodOptional<z.ZodString>>,
);

export const localeSchema = z.strictObject({
  lang: text.min(1, 'a locale needs a non-empty "lang"'),
  /** The language switcher's text; the language's own name (`English`, `中文`) when left out. */
  label: text.optional(),
  title: text.optional(),
  description: text.optional(),
  outlineTitle: text.optional(),
  prevPageText: text.optional(),
  nextPageText: text.optional(),
  lastUpdatedText: text.optional(),
  searchPlaceholderText: text.optional(),
  editLink: editLinkSchema.optional(),
  /** Interface strings of this language (the built-in ones otherwise); see uiStringsSchema. */
  ui: uiStringsSchema.optional(),
  nav: z.array(navItemSchema).optional(),
  /** Sidebars keyed by path prefix (`/guide/`); the longest matching prefix wins. */
  sidebar: z.record(text, z.array(sidebarItemSchema)).optional(),
});

// ---- plugins (issue 34): the parts of a plugin that are code, checked for their kind only ----

/** Any function; its signature comes from the type argument (zod cannot check it at run time). */
const hook = <Fn extends (...args: never[]) => unknown>() =>
  z.custom<Fn>((value) => typeof value === 'function', { message: 'expected a function' });
/** A remark/rehype plugin as unified takes it: the plugin, or `[plugin, options]`. */
export type UnifiedPlugin = ((...args: never[]) => unknown) | [(...args: never[]) => unknown, ...unknown[]];
const unifiedPluginSchema = z.custom<UnifiedPlugin>((value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'), {
  message: 'expected a unified plugin: a function or [function, options]',
});

/** Links a dead-link check skips: patterns (RegExp, glob, path prefix) or, as Rspress also takes, a function of the URL. */
const deadLinkExcludes = z.union([z.array(z.union([text, z.instanceof(RegExp)])), z.custom<(url: string) => boolean>((value) => typeof value === 'function', { message: 'expected a list of patterns or a function (url) => boolean' })]);
/** Rspress's `markdown.link.checkDeadLinks` / `checkAnchors`: on, off, or on but for `excludes`. */
const rspressLinkCheck = z.union([z.boolean(), z.strictObject({ excludes: deadLinkExcludes })]);
const localeRedirectSchema = z.enum(['auto', 'never', 'only-default-lang']);
const shikiTransformerSchema = z.custom<import('shiki').ShikiTransformer>((value) => typeof value === 'object' && value !== null, { message: 'expected a shiki transformer object' });

export const markdownSchema = z
  .strictObject({
    showLineNumbers: z.boolean().default(false),
    defaultWrapCode: z.boolean().default(false),
    /**
     * Check the pages' links: one to a page that does not exist fails the build; one to a `#heading` a page
     * lacks is a warning at its file:line:column (Docusaurus's defaults), or fails the build too with
     * `anchors: 'error'`. `excludes` (Rspress's key) skips the links matching a pattern: a RegExp, a string
     * with `*` (a glob: `*` within a path segment, `**` across them), or a path prefix. `false`: no check.
     */
    checkDeadLinks: z
      .union([
        z.boolean(),
        z.strictObject({
          excludes: deadLinkExcludes.default([]),
          anchors: z.enum(['error', 'warn']).default('warn'),
        }),
      ])
      .default(true),
    /**
     * How heading ids are made: `github` (github-slugger, as Rspress, Docusaurus and GitHub make them) or
     * `vitepress` (VitePress's slugify, which also normalises links' `#hash`). Unset: `vitepress` when the
     * pages' folder or the project has VitePress's `.vitepress/` folder, else `github`.
     */
    slugger: z.enum(['github', 'vitepress']).optional(),
    /**
     * Plain Markdown reaches React as HTML strings (see static-html.ts): smaller modules, a faster build.
     * `false` renders every element as JSX, the MDX way; the HTML is the same (a test builds the site both ways).
     */
    staticHtml: z.boolean().default(true),
    highlighter: z
      .strictObject({
        themes: z.strictObject({ light: text, dark: text }).optional(),
        /** Languages to load besides those the pages' code blocks name (those are always loaded, before any block). */
        langs: z.array(text).optional(),
        /** shiki transformers run on every code block (plugins' `shiki.transformers` join them). */
        transformers: z.array(shikiTransformerSchema).optional(),
      })
      .default({}),
    /** unified plugins run after docsite's own (see "Plugins" in the README); also given by plugins' `markdown` hook. */
    remarkPlugins: z.array(unifiedPluginSchema).optional(),
    rehypePlugins: z.array(unifiedPluginSchema).optional(),
    /**
     * Rspress's link options, under Rspress's names: `autoPrefix: false` keeps absolute links (`/guide`) as
     * written, without the page's language or version prefix; `checkDeadLinks` and `checkAnchors` (true, false,
     * or `{ excludes }`: patterns or a function of the URL) are `checkDeadLinks` above, `checkAnchors: true`
     * its `anchors: 'error'` (see resolveCheckDeadLinks). Set here, they win over `checkDeadLinks`.
     */
    link: z
      .strictObject({
        autoPrefix: z.boolean().default(true),
        checkDeadLinks: rspressLinkCheck.optional(),
        checkAnchors: rspressLinkCheck.optional(),
      })
      .optional(),
  })
  .default({ showLineNumbers: false, defaultWrapCode: false, checkDeadLinks: true, staticHtml: true, highlighter: {} });

/**
 * Algolia DocSearch in place of the local search (no local index is built): the index an Algolia crawler
 * keeps of the deployed site. `mode: 'algolia'` is added to the output so code choosing by `mode` sees it.
 */
export const algoliaSearchSchema = z
  .strictObject({
    provider: z.literal('algolia'),
    appId: text.min(1, 'expected the Algolia application id'),
    /** The search-only API key (public: it ships to every reader). */
    apiKey: text.min(1, 'expected the search-only Algolia API key'),
    indexName: text.min(1, 'expected the Algolia index name'),
    /**
     * The attribute the crawler records each page's language under: `lang` (DocSearch's crawler, from
     * `<html lang>`), `language` for indexes made with Docusaurus's crawler template; searches are filtered
     * to the page's language with `<languageFacet>:<lang>`. `false`: every language is searched.
     */
    languageFacet: z.union([text.min(1), z.literal(false)]).default('lang'),
    /** Algolia search parameters for every query (`facetFilters` are joined with the language's). */
    searchParameters: z.record(text, z.unknown()).optional(),
    /** The search box's placeholder: a string, or one per language (`{ en: '…', zh: '…' }`). */
    placeholder: localizedText.optional(),
  })
  .transform((search) => ({ ...search, mode: 'algolia' as const }));
export type AlgoliaSearchConfig = z.output<typeof algoliaSearchSchema>;

export const searchSchema = z
  .union([
    z.literal(false),
    z.strictObject({
      /** `provider: 'local'` (the default) names this form too. */
      provider: z.literal('local').optional(),
      mode: z.literal('local').default('local'),
      /** Index the text of code blocks too (off: identifiers in prose and headings are indexed anyway). */
      codeBlocks: z.boolean().default(false),
      maxResults: z.number().int().positive().default(7),
    }),
    z.strictObject({
      mode: z.literal('remote'),
      apiUrl: text,
      searchIndexes: z.array(text).default([]),
      maxResults: z.number().int().positive().default(7),
    }),
    algoliaSearchSchema,
  ])
  .default({ mode: 'local', codeBlocks: false, maxResults: 7 });

/** `from`: one pattern, or several (Rspress's plugin-client-redirects) with the same `to`: one rule each once read. */
export const redirectSchema = z.strictObject({ from: z.union([text, z.array(text).min(1)]), to: text });
const redirectsSchema = z
  .array(redirectSchema)
  .default([])
  .transform((rules) => rules.flatMap((rule) => (Array.isArray(rule.from) ? rule.from.map((from) => ({ from, to: rule.to })) : [{ from: rule.from, to: rule.to }])));

export const feedSchema = z.strictObject({
  id: text,
  /** Route prefix (or a RegExp source starting with `^`) selecting the pages of the feed. */
  test: text,
  title: text,
  description: text.optional(),
  language: text,
  type: z.enum(['rss', 'atom']),
  filename: text.optional(),
  /** The folder the feed is written to, under the output folder (Rspress's `output.dir`); default `rss`. */
  dir: text.optional(),
});

export const appIconSchema = z.strictObject({
  name: text,
  icons: z.array(z.strictObject({ src: text, size: z.number().int().positive() })).min(1),
});

export const announcementSchema = z.strictObject({
  message: localizedText,
  href: localizedText.optional(),
  storageKey: text.default('docsite-announcement-closed'),
});

export const themeConfigSchema = z
  .strictObject({
    socialLinks: z.array(socialLinkSchema).default([]),
    locales: z.array(localeSchema).default([]),
    /** The nav of every locale that has none of its own (a site in one language needs no locales). */
    nav: localeSchema.shape.nav,
    /** The sidebars of every locale that has none of its own, keyed by path prefix. */
    sidebar: localeSchema.shape.sidebar,
    /** Interface strings for every locale (a locale's own `ui` wins): how a site in one language sets them. */
    ui: uiStringsSchema.optional(),
    /** Allow readers to switch light/dark/auto; false pins the site to light. */
    appearance: z.boolean().default(true),
    /**
     * Rspress's key: `'light'`, `'dark'`, `'auto'` (or true) set the theme of readers who have not chosen one;
     * `'force-light'` (or false), `'force-dark'`, `'force-auto'` pin it and hide the switch. Over `appearance`.
     */
    darkMode: z.union([z.boolean(), z.enum(['light', 'dark', 'auto', 'force-light', 'force-dark', 'force-auto'])]).optional(),
    hideNavbar: z.enum(['never', 'auto']).default('never'),
    enableContentAnimation: z.boolean().default(false),
    lastUpdated: z.boolean().default(true),
    /** Rspress 1's place for `route.localeRedirect` (which wins when both are set). */
    localeRedirect: localeRedirectSchema.default('auto'),
    announcement: announcementSchema.optional(),
    /** Footer message under each doc page and on the home page: HTML (trusted, written by the site owner), as in Rspress. */
    footer: z.strictObject({ message: localizedText }).optional(),
  })
  .default({
    socialLinks: [],
    locales: [],
    appearance: true,
    hideNavbar: 'never',
    enableContentAnimation: false,
    lastUpdated: true,
    localeRedirect: 'auto',
  });

/** `['meta', { name: 'x', content: 'y' }]`: one element of the head, Rspress's tuple form. */
const headTupleSchema = z.tuple([text.regex(/^[a-zA-Z][\w-]*$/, 'expected an element name (meta, link, script …)'), z.record(text, z.union([text, z.boolean()]))]);
export type HeadTuple = z.infer<typeof headTupleSchema>;

/** What a `head` function gets: the page's route, as Rspress's RouteMeta gives it. */
export interface HeadRouteMeta {
  routePath: string;
  /** The route without its language and version prefixes. */
  pureRoutePath: string;
  /** The page's source file, absolute and relative to the pages folder ('' for a page with no file: the 404 page). */
  absolutePath: string;
  relativePath: string;
  pageName: string;
  lang: string;
  version: string;
}

const siteConfigShape = {
  title: text.default('Docs'),
  description: text.default(''),
  icon: text.optional(),
  logo: z.union([text, z.strictObject({ light: text, dark: text })]).optional(),
  logoText: text.optional(),
  /** Absolute origin of the deployed site, used for sitemap, feeds, canonical and social URLs. */
  siteUrl: text.optional(),
  /** Source folder of the pages, relative to the project. */
  root: text.default('content'),
  outDir: text.default('dist'),
  base: text.default('/'),
  /** Default language: the one without URL prefix. */
  lang: text.default('en'),
  route: z
    .strictObject({
      cleanUrls: z.boolean().default(true),
      /** false: the browser keeps a non-canonical address (`/guide/start.html` on a clean-URL site) instead of replacing it after hydration. */
      cleanUrlsRedirect: z.boolean().default(true),
      exclude: z.array(text).default([]),
      /**
       * Rspress's: a first visit moves to the reader's browser language (`auto`), never (`never`), or only
       * from the default language's pages (`only-default-lang`). Over `themeConfig.localeRedirect`.
       */
      localeRedirect: localeRedirectSchema.optional(),
    })
    .default({ cleanUrls: true, cleanUrlsRedirect: true, exclude: [] }),
  markdown: markdownSchema,
  search: searchSchema,
  /** Versioned docs, as Rspress reads them: pages in `<root>/<version>/[<lang>/]`, the default version's URLs unprefixed. */
  multiVersion: z
    .strictObject({
      default: text.default(''),
      versions: z.array(text.regex(/^[\w.-]+$/, 'a version is a folder name: letters, digits, ".", "-", "_"')).default([]),
    })
    .refine((mv) => !mv.versions.length || mv.versions.includes(mv.default), {
      message: 'multiVersion.default must be one of multiVersion.versions: the version whose URLs have no prefix',
      path: ['default'],
    })
    .default({ default: '', versions: [] }),
  redirects: redirectsSchema,
  /** Text replaced in every page's and fragment's source before it is compiled, in order (Rspress's key): a string (every occurrence) or a RegExp. */
  replaceRules: z.array(z.strictObject({ search: z.union([text.min(1), z.instanceof(RegExp)]), replace: text })).default([]),
  feeds: z.array(feedSchema).default([]),
  appIcon: appIconSchema.optional(),
  /** og:image per route: the first rule whose `test` prefix matches wins; `default` otherwise. */
  ogImage: z
    .strictObject({
      default: text,
      rules: z.array(z.strictObject({ test: text, image: text })).default([]),
    })
    .optional(),
  twitterSite: text.optional(),
  /**
   * Extra tags for every page's head (trusted: written by the site owner), as Rspress takes them: HTML strings,
   * `[tag, attributes]` tuples, or functions of the page's route (`HeadRouteMeta`) returning either (or nothing).
   */
  head: z.array(z.union([text, headTupleSchema, hook<(route: HeadRouteMeta) => string | HeadTuple | undefined | void>()])).default([]),
  /**
   * Writes .br and .gz siblings of the text files over 1 KiB, for servers that send precompressed files
   * (nginx `gzip_static`, Caddy `precompressed`). Off by default: the usual hosts of docs (GitHub Pages,
   * Netlify, Vercel, Cloudflare Pages) compress on the fly and would only store the extra files.
   */
  precompress: z.boolean().default(false),
  /**
   * llms.txt, llms-full.txt (per language) and a Markdown twin of every page (`/guide/start.md`): Rspress's
   * key (its SSG-MD, and `@rspress/plugin-llms`), off by default as there: at 10,000 pages they were a fifth
   * of the output (113 MiB), llms-full.txt alone far beyond any model's context.
   */
  llms: z.boolean().default(false),
  /**
   * The site theme's folder, relative to the project (default: `<root>/_theme`): its index.tsx is what pages
   * import as `@theme` and what replaces or wraps the shell's components (see the README's Theme section).
   */
  themeDir: text.optional(),
  /** A CSS file (absolute, or relative to the project) every page loads, after the site theme's styles.css: Rspress's key. */
  globalStyles: text.optional(),
  themeConfig: themeConfigSchema,
};

/** The config as plugins' `config` hook gets it: everything but `plugins` (whose hooks are running). */
export type PluginSiteConfig = z.output<z.ZodObject<typeof siteConfigShape>>;
type PluginSiteConfigInput = z.input<z.ZodObject<typeof siteConfigShape>>;

/**
 * What `head(page)`, `extendPageData` and `buildEnd` get for a page: the data the theme renders from and
 * the browser fetches (route, language, title, front matter, outline …). Fields a plugin adds travel with it.
 */
export type PluginPageData = PageData;

/** A page a plugin adds: Markdown/MDX source (`content`, MDX unless `format: 'md'`) or a file anywhere (`filepath`). */
export const addedPageSchema = z.union([
  z.strictObject({ routePath: text.startsWith('/', 'a routePath starts with "/"'), content: text, format: z.enum(['md', 'mdx']).optional() }),
  z.strictObject({ routePath: text.startsWith('/', 'a routePath starts with "/"'), filepath: text }),
]);
export type AddedPage = z.input<typeof addedPageSchema>;

/** What `buildEnd` gets: the output folder (staging: swapped in once every hook succeeded) and every page. */
export interface BuildEndContext {
  /** Absolute path of the output being written (write files here, or through `emitFile`). */
  outDir: string;
  pages: PluginPageData[];
  config: PluginSiteConfig;
  /** How routes map to URLs: base, languages (the default one has no prefix), versions, clean URLs. */
  route: RouteContext;
  /** The project folder, its content folder, and the languages that have a folder there. */
  project: { root: string; contentDir: string; langDirs: string[] };
  /** The pages' sources: the file, and the text when a plugin gave it (`addPages`). */
  sources: { routePath: string; file: string; content?: string }[];
  /** Writes a file of the output (relative path), safely over a file linked from the build's cache. */
  emitFile(path: string, content: string | Uint8Array): void;
  /** Whether the build (or an earlier hook) has written this output file (relative path). */
  isWritten(path: string): boolean;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * A plugin: `name` and any of the hooks, as Rspress plugins have them (see "Plugins" in the README).
 * Hooks run in the order the plugins are listed; an error names the plugin and the hook.
 */
export const pluginSchema = z.strictObject({
  name: text.min(1, 'a plugin needs a non-empty "name"'),
  /** Returns the adjusted config (or changes it in place and returns nothing). */
  config: hook<(config: PluginSiteConfig) => MaybePromise<PluginSiteConfigInput | PluginSiteConfig | void>>().optional(),
  markdown: z.strictObject({ remarkPlugins: z.array(unifiedPluginSchema).optional(), rehypePlugins: z.array(unifiedPluginSchema).optional() }).optional(),
  /** shiki transformers for every code block, and languages to load besides those the pages name. */
  shiki: z
    .strictObject({
      transformers: z.array(shikiTransformerSchema).optional(),
      langs: z.array(text).optional(),
    })
    .optional(),
  addPages: hook<() => MaybePromise<AddedPage[]>>().optional(),
  /** Changes a page's data (in place) before it is rendered and written as route data. */
  extendPageData: hook<(page: PluginPageData) => MaybePromise<void>>().optional(),
  /** Extra tags for a page's head, as HTML strings. */
  head: hook<(page: PluginPageData) => MaybePromise<string | string[] | undefined | void>>().optional(),
  /** Modules (paths relative to the project) whose default export every MDX page may use by the file's base name. */
  globalComponents: z.array(text).optional(),
  /** Modules (paths relative to the project) the browser runs once at start-up, before the page hydrates. */
  clientModules: z.array(text).optional(),
  buildStart: hook<() => MaybePromise<void>>().optional(),
  buildEnd: hook<(context: BuildEndContext) => MaybePromise<void>>().optional(),
});
export type DocsitePlugin = z.input<typeof pluginSchema>;

export const siteConfigSchema = z.strictObject({
  ...siteConfigShape,
  plugins: z.array(pluginSchema).default([]),
});

export type SiteConfig = z.input<typeof siteConfigSchema>;
export type ResolvedSiteConfig = z.output<typeof siteConfigSchema>;
export type Locale = z.output<typeof localeSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;
export type FeedConfig = z.output<typeof feedSchema>;
export type RedirectRule = z.output<typeof redirectsSchema>[number];
