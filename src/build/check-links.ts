/**
 * Dead links: every internal link and `#anchor` in every page, and every sidebar and nav link, must
 * resolve. All problems are reported at once as `file:line → target`.
 */
import { dirname, join, relative, resolve } from 'node:path';
import type { CompiledPage } from '../markdown/compile.ts';
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';
import type { SiteModel } from './site-model.ts';

export interface CheckInput {
  project: Project;
  sources: PageSource[];
  compiled: Map<string, CompiledPage>;
  model: SiteModel;
  checkDeadLinks: boolean;
}

/** Route paths that exist, with and without a trailing slash variant authors commonly write. */
function routeExists(routes: Set<string>, routePath: string): string | undefined {
  if (routes.has(routePath)) return routePath;
  if (routePath.endsWith('/') && routes.has(routePath.slice(0, -1))) return routePath.slice(0, -1);
  if (!routePath.endsWith('/') && routes.has(routePath + '/')) return routePath + '/';
  return undefined;
}

/** Markdown fragments a compiled page imports (`@en/shared/x.mdx`, `./part.md`), as absolute files. */
export function importedFragments(code: string, pageFile: string, project: Project): string[] {
  const out: string[] = [];
  for (const match of code.matchAll(/import\s+[\w${}\s,*]+\s+from\s+["']([^"']+\.mdx?)["']/g)) {
    const spec = match[1];
    const lang = project.langDirs.find((l) => spec.startsWith(`@${l}/`));
    if (lang) out.push(join(project.contentDir, lang, spec.slice(lang.length + 2)));
    else if (spec.startsWith('.')) out.push(resolve(dirname(pageFile), spec));
  }
  return out;
}

export function checkLinks({ project, sources, compiled, model, checkDeadLinks }: CheckInput): string[] {
  const problems: string[] = [];
  for (const p of model.linkProblems) problems.push(`site config: ${p.where} → ${p.link} (no such page)`);
  if (!checkDeadLinks) return problems;
  // A page's anchors include the headings of the fragments it embeds.
  const ids = new Map<string, Set<string>>();
  for (const s of sources) {
    const page = compiled.get(s.routePath)!;
    const set = new Set(page.meta.headingIds);
    for (const file of importedFragments(page.code, s.file, project)) for (const id of compiled.get('fragment:' + file)?.meta.headingIds ?? []) set.add(id);
    ids.set(s.routePath, set);
  }
  for (const source of sources) {
    const meta = compiled.get(source.routePath)!.meta;
    const where = relative(project.root, source.file);
    for (const link of meta.links) {
      const at = `${where}:${link.line ?? 1}`;
      if (!link.routePath) {
        if (link.hash && !ids.get(source.routePath)!.has(link.hash)) problems.push(`${at} → #${link.hash} (no such heading on this page)`);
        continue;
      }
      const target = routeExists(model.routes, link.routePath);
      if (!target) {
        if (/\.\w{2,5}$/.test(link.routePath) && !/\.html?$/.test(link.routePath)) continue; // a static file (e.g. /logo.png) from public/
        problems.push(`${at} → ${link.url} (no such page)`);
        continue;
      }
      if (link.hash && !ids.get(target)!.has(link.hash)) problems.push(`${at} → ${link.url} (no heading #${link.hash} on that page)`);
    }
  }
  return problems;
}
