/**
 * The dev server's site: it loads the config and keeps the parts current as files change, each in a
 * module of its own, each running the build's stage functions for what a request or a change needs:
 * the pages (pages.ts: scan, compile, bundle), the site model (model.ts), the app bundle
 * (app.ts), the responses (responses.ts: route data, HTML documents), search (search.ts) and
 * what a file change means (changes.ts). Nothing is compiled before it is asked for. Every failure is
 * kept as an error for the terminal and the browser overlay (reporter.ts), while the last good state
 * keeps being served.
 */
import { existsSync, rmSync } from 'node:fs';
import { relative, sep } from 'node:path';
import pc from 'picocolors';
import { findConfigFile, loadConfig, type ConfigOverrides, type LoadedConfig } from '../config/load.ts';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { ResolvedSidebarItem } from '../../shared/page-data.ts';
import { siteAliases } from '../pipeline/site-aliases.ts';
import { bundleWorkingDir } from '../pipeline/bundle-options.ts';
import { describeLayout, resolveProject, type Project } from '../pipeline/project.ts';
import { compileSettings } from '../pipeline/stages.ts';
import { startPlugins } from '../pipeline/site-plugins.ts';
import type { PluginClientCode } from '../plugins/client-code.ts';
import { PluginDriver, type PluginPage } from '../plugins/driver.ts';
import type { Logger } from '../logger.ts';
import { staleSteps, watchPaths, type WatchedSite } from './changes.ts';
import { CODE_CSS_PATH } from './client-script.ts';
import { debug } from './debug.ts';
import { DevApp } from './app.ts';
import { DevModel } from './model.ts';
import { createOutputFolder } from './output-folder.ts';
import { DevPages } from './pages.ts';
import { compileStale, pageError, type PageEntry } from './page-entry.ts';
import { DevReporter } from './reporter.ts';
import { DevResponses, type DevResponse } from './responses.ts';
import { DevSearch } from './search.ts';

export type { DevResponse };

export interface ChangeResult {
  /** Routes to refresh in place; null = every page. */
  routes: string[] | null;
  reload: boolean;
}

/** What decides whether pages compile again after a config change: their compile settings (the build's). */
const compileKey = (c: ResolvedSiteConfig, p: Project, fingerprint?: string) =>
  JSON.stringify([p.contentDir, p.langDirs, c.markdown, c.route.exclude, p.langs.map(compileSettings(p, c, fingerprint))]);
/** What decides whether the app's context is made again: its aliases, theme entries and esbuild's working folder. */
const projectKey = (p: Project) => JSON.stringify([siteAliases(p), p.siteThemeEntry, p.siteSlotsEntry, p.root, bundleWorkingDir(p)]);

export class DevSite {
  readonly reporter: DevReporter;
  readonly responses: DevResponses;
  private readonly search: DevSearch;
  config?: ResolvedSiteConfig;
  configFile?: string;
  project?: Project;
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
  private pages?: DevPages;
  private model?: DevModel;
  private app?: DevApp;
  /** Files pages include, watched as they are found. */
  private includedFiles = new Set<string>();
  /** Bumped on every change that can alter any response (HTML cache key). */
  version = 0;
  outDir?: string;
  /** Called when the app was rebuilt outside a change (open pages must reload). */
  onReload: () => void = () => {};
  /** Called with files to watch besides watchPaths(): files pages include from outside the content folder. */
  onWatchFiles: (files: string[]) => void = () => {};
  /** Called when the code colour stylesheet gained rules. */
  onCss: () => void = () => {};

  constructor(
    readonly root: string,
    readonly logger: Logger,
    /** What the command line sets over the config (`--base`), as `docsite build` takes it. */
    private readonly overrides: ConfigOverrides = {},
  ) {
    const problems = function* (pages: DevPages | undefined) {
      for (const entry of pages?.all() ?? []) yield { file: entry.source.file, error: pageError(entry), warnings: entry.warnings };
    };
    this.reporter = new DevReporter(root, logger, () => problems(this.pages), () => this.configFile);
    const site = this;
    this.responses = new DevResponses({
      root,
      logger,
      reporter: this.reporter,
      get version() {
        return site.version;
      },
      settings: () => this.current(),
      runtime: async () => this.app?.output(),
      useDevelopmentReact: async () => !!(await this.app?.useDevelopmentReact()),
      codeCssHref: () => this.codeCssHref(),
    });
    this.search = new DevSearch(() => this.current(), () => this.pages, () => this.reporter.publishErrors());
  }

