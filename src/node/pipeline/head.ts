/** The `<head>` of a page: title, description, canonical and language alternates, social cards, icons, feeds, assets. */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HeadRouteMeta, HeadTuple, ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { NOT_FOUND_ROUTE, type PageData } from '../../shared/page-data.ts';
import { routeToHref, splitRoutePath, switchLang, type RouteContext } from '../../shared/routes.ts';
import { langTag } from '../../shared/i18n.ts';
import { withBase as withPublicBase } from '../../shared/public-url.ts';
import { resolveDarkMode } from '../../shared/appearance.ts';
import { appearanceScript } from '../../shared/appearance-script.ts';
import { tag } from './html.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { atBase } from './at-base.ts';
import { frontmatterMeta } from '../../shared/head-overrides.ts';

export interface HeadAssets {
  css: string[];
  clientEntry: string;
  preload: string[];
  /** The site has no `icon` and no public/favicon.ico: browsers would ask for /favicon.ico and log its 404. */
  noFavicon?: boolean;
}

/** The favicon's address: an icon written as a `file:` URL (Rspress's) is served at the site's root by its name (project.ts iconFile). */
export const iconHref = (icon: string): string => (icon.startsWith('file:') ? '/' + basename(fileURLToPath(icon)) : icon);

/** Whether a site has no favicon at all (see `HeadAssets.noFavicon`). */
export function lacksFavicon(config: ResolvedSiteConfig, publicDir: string): boolean {
  return !config.icon && !existsSync(join(publicDir, 'favicon.ico'));
}

/** The web app manifest's path (written by extras.ts when the config has `appIcon`). */
export const MANIFEST_PATH = '/manifest.webmanifest';

export function themeScript(config: ResolvedSiteConfig): string {
  return appearanceScript(resolveDarkMode(config.themeConfig.darkMode, config.themeConfig.appearance));
}

/**
 * On the generated 404 page: sets <html lang> from the address before the first paint, so a host that serves
 * the one 404.html for every missing address shows the not-found screen in that address's language at once
 * (src/client/theme/NotFound.tsx). Constant text, so its CSP hash is too; the site's base, versions and language tags
 * ride in the script element's data-site attribute. Mirrors splitRoutePath (src/shared/routes.ts): an optional
 * version segment, then an optional language segment.
 */
export const NOT_FOUND_LANG_SCRIPT =
  '(function(s){var c=JSON.parse(s.getAttribute("data-site")),p=location.pathname;if(p.indexOf(c.base))return;' +
  'var g=p.slice(c.base.length).split("/");if(c.versions.indexOf(g[0])>=0)g.shift();' +
  'var t=c.tags[decodeURIComponent(g[0])];if(t)document.documentElement.lang=t})(document.currentScript)';

function notFoundLangScript(ctx: RouteContext): string {
  const tags = Object.fromEntries(ctx.langs.filter((lang) => lang !== ctx.defaultLang).map((lang) => [lang, langTag(lang)]));
  const versions = (ctx.versions ?? []).filter((version) => version !== ctx.defaultVersion);
  const site = JSON.stringify({ base: ctx.base, versions, tags });
  return `${tag('script', { 'data-site': site })}${NOT_FOUND_LANG_SCRIPT}</script>`;
}

