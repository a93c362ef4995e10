/**
 * `docsite build`: config → pages → compile (cached, parallel) → links checked → search index →
 * one esbuild run → pre-render → extras, all into a staging folder that replaces the output folder
 * only when everything succeeded.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyPublic } from './copy-public.ts';
import { basename, join, relative, resolve } from 'node:path';
import { projectCacheDir } from './cache-dir.ts';
import { toolVersions } from './cache-key.ts';
import { loadConfig } from '../config/load.ts';
import { checkPublicAssets } from '../config/public-assets.ts';
import type { PageSource } from '../content/scan.ts';
import { codeFactsOf, compileAll, type CompileAllOptions } from './compile-pages.ts';
import { explainReactError as explainReactErrorOf } from './react-errors.ts';
import { recordCompiled, type CompileWorkers } from './compile-workers.ts';
import { describeLayout, resolveProject, type Project } from './project.ts';
import { readGitDatesCached } from './git-dates.ts';
import { readSiteFiles } from './site-files.ts';
import { buildSiteModel, pageListOf, notFoundPage, searchDocuments, sidebarUrl as sidebarUrlOf, withModule, NOT_FOUND_ROUTE, type PageModuleRef } from './site-model.ts';
import { stop as stopEsbuild } from 'esbuild';
import { checkLinks, DEAD_LINK_WARNING, resolveCheckDeadLinks } from './check-links.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import type { CompiledFragment } from './page-loading.ts';
import { bundleSiteCached } from './bundle-cache.ts';
import type { KeyedCode } from './bundle.ts';
import { FileStore } from './file-store.ts';
import { renderHead, cspHash, lacksFavicon, themeScript, NOT_FOUND_LANG_SCRIPT } from './head.ts';
import { readTemplate, renderPages, type RenderJob } from './render.ts';
import { acquireLock, createStaging, describeWriteError, removeLockSync, type Staging } from './output-dir.ts';
import { writeExtras, writeOutputFile, REDIRECT_SCRIPT } from './extras.ts';
import { highlighterOf } from '../markdown/highlighter-settings.ts';
import { startPlugins } from './site-plugins.ts';
import { compileJobs, findFragments, importedMarkdownFiles, notFoundModule, scanSite } from './stages.ts';
import { readmeIndexRoutes } from '../content/readme-index.ts';
import type { PluginDriver } from '../plugins/driver.ts';
import { startSearchIndexes } from './search-indexes.ts';
import { joinRoutePath, routeDataUrl } from '../../shared/routes.ts';
import { searchIndexKey } from '../../shared/search/format.ts';
import type { PageData } from '../../shared/page-data.ts';
import { DocsiteError } from '../errors.ts';
import type { ResolvedSidebar } from '../content/sidebar.ts';
import type { Logger } from '../logger.ts';
import { plural, silentProgress, type BuildProgress } from './progress.ts';
import { atBase } from './at-base.ts';
import { untranslatedWarnings } from './untranslated.ts';

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
  /** Dead links fail the build ('error', the default), only warn (the dev server, while authors edit), or are not looked for ('off', the CLI's --no-check-dead-links). */
  deadLinks?: 'error' | 'warn' | 'off';
  /** Compile workers the caller started while this module loaded (see compile-workers.ts). */
  compileWorkers?: CompileWorkers;
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
  // A config file makes the folder a project: its bundle is kept in the project's cache.
  const configCache = options.noCache ? undefined : { dir: projectCacheDir(resolve(options.root)), tools: JSON.stringify(toolVersions()) };
  const { config, warnings, file: configFile, fingerprint } = await loadConfig(options.root, { base: options.base }, configCache);
  const project = resolveProject(options.root, config, options.outDir);
  options.logger.info(describeLayout(project, configFile));
  await checkPublicAssets(config, project.publicDir, project.root, configFile);
  if (!project.isProject && options.outDir === undefined) refuseForeignOutput(project.outDir);
  const release = acquireLock(project.outDir);
  // From here on an interrupt must leave the previous output and no temporary folders behind.
  const interrupted: Interruptible = {};
  const onSignal = (signal: NodeJS.Signals) => {
    void interrupted.stopSearch?.(); // its kill is sent at once; nothing async may run here
    interrupted.staging?.abort();
    removeLockSync(project.outDir);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  step('config');
  try {
    return await buildLocked({ options, project, config, fingerprint, warnings, timings, step, interrupted, progress });
  } catch (error) {
    progress.stop();
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    release();
  }
}