  get ready(): boolean {
    return !!this.project;
  }

  get base(): string {
    return this.config?.base ?? '/';
  }

  /** Whether `routePath` is one of the site's pages (the canonical form of its address: see canonical-redirect.ts). */
  isPage(routePath: string): boolean {
    return !!this.pages?.get(routePath);
  }

  /** Every part, once the config loaded. */
  private current() {
    const { config, project, pages, model, plugins } = this;
    return config && project && pages && model ? { config, project, pages, model, plugins } : undefined;
  }

  /** Loads the config and scans the pages; starts bundling the app without waiting for it. */
  async init(): Promise<void> {
    let loaded: LoadedConfig;
    try {
      loaded = await loadConfig(this.root, this.overrides);
    } catch (error) {
      this.configFile = findConfigFile(this.root);
      this.reporter.setSiteError('config', error);
      this.reporter.publishErrors();
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
    this.reporter.clearSiteError('config');
    for (const w of loaded.warnings) this.logger.warn(w);
    const project = resolveProject(this.root, loaded.config);
    if (first) this.logger.info(describeLayout(project, loaded.file));
    const recompile = first || loaded.fingerprint !== this.fingerprint || compileKey(loaded.config, project, loaded.fingerprint) !== compileKey(this.config!, this.project!, this.fingerprint);
    // The plugins start (and add their pages) before anything is scanned; a failure is a site error, as the config's.
    try {
      ({ plugins: this.plugins, addedPages: this.addedPages } = await startPlugins(loaded.config, project.root));
      this.reporter.clearSiteError('plugins');
    } catch (error) {
      this.plugins = new PluginDriver([], project.root);
      this.addedPages = [];
      this.reporter.setSiteError('plugins', error);
    }
    this.fingerprint = loaded.fingerprint;
    this.configInputs = new Set(loaded.inputs ?? []);
    const projectChanged = !first && projectKey(project) !== projectKey(this.project!);
    this.config = loaded.config;
    this.configFile = loaded.file;
    this.project = project;
    if (first) this.start(project);
    // Compile inputs (route context, Markdown options) changed: compile again on demand (cheap:
    // the compile cache has every page whose input did not change).
    if (recompile) this.pages!.clear();
    this.rescan();
    this.version++;
    this.search.invalidate();
    if (first || recompile) {
      this.model!.gitDates = new Map();
      if (loaded.config.themeConfig.lastUpdated) setTimeout(() => void this.model?.loadGitDates().then((read) => read && this.version++), 500).unref();
    }
    try {
      this.pluginClient = this.plugins.clientCode();
    } catch (error) {
      this.pluginClient = undefined;
      this.reporter.setSiteError('plugins', error);
    }
    if (await this.syncApp(projectChanged)) return true;
    return recompile;
  }

  /** The first config: this server's output folder, its pages and model. */
  private start(project: Project): void {
    const outDir = createOutputFolder(project.cacheDir);
    this.outDir = outDir;
    const settings = () => ({ config: this.config!, project: this.project!, fingerprint: this.fingerprint });
    const site = this;
    this.app = new DevApp(outDir, this.reporter, () => this.onReload());
    this.pages = new DevPages({
      outDir,
      reporter: this.reporter,
      settings,
      app: this.app,
      hasModel: () => !!this.model?.hasModel(),
      changed: (model) => {
        site.version++;
        if (model) site.model?.invalidate();
      },
      watchFiles: (files) => this.watchIncluded(files),
    });
    this.pages.compiler.onCss = () => this.onCss();
    this.model = new DevModel(settings, this.pages, this.reporter);
  }

  /** Scans the pages again (the model follows); true when routes came or went. */
  private rescan(): boolean {
    const changed = this.pages?.rescan(this.addedPages);
    this.model?.invalidate();
    return !!changed;
  }

  /** Makes the app bundle current (site data, plugins' client code, page list); true when open pages must reload. */
  private async syncApp(projectChanged = false): Promise<boolean> {
    const siteData = this.model?.siteData();
    if (!siteData || !this.app) return false;
    return this.app.sync({ project: this.project!, siteData, pluginClient: this.pluginClient, pageList: () => this.model!.pageList() }, projectChanged);
  }

  private watchIncluded(files: Iterable<string>): void {
    const added = [...files].filter((file) => !this.includedFiles.has(file));
    for (const file of added) this.includedFiles.add(file);
    if (added.length) this.onWatchFiles(added);
  }

  // ---- what the server asks for besides responses ---------------------------------------------

  sidebar(urlPath: string): ResolvedSidebarItem[] | null {
    return this.model?.sidebar(urlPath) ?? null;
  }

  /** A search index (`static/search_index.<lang>[.<version>].json`) or its section texts, by path under the base (built on first request, again after content changes). */
  searchFile(path: string): Promise<string | null> {
    return this.search.get(path);
  }

  codeCssHref(): string {
    return `${CODE_CSS_PATH}?v=${this.pages?.compiler.cssVersion ?? 0}`;
  }

  codeCss(): string {
    return this.pages?.compiler.css() ?? '';
  }

  /** Folders and files to watch. */
  watchPaths(): string[] {
    return watchPaths(this.watched());
  }

  private watched(): WatchedSite {
    return { root: this.root, project: this.project, configInputs: this.configInputs, addedPages: this.addedPages, includedFiles: this.includedFiles, appInputs: this.app?.inputs };
  }

  // ---- changes -------------------------------------------------------------------------------

  /**
   * Applies a batch of file changes; returns what the open browsers must do. Each change makes some
   * cached steps stale (changes.ts, STALE_STEPS); they are dropped here, the config and page list made
   * again at once, the pages that were compiled before rebuilt, and the model and app made current.
   */
  async applyChanges(changes: Map<string, string>): Promise<ChangeResult> {
    debug(`changes: ${[...changes].map(([f, e]) => `${e} ${relative(this.root, f)}`).join(', ')}`);
    const result: ChangeResult = { routes: [], reload: false };
    /** Every page's data changed (open pages refresh all of it). */
    let all = false;
    const { steps, files } = staleSteps(changes, this.watched());
    if (steps.has('template')) this.responses.templateChanged();
    if (steps.has('compile-settings')) this.pages?.publicChanged();
    if (steps.has('template') || steps.has('compile-settings')) result.reload = true;
    if (steps.has('model')) {
      this.model!.invalidate();
      all = true;
    }
    // Pages compiled (or failed) before are rebuilt now; a file that is no page and that no page uses may be a new page.
    const refresh = new Set<PageEntry>();
    for (const file of files) {
      const outcome = this.contentChanged(file, refresh);
      if (outcome === 'page-list') steps.add('config').add('page-list');
      if (outcome === 'all') all = true;
    }
    if (steps.has('config')) {
      const outcome = await this.reloadConfig();
      if (outcome === 'reload') result.reload = true;
      if (outcome === 'refresh') all = true;
      // A new config scanned the pages already.
      if (steps.has('page-list') && outcome !== 'refresh' && outcome !== 'reload' && this.rescan()) {
        all = true;
        this.pages!.rewarnAll();
      }
      if (steps.has('page-list')) this.search.invalidate();
      for (const entry of refresh) if (this.pages?.get(entry.source.routePath) !== entry) refresh.delete(entry);
    }
    const { pages, model } = this;
    if (!this.project || !pages || !model) {
      this.reporter.publishErrors();
      return result;
    }
    // A code block in a language no page had before: every page with code is highlighted again, as a build would.
    const changedMarkdown = new Set([...changes.keys()].filter((file) => /\.mdx?$/.test(file)));
    if (changedMarkdown.size && pages.updateHighlighter(changedMarkdown)) {
      for (const entry of pages.all()) {
        compileStale(entry);
        if (entry.compile.result) refresh.add(entry);
      }
      all = true;
    }
    if (steps.has('app') && (await this.themeChanged())) result.reload = true;
    // Rebuild the pages that were open or compiled before, in parallel.
    const titles = new Map([...refresh].map((e) => [e, e.compile.result?.meta.title]));
    const modules = new Map([...refresh].map((e) => [e, e.bundle.result?.url]));
    await Promise.all([...refresh].map((e) => pages.ensureBundled(e)));
    for (const e of refresh) {
      // Generated sidebars show page titles: every page's sidebar changes with one.
      if (e.compile.result?.meta.title !== titles.get(e) && model.usesGeneratedSidebars()) all = true;
      if (e.bundle.result?.url !== modules.get(e)) result.routes!.push(e.source.routePath);
    }
    if (refresh.size || steps.has('page-list')) model.invalidate();
    this.version++;
    // The model is made now rather than on the next request, so its errors (a broken _meta.json) go out with this change.
    if (model.isDirty) model.current();
    // Site data (nav, labels) or the page list may have changed with the pages: the app is rebuilt, and open pages reload.
    if (await this.syncApp()) result.reload = true;
    this.reporter.publishErrors();
    if (all) result.routes = null;
    return result;
  }

  /**
   * A content file changed: a page (compiled again if it was before), or a file pages include or bundle.
   * 'page-list' when pages may have come or gone, 'all' when every page's data changes.
   */
  private contentChanged(file: string, refresh: Set<PageEntry>): 'page-list' | 'all' | undefined {
    const { pages, model, project } = this;
    if (!pages || !model || !project) return undefined;
    const entry = pages.byFileName(file);
    if (entry) {
      if (!existsSync(file)) return 'page-list';
      this.search.invalidate();
      const before = pages.sourceChanged(entry);
      if (entry.compile.result || entry.compile.error) refresh.add(entry);
      else if (model.usesGeneratedSidebars() && pages.titleOf(entry) !== before) {
        model.invalidate();
        return 'all';
      }
      return undefined;
    }
    const users = pages.dependencyChanged(file);
    for (const user of users) refresh.add(user);
    if (users.length) this.search.invalidate();
    if (!users.length && /\.mdx?$/.test(file) && file.startsWith(project.contentDir + sep)) return 'page-list';
    return undefined;
  }

  /** A theme file changed: the app is bundled again (with a site theme that came or went). True when it built. */
  private async themeChanged(): Promise<boolean> {
    const project = resolveProject(this.root, this.config!);
    const themeMoved = project.siteThemeEntry !== this.project!.siteThemeEntry || project.siteSlotsEntry !== this.project!.siteSlotsEntry;
    if (themeMoved) this.project = project;
    return !!(await this.app?.themeChanged(themeMoved ? project : undefined));
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
      this.reporter.setSiteError('config', error);
      return 'error';
    }
    const hadError = this.reporter.clearSiteError('config');
    // (Functions do not show in JSON: the fingerprint tells whether the plugins' code changed.)
    if (this.config && JSON.stringify(loaded.config) === JSON.stringify(this.config) && loaded.fingerprint === this.fingerprint) {
      this.configFile = loaded.file;
      return hadError ? 'refresh' : 'same';
    }
    const first = !this.project;
    const reload = await this.applyConfig(loaded);
    await this.app?.settled();
    if (!first) this.logger.info(pc.green('config reloaded'));
    return reload ? 'reload' : 'refresh';
  }

  async close(): Promise<void> {
    await this.app?.dispose();
    if (this.outDir) rmSync(this.outDir, { recursive: true, force: true });
  }

  /** For tests and the benchmark: compile state of a route. */
  debugState(routePath: string): { compiled: boolean; error?: string } | undefined {
    const entry = this.pages?.get(routePath);
    return entry && { compiled: !!entry.compile.result, error: (entry.compile.error ?? entry.bundle.error)?.message };
  }
}
