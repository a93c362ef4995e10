/**
 * A page's own stylesheet (CSS of components only it imports), added to the document when client navigation
 * reaches the page. Loaded on demand: most pages have none, and the first page's are in its HTML.
 */
const loaded = new Map<string, Promise<void>>();

/** Adds each stylesheet to the document (once); settles when all have loaded or failed. */
export function loadStylesheets(hrefs: readonly string[]): Promise<void> {
  return Promise.all(hrefs.map(loadStylesheet)).then(() => undefined);
}

function loadStylesheet(href: string): Promise<void> {
  let pending = loaded.get(href);
  if (!pending) {
    const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
    pending = present
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        });
    loaded.set(href, pending);
  }
  return pending;
}