/**
 * Compiles, one at a time (they share this thread's highlighter), the Markdown files that only a component
 * or a package imports (the bundle finds them); with the colour rules of their code the site's lack.
 */
function fragmentCompiler(
  project: Project,
  config: Awaited<ReturnType<typeof loadConfig>>['config'],
  fingerprint: string | undefined,
  readmeRoutes: readonly string[],
  options: Omit<CompileAllOptions, 'onProgress'>,
  siteCss: ReadonlyMap<string, string>,
): (file: string) => Promise<CompiledFragment> {
  let queue: Promise<unknown> = Promise.resolve();
  return (file) => {
    const next = queue.then(async () => {
      const job = compileJobs(project, [], [file], config, fingerprint, readmeRoutes)[0];
      const { pages, codeCss } = await compileAll([job], options);
      const css = [...codeCss].filter(([name]) => !siteCss.has(name)).sort(([a], [b]) => (a < b ? -1 : 1));
      return { code: pages.get(job.key)!.code, css: css.map(([, rule]) => rule).join('\n') || undefined };
    });
    queue = next.catch(() => undefined);
    return next;
  };
}

/** What a build holds once the config is loaded and the output folder locked. */
interface LockedBuild {
  options: BuildOptions;
  project: Project;
  config: Awaited<ReturnType<typeof loadConfig>>['config'];
  fingerprint: string | undefined;
  /** Collected for the summary (config warnings first). */
  warnings: string[];
  timings: Record<string, number>;
  /** Records the time (and CPU) since the last step under a name. */
  step: (name: string) => void;
  /** What an interrupt must end or remove, as soon as it exists. */
  interrupted: Interruptible;
  progress: BuildProgress;
}

interface Interruptible {
  /** The staging folder: removed. */
  staging?: Staging;
  /** The search-index process: killed first, or it would write into the staging folder after its removal. */
  stopSearch?: () => Promise<void>;
}

