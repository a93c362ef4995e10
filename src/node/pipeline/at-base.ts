/**
 * A path of the output from the site's root (`/static/js/client-….js`, a route's data file) as the browser
 * asks for it: under the base. The one rule of the build's documents and data and of the dev server.
 */
export function atBase(path: string, base: string): string {
  return base.slice(0, -1) + path;
}
