/** RSS 2.0 and Atom feeds of the pages each feed selects (release posts), dated by `published_at`. */
import { Feed } from 'feed';
import type { PluginSiteConfig, FeedConfig } from '../../../shared/config-schema.ts';
import type { PageData } from '../../../shared/page-data.ts';
import { routeToHref, type RouteContext } from '../../../shared/routes.ts';

export function publishedAt(page: PageData): Date | undefined {
  const value = page.frontmatter.published_at ?? page.frontmatter.date;
  if (value === undefined) return undefined;
  // YAML gives "2024-09-10 18:00:00" as a string: read it as UTC, so the result never depends on the machine.
  const date = value instanceof Date ? value : new Date(String(value).replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(String(value)) ? '' : 'Z'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function feedFileName(feed: FeedConfig): string {
  return feed.filename ?? `${feed.id}.xml`;
}

/** Where the feed is written, relative to the output folder: `<dir>/<filename>` (`dir`: `rss` unless set, as Rspress's `output.dir`). */
export function feedPath(feed: FeedConfig): string {
  const dir = (feed.dir ?? 'rss').replace(/^\/+|\/+$/g, '');
  return (dir ? dir + '/' : '') + feedFileName(feed);
}

/** An item's id (RSS guid): front matter `id`, then `slug` (as Rspress's feed plugin), else the page's URL. */
function itemId(page: PageData, url: string): string {
  const { id, slug } = page.frontmatter;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : typeof slug === 'string' ? slug : url;
}

export function renderFeed(feed: FeedConfig, pages: PageData[], config: PluginSiteConfig, ctx: RouteContext): string {
  const origin = (config.siteUrl ?? '').replace(/\/$/, '');
  const items = pages
    .filter((p) => p.routePath.startsWith(feed.test) && p.pageType !== '404')
    .map((p) => ({ page: p, date: publishedAt(p) }))
    .filter((x): x is { page: PageData; date: Date } => !!x.date)
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.page.routePath.localeCompare(b.page.routePath));
  const self = `${origin}${config.base}${feedPath(feed)}`;
  const out = new Feed({
    title: feed.title,
    description: feed.description ?? config.description,
    id: origin + config.base,
    link: origin + config.base,
    language: feed.language,
    copyright: `© ${config.title}`,
    updated: items[0]?.date ?? new Date(0),
    generator: 'docsite',
    feedLinks: feed.type === 'atom' ? { atom: self } : { rss: self },
  });
  for (const { page, date } of items) {
    const url = origin + routeToHref(page.routePath, ctx);
    out.addItem({ title: page.title, id: itemId(page, url), link: url, description: page.description, date, published: date });
  }
  return feed.type === 'atom' ? out.atom1() : out.rss2();
}
