/**
 * Dead links: every internal link and `#anchor` in every page, and every sidebar and nav link, must
 * resolve. All problems are reported at once as `file:line:column → target (why; did you mean …?)`.
 */
import { dirname, join, relative, resolve } from 'node:path';
import type { CompiledPage } from '../markdown/compile.ts';
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';
import type { SiteModel } from './site-model.ts';
import type { RecordedLink } from '../markdown/plugins/links.ts';
import { routeReached } from '../../shared/routes.ts';
import { closestName } from '../did-you-mean.ts';

export interface CheckInput {
  project: Project;
  sources: PageSource[];
  compiled: Map<string, CompiledPage>;
  model: SiteModel;
  checkDeadLinks: boolean | { excludes: (string | RegExp)[] };
}

/** Whether a link's URL (as written) matches one of `excludes` (see `markdown.checkDeadLinks` in the config schema). */
export function deadLinkExclusion(excludes: readonly (string | RegExp)[]): (url: string) => boolean {
  const tests = excludes.map((pattern) => {
    if (pattern instanceof RegExp) return (url: string) => pattern.test(url);
    if (!pattern.includes('*')) return (url: string) => url.startsWith(pattern);
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '.*');
    const glob = new RegExp(`^${source}(?:[?#].*)?$`);
    return (url: string) => glob.test(url);
  });
  return (url) => tests.some((test) => test(url));
}

/** Markdown fragments a compiled page imports (`@en/shared/x.mdx`, `./part.md`), as absolute files. */
export function importedFragments(code: string, pageFile: string, project: Pick<Project, 'contentDir' | 'langDirs'>): string[] {
  const out: string[] = [];
  for (const match of code.matchAll(/import\s+[\w${}\s,*]+\s+from\s+["']([^"']+\.mdx?)["']/g)) {
    const spec = match[1];
    const lang = project.langDirs.find((l) => spec.startsWith(`@${l}/`));
    if (lang) out.push(join(project.contentDir, lang, spec.slice(lang.length + 2)));
    else if (spec.startsWith('.')) out.push(resolve(dirname(pageFile), spec));
  }
  return out;
}

/**
 * A page's anchors: its own heading ids and those of the Markdown fragments it embeds. `fragmentIds`
 * gives a fragment's heading ids (undefined when it is not compiled). The one rule of build and dev.
 */
export function pageHeadingIds(page: CompiledPage, pageFile: string, project: Project, fragmentIds: (file: string) => readonly string[] | undefined): Set<string> {
  const ids = new Set(page.meta.headingIds);
  for (const file of importedFragments(page.code, pageFile, project)) for (const id of fragmentIds(file) ?? []) ids.add(id);
  return ids;
}

/**
 * The dead links among one page's links, as `file:line:column → target (why)`, with the page or heading
 * the link most likely meant when one is spelt nearly the same (as config keys are told theirs). `idsOf` gives another page's
 * heading ids (undefined while unknown: its anchors are not checked then). Shared with the dev server.
 */
export function deadLinks(links: readonly RecordedLink[], file: string, routes: ReadonlySet<string>, ownIds: ReadonlySet<string>, idsOf: (route: string) => ReadonlySet<string> | undefined): string[] {
  const problems: string[] = [];
  for (const link of links) {
    const at = `${file}:${link.line ?? 1}${link.line && link.column ? `:${link.column}` : ''}`;
    if (link.file) continue; // a file (public/ or beside the pages), not a page: see links.ts
    if (!link.routePath) {
      if (link.hash && !ownIds.has(link.hash)) problems.push(`${at} → #${link.hash} (no such heading on this page${meant('#', link.hash, ownIds)})`);
      continue;
    }
    const target = routeReached(routes, link.routePath);
    if (target) {
      const ids = idsOf(target);
      if (link.hash && ids?.has(link.hash) === false) problems.push(`${at} → ${link.url} (no heading #${link.hash} on that page${meant('#', link.hash, ids)})`);
      continue;
    }
    if (/\.\w{2,5}$/.test(link.routePath) && !/\.html?$/.test(link.routePath)) continue; // a static file (e.g. /logo.png) from public/
    problems.push(`${at} → ${link.url} (${whyNoPage(link, routes)})`);
  }
  return problems;
}

/** `; did you mean #x?` (or a route) when one of `known` is spelt nearly as `name`, else nothing. */
function meant(prefix: string, name: string, known: Iterable<string>): string {
  const match = closestName(name, [...known]);
  return match === undefined ? '' : `; did you mean ${prefix}${match}?`;
}

function whyNoPage(link: RecordedLink, routes: ReadonlySet<string>): string {
  const path = link.routePath;
  if (path.length > 1 && path.endsWith('/') && routes.has(path.slice(0, -1))) return `no such page: the page is ${path.slice(0, -1)}, without the trailing slash`;
  // Name the route looked for when the link does not spell it (a relative link, or one the page's language prefixes).
  return (path === link.url.split(/[?#]/)[0] ? 'no such page' : `no such page ${path}`) + meantPage(path, routes);
}

/**
 * `; did you mean /guide/start?` when a page in the same folder has a name spelt nearly as the link's
 * (`/guide/strat`): names are compared, not whole routes, whose shared prefix would make any two alike.
 */
function meantPage(path: string, routes: ReadonlySet<string>): string {
  const split = (route: string) => /^(.*\/)([^/]+\/?)$/.exec(route);
  const own = split(path);
  if (!own) return '';
  const siblings = new Map<string, string>();
  for (const route of routes) {
    const parts = split(route);
    if (parts && parts[1] === own[1]) siblings.set(parts[2].replace(/\/$/, ''), route);
  }
  const match = closestName(own[2].replace(/\/$/, ''), [...siblings.keys()]);
  return match === undefined ? '' : `; did you mean ${siblings.get(match)}?`;
}

export function checkLinks({ project, sources, compiled, model, checkDeadLinks }: CheckInput): string[] {
  const problems: string[] = [];
  for (const p of model.linkProblems) problems.push(`site config: ${p.where} → ${p.link} (no such page)`);
  if (!checkDeadLinks) return problems;
  const excluded = typeof checkDeadLinks === 'object' ? deadLinkExclusion(checkDeadLinks.excludes) : () => false;
  // A page's anchors include the headings of the fragments it embeds.
  const ids = new Map<string, Set<string>>();
  const fragmentIds = (file: string) => compiled.get('fragment:' + file)?.meta.headingIds;
  for (const s of sources) ids.set(s.routePath, pageHeadingIds(compiled.get(s.routePath)!, s.file, project, fragmentIds));
  for (const source of sources) {
    const meta = compiled.get(source.routePath)!.meta;
    problems.push(...deadLinks(meta.links.filter((link) => !excluded(link.url)), relative(project.root, source.file), model.routes, ids.get(source.routePath)!, (route) => ids.get(route)));
  }
  return problems;
}
