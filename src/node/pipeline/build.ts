/**
 * `docsite build`: config → pages → compile (cached, parallel) → links checked → search index →
 * one esbuild run → pre-render → extras, all into a staging folder that replaces the output folder
 * only when everything succeeded.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { copyPublic } from './copy-public.ts';
import { join, relative } from 'node:path';
import { loadConfig } from '../config/load.ts';
import { scanPages, readPageSource, walkFiles, type PageSource } from '../content/scan.ts';
import { compileAll, type CompileJob } from './compile-pages.ts';
import { compilePage } from '../markdown/compile.ts';
import { explainReactError as explainReactErrorOf } from './react-errors.ts';
import type { CompileWorker } from './compile-workers.ts';
import { describeLayout, resolveProject, type Project } from './project.ts';
import { readGitDates } from './git-dates.ts';
import { buildSiteModel, compiledUsesOverview, notFoundPage, NOT_FOUND_ROUTE } from './site-model.ts';
import { stop as stopEsbuild } from 'esbuild';
import { checkLinks } from './check-links.ts';
import { PACKAGE_ROOT } from './bundle.ts';
import { bundleSiteCached } from './bundle-cache.ts';
import { FileStore } from './file-store.ts';
import { renderHead, cspHash, themeScript, NOT_FOUND_LANG_SCRIPT } from './head.ts';
import { readTemplate, renderPages, type RenderJob } from './render.ts';
import { acquireLock, createStaging, describeWriteError, removeLockSync, type Staging } from './output-dir.ts';
import { writeExtras, REDIRECT_SCRIPT } from './extras.ts';
import type { SearchDocument } from '../search/build-index.ts';
import { startSearchIndexes } from '../search/search-indexes.ts';
import { routeDataUrl } from '../../shared/routes.ts';
import { DocsiteError } from '../errors.ts';
import type { ResolvedSidebar } from '../content/sidebar.ts';
import type { Logger } from '../logger.ts';
import { plural, silentProgress, type BuildProgress } from './progress.ts';

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** The URL prefix the site is served under, over the config's `base` (the CLI's --base). */
  base?: string;
  logger: Logger;
  /** Skip the on-disk compile cache (for benchmarks of cold builds). */
  noCache?: boolean;
  /** Writes .br/.gz siblings whatever the config says (the CLI's --precompress). */
  precompress?: boolean;
  /** The build is all this process does (the CLI): it may stop esbuild's service once bundling is over. */
  ownsProcess?: boolean;
  /** Dead links fail the build ('error', the default) or only warn (the dev server, while authors edit). */
  deadLinks?: 'error' | 'warn';
  /** Compile workers the caller started while this module loaded (see compile-workers.ts). */
  compileWorkers?: CompileWorker[];
  /** Told each step as it runs (the CLI's progress lines). */
  progress?: BuildProgress;
}

export interface BuildResult {
  pages: number;
  langs: string[];
  outDir: string;
  warnings: string[];
  timings: Record<string, number>;
  /** Worker threads that compiled pages (0: this thread did, e.g. when every page came from the cache). */
  compileWorkers: number;
  /** Worker threads that rendered pages (0: this thread did, or every page came from the store). */
  renderWorkers: number;
}

