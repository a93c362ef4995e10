/**
 * The one function that decides a site's dialect (content/dialect.ts), on small folders laid out as each
 * tool keeps its sites, and the project it gives the build (pipeline/project.ts).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDialect } from '../../src/node/content/dialect.ts';
import { resolveProject } from '../../src/node/pipeline/project.ts';
import { siteConfigSchema } from '../../src/shared/config-schema.ts';

/** A folder holding `files` (path → text; a path ending in `/` is a folder). */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsite-dialect-'));
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('/')) mkdirSync(join(root, path), { recursive: true });
    else {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  }
  return root;
}

describe('siteDialect', () => {
  it('Docusaurus: sidebars.* or docusaurus.config.* in the project folder, with its sidebars file and static/', () => {
    const withSidebars = site({ 'sidebars.ts': 'export default {};\n', 'static/img/logo.svg': '<svg/>', 'docs/intro.md': '# Intro\n' });
    expect(siteDialect(withSidebars, join(withSidebars, 'docs'), [])).toEqual({ name: 'docusaurus', docusaurus: { sidebarsFile: join(withSidebars, 'sidebars.ts'), staticDir: join(withSidebars, 'static') } });
    const configOnly = site({ 'docusaurus.config.js': 'module.exports = {};\n', 'docs/intro.md': '# Intro\n' });
    expect(siteDialect(configOnly, join(configOnly, 'docs'), [])).toEqual({ name: 'docusaurus', docusaurus: { sidebarsFile: undefined } });
    // A bare folder of Markdown (no project) is not a Docusaurus site, whatever it holds.
    expect(siteDialect(configOnly, configOnly, [], false)).toBeUndefined();
  });

  it('VitePress: .vitepress/ in the pages’ folder or the project’s', () => {
    const inPages = site({ 'docs/.vitepress/config.mts': 'export default {};\n', 'docs/index.md': '# Home\n' });
    expect(siteDialect(inPages, join(inPages, 'docs'), [])).toEqual({ name: 'vitepress' });
    const inProject = site({ '.vitepress/config.ts': 'export default {};\n', 'index.md': '# Home\n' });
    expect(siteDialect(inProject, inProject, [], false)).toEqual({ name: 'vitepress' });
  });

  it('mdBook: SUMMARY.md at the pages’ root or a language’s, or book.toml beside the pages’ folder', () => {
    const summary = site({ 'src/SUMMARY.md': '# Summary\n', 'src/intro.md': '# Intro\n' });
    expect(siteDialect(summary, join(summary, 'src'), [])).toEqual({ name: 'mdbook' });
    const perLanguage = site({ 'src/en/SUMMARY.md': '# Summary\n' });
    expect(siteDialect(perLanguage, join(perLanguage, 'src'), ['en'])).toEqual({ name: 'mdbook' });
    const toml = site({ 'book.toml': '[book]\n', 'src/intro.md': '# Intro\n' });
    expect(siteDialect(toml, join(toml, 'src'), [])).toEqual({ name: 'mdbook' });
  });

  it('Rspress and docsite’s own sites have no dialect: docsite’s conventions are Rspress’s', () => {
    const rspress = site({ 'rspress.config.ts': 'export default {};\n', 'docs/_meta.json': '["intro"]', 'docs/intro.md': '# Intro\n' });
    expect(siteDialect(rspress, join(rspress, 'docs'), [])).toBeUndefined();
    const native = site({ 'site.config.ts': 'export default {};\n', 'content/index.md': '# Home\n' });
    expect(siteDialect(native, join(native, 'content'), [])).toBeUndefined();
  });

  it('Docusaurus wins over the others when a folder looks like several (its sidebars decide routes and sidebar)', () => {
    const both = site({ 'sidebars.js': 'module.exports = {};\n', 'docs/.vitepress/': '', 'docs/SUMMARY.md': '# Summary\n' });
    expect(siteDialect(both, join(both, 'docs'), [])?.name).toBe('docusaurus');
  });

  it('the project the build gets names its dialect once, and a Docusaurus project its sidebars and public folder', () => {
    const config = siteConfigSchema.parse({ root: 'docs' });
    const docusaurus = site({ 'sidebars.ts': 'export default {};\n', 'static/robots.txt': '', 'docs/intro.md': '# Intro\n' });
    const project = resolveProject(docusaurus, config);
    expect(project.dialect).toBe('docusaurus');
    expect(project.docusaurus).toEqual({ sidebarsFile: join(docusaurus, 'sidebars.ts'), staticDir: join(docusaurus, 'static') });
    expect(project.publicDir).toBe(join(docusaurus, 'static'));
    const book = site({ 'book.toml': '[book]\n', 'docs/intro.md': '# Intro\n' });
    expect(resolveProject(book, config).dialect).toBe('mdbook');
    expect(resolveProject(book, config).docusaurus).toBeUndefined();
    const native = site({ 'content/index.md': '# Home\n' });
    expect(resolveProject(native, siteConfigSchema.parse({})).dialect).toBeUndefined();
  });
});
