/**
 * The dev server's view of the site: config, pages, site model, and per page its compiled module,
 * all kept current as files change, and nothing compiled before it is asked for. Pages compile
 * when first requested (or when search needs them); an edit re-compiles and re-bundles just that
 * page. Every failure is kept as an error for the terminal and the browser overlay, while the last
 * good state keeps being served.
 */
import { siteLocales } from '../config/locales.ts';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import pc from 'picocolors';
import { CONFIG_FILES, findConfigFile, loadConfig, type ConfigOverrides, type LoadedConfig } from '../config/load.ts';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { readPageSource, type PageSource } from '../content/scan.ts';
import { flattenSidebarLinks, type ResolvedSidebar } from '../content/sidebar.ts';
import { compileJobs, compileSettings, findFragments, NOT_FOUND_MODULE_CODE, scanSite } from '../pipeline/stages.ts';
import { withCodeLanguages } from '../pipeline/compile-pages.ts';
import { codeLanguagesIn } from '../markdown/highlighter.ts';
import { includedFiles } from '../markdown/includes.ts';
import { siteAliases } from '../pipeline/bundle.ts';
import { describeLayout, resolveProject, type Project } from '../pipeline/project.ts';
import { buildSiteModel, compiledUsesOverview, notFoundPage, pageListOf, type PageListEntry, searchDocuments, sidebarUrl, NOT_FOUND_ROUTE, type SiteModel } from '../pipeline/site-model.ts';
import { clientEntryUrl, pageDocument } from '../pipeline/document.ts';
import { renderHead } from '../pipeline/head.ts';
import { deadLinks, deadLinkExclusion, importedFragments, pageHeadingIds } from '../pipeline/check-links.ts';
import { renderFailure } from '../pipeline/render-errors.ts';
import { escapeHtml } from '../pipeline/html.ts';
import { readTemplate } from '../pipeline/render.ts';
import { PACKAGE_ROOT, CLIENT_DIR } from '../package-root.ts';
import type { ClientSiteData, InitialData, PageData, ResolvedSidebarItem } from '../../shared/page-data.ts';
import { DocsiteError } from '../errors.ts';
import type { CompiledPage } from '../markdown/compile.ts';
import type { Logger } from '../logger.ts';
import { DevCompiler, quickTitle, stubPage } from './compiler.ts';
import { RuntimeBundle, SharedModuleNeeded } from './runtime-bundle.ts';
import { bundlePage, type PageModule } from './page-bundle.ts';
import { devClientScript, CODE_CSS_PATH } from './client-script.ts';
import type { DevErrorInfo } from './events.ts';
import { sitePlugins } from '../plugins/site-plugins.ts';
import type { PluginClientCode } from '../plugins/client-code.ts';
import { PluginDriver, type PluginPage } from '../plugins/driver.ts';
import { highlighterOf } from '../plugins/markdown.ts';

type Renderer = (initial: InitialData, Content: ComponentType) => string;

interface Entry {
  source: PageSource;
  /** Last good compile. */
  compiled?: CompiledPage;
  compileError?: DocsiteError;
  /** Last good page module. */
  module?: PageModule;
  bundleError?: DocsiteError;
  /** The source changed since the last compile (or was never compiled). */
  dirty: boolean;
  /** Bumped when the module must be rebuilt (new compile, changed dependency). */
  rev: number;
  /** `${rev}:${runtime generation}` of the last bundle attempt. */
  builtKey?: string;
  compiling?: Promise<void>;
  bundling?: Promise<void>;
  quickTitle?: string;
  /** Files its last compile included (`<!--@include:-->`, `<<<`, `{{#include}}`): an edit of one recompiles it. */
  includes?: Set<string>;
  /** Its current warnings (compile warnings, dead links): printed once per change, and shown in the browser. */
  warnings?: string[];
}

/** What the server sends for a request. */
export interface DevResponse {
  status: number;
  type: string;
  body: string;
}

export interface ChangeResult {
  /** Routes to refresh in place; null = every page. */
  routes: string[] | null;
  reload: boolean;
}

/** DOCSITE_DEBUG=dev prints the time of each step of a rebuild. */
const debug = /\bdev\b/.test(process.env.DOCSITE_DEBUG ?? '') ? (m: string) => console.error(pc.dim(`[dev ${((performance.timeOrigin + performance.now()) % 100000).toFixed(1)}] ${m}`)) : () => {};


function toError(error: unknown): DocsiteError {
  if (error instanceof DocsiteError) return error;
  const e = error as Error;
  return new DocsiteError(e?.message ?? String(error), { cause: error });
}

