/**
 * Keeps the parts of `<head>` that depend on the page in step with client navigation (the title is set by
 * the router): the description and social-card texts, the canonical and language-alternate links, and the
 * feed links (`<link rel="alternate">` with an RSS or Atom type). Crawlers read the built HTML; this is for
 * what reads the live document (bookmarking, sharing and reading-list tools). With global UI components off
 * (query `globalUIComponents=0` or front matter `globalUIComponents: false`) there are no feed links.
 */
import { useEffect, useRef } from 'react';
import type { FeedLink, PageData } from '../../shared/page-data.ts';

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

export function HeadSync({ page, feedsEnabled }: { page: PageData; feedsEnabled: boolean }) {
  useEffect(() => syncFeedLinks(feedsEnabled ? page.feeds : []), [page.feeds, feedsEnabled]);
  // The first page's head is the built one; only a page shown by client navigation needs its tags rewritten.
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) isFirst.current = false;
    // Its own chunk, loaded on the first client navigation: the first page never needs it.
    else void import('./page-meta.ts').then(({ syncPageMeta }) => syncPageMeta(page));
  }, [page]);
  return null;
}
