/**
 * Keeps the parts of `<head>` that depend on the page in step with client navigation (the title is set by
 * the router): the description and social-card texts, the canonical and language-alternate links, and the
 * feed links (`<link rel="alternate">` with an RSS or Atom type). Crawlers read the built HTML; this is for
 * what reads the live document (bookmarking, sharing and reading-list tools). With global UI components off
 * (query `globalUIComponents=0` or front matter `globalUIComponents: false`) there are no feed links.
 */
import { useEffect, useRef } from 'react';
import type { PageData } from '../../shared/page-data.ts';
import { FEED_SELECTOR } from './feed-selector.ts';

export function HeadSync({ page, feedsEnabled }: { page: PageData; feedsEnabled: boolean }) {
  // The first page's head is the built one, its feed links included: only a page shown by client navigation,
  // or a first page whose feed links go (global UI components off), needs rewriting. The code that does it
  // is its own chunk (page-meta.ts), loaded then.
  const isFirst = useRef(true);
  useEffect(() => {
    const first = isFirst.current;
    isFirst.current = false;
    if (first && (feedsEnabled || !document.head.querySelector(FEED_SELECTOR))) return;
    void import('./page-meta.ts').then((m) => {
      m.syncFeedLinks(feedsEnabled ? page.feeds : []);
      if (!first) m.syncPageMeta(page);
    });
  }, [page, feedsEnabled]);
  return null;
}
