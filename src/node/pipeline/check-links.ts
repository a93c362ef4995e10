/**
 * Dead links: every internal link and `#anchor` in every page, and every sidebar and nav link, must
 * resolve. All problems are reported at once as `file:line:column → target (why; did you mean …?)`. A link
 * to a missing page, or a config sidebar's, fails the build; a missing `#anchor` on a page that exists and a
 * nav link to no page are warnings unless the config says otherwise (Docusaurus's defaults: a team's first
 * build should not fail on what its current tool accepts).
 */
import { dirname, join, relative, resolve } from 'node:path';
import type { CompiledPage } from '../markdown/compile.ts';
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';
import type { SiteModel } from './site-model.ts';
import type { RecordedLink } from '../markdown/plugins/links.ts';
import { routeReached } from '../../shared/routes.ts';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { globMatcher } from '../content/globs.ts';
import { closestName } from '../did-you-mean.ts';

type CheckDeadLinks = ResolvedSiteConfig['markdown']['checkDeadLinks'];

export interface CheckInput {
  project: Project;
  sources: PageSource[];
  compiled: Map<string, CompiledPage>;
  model: SiteModel;
  checkDeadLinks: CheckDeadLinks;
}

/**
 * One dead link of a page: to a page that does not exist, or to a heading a page does not have; or, on a
 * Docusaurus site, to a route outside its docs that docsite does not build (see outsideDocs).
 */
export interface DeadLink {
  kind: 'page' | 'anchor' | 'outside';
  /** `file:line:column → target (why)` */
  text: string;
}

/** What the build does with each kind of dead link: fail on it, or warn. */
export interface DeadLinkVerdicts {
  excluded: (url: string) => boolean;
  anchors: 'error' | 'warn';
}

/**
 * The dead-link check the config asks for: `markdown.checkDeadLinks`, or Rspress's `markdown.link.checkDeadLinks`
 * and `checkAnchors` when set (these win). Rspress checks no anchors unless asked; docsite warns on them, and
 * `checkAnchors: true` makes them fail the build as in Rspress; its `excludes` join the links'.
 */
export function resolveCheckDeadLinks(markdown: Pick<ResolvedSiteConfig['markdown'], 'checkDeadLinks' | 'link'>): CheckDeadLinks {
  const links = markdown.link?.checkDeadLinks;
  const anchors = markdown.link?.checkAnchors;
  if (links === undefined && anchors === undefined) return markdown.checkDeadLinks;
  if (links === false) return false;
  const base = links === undefined ? markdown.checkDeadLinks : links;
  if (base === false) return false;
  const excluded = [base === true ? [] : base.excludes, typeof anchors === 'object' ? anchors.excludes : []];
  const excludes = excluded.every(Array.isArray) ? (excluded as (string | RegExp)[][]).flat() : (url: string) => excluded.some((e) => deadLinkExclusion(e)(url));
  const fromBase = (typeof base === 'object' && (base as { anchors?: 'error' | 'warn' }).anchors) || 'warn';
  return { excludes, anchors: anchors === undefined || anchors === false ? fromBase : 'error' };
}

/** `markdown.checkDeadLinks` read once for build and dev; undefined when links are not checked. */
export function deadLinkVerdicts(check: CheckDeadLinks): DeadLinkVerdicts | undefined {
  if (check === false) return undefined;
  if (check === true) return { excluded: () => false, anchors: 'warn' };
  return { excluded: deadLinkExclusion(check.excludes), anchors: check.anchors };
}

/** The line the build and dev print for a dead link: "dead link" when the build fails on it, "dead anchor" when it warns. */
export function deadLinkLine(link: DeadLink, verdicts: DeadLinkVerdicts): string {
  if (link.kind === 'outside') return `link outside the docs: ${link.text}`;
  return `${link.kind === 'anchor' && verdicts.anchors === 'warn' ? 'dead anchor' : 'dead link'}: ${link.text}`;
}

/** How a dead link is introduced where it is only a warning (`deadLinks: 'warn'`, the dev server). */
export const DEAD_LINK_WARNING = 'dead link: ';

/** The links of the site config's nav and sidebars that lead to no page, as `site config: where → link (no such page)`. */
export function configLinkProblems(model: Pick<SiteModel, 'linkProblems'>): string[] {
  return model.linkProblems.map((p) => `site config: ${p.where} → ${p.link} (no such page)`);
}

