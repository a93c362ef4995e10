/**
 * Which tool a site's pages were written for, where docsite's output must follow that tool (heading ids,
 * what an unknown element is called): VitePress's sites keep their config in `.vitepress/` (in the pages'
 * folder or beside it); an mdBook has its `SUMMARY.md` at the pages' root (or a language's) or its
 * `book.toml` beside `src/`. Other sites (Rspress, Docusaurus, plain Markdown) need no dialect.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Dialect = 'vitepress' | 'mdbook';

export function siteDialect(root: string, contentDir: string, langDirs: readonly string[]): Dialect | undefined {
  if (existsSync(join(contentDir, '.vitepress')) || existsSync(join(root, '.vitepress'))) return 'vitepress';
  const summaries = [contentDir, ...langDirs.map((lang) => join(contentDir, lang))].map((dir) => join(dir, 'SUMMARY.md'));
  if (summaries.some((file) => existsSync(file)) || existsSync(join(dirname(contentDir), 'book.toml'))) return 'mdbook';
  return undefined;
}
