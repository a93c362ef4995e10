/**
 * A URL written from the site's root (`/logo.svg`, a file of public/) as the deployed site serves it: under
 * the base (`/docs/logo.svg` with `base: '/docs/'`), as Rspress's `normalizeImagePath` does. Other URLs
 * (`https:`, `data:`, `//host/x`, `./pic.png`, `#id`) and one already under the base are returned as they are,
 * so applying it twice changes nothing. Shared by the compiler (content images), the build (head, site data)
 * and the theme (hero and feature images).
 */
export function withBase(url: string, base: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  if (url.startsWith(base) || url + '/' === base) return url;
  return base + url.slice(1);
}
