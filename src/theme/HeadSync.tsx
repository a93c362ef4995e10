/**
 * Keeps the parts of `<head>` that depend on the page in step with client navigation: the feed links
 * (`<link rel="alternate">` with an RSS or Atom type). With global UI components off (query
 * `globalUIComponents=0` or front matter `globalUIComponents: false`) there are none.
 */
import { useEffect } from 'react';
import type { FeedLink } from '../shared/page-data.ts';

const FEED_SELECTOR = 'link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]';

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

export function HeadSync({ feeds, enabled }: { feeds: FeedLink[]; enabled: boolean }) {
  useEffect(() => syncFeedLinks(enabled ? feeds : []), [feeds, enabled]);
  return null;
}