export function compileJobs(project: Project, sources: PageSource[], fragments: string[], config: Awaited<ReturnType<typeof loadConfig>>['config']): CompileJob[] {
  const common = {
    ctx: project.ctx,
    markdown: { showLineNumbers: config.markdown.showLineNumbers, defaultWrapCode: config.markdown.defaultWrapCode, staticHtml: config.markdown.staticHtml },
    searchCodeBlocks: config.search !== false && config.search.mode === 'local' && config.search.codeBlocks,
  };
  const jobs: CompileJob[] = sources.map((s) => ({
    key: s.routePath,
    input: { file: s.file, source: readPageSource(s.file), lang: s.lang, pagePath: s.pagePath, ...common },
  }));
  for (const file of fragments) {
    const rel = relative(project.contentDir, file).split('\\').join('/');
    const lang = project.langDirs.find((l) => rel.startsWith(l + '/')) ?? project.ctx.defaultLang;
    jobs.push({ key: 'fragment:' + file, input: { file, source: readPageSource(file), lang, pagePath: '/' + rel.replace(/^[^/]+\//, ''), ...common } });
  }
  return jobs;
}

/**
 * Markdown files under the content folder that are not routed but may be imported: those in `shared/`
 * folders, and (Rspress's convention) those whose name or folder starts with `_`.
 */
export function findFragments(project: Project, sources: PageSource[], underscored = underscoreFragments(project)): string[] {
  const routed = new Set(sources.map((s) => s.file));
  const out: string[] = [];
  for (const lang of project.langDirs.length ? project.langDirs : ['']) {
    const dir = join(project.contentDir, lang, 'shared');
    if (!existsSync(dir)) continue;
    for (const file of walkFiles(dir)) if (/\.mdx?$/.test(file) && !routed.has(file)) out.push(file);
  }
  for (const file of underscored) if (!routed.has(file) && !out.includes(file)) out.push(file);
  return out;
}

/** `_part.mdx`, `_parts/x.md` under the content folder (not `_theme/`, which holds code). */
function underscoreFragments(project: Project): string[] {
  const out: string[] = [];
  for (const file of walkFiles(project.contentDir, [project.outDir, project.cacheDir, join(project.contentDir, '_theme')])) {
    if (!/\.mdx?$/.test(file)) continue;
    const rel = relative(project.contentDir, file).split('\\').join('/');
    if (rel.split('/').some((part) => part.startsWith('_'))) out.push(file);
  }
  return out;
}

/**
 * A zero-config build writes ./dist of wherever it is run, which in someone's project may be another
 * tool's output: replaced only when it is empty or docsite's (every docsite output has csp.json).
 */
function refuseForeignOutput(outDir: string): void {
  if (!existsSync(outDir) || existsSync(join(outDir, 'csp.json')) || readdirSync(outDir).length === 0) return;
  const shown = relative(process.cwd(), outDir) || outDir;
  throw new DocsiteError(`${shown}/ holds files that are not a docsite build; a build with no config would replace them`, { hint: `write elsewhere with -o <folder>, or empty ${shown}/` });
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  let cpuMark = process.cpuUsage();
  const step = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
    const cpu = process.cpuUsage(cpuMark);
    timings[name + '.cpu'] = Math.round((cpu.user + cpu.system) / 1000);
    cpuMark = process.cpuUsage();
  };

  const progress = options.progress ?? silentProgress;
  progress.begin('config');
  const { config, warnings, file: configFile } = await loadConfig(options.root, { base: options.base });
  const project = resolveProject(options.root, config, options.outDir);
  options.logger.info(describeLayout(project, configFile));
  if (!project.isProject && options.outDir === undefined) refuseForeignOutput(project.outDir);
  const release = acquireLock(project.outDir);
  // From here on an interrupt must leave the previous output and no temporary folders behind.
  const interrupted: { staging?: Staging } = {};
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted.staging?.abort();
    removeLockSync(project.outDir);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  step('config');
  try {
    return await buildLocked(options, project, config, warnings, timings, step, interrupted, progress);
  } catch (error) {
    progress.stop();
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    release();
  }
}

async function buildLocked(
  options: BuildOptions,
  project: Project,
  config: Awaited<ReturnType<typeof loadConfig>>['config'],
  warnings: string[],
  timings: Record<string, number>,
  step: (name: string) => void,
  interrupted: { staging?: Staging },
  progress: BuildProgress,
): Promise<BuildResult> {

  const sources = scanPages({ contentDir: project.contentDir, langs: project.langDirs, defaultLang: project.ctx.defaultLang, exclude: config.route.exclude, skipDirs: [project.outDir, project.cacheDir] });
  if (!sources.length) throw new DocsiteError(`no pages found in ${project.contentDir}`, { hint: 'add .md or .mdx files' });

  const fragments = findFragments(project, sources);
  step('scan');
  const langList = project.langs.join(', ');
  progress.end(`${plural(sources.length, 'page')}${project.langs.length > 1 ? ` in ${langList}` : ''}`);

  const compileJobList = compileJobs(project, sources, fragments, config);
  progress.begin('compile', compileJobList.length);
  const { pages: compiled, codeCss, workers, cacheHits } = await compileAll(compileJobList, {
    cacheDir: options.noCache ? undefined : project.cacheDir,
    highlighter: config.markdown.highlighter,
    started: options.compileWorkers,
    onProgress: (done) => progress.count(done),
  });
  step('compile');
  progress.end(`${plural(compileJobList.length, 'file')}${cacheHits ? `, ${cacheHits} from the cache` : ''}`);
  progress.begin('bundle');
  for (const s of sources) {
    for (const w of compiled.get(s.routePath)!.meta.warnings) warnings.push(`${relative(project.root, s.file)}:${w.line ?? 1}: ${w.message}`);
  }
  warnings.push(...untranslatedWarnings(project, sources));

  const gitDates = config.themeConfig.lastUpdated ? readGitDates(project.contentDir) : new Map<string, number>();
  step('git');

  const staging = createStaging(project.outDir, join(project.cacheDir, 'spare'));
  interrupted.staging = staging;
  // Outputs of earlier builds, linked instead of rewritten when a file comes out the same.
  const store = new FileStore(options.noCache ? undefined : join(project.cacheDir, 'store'));
  try {
    const searchDocs: SearchDocument[] = sources
      .filter((s) => {
        const fm = compiled.get(s.routePath)!.meta.frontmatter;
        return fm.pageType !== 'home' && fm.search !== false;
      })
      .map((s) => {
        const meta = compiled.get(s.routePath)!.meta;
        return { routePath: s.routePath, lang: s.lang, version: '', title: meta.title, sections: meta.sections };
      });
    const searchIndexes: Record<string, string> = {};
    let searchDone = Promise.resolve();
    if (config.search !== false && config.search.mode === 'local') {
      const pending = startSearchIndexes(searchDocs, staging.dir, store);
      for (const w of pending.written) searchIndexes[w.version ? `${w.lang}@${w.version}` : w.lang] = (config.base === '/' ? '/' : config.base) + w.file;
      searchDone = pending.done;
    }
    const searchIndexCount = Object.keys(searchIndexes).length;
    step('search-start');

    const sidebarUrls = new Map<ResolvedSidebar, string>();
    const sidebarUrl = (s: ResolvedSidebar) => {
      let url = sidebarUrls.get(s);
      if (!url) sidebarUrls.set(s, (url = `${config.base}static/sidebar/${s.id}.${sidebarHash(s)}.json`));
      return url;
    };
    // The model is built twice: once to get client site data for the bundle, then with module URLs.
    const pending = new Map<string, { url: string; preload: string[] }>();
    const draft = buildSiteModel({ config, project, sources, compiled, gitDates, searchIndexes, sidebarUrl, moduleUrl: () => ({ url: '', preload: [] }) });
    const problems = checkLinks({ project, sources, compiled, model: draft, checkDeadLinks: config.markdown.checkDeadLinks });
    if (problems.length && options.deadLinks === 'warn') {
      warnings.push(...problems.map((p) => `dead link: ${p}`));
    } else if (problems.length) {
      throw new DocsiteError(problems.join('\n'), { summary: `${problems.length} dead link${problems.length > 1 ? 's' : ''}`, hint: 'fix or remove the links listed above' });
    }
    step('model');

    const fragmentCode = new Map<string, string>();
    for (const file of fragments) fragmentCode.set(file, compiled.get('fragment:' + file)!.code);
    const bundleInput = {
      project,
      fragments: fragmentCode,
      siteData: draft.siteData,
      pageList: draft.pages.map((p) => ({ routePath: p.routePath, lang: p.lang, title: p.title, frontmatter: p.frontmatter })),
      // Sorted, so a cold and a warm build (rules from workers vs. from the cache) emit the same bytes.
      codeCss: [...codeCss].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, rule]) => rule).join('\n'),
    };
    const { bundle } = await bundleSiteCached({
      ...bundleInput,
      pages: [...sources.map((s) => ({ routePath: s.routePath, file: s.file, code: compiled.get(s.routePath)!.code })), notFoundModule(project)],
      outDir: staging.dir,
    }, store, project.cacheDir);
    // The compiled code now lives in the bundle: let it go, and esbuild's service with it (at 10,000
    // pages they hold gigabytes the rest of the build does not need).
    const overviewRoutes = new Set(sources.filter((s) => compiledUsesOverview(compiled.get(s.routePath)!)).map((s) => s.routePath));
    for (const page of compiled.values()) page.code = '';
    if (options.ownsProcess) await stopEsbuild();
    step('bundle');
    progress.end();

    for (const [route, mod] of bundle.pageModules) {
      const home = compiled.get(route)?.meta.frontmatter.pageType === 'home';
      pending.set(route, { url: config.base.slice(0, -1) + mod.url, preload: [...mod.preload, ...(home ? bundle.homePreload : [])].map((p) => config.base.slice(0, -1) + p) });
    }
    const model = buildSiteModel({ config, project, sources, compiled, gitDates, searchIndexes, sidebarUrl, moduleUrl: (r) => pending.get(r)!, usesOverview: (r) => overviewRoutes.has(r) });
    const sidebarFile = (url: string) => join(staging.dir, url.slice(config.base.length));
    for (const sidebar of model.sidebars) store.writeContent(sidebarFile(sidebarUrl(sidebar)), JSON.stringify(sidebar.items));
    const template = readTemplate(join(PACKAGE_ROOT, 'templates'));
    const head = (page: typeof model.pages[number]) =>
      renderHead(page, config, project.ctx, { css: bundle.css, clientEntry: bundle.clientEntry, preload: bundle.clientPreload, manifest: config.appIcon ? '/manifest.webmanifest' : undefined }, model.routes);
    const sourceByRoute = new Map(sources.map((s) => [s.routePath, s]));
    const jobs: RenderJob[] = model.pages.map((page) => ({
      page,
      moduleFile: bundle.pageModules.get(page.routePath)!.file,
      sidebarFile: page.sidebar ? sidebarFile(page.sidebar) : null,
      head: head(page),
      sourceFile: relative(project.root, sourceByRoute.get(page.routePath)!.file),
      sourcePath: sourceByRoute.get(page.routePath)!.file,
    }));
    const notFound = notFoundPage(config, project.ctx.defaultLang, pending.get(NOT_FOUND_ROUTE)!);
    jobs.push({ page: notFound, moduleFile: bundle.pageModules.get(NOT_FOUND_ROUTE)!.file, sidebarFile: null, head: head(notFound), outputFile: '404.html' });
    writeFileSync(join(staging.dir, 'static', 'package.json'), '{"type":"module"}');
    const precompress = options.precompress || config.precompress;
    // A page that fails with one of React's error codes is rendered again with React's development build, for its message.
    const explainReactError = async (routePath: string) => {
      const source = sourceByRoute.get(routePath);
      const job = jobs.find((j) => j.page.routePath === routePath);
      if (!source || !job) return undefined;
      const { code } = await compilePage(compileJobs(project, [source], [], config)[0].input); // (its code was let go after bundling)
      const { page, sidebarFile, head, sourceFile, sourcePath } = job;
      return explainReactErrorOf({
        bundle: bundleInput,
        page: { routePath, file: source.file, code },
        task: { page, sidebarFile, head, sourceFile, sourcePath },
        template,
        base: config.base,
        tmpDir: join(project.cacheDir, 'tmp'),
      });
    };
    progress.begin('render', jobs.length);
    const rendered = await renderPages(jobs, {
      serverEntry: bundle.serverEntry,
      template,
      outDir: staging.dir,
      clientEntry: bundle.clientEntry,
      base: config.base,
      compress: precompress,
      store,
      explainReactError,
      onProgress: (done) => progress.count(done),
    });
    for (const file of [...bundle.serverOnlyFiles, join(staging.dir, 'static', 'package.json')]) rmSync(file, { force: true });
    step('render');
    progress.end(`${plural(jobs.length, 'page')}${rendered.rendered < jobs.length ? `, ${jobs.length - rendered.rendered} unchanged` : ''}`);

    // Route data for client-side navigation (the 404 page's too, so the router can show it).
    for (const page of [...model.pages, notFound]) {
      store.writeContent(join(staging.dir, routeDataUrl(page.routePath, '/').slice(1)), JSON.stringify(page));
    }
    if (existsSync(project.publicDir)) warnings.push(...copyPublic(project.publicDir, staging.dir, project.root, (file) => staging.isLeftover(file)));
    progress.begin('search');
    await searchDone;
    step('search-wait');
    progress.end(searchIndexCount ? `${searchIndexCount} ${searchIndexCount > 1 ? 'indexes' : 'index'}, built while bundling` : 'off');
    progress.begin('extras');
    await writeExtras({ config, project, model, sources, outDir: staging.dir, gitDates, inlineScriptHashes: [cspHash(themeScript(config)), cspHash(REDIRECT_SCRIPT), cspHash(NOT_FOUND_LANG_SCRIPT)], store, precompress, compressed: rendered.compressed, written: staging.has, isLeftover: staging.isLeftover });
    step('extras');

    staging.commit();
    store.finish();
    step('swap');
    progress.end();
    return { pages: sources.length, langs: project.langs, outDir: project.outDir, warnings, timings, compileWorkers: workers, renderWorkers: rendered.workers };
  } catch (error) {
    staging.abort();
    throw describeWriteError(error, project.outDir) ?? error;
  }
}

