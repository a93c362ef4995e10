/** The page-describing tags of `<head>` rewritten for a page shown by client navigation (see HeadSync.tsx). */
import type { FeedLink, PageData } from '../../shared/page-data.ts';
import { FEED_SELECTOR } from './feed-selector.ts';
import { langTag } from '../../shared/i18n.ts';
import { routeToHref, switchLang } from '../../shared/routes.ts';
import { routeContext } from '../runtime/context.tsx';
import { frontmatterMeta } from '../../shared/head-overrides.ts';

/** Sets a `<meta>` by its name or property, adding it when missing; no content removes it. */
function setMetaTag(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The site's origin as the build wrote it (from `siteUrl`), remembered from the first canonical link seen. */
let siteOrigin: string | undefined;

export function syncPageMeta(page: PageData): void {
  // A key the page's front matter `head` sets takes its value (the build writes that tag in place of docsite's).
  const own = frontmatterMeta(page.frontmatter.head);
  const setMeta = (attribute: 'name' | 'property', key: string, content: string | undefined) => setMetaTag(attribute, key, own.get(key) ?? content);
  setMeta('name', 'description', page.description);
  setMeta('property', 'og:description', page.description);
  setMeta('name', 'twitter:description', page.description);
  setMeta('property', 'og:title', page.documentTitle);
  setMeta('name', 'twitter:title', page.documentTitle);
  setMeta('property', 'og:type', page.pageType === 'home' ? 'website' : 'article');
  setMeta('property', 'og:locale', langTag(page.lang).replace('-', '_'));
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  siteOrigin ??= canonical ? new URL(canonical.href).origin : undefined;
  canonical?.remove();
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')) link.remove();
  const url = (routePath: string) => siteOrigin + routeToHref(routePath, routeContext);
  if (!siteOrigin || page.pageType === '404') return setMeta('property', 'og:url', undefined);
  setMeta('property', 'og:url', url(page.routePath));
  const links: Record<string, string>[] = [{ rel: 'canonical', href: url(page.routePath) }];
  // Every language, as the language menu offers them (the build lists only the translations that exist).
  if (routeContext.langs.length > 1) {
    for (const lang of routeContext.langs) {
      const href = url(switchLang(page.routePath, lang, routeContext));
      links.push({ rel: 'alternate', hreflang: langTag(lang), href });
      if (lang === routeContext.defaultLang) links.push({ rel: 'alternate', hreflang: 'x-default', href });
    }
  }
  for (const attributes of links) {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.appendChild(link);
  }
}

export function syncFeedLinks(feeds: FeedLink[]): void {
  const existing = [...document.head.querySelectorAll<HTMLLinkElement>(FEED_SELECTOR)];
  const wanted = new Set(feeds.map((f) => f.url));
  for (const link of existing) if (!wanted.has(link.getAttribute('href') ?? '')) link.remove();
  const have = new Set(existing.filter((l) => l.isConnected).map((l) => l.getAttribute('href')));
  for (const feed of feeds) {
    if (have.has(feed.url)) continue;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = feed.mime;
    link.title = feed.title;
    link.href = feed.url;
    if (feed.language) link.hreflang = feed.language;
    document.head.appendChild(link);
  }
}