/** Whether a link's URL (as written) matches one of `excludes` (see `markdown.checkDeadLinks` in the config schema). */
export function deadLinkExclusion(excludes: readonly (string | RegExp)[] | ((url: string) => boolean)): (url: string) => boolean {
  if (typeof excludes === 'function') return (url) => excludes(url);
  const tests = excludes.map((pattern) => {
    if (pattern instanceof RegExp) return (url: string) => pattern.test(url);
    if (!pattern.includes('*')) return (url: string) => url.startsWith(pattern);
    // A glob matches the link's path; its query and #anchor do not count.
    const glob = globMatcher([pattern]);
    return (url: string) => glob(url.split(/[?#]/)[0]);
  });
  return (url) => tests.some((test) => test(url));
}

/**
 * A Docusaurus site's docs live under `/docs/` (`routeBasePath`); its other routes (the blog, `src/pages/`,
 * other plugins' pages such as a second docs instance or `/__docusaurus/debug`) are built by Docusaurus but
 * not by docsite, which builds only the docs. So an absolute link outside `/docs/` that reaches no page is
 * one docsite cannot check: a warning, not a dead link. Undefined on other sites.
 */
export function outsideDocs(project: Pick<Project, 'docusaurus'>): ((url: string) => boolean) | undefined {
  if (!project.docusaurus) return undefined;
  return (url) => url.startsWith('/') && !url.startsWith('//') && !/^\/docs(?=[/?#]|$)/.test(url) && !/\.mdx?(?=[?#]|$)/.test(url);
}

const MARKDOWN_IMPORT = /import\s+[\w${}\s,*]+\s+from\s+["']([^"']+\.mdx?)["']/g;

/** The import statements of Markdown files in compiled code, one a line: what `importedFragments` reads of it. */
export function markdownImportsIn(code: string): string {
  return code.match(MARKDOWN_IMPORT)?.join('\n') ?? '';
}

/** Markdown fragments a compiled page imports (`@en/shared/x.mdx`, `./part.md`), as absolute files. */
export function importedFragments(code: string, pageFile: string, project: Pick<Project, 'contentDir' | 'langDirs'>): string[] {
  const out: string[] = [];
  for (const match of code.matchAll(MARKDOWN_IMPORT)) {
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
  for (const file of importedFragments(page.codeFacts?.markdownImports ?? page.code, pageFile, project)) for (const id of fragmentIds(file) ?? []) ids.add(id);
  return ids;
}

/**
 * The dead links among one page's links, by kind, as `file:line:column → target (why)`, with the page or
 * heading the link most likely meant when one is spelt nearly the same (as config keys are told theirs). `idsOf` gives another page's
 * heading ids (undefined while unknown: its anchors are not checked then). Shared with the dev server.
 */
export function deadLinks(links: readonly RecordedLink[], file: string, routes: ReadonlySet<string>, ownIds: ReadonlySet<string>, idsOf: (route: string) => ReadonlySet<string> | undefined, outside?: (url: string) => boolean): DeadLink[] {
  const problems: DeadLink[] = [];
  for (const link of links) {
    const at = `${file}:${link.line ?? 1}${link.line && link.column ? `:${link.column}` : ''}`;
    if (link.file) continue; // a file (public/ or beside the pages), not a page: see links.ts
    if (!link.routePath) {
      if (link.hash && !ownIds.has(link.hash)) problems.push({ kind: 'anchor', text: `${at} → #${link.hash} (no such heading on this page${meant('#', link.hash, ownIds)})` });
      continue;
    }
    const target = routeReached(routes, link.routePath);
    if (target) {
      const ids = idsOf(target);
      if (link.hash && ids?.has(link.hash) === false) problems.push({ kind: 'anchor', text: `${at} → ${link.url} (no heading #${link.hash} on that page${meant('#', link.hash, ids)})` });
      continue;
    }
    if (/\.\w{2,5}$/.test(link.routePath) && !/\.html?$/.test(link.routePath)) continue; // a static file (e.g. /logo.png) from public/
    if (outside?.(link.url)) {
      problems.push({ kind: 'outside', text: `${at} → ${link.url} (not a docs page: Docusaurus's blog, src/pages and plugin routes are not built by docsite, so the link is kept as written and not checked)` });
      continue;
    }
    problems.push({ kind: 'page', text: `${at} → ${link.url} (${whyNoPage(link, routes)})` });
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

/** The build's dead links: those it fails on, and those it only warns about (as `dead anchor: …` / `dead link: …` lines). */
export function checkLinks({ project, sources, compiled, model, checkDeadLinks }: CheckInput): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings = [...model.navLinkWarnings];
  errors.push(...configLinkProblems(model));
  const verdicts = deadLinkVerdicts(checkDeadLinks);
  if (!verdicts) return { errors, warnings };
  const outside = outsideDocs(project);
  // A page's anchors include the headings of the fragments it embeds.
  const ids = new Map<string, Set<string>>();
  const fragmentIds = (file: string) => compiled.get('fragment:' + file)?.meta.headingIds;
  for (const s of sources) ids.set(s.routePath, pageHeadingIds(compiled.get(s.routePath)!, s.file, project, fragmentIds));
  for (const source of sources) {
    const meta = compiled.get(source.routePath)!.meta;
    const found = deadLinks(meta.links.filter((link) => !verdicts.excluded(link.url)), relative(project.root, source.file), model.routes, ids.get(source.routePath)!, (route) => ids.get(route), outside);
    for (const link of found) {
      if (link.kind === 'outside' || (link.kind === 'anchor' && verdicts.anchors === 'warn')) warnings.push(deadLinkLine(link, verdicts));
      else errors.push(link.text);
    }
  }
  return { errors, warnings };
}
