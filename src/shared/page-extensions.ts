/**
 * The extensions a page file may have: Markdown and MDX, and components (`.tsx` …, whose default export is
 * the page's content), Rspress's `route.extensions`. The config schema and the page scan share them.
 */
export const PAGE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.md', '.mdx'] as const;
export type PageExtension = (typeof PAGE_EXTENSIONS)[number];

/** What the other tools' sites (Docusaurus, VitePress, mdBook) route: their `.js`/`.ts` files are code, not pages. */
export const DIALECT_PAGE_EXTENSIONS: readonly PageExtension[] = ['.md', '.mdx', '.tsx'];

/** A component page's file (its default export is the content). */
export const COMPONENT_PAGE_FILE = /\.(?:[jt]sx?)$/;
/** Any page file, for taking the extension off a name. */
export const PAGE_FILE = /\.(?:mdx?|[jt]sx?)$/;