/**
 * The 404 page's module: the not-found screen itself, so its code loads with the one page that shows it
 * rather than in the shell every page loads. Shared with the dev server.
 */
export const NOT_FOUND_MODULE_CODE = "import { NotFound } from 'docsite/theme';\nexport default NotFound;\n";

function notFoundModule(project: Project) {
  return { routePath: NOT_FOUND_ROUTE, file: join(project.contentDir, '404.virtual.js'), code: NOT_FOUND_MODULE_CODE };
}

export function sidebarHash(sidebar: ResolvedSidebar): string {
  let h = 2166136261;
  const text = JSON.stringify(sidebar.items);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Pages that exist in one language but not in the other. */
function untranslatedWarnings(project: Project, sources: PageSource[]): string[] {
  if (project.langDirs.length < 2) return [];
  const byLang = new Map(project.langDirs.map((l) => [l, new Set(sources.filter((s) => s.lang === l).map((s) => s.pagePath))]));
  const out: string[] = [];
  for (const [lang, paths] of byLang) {
    for (const [other, otherPaths] of byLang) {
      if (other === lang) continue;
      const missing = [...paths].filter((p) => !otherPaths.has(p));
      if (missing.length) out.push(`${missing.length} page${missing.length > 1 ? 's' : ''} in "${lang}" ${missing.length > 1 ? 'have' : 'has'} no "${other}" version: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`);
    }
  }
  return out;
}