/** Removes output folders left by dev servers that are no longer running. */
function removeStaleOutputs(parent: string): void {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

export class DevSite {
  readonly root: string;
  private readonly logger: Logger;
  config?: ResolvedSiteConfig;
  configFile?: string;
  /** The config code's fingerprint (config/load.ts): names the plugins' code in compile keys. */
  private fingerprint?: string;
  /** Files the config is made of (it and the local modules it imports, plugins among them): an edit reloads it. */
  private configInputs = new Set<string>();
  /** The site's plugins (built-in ones first), as the build runs them. */
  private plugins = new PluginDriver([], '.');
  /** The plugins' global components and client modules (bundled into the app). */
  private pluginClient?: PluginClientCode;
  /** The pages plugins added (`addPages`, run when the config loads). */
  private addedPages: PluginPage[] = [];
  project?: Project;
  private sources: PageSource[] = [];
  private entries = new Map<string, Entry>();
  private byFile = new Map<string, Entry>();
  private compiler?: DevCompiler;
  private runtime?: RuntimeBundle;
  private runtimeReady: Promise<void> = Promise.resolve();
  private renderer?: { generation: number; render: Promise<Renderer> };
  private notFound?: { key: string; module: PageModule };
  private model?: SiteModel;
  private modelDirty = true;
  private pageData = new Map<string, PageData>();
  private sidebarsByUrl = new Map<string, ResolvedSidebar>();
  private gitDates = new Map<string, number>();
  private template?: string;
  /** Site-wide problems: config, scan, model, theme bundle, template. */
  private siteErrors = new Map<string, DocsiteError>();
  private publishedErrors = '[]';
  private loggedErrors = new Map<string, string>();
  /** Dead links of the config's nav and sidebars, as last printed (they go to the browsers' warning box too). */
  private configLinkWarnings: string[] = [];
  /** Bumped on every change that can alter any response (HTML cache key). */
  version = 0;
  private htmlCache = new Map<string, { version: number; response: Promise<DevResponse> }>();
  private searchCache = new Map<string, { version: number; files: Promise<{ index: string; text: string } | null> }>();
  private searchVersion = 0;
  outDir?: string;
  /** Called with errors whenever the set of errors changes. */
  onErrors: (errors: DevErrorInfo[]) => void = () => {};
  /** Called when the set of page warnings changed (the browsers show them; `build` fails on dead links). */
  onWarnings: (warnings: string[]) => void = () => {};
  private publishedWarnings = '';
  /** Called when the app was rebuilt outside a change (open pages must reload). */
  onReload: () => void = () => {};
  /** Called with files to watch besides watchPaths(): files pages include from outside the content folder. */
  onWatchFiles: (files: string[]) => void = () => {};
  private watchedFiles = new Set<string>();
  /** Called when the code colour stylesheet gained rules. */
  onCss: () => void = () => {};

  /** What the command line sets over the config (`--base`), as `docsite build` takes it. */
  private readonly overrides: ConfigOverrides;

  constructor(root: string, logger: Logger, overrides: ConfigOverrides = {}) {
    this.root = root;
    this.logger = logger;
    this.overrides = overrides;
  }

  get ready(): boolean {
    return !!this.project;
  }

  get base(): string {
    return this.config?.base ?? '/';
  }

  get cssVersion(): number {
    return this.compiler?.cssVersion ?? 0;
  }

  /** Loads the config and scans the pages; starts bundling the app without waiting for it. */
  async init(): Promise<void> {
    let loaded: LoadedConfig;
    try {
      loaded = await loadConfig(this.root, this.overrides);
    } catch (error) {
      this.configFile = findConfigFile(this.root);
      this.setSiteError('config', error);
      this.publishErrors();
      return;
    }
    await this.applyConfig(loaded);
  }

  /**
   * Makes a (new) config current. Compiled pages are kept unless their compile inputs changed, the
   * app is rebuilt only when its site data or aliases changed. Returns true when open pages must
   * reload (the app changed), false when refreshing their data is enough.
   */
  private async applyConfig(loaded: LoadedConfig): Promise<boolean> {
    const first = !this.project;
    this.siteErrors.delete('config');
    for (const w of loaded.warnings) this.logger.warn(w);
    const project = resolveProject(this.root, loaded.config);
    if (first) this.logger.info(describeLayout(project, loaded.file));
    const compileKey = (c: ResolvedSiteConfig, p: Project) => {
      const settingsFor = compileSettings(p, c);
      return JSON.stringify([p.contentDir, p.langDirs, c.markdown, c.route.exclude, p.langs.map(settingsFor)]);
    };
    const projectKey = (p: Project) => JSON.stringify([siteAliases(p), p.siteThemeEntry, p.siteSlotsEntry, p.root]);
    const recompile = first || compileKey(loaded.config, project) !== compileKey(this.config!, this.project!) || loaded.fingerprint !== this.fingerprint;
    // The plugins start (and add their pages) before anything is scanned; a failure is a site error, as the config's.
    try {
      this.plugins = await sitePlugins(loaded.config, project.root);
      await this.plugins.buildStart();
      this.addedPages = this.plugins.has('addPages') ? await this.plugins.addPages() : [];
      this.siteErrors.delete('plugins');
    } catch (error) {
      this.plugins = new PluginDriver([], project.root);
      this.addedPages = [];
      this.setSiteError('plugins', error);
    }
    this.fingerprint = loaded.fingerprint;
    this.configInputs = new Set(loaded.inputs ?? []);
    const projectChanged = !first && projectKey(project) !== projectKey(this.project!);
    this.config = loaded.config;
    this.configFile = loaded.file;
    this.project = project;
    if (first) {
      const parent = join(project.cacheDir, 'dev');
      removeStaleOutputs(parent);
      this.outDir = join(parent, String(process.pid));
      rmSync(this.outDir, { recursive: true, force: true });
      mkdirSync(this.outDir, { recursive: true });
      // The server entry and page modules are ES modules that Node imports for server rendering.
      writeFileSync(join(this.outDir, 'package.json'), '{"type":"module"}');
      this.compiler = new DevCompiler({ cacheDir: project.cacheDir, highlighter: highlighterOf(loaded.config, loaded.fingerprint) });
      this.compiler.onCss = () => this.onCss();
    }
    if (recompile) {
      // Compile inputs (route context, Markdown options) changed: compile again on demand (cheap:
      // the compile cache has every page whose input did not change).
      this.entries.clear();
      this.byFile.clear();
    }
    this.rescan();
    this.modelDirty = true;
    this.version++;
    this.searchVersion++;
    if (first || recompile) {
      this.gitDates = new Map();
      if (loaded.config.themeConfig.lastUpdated) setTimeout(() => void this.loadGitDates(), 500).unref();
    }
    try {
      this.pluginClient = this.plugins.clientCode();
    } catch (error) {
      this.pluginClient = undefined;
      this.setSiteError('plugins', error);
    }
    if (await this.syncRuntime(projectChanged)) return true;
    return recompile;
  }

  /**
   * Makes the app bundle current: site data (config, nav, labels), the plugins' client code, and the page
   * list when the app imports it. True when the app was (or is being, the first time) rebuilt: open pages reload.
   */
  private async syncRuntime(projectChanged = false): Promise<boolean> {
    const siteData = this.siteData();
    if (!siteData) return false;
    if (!this.runtime) {
      this.runtime = new RuntimeBundle({ project: this.project!, siteData, outDir: this.outDir!, pluginClient: this.pluginClient, pageList: () => this.pageList() });
      void this.rebuildRuntime();
      return true;
    }
    let rebuild = projectChanged;
    if (projectChanged) await this.runtime.setProject(this.project!);
    if (await this.runtime.setPluginClient(this.pluginClient)) rebuild = true;
    if (this.runtime.setSiteData(siteData)) rebuild = true;
    if (this.runtime.usesPageList && this.runtime.pageListChanged(await this.pageList())) rebuild = true;
    if (rebuild) await this.rebuildRuntime();
    return rebuild;
  }

  /**
   * The site data the app is bundled with: the current model's, else (no model was ever built: a broken
   * _meta.json at start) the same model function's for a site of no pages. Undefined when even that fails
   * (its error is shown).
   */
  private siteData(): ClientSiteData | undefined {
    let siteData = this.getModel()?.siteData;
    try {
      siteData ??= this.modelOf([], new Map()).siteData;
    } catch {
      return undefined;
    }
    // The dev app bundles every export of the site theme as a possible layout (pages compile on demand):
    // the layouts pages name so far would only rebuild it as they compile.
    const { layouts: _layouts, ...rest } = siteData;
    return rest;
  }

  /** The pages' entries of `docsite:pages`, as the build makes them: every page compiled first. */
  private async pageList(): Promise<PageListEntry[]> {
    for (const entry of this.entries.values()) await this.ensureCompiled(entry);
    this.publishErrors();
    return pageListOf(this.getModel()?.pages ?? []);
  }

  private async loadGitDates(): Promise<void> {
    if (!this.project) return;
    const { readGitDates } = await import('../pipeline/git-dates.ts');
    try {
      this.gitDates = readGitDates(this.project.contentDir);
      this.modelDirty = true;
      this.version++;
    } catch {
      // not a git checkout: no dates
    }
  }

  /** Starts a rebuild of the app bundle; requests wait for it. */
  private rebuildRuntime(): Promise<void> {
    const runtime = this.runtime!;
    const previous = runtime.current;
    this.runtimeReady = runtime.build().then(
      (output) => {
        this.siteErrors.delete('theme');
        if (previous && previous.generation !== output.generation) this.renderer = undefined;
      },
      (error) => this.setSiteError('theme', error),
    );
    return this.runtimeReady;
  }

  /** Re-reads the page list; keeps compiled state of pages that are still there. */
  private rescan(): boolean {
    const { project, config } = this;
    if (!project || !config) return false;
    let sources: PageSource[];
    try {
      sources = scanSite(project, config, this.addedPages);
      this.siteErrors.delete('content');
    } catch (error) {
      this.setSiteError('content', error);
      return false;
    }
    const before = new Set(this.entries.keys());
    const entries = new Map<string, Entry>();
    const byFile = new Map<string, Entry>();
    for (const source of sources) {
      const old = this.entries.get(source.routePath);
      const entry = old && old.source.file === source.file && old.source.content === source.content ? old : { source, dirty: true, rev: 0 };
      entries.set(source.routePath, entry);
      byFile.set(source.file, entry);
    }
    this.sources = sources;
    this.entries = entries;
    this.byFile = byFile;
    this.modelDirty = true;
    // A page added with a language no page had: the others are highlighted again, as a build would.
    if (this.updateHighlighter()) for (const entry of this.entries.values()) entry.dirty = true;
    this.publishWarnings(); // a removed page takes its warnings along
    return before.size !== entries.size || [...before].some((r) => !entries.has(r));
  }

  /** The languages each page's and fragment's fences name, by file (read again only when the file changes). */
  private fenceLanguages = new Map<string, string[]>();

  /**
   * The highlighter the build would use for the pages and fragments as they are now (their code blocks'
   * languages are part of it): pages compiled here and by `docsite build` share cache entries. Only the
   * `changed` files and files not seen before are read.
   */
  private updateHighlighter(changed: ReadonlySet<string> = new Set()): boolean {
    const files = [...this.sources.map((source) => source.file), ...findFragments(this.project!, this.sources)];
    const given = new Map(this.sources.filter((source) => source.content !== undefined).map((source) => [source.file, source.content!]));
    const current = new Map<string, string[]>();
    for (const file of files) {
      let langs = changed.has(file) ? undefined : this.fenceLanguages.get(file);
      if (!langs) {
        try {
          langs = codeLanguagesIn([given.get(file) ?? readPageSource(file)]);
        } catch {
          continue; // removed meanwhile: the next scan drops it
        }
      }
      current.set(file, langs);
    }
    this.fenceLanguages = current;
    return this.compiler!.setHighlighter(withCodeLanguages(highlighterOf(this.config!, this.fingerprint), [...current.values()].flat()));
  }

  private usesGeneratedSidebars(): boolean {
    return siteLocales(this.config!).some((locale) => !locale.sidebar);
  }

  private titleOf(entry: Entry): string {
    if (entry.compiled) return entry.compiled.meta.title;
    if (entry.quickTitle === undefined) {
      try {
        entry.quickTitle = quickTitle(entry.source.content ?? readFileSync(entry.source.file, 'utf8'));
      } catch {
        entry.quickTitle = '';
      }
    }
    return entry.quickTitle;
  }

  /** The site model (sidebars, nav, per-page data), rebuilt when something it depends on changed. */
  getModel(): SiteModel | undefined {
    const { config, project } = this;
    if (!config || !project) return undefined;
    if (this.model && !this.modelDirty) return this.model;
    const generated = this.usesGeneratedSidebars();
    const compiled = new Map<string, CompiledPage>();
    for (const [route, entry] of this.entries) compiled.set(route, entry.compiled ?? stubPage(generated ? this.titleOf(entry) : ''));
    this.modelDirty = false;
    try {
      const model = this.modelOf(this.sources, compiled);
      this.siteErrors.delete('site');
      this.model = model;
      this.pageData = new Map(model.pages.map((p) => [p.routePath, p]));
      this.sidebarsByUrl = new Map(model.sidebars.map((s) => [this.sidebarUrl(s), s]));
      const problems = model.linkProblems.map((p) => `dead link: site config: ${p.where} → ${p.link} (no such page)`);
      if (problems.length && problems.join('\n') !== this.configLinkWarnings.join('\n')) this.logger.warn(problems.join('\n'));
      this.configLinkWarnings = problems;
      this.publishWarnings();
    } catch (error) {
      this.setSiteError('site', error);
    }
    return this.model;
  }

  /** The build's site model function, for these pages (dev serves page modules by their route data, not the model's). */
  private modelOf(sources: PageSource[], compiled: Map<string, CompiledPage>): SiteModel {
    return buildSiteModel({
      config: this.config!,
      project: this.project!,
      sources,
      compiled,
      gitDates: this.gitDates,
      searchIndexes: this.searchIndexUrls(),
      sidebarUrl: (s) => this.sidebarUrl(s),
      moduleUrl: () => ({ url: '', preload: [] }),
    });
  }

  /** The build's sidebar URLs (memoised per sidebar object: the model asks once per page). */
  private sidebarUrl(s: ResolvedSidebar): string {
    return sidebarUrl(this.config!.base, s);
  }

  private searchIndexUrls(): Record<string, string> {
    const search = this.config!.search;
    if (search === false || search.mode !== 'local') return {};
    return Object.fromEntries(this.project!.ctx.langs.map((lang) => [lang, `${this.config!.base}static/search_index.${lang}.json`]));
  }

  // ---- pages ---------------------------------------------------------------------------------

  findEntry(routePath: string): Entry | undefined {
    return this.entries.get(routePath) ?? this.entries.get(routePath.endsWith('/') ? routePath.slice(0, -1) : routePath + '/');
  }

  private async ensureCompiled(entry: Entry): Promise<void> {
    while (entry.dirty) {
      entry.compiling ??= this.compileEntry(entry).finally(() => (entry.compiling = undefined));
      await entry.compiling;
    }
    if (entry.compiling) await entry.compiling;
  }

  private async compileEntry(entry: Entry): Promise<void> {
    entry.dirty = false;
    const rel = relative(this.root, entry.source.file);
    try {
      const input = compileJobs(this.project!, [entry.source], [], this.config!, this.fingerprint)[0].input;
      const t = performance.now();
      entry.includes = new Set(includedFiles(input.source, input.file));
      this.watchFiles(entry.includes);
      const compiled = await this.compiler!.compile(input);
      debug(`compiled ${rel} in ${Math.round(performance.now() - t)} ms`);
      const titleChanged = entry.compiled ? entry.compiled.meta.title !== compiled.meta.title : compiled.meta.title !== entry.quickTitle;
      entry.compiled = compiled;
      entry.compileError = undefined;
      entry.rev++;
      this.modelDirty = true;
      if (titleChanged) entry.quickTitle = compiled.meta.title;
      // Warnings and dead links are for the terminal: checked once the browsers have the update, and
      // once the fragments the page embeds are compiled (their headings are its anchors too).
      setTimeout(() => void this.compileFragmentsOf(entry).then(() => entry.compiled === compiled && this.warnPage(entry, rel)), 20);
    } catch (error) {
      entry.compileError = toError(error);
    }
    this.version++;
  }

  /** Compile warnings and dead links of a page, printed once per change; `publish: false` leaves telling the browsers to the caller. */
  private warnPage(entry: Entry, rel: string, publish = true): void {
    const meta = entry.compiled!.meta;
    const lines = meta.warnings.map((w) => `warning: ${rel}:${w.line ?? 1}: ${w.message}`);
    const model = this.getModel();
    const check = this.config!.markdown.checkDeadLinks;
    if (model && check) {
      const excluded = typeof check === 'object' ? deadLinkExclusion(check.excludes) : () => false;
      const idsOf = (route: string) => {
        const other = this.entries.get(route);
        return other?.compiled && this.headingIdSet(other);
      };
      for (const problem of deadLinks(meta.links.filter((link) => !excluded(link.url)), rel, model.routes, this.headingIdSet(entry), idsOf)) lines.push(`dead link: ${problem}`);
    }
    if (lines.join('\n') !== (entry.warnings ?? []).join('\n')) for (const line of lines) this.logger.warn(line);
    entry.warnings = lines;
    if (publish) this.publishWarnings();
  }

  /** Heading ids of the fragments compiled so far, by file (dropped when the file changes), and a count of changes to them. */
  private fragmentHeadingIds = new Map<string, readonly string[]>();
  private fragmentsVersion = 0;

  /** Compiles the fragments a page embeds that are not compiled yet (from the cache, usually), for their heading ids. */
  private async compileFragmentsOf(entry: Entry): Promise<void> {
    if (!entry.compiled) return;
    for (const file of importedFragments(entry.compiled.code, entry.source.file, this.project!)) {
      if (this.fragmentHeadingIds.has(file) || !existsSync(file)) continue;
      try {
        await this.compileFragment(file);
      } catch {
        // bundling the page reports it, at its line
      }
    }
  }

  /** A compiled page's anchors, as the build counts them (`pageHeadingIds`): links from every page look them up. */
  private headingIds = new WeakMap<CompiledPage, { ids: Set<string>; fragments: number }>();
  private headingIdSet(entry: Entry): Set<string> {
    const page = entry.compiled!;
    const known = this.fragmentsVersion;
    let cached = this.headingIds.get(page);
    // Made again when fragments were compiled or changed since: one the page embeds may be among them.
    if (!cached || cached.fragments !== known) {
      cached = { ids: pageHeadingIds(page, entry.source.file, this.project!, (file) => this.fragmentHeadingIds.get(file)), fragments: known };
      this.headingIds.set(page, cached);
    }
    return cached.ids;
  }

  /** The warnings of every page compiled so far, as the terminal printed them. */
  warnings(): string[] {
    return [...this.configLinkWarnings, ...[...this.entries.values()].flatMap((entry) => entry.warnings ?? [])];
  }

  /** Checks every compiled page's links again: a page added or removed changes where links lead. */
  private rewarnAll(): void {
    for (const entry of this.entries.values()) if (entry.compiled) this.warnPage(entry, relative(this.root, entry.source.file), false);
    this.publishWarnings();
  }

  private publishWarnings(): void {
    const warnings = this.warnings();
    const text = warnings.join('\n');
    if (text === this.publishedWarnings) return;
    this.publishedWarnings = text;
    this.onWarnings(warnings);
  }

  private compileFragment = async (file: string): Promise<string> => {
    const input = compileJobs(this.project!, [], [file], this.config!, this.fingerprint)[0].input;
    const compiled = await this.compiler!.compile(input);
    this.fragmentHeadingIds.set(file, compiled.meta.headingIds);
    this.fragmentsVersion++;
    return compiled.code;
  };

  /** Compiles (if needed) and bundles (if needed) one page. */
  private async ensurePage(entry: Entry): Promise<void> {
    await this.ensureCompiled(entry);
    if (!entry.compiled) return;
    await this.runtimeReady;
    const runtime = this.runtime?.current;
    if (!runtime) return;
    const key = () => `${entry.rev}:${this.runtime!.current!.generation}`;
    while (entry.builtKey !== key() || entry.bundling) {
      if (!entry.bundling) {
        const wanted = key();
        entry.builtKey = wanted;
        entry.bundling = this.bundleEntry(entry).finally(() => (entry.bundling = undefined));
      }
      await entry.bundling;
    }
  }

  private async bundleEntry(entry: Entry): Promise<void> {
    const t = performance.now();
    const previous = entry.module?.file;
    try {
      entry.module = await bundlePage({
        project: this.project!,
        routePath: entry.source.routePath,
        file: entry.source.file,
        code: entry.compiled!.code,
        outDir: this.outDir!,
        shared: this.runtime!.current!.shared,
        compileFragment: this.compileFragment,
      });
      entry.bundleError = undefined;
      // The replaced version is only needed by a page still loading it: gone after a minute, so a
      // long session does not pile up one file per save.
      if (previous && previous !== entry.module.file) {
        setTimeout(() => {
          // (An undo can make the old file current again.)
          if (entry.module?.file !== previous) rmSync(previous, { force: true });
        }, 60_000).unref();
      }
    } catch (error) {
      // The page imports one of Rspress's modules: the app takes it in (as one instance for every page), then the page is bundled again.
      if (error instanceof SharedModuleNeeded && (await this.runtime!.share(error.spec))) {
        await this.rebuildRuntime();
        this.onReload();
        return this.bundleEntry(entry);
      }
      entry.bundleError = toError(error);
    }
    debug(`bundled ${entry.source.routePath} in ${Math.round(performance.now() - t)} ms`);
    this.version++;
  }

  /** Pages an Overview page lists need their outlines: compile them (not bundle) first. */
  private async ensureOverviewTargets(entry: Entry): Promise<void> {
    if (!entry.compiled || !compiledUsesOverview(entry.compiled)) return;
    const page = this.getModel()?.pages.find((p) => p.routePath === entry.source.routePath);
    const sidebar = page?.sidebar ? this.sidebarsByUrl.get(page.sidebar) : undefined;
    if (!sidebar) return;
    const targets = flattenSidebarLinks(sidebar.items).map((l) => this.entries.get(l.link)).filter((e): e is Entry => !!e && e !== entry);
    if (!targets.some((t) => t.dirty)) return;
    for (const target of targets) await this.ensureCompiled(target);
    this.modelDirty = true;
  }

  private async notFoundModule(): Promise<PageModule | undefined> {
    await this.runtimeReady;
    const runtime = this.runtime?.current;
    if (!runtime) return undefined;
    const key = String(runtime.generation);
    if (this.notFound?.key !== key) {
      const module = await bundlePage({
        project: this.project!,
        routePath: NOT_FOUND_ROUTE,
        file: join(this.project!.contentDir, '404.virtual.js'),
        code: NOT_FOUND_MODULE_CODE,
        outDir: this.outDir!,
        shared: runtime.shared,
        compileFragment: this.compileFragment,
      });
      this.notFound = { key, module };
    }
    return this.notFound.module;
  }

  private withBase(path: string): string {
    return this.base === '/' ? path : this.base.slice(0, -1) + path;
  }

  /** The data the browser fetches for a route (null: no such page, or it never compiled). */
  async routeData(routePath: string): Promise<PageData | null> {
    debug(`route data ${routePath}`);
    if (!this.ready) return null;
    if (routePath === NOT_FOUND_ROUTE) {
      const module = await this.notFoundModule();
      if (!module) return null;
      return notFoundPage(this.config!, this.project!.ctx.defaultLang, { url: this.withBase(module.url), preload: [] });
    }
    const entry = this.entries.get(routePath);
    if (!entry) return null;
    await this.ensurePage(entry);
    this.publishErrors();
    await this.ensureOverviewTargets(entry);
    return this.pageDataOf(entry);
  }

  /** Current data of a route that is compiled and bundled (for pushing with an update), else null. */
  async currentRouteData(routePath: string): Promise<PageData | null> {
    const entry = this.entries.get(routePath);
    return entry ? this.pageDataOf(entry) : null;
  }

  /** A page's data as the build writes it: the model's, extended by the plugins (null when a plugin failed: the error shows). */
  private async pageDataOf(entry: Entry): Promise<PageData | null> {
    if (!entry.module || !entry.compiled) return null;
    this.getModel();
    const data = this.pageData.get(entry.source.routePath);
    if (!data) return null;
    const page: PageData = structuredClone({ ...data, module: this.withBase(entry.module.url), preload: [] });
    try {
      await this.plugins.extendPageData(page);
      this.siteErrors.delete(`extendPageData`);
    } catch (error) {
      this.setSiteError('extendPageData', error);
      this.publishErrors();
      return null;
    }
    return page;
  }

  sidebar(urlPath: string): ResolvedSidebarItem[] | null {
    this.getModel();
    const found = this.sidebarsByUrl.get(urlPath);
    if (found) return found.items;
    // A stale hash (the sidebar changed since the page loaded): the current one of that id.
    const id = /\/static\/sidebar\/(.+)\.[0-9a-f]{8}\.json$/.exec(urlPath)?.[1];
    for (const s of this.sidebarsByUrl.values()) if (s.id === id) return s.items;
    return null;
  }

  /** Server-rendered HTML of a route (the 404 page for an unknown one, or null), as the build writes it plus the live-reload script. */
  renderRoute(routePath: string | null): Promise<DevResponse> {
    const entry = routePath === null || !this.ready ? undefined : this.findEntry(routePath);
    const key = entry ? entry.source.routePath : '\0';
    const cached = this.htmlCache.get(key);
    if (cached && cached.version === this.version) return cached.response;
    const response = (entry ? this.render(entry) : this.renderNotFound()).then((r) => {
      // Rendering may itself have compiled/bundled (bumping version): cache under the final one.
      const now = this.htmlCache.get(key);
      if (now?.response === response) now.version = this.version;
      return r;
    });
    this.htmlCache.set(key, { version: this.version, response });
    response.catch(() => this.htmlCache.delete(key));
    return response;
  }

  private async render(entry: Entry): Promise<DevResponse> {
    await this.ensurePage(entry);
    await this.ensureOverviewTargets(entry);
    this.publishErrors();
    const page = await this.pageDataOf(entry);
    if (!page) return this.errorPage();
    const module = entry.module!;
    const sidebar = page.sidebar ? (this.sidebar(page.sidebar) ?? null) : null;
    try {
      const body = await this.renderHtml(page, sidebar, module.file);
      this.scheduleWarmUp(entry);
      return { status: 200, type: 'text/html; charset=utf-8', body };
    } catch (error) {
      // React's production build names its errors by code: render again with its development build, which says what is wrong.
      if (/Minified React error #\d+/.test((error as Error)?.message ?? '') && (await this.runtime!.useDevelopmentReact())) {
        this.logger.info("React's production build gave an error code: using React's development build from now on, for readable errors");
        await this.rebuildRuntime();
        return this.render(entry);
      }
      let source: string | undefined;
      try {
        source = readFileSync(entry.source.file, 'utf8');
      } catch {
        // removed meanwhile: the message names the file without a position
      }
      const e = new DocsiteError(renderFailure(relative(this.root, entry.source.file), error, source, module.file), {
        hint: 'an expression or component on this page threw while rendering',
        cause: error,
      });
      this.logError(`render:${entry.source.file}`, e);
      return this.errorPage([{ id: relative(this.root, entry.source.file), message: e.message, hint: e.hint }]);
    }
  }

  private warmUpScheduled = false;
  /** After the first page is served: warm the compiler up in the background (see DevCompiler.warmUp). */
  private scheduleWarmUp(entry: Entry): void {
    if (this.warmUpScheduled || process.env.DOCSITE_DEV_NO_WARMUP) return;
    this.warmUpScheduled = true;
    setTimeout(() => {
      try {
        const input = compileJobs(this.project!, [entry.source], [], this.config!, this.fingerprint)[0].input;
        void this.compiler!.warmUp(input).catch(() => {});
      } catch {
        // the page went away: no warm-up
      }
    }, 100).unref();
  }

  private async renderNotFound(): Promise<DevResponse> {
    if (!this.ready) return this.errorPage();
    const module = await this.notFoundModule();
    this.publishErrors();
    if (!module) return this.errorPage();
    const page = notFoundPage(this.config!, this.project!.ctx.defaultLang, { url: this.withBase(module.url), preload: [] });
    try {
      return { status: 404, type: 'text/html; charset=utf-8', body: await this.renderHtml(page, null, module.file) };
    } catch (error) {
      return this.errorPage([{ id: '404', message: (error as Error).message }]);
    }
  }

  private async renderHtml(page: PageData, sidebar: ResolvedSidebarItem[] | null, moduleFile: string): Promise<string> {
    const runtime = this.runtime!.current!;
    if (!this.renderer || this.renderer.generation !== runtime.generation) {
      this.renderer = {
        generation: runtime.generation,
        render: import(pathToFileURL(runtime.serverEntry).href).then(async (m: { renderPage: Renderer; ready: Promise<void> }) => (await m.ready, m.renderPage)),
      };
      this.renderer.render.catch(() => (this.renderer = undefined));
    }
    const render = await this.renderer.render;
    const Content = ((await import(pathToFileURL(moduleFile).href)) as { default: ComponentType }).default;
    const model = this.getModel()!;
    const app = render({ page, sidebar }, Content);
    const pluginTags = page.routePath === NOT_FOUND_ROUTE ? [] : await this.plugins.head(page);
    const head =
      renderHead(page, this.config!, this.project!.ctx, { css: runtime.css, clientEntry: runtime.clientEntry, preload: runtime.clientPreload }, model.routes, pluginTags) +
      `\n    <link rel="stylesheet" id="docsite-dev-code-css" href="${this.codeCssHref()}">`;
    return pageDocument(this.getTemplate(), { page, head, app, clientEntryUrl: clientEntryUrl(this.base, runtime.clientEntry), extraScripts: `\n    ${devClientScript()}` });
  }

  codeCssHref(): string {
    return `${CODE_CSS_PATH}?v=${this.cssVersion}`;
  }

  codeCss(): string {
    return this.compiler?.css() ?? '';
  }

  private getTemplate(): string {
    if (this.template === undefined) {
      try {
        this.template = readTemplate(join(PACKAGE_ROOT, 'templates'));
        this.siteErrors.delete('template');
      } catch (error) {
        this.setSiteError('template', error);
        this.template = '<!DOCTYPE html><html lang="<!--docsite:lang-->"><head><meta charset="utf-8"><!--docsite:head--></head><body><div id="app"><!--docsite:app--></div><!--docsite:data--><!--docsite:scripts--></body></html>';
      }
    }
    return this.template;
  }

  /** A page that shows the errors (and the overlay) and reloads once they are fixed. */
  errorPage(extra: DevErrorInfo[] = []): DevResponse {
    const errors = [...this.errors(), ...extra];
    const body = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Error - docsite dev</title>
  </head>
  <body>
    <main id="docsite-dev-error" style="font:14px/1.5 ui-monospace,monospace;padding:24px;white-space:pre-wrap">${
      errors.map((e) => `<h2>${escapeHtml(e.id)}</h2><pre>${escapeHtml(e.message)}</pre>${e.hint ? `<p>→ ${escapeHtml(e.hint)}</p>` : ''}`).join('\n') ||
      '<p>This page is not available. Check the terminal.</p>'
    }</main>
    ${devClientScript()}
    <script>window.addEventListener('docsite:dev-update',function(e){e.preventDefault();location.reload()});</script>
  </body>
</html>
`;
    return { status: 500, type: 'text/html; charset=utf-8', body };
  }

  // ---- search --------------------------------------------------------------------------------

  /** The search index of a language, or its section texts (built on first request, again after content changes). */
  async searchIndex(lang: string, kind: 'index' | 'text' = 'index'): Promise<string | null> {
    const search = this.config?.search;
    if (!this.project || !search || search.mode !== 'local' || !this.project.ctx.langs.includes(lang)) return null;
    let cached = this.searchCache.get(lang);
    if (!cached || cached.version !== this.searchVersion) {
      const files = this.buildSearchIndex(lang);
      this.searchCache.set(lang, (cached = { version: this.searchVersion, files }));
      files.catch(() => this.searchCache.delete(lang));
    }
    const files = await cached.files;
    return files ? files[kind] : null;
  }

  private async buildSearchIndex(lang: string): Promise<{ index: string; text: string } | null> {
    const entries = [...this.entries.values()].filter((e) => e.source.lang === lang);
    for (const entry of entries) await this.ensureCompiled(entry);
    this.publishErrors();
    const docs = searchDocuments(
      entries.map((e) => e.source),
      (route) => this.entries.get(route)?.compiled,
    );
    const { writeSearchIndexes } = await import('../search/build-index.ts');
    const dir = join(this.outDir!, 'search', lang, String(this.searchVersion));
    const written = await writeSearchIndexes(docs, dir);
    const file = written.find((w) => w.lang === lang);
    const files = file ? { index: readFileSync(join(dir, file.file), 'utf8'), text: readFileSync(join(dir, file.textFile), 'utf8') } : null;
    rmSync(dir, { recursive: true, force: true });
    return files;
  }

  // ---- changes -------------------------------------------------------------------------------

  /** Folders to watch. */
  watchPaths(): string[] {
    const paths = new Set<string>(CONFIG_FILES.map((f) => join(this.root, f)));
    // docsite's own theme and templates (edited when working on docsite itself). The integration
    // tests turn this off, so that work on the theme going on beside them cannot disturb them.
    if (!process.env.DOCSITE_DEV_IGNORE_PACKAGE) for (const dir of [join(PACKAGE_ROOT, 'templates'), join(CLIENT_DIR, 'theme'), join(CLIENT_DIR, 'runtime')]) paths.add(dir);
    for (const file of this.configInputs) paths.add(file);
    for (const file of this.watchedFiles) paths.add(file);
    // Pages plugins added from files outside the content folder: an edit recompiles them as any page's does.
    for (const { page } of this.addedPages) if ('filepath' in page) paths.add(page.filepath);
    if (this.project) paths.add(this.project.contentDir);
    else paths.add(join(this.root, 'content'));
    // A site theme may live outside the content folder (the config's themeDir).
    if (this.project?.siteThemeEntry) paths.add(dirname(this.project.siteThemeEntry));
    return [...paths];
  }

  private watchFiles(files: Iterable<string>): void {
    const added = [...files].filter((file) => !this.watchedFiles.has(file));
    for (const file of added) this.watchedFiles.add(file);
    if (added.length) this.onWatchFiles(added);
  }

  private isConfigFile(file: string): boolean {
    return (dirname(file) === this.root && CONFIG_FILES.includes(basename(file))) || this.configInputs.has(file);
  }

  private isThemeFile(file: string): boolean {
    const inside = (dir: string) => file === dir || file.startsWith(dir + sep);
    if (inside(join(CLIENT_DIR, 'theme')) || inside(join(CLIENT_DIR, 'runtime'))) return true;
    if (this.project && inside(join(this.project.contentDir, '_theme'))) return true;
    if (this.project?.siteThemeEntry && inside(dirname(this.project.siteThemeEntry))) return true;
    return !!this.runtime?.current?.inputs.has(file);
  }

  /** Applies a batch of file changes; returns what the open browsers must do. */
  async applyChanges(changes: Map<string, string>): Promise<ChangeResult> {
    debug(`changes: ${[...changes].map(([f, e]) => `${e} ${relative(this.root, f)}`).join(', ')}`);
    const result: ChangeResult = { routes: [], reload: false };
    const refresh = new Set<Entry>();
    let all = false;
    let structure = false;
    let theme = false;
    let config = false;
    const changedMarkdown = new Set<string>();
    for (const [file, event] of changes) {
      if (/\.mdx?$/.test(file)) changedMarkdown.add(file);
      if (this.isConfigFile(file)) {
        config = true;
        continue;
      }
      const project = this.project;
      if (!project) continue;
      if (file.startsWith(join(PACKAGE_ROOT, 'templates') + sep)) {
        this.template = undefined;
        result.reload = true;
        continue;
      }
      if (this.isThemeFile(file)) {
        theme = true;
        continue;
      }
      if (file === project.publicDir || file.startsWith(project.publicDir + sep)) {
        result.reload = true;
        continue;
      }
      if (event === 'addDir' || event === 'unlinkDir') {
        structure = true;
        continue;
      }
      if (['_meta.json', '_nav.json', 'i18n.json', 'SUMMARY.md'].includes(basename(file))) {
        this.modelDirty = true;
        all = true;
        continue;
      }
      const entry = this.byFile.get(file);
      if (entry) {
        if (!existsSync(file)) {
          structure = true;
          continue;
        }
        this.searchVersion++;
        entry.dirty = true;
        const before = entry.quickTitle;
        entry.quickTitle = undefined;
        if (entry.compiled || entry.compileError) refresh.add(entry);
        else if (this.usesGeneratedSidebars() && this.titleOf(entry) !== before) {
          this.modelDirty = true;
          all = true;
        }
        continue;
      }
      // A file pages import (fragment, component, image …): rebuild the pages that use it.
      if (this.fragmentHeadingIds.delete(file)) this.fragmentsVersion++;
      let used = false;
      for (const e of this.entries.values()) {
        if (e.includes?.has(file)) {
          // An included file is part of the page's source: compiled again, as its cache key says.
          e.dirty = true;
          refresh.add(e);
          used = true;
        } else if (e.module?.deps.has(file)) {
          e.rev++;
          refresh.add(e);
          used = true;
        }
      }
      if (used) this.searchVersion++;
      if (!used && /\.mdx?$/.test(file) && file.startsWith(project.contentDir + sep)) structure = true;
    }

    if (config || structure) {
      const outcome = await this.reloadConfig();
      if (outcome === 'reload') result.reload = true;
      if (outcome === 'refresh') all = true;
      if (structure && outcome !== 'refresh' && outcome !== 'reload' && this.rescan()) {
        all = true;
        this.rewarnAll();
      }
      if (structure) this.searchVersion++;
      for (const entry of refresh) if (this.entries.get(entry.source.routePath) !== entry) refresh.delete(entry);
    }
    if (!this.project) {
      this.publishErrors();
      return result;
    }
    // A code block in a language no page had before: every page with code is highlighted again, as a build would.
    if (changedMarkdown.size && this.updateHighlighter(changedMarkdown)) {
      for (const entry of this.entries.values()) {
        entry.dirty = true;
        if (entry.compiled) refresh.add(entry);
      }
      all = true;
    }
    if (theme) {
      const project = resolveProject(this.root, this.config!);
      if (project.siteThemeEntry !== this.project.siteThemeEntry || project.siteSlotsEntry !== this.project.siteSlotsEntry) {
        this.project = project;
        await this.runtime?.setProject(project);
      }
      if (this.runtime) await this.rebuildRuntime();
      if (!this.siteErrors.has('theme')) result.reload = true;
    }
    // Rebuild the pages that were open or compiled before, in parallel.
    const titles = new Map([...refresh].map((e) => [e, e.compiled?.meta.title]));
    const modules = new Map([...refresh].map((e) => [e, e.module?.url]));
    await Promise.all([...refresh].map((e) => this.ensurePage(e)));
    for (const e of refresh) {
      // Generated sidebars show page titles: every page's sidebar changes with one.
      if (e.compiled?.meta.title !== titles.get(e) && this.usesGeneratedSidebars()) all = true;
      if (e.module?.url !== modules.get(e)) result.routes!.push(e.source.routePath);
    }
    if (refresh.size || structure) this.modelDirty = true;
    this.version++;
    // The model is rebuilt now rather than on the next request, so its errors (a broken _meta.json) go out with this change.
    if (this.modelDirty) this.getModel();
    // Site data (nav, labels) or the page list may have changed with the pages: the app is rebuilt, and open pages reload.
    if (await this.syncRuntime()) result.reload = true;
    this.publishErrors();
    if (all) result.routes = null;
    return result;
  }

  /**
   * Re-reads the config (after it changed, or after pages were added or removed: a config may
   * depend on which files exist). An invalid config is reported and the last good one stays.
   */
  private async reloadConfig(): Promise<'error' | 'same' | 'refresh' | 'reload'> {
    let loaded: LoadedConfig;
    try {
      loaded = await loadConfig(this.root, this.overrides);
    } catch (error) {
      this.setSiteError('config', error);
      return 'error';
    }
    const hadError = this.siteErrors.delete('config');
    // (Functions do not show in JSON: the fingerprint tells whether the plugins' code changed.)
    if (this.config && JSON.stringify(loaded.config) === JSON.stringify(this.config) && loaded.fingerprint === this.fingerprint) {
      this.configFile = loaded.file;
      return hadError ? 'refresh' : 'same';
    }
    const first = !this.project;
    const reload = await this.applyConfig(loaded);
    await this.runtimeReady;
    if (!first) this.logger.info(pc.green('config reloaded'));
    return reload ? 'reload' : 'refresh';
  }

  // ---- errors --------------------------------------------------------------------------------

  private setSiteError(id: string, error: unknown): void {
    this.siteErrors.set(id, toError(error));
  }

  errors(): DevErrorInfo[] {
    const out: DevErrorInfo[] = [];
    // Paths relative to the project, as the author sees them in the editor.
    const short = (m: string) => m.split(this.root + sep).join('');
    for (const [id, error] of this.siteErrors) {
      const label = id === 'config' ? (this.configFile ? relative(this.root, this.configFile) : 'config') : id;
      out.push({ id: label, message: short(error.message), ...(error.hint ? { hint: error.hint } : {}) });
    }
    for (const entry of this.entries.values()) {
      const error = entry.compileError ?? entry.bundleError;
      if (error) out.push({ id: relative(this.root, entry.source.file), message: short(error.message), ...(error.hint ? { hint: error.hint } : {}) });
    }
    return out;
  }

  /** Prints new errors to the terminal and tells the browsers when the set changed. */
  publishErrors(): void {
    const errors = this.errors();
    const seen = new Set<string>();
    for (const e of errors) {
      seen.add(e.id);
      if (this.loggedErrors.get(e.id) !== e.message) {
        this.loggedErrors.set(e.id, e.message);
        this.logger.error(e.message + (e.hint ? '\n' + pc.dim(`  → ${e.hint}`) : ''));
      }
    }
    for (const id of [...this.loggedErrors.keys()]) {
      if (!seen.has(id) && !id.startsWith('render:')) {
        this.loggedErrors.delete(id);
        // A page that failed and was then deleted is gone, not fixed.
        const gone = /\.mdx?$/.test(id) && !existsSync(join(this.root, id));
        this.logger.info(pc.green(`✓ ${gone ? 'removed' : 'fixed'}: ${id}`));
      }
    }
    const text = JSON.stringify(errors);
    if (text !== this.publishedErrors) {
      this.publishedErrors = text;
      this.onErrors(errors);
    }
  }

  private logError(id: string, error: DocsiteError): void {
    if (this.loggedErrors.get(id) === error.message) return;
    this.loggedErrors.set(id, error.message);
    this.logger.error(error.message + (error.hint ? '\n' + pc.dim(`  → ${error.hint}`) : ''));
  }

  async close(): Promise<void> {
    await this.runtime?.dispose();
    if (this.outDir) rmSync(this.outDir, { recursive: true, force: true });
  }

  /** For tests and the benchmark: compile state of a route. */
  debugState(routePath: string): { compiled: boolean; error?: string } | undefined {
    const entry = this.entries.get(routePath);
    return entry && { compiled: !!entry.compiled, error: (entry.compileError ?? entry.bundleError)?.message };
  }
}
