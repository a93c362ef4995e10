/**
 * Pages plugins add (`addPages`), as page sources beside the scanned ones. A page given as text gets a
 * file path where it would live in the content folder (its imports resolve from there, its errors name
 * it), and never touches the disk; a page given as a file is read from where it is.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';
import { normalizeRoutePath, splitRoutePath, stripDefaultLang } from '../../shared/routes.ts';
import { pluginError, type PluginPage } from '../plugins/driver.ts';

export function addedPageSources(added: PluginPage[], project: Project, scanned: PageSource[]): PageSource[] {
  const taken = new Map(scanned.map((source) => [source.routePath, source]));
  const out: PageSource[] = [];
  for (const { plugin, page } of added) {
    const written = normalizeRoutePath(page.routePath);
    // A route naming the default language (`/zh/changelog` when zh is the default) is that language's page,
    // at its address without the prefix (`/changelog`), as links naming it are: not a page under `/zh/zh/`.
    const routePath = stripDefaultLang(written, project.ctx) ?? written;
    const { lang } = splitRoutePath(routePath, project.ctx);
    const pagePath = lang === project.ctx.defaultLang ? routePath : routePath.slice(lang.length + 1);
    const other = taken.get(routePath);
    if (other) {
      const by = other.addedBy ? `the plugin ${other.addedBy}` : relative(project.root, other.file);
      const named = written === routePath ? '' : ` (${written} names the default language "${project.ctx.defaultLang}", whose pages have no prefix)`;
      throw pluginError(plugin, 'addPages', new Error(`the route ${routePath}${named} is already a page (${by})`));
    }
    const langDir = project.langDirs.includes(lang) ? lang + '/' : '';
    const name = (pagePath.endsWith('/') ? pagePath + 'index' : pagePath).slice(1);
    let source: PageSource;
    if ('filepath' in page) {
      if (!existsSync(page.filepath)) throw pluginError(plugin, 'addPages', new Error(`${page.routePath}: no such file ${page.filepath}`));
      source = { file: page.filepath, relativePath: langDir + name + (page.filepath.endsWith('.md') ? '.md' : '.mdx'), lang, pagePath, routePath, addedBy: plugin };
    } else {
      const ext = page.format === 'md' ? '.md' : '.mdx';
      source = { file: join(project.contentDir, langDir + name + ext), relativePath: langDir + name + ext, lang, pagePath, routePath, content: page.content, addedBy: plugin };
    }
    taken.set(routePath, source);
    out.push(source);
  }
  return out;
}
