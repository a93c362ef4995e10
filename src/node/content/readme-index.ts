/**
 * A folder's `README.md` as its index page, as GitHub shows it, mdBook writes it (`index.html`) and
 * Docusaurus reads it (the category's page): `ref/README.md` is the route `/ref/` when nothing else
 * claims that route (an `index.md`/`index.mdx`/`index.tsx`, or a `ref.md` beside the folder); otherwise it stays a
 * page of its own, `/ref/README`. Any case of the name (`README.md`, `readme.md`, `Readme.mdx`), as
 * GitHub and mdBook accept it. Links to the file (`./README.md`, `/ref/README`) reach the folder's route:
 * see `readmeIndexRoutes` and `readmeTarget`.
 */
import type { PageSource } from './scan.ts';

const README = /^readme\.mdx?$/i;

/** `README.md`, `readme.mdx` …: a file name (no folder) that may be its folder's index. */
export function isReadmeFile(name: string): boolean {
  return README.test(name);
}

/**
 * The routes a README page would have as a page of its own (`/ref/README`, `/zh/README`) where it is its
 * folder's index instead: what a link to the file names. Sorted, so it is the same list in every build
 * (it is part of each page's compile input, and so of its cache key).
 */
export function readmeIndexRoutes(sources: readonly Pick<PageSource, 'file' | 'routePath' | 'addedBy'>[]): string[] {
  const routes: string[] = [];
  for (const source of sources) {
    if (source.addedBy || !source.routePath.endsWith('/')) continue;
    const name = source.file.slice(Math.max(source.file.lastIndexOf('/'), source.file.lastIndexOf('\\')) + 1);
    if (isReadmeFile(name)) routes.push(source.routePath + name.replace(/\.mdx?$/i, ''));
  }
  return routes.sort();
}

/**
 * Where a link to `link` (a route, maybe with `#hash` or `?query`) goes: the folder's route for a README that
 * is its folder's index (`/ref/README#x` → `/ref/#x`), else the link as it is.
 */
export function readmeTarget(link: string, readmeRoutes: ReadonlySet<string>): string {
  const cut = link.search(/[?#]/);
  const path = cut >= 0 ? link.slice(0, cut) : link;
  return readmeRoutes.has(path) ? path.slice(0, path.lastIndexOf('/') + 1) + (cut >= 0 ? link.slice(cut) : '') : link;
}
