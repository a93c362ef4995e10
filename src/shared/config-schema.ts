/**
 * The one source of truth for site.config.ts: validation, defaults and (through z.infer) the
 * TypeScript types. Every object is strict, so a misspelt key is an error rather than silently ignored.
 */
import { z } from 'zod';

const text = z.string();
/** A string that may differ per language: `'Hello'` or `{ en: 'Hello', zh: '你好' }`. */
const localizedText = z.union([text, z.record(z.string(), text)]);

const navItemBase = z.strictObject({
  text: text,
  link: text.optional(),
  activeMatch: text.optional(),
  position: z.enum(['left', 'right']).optional(),
  tag: text.optional(),
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

export const localeSchema = z.strictObject({
  lang: text.min(1, 'a locale needs a non-empty "lang"'),
  label: text,
  title: text.optional(),
  description: text.optional(),
  outlineTitle: text.optional(),
  prevPageText: text.optional(),
  nextPageText: text.optional(),
  lastUpdatedText: text.optional(),
  searchPlaceholderText: text.optional(),
  editLink: editLinkSchema.optional(),
  nav: z.array(navItemSchema).optional(),
  /** Sidebars keyed by path prefix (`/guide/`); the longest matching prefix wins. */
  sidebar: z.record(text, z.array(sidebarItemSchema)).optional(),
});

export const markdownSchema = z
  .strictObject({
    showLineNumbers: z.boolean().default(false),
    defaultWrapCode: z.boolean().default(false),
    checkDeadLinks: z.boolean().default(true),
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
      })
      .default({}),
  })
  .default({ showLineNumbers: false, defaultWrapCode: false, checkDeadLinks: true, staticHtml: true, highlighter: {} });

export const searchSchema = z
  .union([
    z.literal(false),
    z.strictObject({
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
  ])
  .default({ mode: 'local', codeBlocks: false, maxResults: 7 });

export const redirectSchema = z.strictObject({ from: text, to: text });

export const feedSchema = z.strictObject({
  id: text,
  /** Route prefix (or a RegExp source starting with `^`) selecting the pages of the feed. */
  test: text,
  title: text,
  description: text.optional(),
  language: text,
  type: z.enum(['rss', 'atom']),
  filename: text.optional(),
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
    /** Allow readers to switch light/dark/auto; false pins the site to light. */
    appearance: z.boolean().default(true),
    hideNavbar: z.enum(['never', 'auto']).default('never'),
    enableContentAnimation: z.boolean().default(false),
    lastUpdated: z.boolean().default(true),
    localeRedirect: z.enum(['auto', 'never']).default('auto'),
    announcement: announcementSchema.optional(),
    /** Footer message under each doc page (HTML not allowed; plain text). */
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

export const siteConfigSchema = z.strictObject({
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
      exclude: z.array(text).default([]),
    })
    .default({ cleanUrls: true, exclude: [] }),
  markdown: markdownSchema,
  search: searchSchema,
  multiVersion: z
    .strictObject({ default: text.default(''), versions: z.array(text).default([]) })
    .default({ default: '', versions: [] }),
  redirects: z.array(redirectSchema).default([]),
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
  /** Extra tags for every page's head, as HTML strings (trusted: written by the site owner). */
  head: z.array(text).default([]),
  /**
   * Writes .br and .gz siblings of the text files over 1 KiB, for servers that send precompressed files
   * (nginx `gzip_static`, Caddy `precompressed`). Off by default: the usual hosts of docs (GitHub Pages,
   * Netlify, Vercel, Cloudflare Pages) compress on the fly and would only store the extra files.
   */
  precompress: z.boolean().default(false),
  themeConfig: themeConfigSchema,
});

export type SiteConfig = z.input<typeof siteConfigSchema>;
export type ResolvedSiteConfig = z.output<typeof siteConfigSchema>;
export type Locale = z.output<typeof localeSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;
export type FeedConfig = z.output<typeof feedSchema>;
export type RedirectRule = z.output<typeof redirectSchema>;
