/** The head's feed links (`<link rel="alternate">` with an RSS or Atom type): HeadSync.tsx and page-meta.ts. */
export const FEED_SELECTOR = 'link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]';
