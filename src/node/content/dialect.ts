/**
 * Which tool a site's pages were written for, where docsite's output must follow that tool (routes and
 * sidebar, heading ids, what an unknown element is called). One function decides it, in this order:
 *
 * - Docusaurus: the project folder holds `sidebars.{ts,js,mjs,cjs,json}` or `docusaurus.config.*` (its
 *   sidebars file and `static/` folder come along: content/docusaurus.ts reads them);
 * - VitePress: a `.vitepress/` folder in the pages' folder or the project's;
 * - mdBook: a `SUMMARY.md` at the pages' root (or a language's), or `book.toml` beside the pages' folder.
 *
 * Other sites are docsite's own, whose conventions are Rspress's (`_meta.json`, `_nav.json`, `rspress.config`
 * keys): an Rspress site needs no dialect of its own.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const DOCUSAURUS_SIDEBARS = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];
const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export interface DocusaurusSite {
  /** `sidebars.ts` (or .js, .mjs, .cjs, .json) beside the config, when the site has one. */
  sidebarsFile?: string;
  /** `static/` beside the config: the public folder (served from the site's root). */
  staticDir?: string;
}

export type SiteDialect = { name: 'docusaurus'; docusaurus: DocusaurusSite } | { name: 'vitepress' } | { name: 'mdbook' };
export type Dialect = SiteDialect['name'];

/**
 * `isProject`: the folder is a docsite project (config, content/ or docs/); a bare folder of Markdown is
 * never a Docusaurus site (its sidebars and config would sit beside a docs folder).
 */
export function siteDialect(root: string, contentDir: string, langDirs: readonly string[], isProject = true): SiteDialect | undefined {
  if (isProject) {
    const sidebarsFile = DOCUSAURUS_SIDEBARS.map((name) => join(root, name)).find((file) => existsSync(file));
    if (sidebarsFile || DOCUSAURUS_CONFIGS.some((name) => existsSync(join(root, name)))) {
      const staticDir = join(root, 'static');
      return { name: 'docusaurus', docusaurus: { sidebarsFile, ...(existsSync(staticDir) ? { staticDir } : {}) } };
    }
  }
  if (existsSync(join(contentDir, '.vitepress')) || existsSync(join(root, '.vitepress'))) return { name: 'vitepress' };
  const summaries = [contentDir, ...langDirs.map((lang) => join(contentDir, lang))].map((dir) => join(dir, 'SUMMARY.md'));
  if (summaries.some((file) => existsSync(file)) || existsSync(join(dirname(contentDir), 'book.toml'))) return { name: 'mdbook' };
  return undefined;
}