async function buildLocked({ options, project, config, fingerprint, warnings, timings, step, interrupted, progress }: LockedBuild): Promise<BuildResult> {

  const { plugins, addedPages } = await startPlugins(config, project.root);
  const sources = scanSite(project, config, addedPages);
  if (!sources.length) throw new DocsiteError(`no pages found in ${project.contentDir}`, { hint: 'add .md or .mdx files' });

  const fragments = findFragments(project, sources);
  step('scan');
  const langList = project.langs.join(', ');
  progress.end(`${plural(sources.length, 'page')}${project.langs.length > 1 ? ` in ${langList}` : ''}`);

  const readmeRoutes = readmeIndexRoutes(sources);
  const compileJobList = compileJobs(project, sources, fragments, config, fingerprint, readmeRoutes);
  progress.begin('compile', compileJobList.length);
  const configRef = fingerprint ? { root: project.root, fingerprint } : undefined;
  const { pages: compiled, keys: compileKeys, codeCss, workers, cacheHits } = await compileAll(compileJobList, {
    cacheDir: options.noCache ? undefined : project.cacheDir,
    highlighter: highlighterOf(config, fingerprint),
    started: options.compileWorkers,
    configRef,
    onProgress: (done) => progress.count(done),
    root: project.root,
  });
  if (!options.noCache) recordCompiled(project.cacheDir, compileJobList.length - cacheHits);
  // Markdown files pages import from outside the routes (excluded, outside the content folder) compile as
  // fragments too, and so do those they import in turn.
  const compileOptions = { cacheDir: options.noCache ? undefined : project.cacheDir, highlighter: highlighterOf(config, fingerprint), root: project.root, configRef };
  const sourceFile = new Map(sources.map((s) => [s.routePath, s.file]));
  const fileOf = (key: string) => (key.startsWith('fragment:') ? key.slice('fragment:'.length) : sourceFile.get(key)!);
  const known = new Set([...sources.map((s) => s.file), ...fragments]);
  let added = importedMarkdownFiles([...compiled].map(([key, page]) => [fileOf(key), codeFactsOf(page).markdownImports]), known, project);
  while (added.length) {
    for (const file of added) known.add(file);
    fragments.push(...added);
    const more = await compileAll(compileJobs(project, [], added, config, fingerprint, readmeRoutes), compileOptions);
    for (const [key, page] of more.pages) compiled.set(key, page);
    for (const [key, compileKey] of more.keys) compileKeys.set(key, compileKey);
    for (const [name, rule] of more.codeCss) codeCss.set(name, rule);
    added = importedMarkdownFiles([...more.pages].map(([key, page]) => [fileOf(key), codeFactsOf(page).markdownImports]), known, project);
  }
  step('compile');
  progress.end(`${plural(compileJobList.length, 'file')}${cacheHits ? `, ${cacheHits} from the cache` : ''}`);
  progress.begin('bundle');
  for (const s of sources) {
    for (const w of compiled.get(s.routePath)!.meta.warnings) warnings.push(`${relative(project.root, s.file)}:${w.line ?? 1}: ${w.message}`);
  }
  warnings.push(...untranslatedWarnings(project, sources));

  const gitDates = config.themeConfig.lastUpdated ? readGitDatesCached(project.contentDir, options.noCache ? undefined : project.cacheDir) : new Map<string, number>();
  step('git');

  const staging = createStaging(project.outDir, join(project.cacheDir, 'spare'));
  interrupted.staging = staging;
  // Outputs of earlier builds, linked instead of rewritten when a file comes out the same.
  const store = new FileStore(options.noCache ? undefined : join(project.cacheDir, 'store'));
  let stopSearch = () => Promise.resolve();
  try {
    const searchDocs = searchDocuments(sources, (route) => compiled.get(route));
    const searchIndexes: Record<string, string> = {};
    let searchDone = Promise.resolve();
    if (config.search !== false && config.search.mode === 'local') {
      const pending = startSearchIndexes(searchDocs, staging.dir, store);
      for (const w of pending.written) searchIndexes[searchIndexKey(w.lang, w.version)] = (config.base === '/' ? '/' : config.base) + w.file;
      searchDone = pending.done;
      stopSearch = interrupted.stopSearch = pending.stop;
    }
    const searchIndexCount = Object.keys(searchIndexes).length;
    step('search-start');

    const sidebarUrl = (s: ResolvedSidebar) => sidebarUrlOf(config.base, s);
    // The model knows nothing of the bundle: its site data and page list go into it, and each page's
    // module joins the page's data once bundled (withModule).
    const model = buildSiteModel({ config, project, sources, compiled, gitDates, searchIndexes, sidebarUrl, files: readSiteFiles(config, project) });
    warnings.push(...model.sidebarFileWarnings);
    const links = checkLinks({ project, sources, compiled, model, checkDeadLinks: options.deadLinks === 'off' ? false : resolveCheckDeadLinks(config.markdown) });
    warnings.push(...links.warnings);
    const problems = links.errors;
    if (problems.length && options.deadLinks === 'warn') {
      warnings.push(...problems.map((p) => DEAD_LINK_WARNING + p));
    } else if (problems.length) {
      throw new DocsiteError(problems.join('\n'), { summary: `${problems.length} dead link${problems.length > 1 ? 's' : ''}`, hint: 'fix or remove the links listed above' });
    }
    step('model');

    // Compiled code is read (from the cache) only if esbuild runs: the bundle cache is keyed by the compile keys.
    // (A getter, not a copy: spreading these objects would read the code.)
    const keyedCode = <T extends object>(key: string, into: T): T & KeyedCode =>
      Object.defineProperties(into as T & KeyedCode, {
        code: { enumerable: true, get: () => compiled.get(key)!.code },
        codeKey: { enumerable: true, value: options.noCache ? undefined : compileKeys.get(key) },
      });
    const fragmentCode = new Map(fragments.map((file) => [file, keyedCode('fragment:' + file, {})]));
    const bundleInput = {
      project,
      fragments: fragmentCode,
      siteData: model.siteData,
      pageList: pageListOf(model.pages),
      // Sorted, so a cold and a warm build (rules from workers vs. from the cache) emit the same bytes.
      codeCss: [...codeCss].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, rule]) => rule).join('\n'),
      pluginClient: plugins.clientCode(),
      compileFragment: fragmentCompiler(project, config, fingerprint, readmeRoutes, compileOptions, codeCss),
    };
    const { bundle } = await bundleSiteCached({
      ...bundleInput,
      pages: [...sources.map((s) => keyedCode(s.routePath, { routePath: s.routePath, file: s.file })), notFoundModule(project)],
      outDir: staging.dir,
    }, store, project.cacheDir);
    // The compiled code now lives in the bundle: let it go, and esbuild's service with it (at 10,000
    // pages they hold gigabytes the rest of the build does not need).
    // (Fragments' code stays: few and small, and a React error's explanation bundles them again.)
    for (const [key, page] of compiled) if (!key.startsWith('fragment:')) page.code = '';
    if (options.ownsProcess) await stopEsbuild();
    step('bundle');
    progress.end();

    const modules = new Map<string, PageModuleRef>();
    for (const [route, mod] of bundle.pageModules) {
      const home = compiled.get(route)?.meta.frontmatter.pageType === 'home';
      modules.set(route, {
        url: atBase(mod.url, config.base),
        preload: [...mod.preload, ...(home ? bundle.homePreload : [])].map((p) => atBase(p, config.base)),
        ...(mod.css?.length ? { css: mod.css.map((p) => atBase(p, config.base)) } : {}),
      });
    }
    const pages = model.pages.map((page) => withModule(page, modules.get(page.routePath)!));
    for (const page of pages) await plugins.extendPageData(page);
    const pluginHead = new Map<string, string[]>();
    if (plugins.has('head')) for (const page of pages) pluginHead.set(page.routePath, await plugins.head(page));
    const sidebarFile = (url: string) => join(staging.dir, url.slice(config.base.length));
    for (const sidebar of model.sidebars) store.writeContent(sidebarFile(sidebarUrl(sidebar)), JSON.stringify(sidebar.items));
    const template = readTemplate(join(PACKAGE_ROOT, 'templates'));
    const noFavicon = lacksFavicon(config, project.publicDir);
    const head = (page: PageData) =>
      renderHead(page, config, project.ctx, { css: bundle.css, clientEntry: bundle.clientEntry, preload: bundle.clientPreload, noFavicon }, model.routes, pluginHead.get(page.routePath), sourceOf(page.routePath));
    const sourceByRoute = new Map(sources.map((s) => [s.routePath, s]));
    const sourceOf = (routePath: string) => {
      const file = sourceByRoute.get(routePath)?.file;
      return file ? { absolute: file, relative: relative(project.contentDir, file).split('\\').join('/') } : undefined;
    };
    const jobs: RenderJob[] = pages.map((page) => ({
      page,
      moduleFile: bundle.pageModules.get(page.routePath)!.file,
      sidebarFile: page.sidebar ? sidebarFile(page.sidebar) : null,
      head: head(page),
      sourceFile: relative(project.root, sourceByRoute.get(page.routePath)!.file),
      sourcePath: sourceByRoute.get(page.routePath)!.file,
    }));
    const notFound = withModule(notFoundPage(config, project.ctx.defaultLang), modules.get(NOT_FOUND_ROUTE)!);
    jobs.push({ page: notFound, moduleFile: bundle.pageModules.get(NOT_FOUND_ROUTE)!.file, sidebarFile: null, head: head(notFound), outputFile: '404.html' });
    // Each other language's 404 page too, all in its language (`zh/404.html`), for hosts that serve the
    // nearest 404.html (Cloudflare Pages, `docsite preview`): it hydrates as served, with no text changing.
    // Hosts with the one 404.html serve the default one, which shows the address's language (NotFound.tsx).
    for (const lang of project.ctx.langs.filter((l) => l !== project.ctx.defaultLang)) {
      const page = { ...withModule(notFoundPage(config, lang), modules.get(NOT_FOUND_ROUTE)!), routePath: joinRoutePath({ lang, version: '', path: NOT_FOUND_ROUTE }, project.ctx) };
      jobs.push({ page, moduleFile: bundle.pageModules.get(NOT_FOUND_ROUTE)!.file, sidebarFile: null, head: head(page), outputFile: `${lang}/404.html` });
    }
    writeFileSync(join(staging.dir, 'static', 'package.json'), '{"type":"module"}');
    const precompress = options.precompress || config.precompress;
    // A page that fails with one of React's error codes is rendered again with React's development build, for its message.
    const explainReactError = async (routePath: string) => {
      const source = sourceByRoute.get(routePath);
      const job = jobs.find((j) => j.page.routePath === routePath);
      if (!source || !job) return undefined;
      const { compilePage } = await import('../markdown/compile.ts');
      const { code } = await compilePage(compileJobs(project, [source], [], config, fingerprint, readmeRoutes)[0].input); // (its code was let go after bundling)
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
    // The site's pages as the summary counts them, and the 404 page written besides (not one of them).
    const notFounds = jobs.length - pages.length;
    progress.end(`${plural(pages.length, 'page')} and ${notFounds > 1 ? `${notFounds} 404 pages` : '404.html'}${rendered.rendered < jobs.length ? `, ${jobs.length - rendered.rendered} unchanged` : ''}`);

    // Route data for client-side navigation (the 404 page's too, so the router can show it).
    for (const page of [...pages, notFound]) {
      store.writeContent(join(staging.dir, routeDataUrl(page.routePath, '/').slice(1)), JSON.stringify(page));
    }
    if (existsSync(project.publicDir)) warnings.push(...copyPublic(project.publicDir, staging.dir, project.root, (file) => staging.isLeftover(file)));
    // `icon` written as a file URL: the file at the output's root (head.ts links it there).
    if (project.iconFile) store.writeContent(join(staging.dir, basename(project.iconFile)), readFileSync(project.iconFile));
    progress.begin('search');
    await searchDone;
    step('search-wait');
    progress.end(searchIndexCount ? `${searchIndexCount} ${searchIndexCount > 1 ? 'indexes' : 'index'}, built while bundling` : config.search !== false && config.search.mode === 'algolia' ? 'Algolia DocSearch: no local index' : 'off');
    progress.begin('extras');
    await runBuildEnd(plugins, config, project, pages, sources, staging);
    await writeExtras({ config, outDir: staging.dir, inlineScriptHashes: [cspHash(themeScript(config)), cspHash(REDIRECT_SCRIPT), cspHash(NOT_FOUND_LANG_SCRIPT)], store, precompress, compressed: rendered.compressed, isLeftover: staging.isLeftover });
    step('extras');

    staging.commit();
    store.finish();
    step('swap');
    progress.end();
    return { pages: sources.length, langs: project.langs, outDir: project.outDir, warnings, timings, compileWorkers: workers, renderWorkers: rendered.workers };
  } catch (error) {
    await stopSearch(); // else the search process may write into the staging folder after it is gone
    staging.abort();
    throw describeWriteError(error, project.outDir) ?? error;
  }
}

/** The plugins' `buildEnd` (the built-in feeds, sitemap, llms.txt and redirect pages among them), writing into the staging folder. */
async function runBuildEnd(plugins: PluginDriver, config: Awaited<ReturnType<typeof loadConfig>>['config'], project: Project, pages: PageData[], sources: PageSource[], staging: Staging): Promise<void> {
  if (!plugins.has('buildEnd')) return;
  const { plugins: _site, ...final } = config;
  await plugins.buildEnd({
    outDir: staging.dir,
    pages,
    config: final,
    route: project.ctx,
    project: { root: project.root, contentDir: project.contentDir, langDirs: project.langDirs },
    sources: sources.map(({ routePath, file, content }) => (content === undefined ? { routePath, file } : { routePath, file, content })),
    emitFile: (path, content) => writeOutputFile(staging.dir, path, content),
    isWritten: (path) => staging.has(join(staging.dir, path)),
  });
}