/** sha256 of an inline script, as a CSP source expression. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export function absoluteUrl(config: ResolvedSiteConfig, path: string): string | undefined {
  if (!config.siteUrl) return undefined;
  return config.siteUrl.replace(/\/$/, '') + path;
}

function ogImageFor(config: ResolvedSiteConfig, routePath: string): string | undefined {
  if (!config.ogImage) return undefined;
  const rule = config.ogImage.rules.find((r) => routePath.includes(r.test));
  return rule?.image ?? config.ogImage.default;
}

/** `pluginTags`: what the plugins' `head(page)` hooks gave, after the config's own `head`. */
export function renderHead(
  page: PageData,
  config: ResolvedSiteConfig,
  ctx: RouteContext,
  assets: HeadAssets,
  existingRoutes: Set<string>,
  pluginTags: readonly string[] = [],
  /** The page's source file, for the config's `head` functions. */
  source?: { absolute: string; relative: string },
): string {
  const withBase = (p: string) => atBase(p, ctx.base);
  const out: string[] = [];
  // Description and social-card tags the page's front matter `head` sets itself are its own, not docsite's.
  const own = frontmatterMeta(page.frontmatter.head);
  const autoMeta = (attrs: { name?: string; property?: string; content: string }) => {
    if (!own.has(attrs.property ?? attrs.name ?? '')) out.push(tag('meta', attrs));
  };
  out.push(`<title>${escapeHtml(page.documentTitle)}</title>`);
  if (page.description) autoMeta({ name: 'description', content: page.description });
  out.push(`<script>${themeScript(config)}</script>`);
  if (page.pageType === '404' && page.routePath === NOT_FOUND_ROUTE && ctx.langs.length > 1) out.push(notFoundLangScript(ctx));
  for (const href of assets.css) out.push(tag('link', { rel: 'stylesheet', href: withBase(href) }));
  // The page's own stylesheet URLs already carry the base.
  for (const href of page.css ?? []) out.push(tag('link', { rel: 'stylesheet', href }));
  // Scripts and the sidebar are fetched early but at low priority: at high priority they shared the network with
  // the stylesheet, the one file the first paint waits for (on a slow phone link, 95 KB of script beside 11 KB of CSS).
  const preloadModule = (href: string) => tag('link', { rel: 'modulepreload', href, fetchpriority: 'low' });
  out.push(preloadModule(withBase(assets.clientEntry)));
  const shared = assets.preload.map(withBase);
  for (const href of shared) out.push(preloadModule(href));
  // The page's module URLs already carry the base.
  for (const href of new Set([page.module, ...page.preload])) if (!shared.includes(href)) out.push(preloadModule(href));
  if (page.sidebar) out.push(tag('link', { rel: 'preload', as: 'fetch', crossorigin: true, href: page.sidebar, fetchpriority: 'low' }));
  // Icons are files of public/ (or URLs): under the base.
  if (config.icon) out.push(tag('link', { rel: 'icon', href: withPublicBase(iconHref(config.icon), ctx.base) }));
  // An empty icon: no request for /favicon.ico, so no 404 in the console of a site that has none.
  else if (assets.noFavicon) out.push(tag('link', { rel: 'icon', href: 'data:,' }));
  if (config.appIcon) out.push(tag('link', { rel: 'manifest', href: withBase(MANIFEST_PATH) }));
  if (config.appIcon) {
    const touch = [...config.appIcon.icons].sort((a, b) => Math.abs(a.size - 180) - Math.abs(b.size - 180))[0];
    out.push(tag('link', { rel: 'apple-touch-icon', sizes: `${touch.size}x${touch.size}`, href: withPublicBase(touch.src, ctx.base) }));
  }
  const pageUrl = absoluteUrl(config, routeToHref(page.routePath, ctx));
  if (page.pageType !== '404') {
    if (pageUrl) out.push(tag('link', { rel: 'canonical', href: pageUrl }));
    if (ctx.langs.length > 1) {
      for (const lang of ctx.langs) {
        const alt = switchLang(page.routePath, lang, ctx);
        if (!existingRoutes.has(alt)) continue;
        const href = absoluteUrl(config, routeToHref(alt, ctx)) ?? routeToHref(alt, ctx);
        out.push(tag('link', { rel: 'alternate', hreflang: langTag(lang), href }));
        if (lang === ctx.defaultLang) out.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href }));
      }
    }
  }
  for (const feed of page.feeds) out.push(tag('link', { rel: 'alternate', type: feed.mime, title: feed.title, href: feed.url, hreflang: feed.language }));
  // Social cards.
  const title = page.documentTitle;
  autoMeta({ property: 'og:title', content: title });
  autoMeta({ property: 'og:type', content: page.pageType === 'home' ? 'website' : 'article' });
  if (page.description) autoMeta({ property: 'og:description', content: page.description });
  if (pageUrl) autoMeta({ property: 'og:url', content: pageUrl });
  autoMeta({ property: 'og:site_name', content: config.title });
  autoMeta({ property: 'og:locale', content: langTag(page.lang).replace('-', '_') });
  const image = ogImageFor(config, page.routePath);
  if (image) autoMeta({ property: 'og:image', content: image });
  autoMeta({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  if (config.twitterSite) autoMeta({ name: 'twitter:site', content: config.twitterSite });
  autoMeta({ name: 'twitter:title', content: title });
  if (page.description) autoMeta({ name: 'twitter:description', content: page.description });
  if (image) autoMeta({ name: 'twitter:image', content: image });
  if (page.pageType === '404') autoMeta({ name: 'robots', content: 'noindex' });
  out.push(...configHead(config.head, page, ctx, source), ...frontmatterHead(page.frontmatter.head), ...pluginTags);
  return out.join('\n    ');
}

/** Elements with no end tag: a tuple of any other element gets one (`['script', { src }]`). */
const VOID_ELEMENTS = new Set(['meta', 'link', 'base']);

/** The config's `head` for one page: strings as written, tuples as elements, functions called with the page's route (Rspress's RouteMeta). */
export function configHead(head: ResolvedSiteConfig['head'], page: PageData, ctx: RouteContext, source?: { absolute: string; relative: string }): string[] {
  if (!head.length) return [];
  const element = ([name, attrs]: HeadTuple) => tag(name, attrs) + (VOID_ELEMENTS.has(name.toLowerCase()) ? '' : `</${name}>`);
  let route: HeadRouteMeta | undefined;
  const routeOf = (): HeadRouteMeta => {
    const { path } = splitRoutePath(page.routePath, ctx);
    const name = path.split('/').filter(Boolean).pop() ?? 'index';
    return { routePath: page.routePath, pureRoutePath: path, absolutePath: source?.absolute ?? '', relativePath: source?.relative ?? '', pageName: name, lang: page.lang, version: page.version };
  };
  const out: string[] = [];
  head.forEach((entry, i) => {
    let value: string | HeadTuple | undefined | void = typeof entry === 'function' ? undefined : entry;
    if (typeof entry === 'function') {
      try {
        value = entry((route ??= routeOf()));
      } catch (error) {
        throw new Error(`head[${i}] failed for ${page.routePath}: ${(error as Error).message}`);
      }
    }
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) out.push(element(value));
  });
  return out;
}

/** Front matter `head: [[meta, { property: og:url, content: … }], [link, {…}]]` (Rspress's shape): meta and link tags, after the site's. */
export function frontmatterHead(head: unknown): string[] {
  if (!Array.isArray(head)) return [];
  return head
    .filter((entry): entry is [string, Record<string, unknown>] => Array.isArray(entry) && (entry[0] === 'meta' || entry[0] === 'link') && typeof entry[1] === 'object' && entry[1] !== null)
    .map(([name, attrs]) => tag(name, Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)]))));
}
