/**
 * The dev server's site model: the build's `buildSiteModel` over the pages as they are now (pages not
 * compiled yet stand in with the title a quick read of their source gives), made again when something it
 * depends on changed. The one source of the site data, the pages' data, the sidebars and the page list;
 * a model that fails (a broken _meta.json) is reported and the last good one stays.
 */
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { ClientSiteData, ResolvedSidebarItem } from '../../shared/page-data.ts';
import { siteLocales } from '../config/locales.ts';
import type { PageSource } from '../content/scan.ts';
import { flattenSidebarLinks, type ResolvedSidebar } from '../content/sidebar.ts';
import type { CompiledPage } from '../markdown/compile.ts';
import type { Project } from '../pipeline/project.ts';
import { readSiteFiles } from '../pipeline/site-files.ts';
import { buildSiteModel, pageListOf, sidebarUrl, type ModelPage, type PageListEntry, type SiteModel } from '../pipeline/site-model.ts';
import { stubPage } from './compiler.ts';
import type { DevPages, PageEntry } from './pages.ts';
import type { DevReporter } from './reporter.ts';
import { devSearchIndexUrls } from './search.ts';
import { configLinkProblems, DEAD_LINK_WARNING } from '../pipeline/check-links.ts';

export class DevModel {
  private model?: SiteModel;
  private dirty = true;
  private pageData = new Map<string, ModelPage>();
  private sidebarsByUrl = new Map<string, ResolvedSidebar>();
  /** Last-updated dates from git, when the site shows them (read in the background: they are slow). */
  gitDates = new Map<string, number>();

  constructor(
    private readonly settings: () => { config: ResolvedSiteConfig; project: Project },
    private readonly pages: DevPages,
    private readonly reporter: DevReporter,
  ) {}

  /** Something the model depends on changed: made again when next needed. */
  invalidate(): void {
    this.dirty = true;
  }

  get isDirty(): boolean {
    return this.dirty;
  }

  /** Whether a model was ever made (without making one). */
  hasModel(): boolean {
    return this.model !== undefined;
  }

  /** The current model (the last good one when the newest failed; undefined when none ever succeeded). */
  current(): SiteModel | undefined {
    if (this.model && !this.dirty) return this.model;
    const generated = this.usesGeneratedSidebars();
    const compiled = new Map<string, CompiledPage>();
    for (const entry of this.pages.all()) compiled.set(entry.source.routePath, entry.compile.result ?? stubPage(generated ? this.pages.titleOf(entry) : ''));
    this.dirty = false;
    try {
      const model = this.of(this.pages.sources, compiled);
      this.reporter.clearSiteError('site');
      this.model = model;
      this.pageData = new Map(model.pages.map((p) => [p.routePath, p]));
      this.sidebarsByUrl = new Map(model.sidebars.map((s) => [sidebarUrl(this.settings().config.base, s), s]));
      this.reporter.setConfigLinkWarnings([...configLinkProblems(model).map((p) => DEAD_LINK_WARNING + p), ...model.navLinkWarnings]);
      this.reporter.setSidebarFileWarnings(model.sidebarFileWarnings);
    } catch (error) {
      this.reporter.setSiteError('site', error);
    }
    return this.model;
  }

  /** The build's site model function over these pages. */
  private of(sources: PageSource[], compiled: Map<string, CompiledPage>): SiteModel {
    const { config, project } = this.settings();
    return buildSiteModel({
      config,
      project,
      sources,
      compiled,
      gitDates: this.gitDates,
      searchIndexes: devSearchIndexUrls(config, this.pages.sources),
      sidebarUrl: (s) => sidebarUrl(config.base, s),
      files: readSiteFiles(config, project),
    });
  }


  /**
   * The site data the app is bundled with: the current model's, else (no model was ever built: a broken
   * _meta.json at start) the same model function's for a site of no pages. Undefined when even that fails
   * (its error is shown).
   */
  siteData(): ClientSiteData | undefined {
    let siteData = this.current()?.siteData;
    try {
      siteData ??= this.of([], new Map()).siteData;
    } catch {
      return undefined;
    }
    // The dev app bundles every export of the site theme as a possible layout (pages compile on demand):
    // the layouts pages name so far would only rebuild it as they compile.
    const { layouts: _layouts, ...rest } = siteData;
    return rest;
  }

  /** `docsite:pages`, as the build makes it: every page compiled first. */
  async pageList(): Promise<PageListEntry[]> {
    for (const entry of this.pages.all()) await this.pages.ensureCompiled(entry);
    this.reporter.publishErrors();
    return pageListOf(this.current()?.pages ?? []);
  }

  /** A route's data in the model (without its module: the caller joins it, `withModule`). */
  pageDataOf(routePath: string): ModelPage | undefined {
    this.current();
    return this.pageData.get(routePath);
  }

  sidebar(urlPath: string): ResolvedSidebarItem[] | null {
    this.current();
    const found = this.sidebarsByUrl.get(urlPath);
    if (found) return found.items;
    // A stale hash (the sidebar changed since the page loaded): the current one of that id.
    const id = /\/static\/sidebar\/(.+)\.[0-9a-f]{8}\.json$/.exec(urlPath)?.[1];
    for (const s of this.sidebarsByUrl.values()) if (s.id === id) return s.items;
    return null;
  }

  /** Sidebars generated from the pages show their titles: a title change changes every page's sidebar. */
  usesGeneratedSidebars(): boolean {
    return siteLocales(this.settings().config).some((locale) => !locale.sidebar);
  }

  /** Pages an Overview page lists need their outlines: compiled (not bundled) first, as the build has them all. */
  async compileOverviewTargets(entry: PageEntry): Promise<void> {
    if (!entry.compile.result?.meta.usesOverview) return;
    const page = this.pageDataOf(entry.source.routePath);
    const sidebar = page?.sidebar ? this.sidebarsByUrl.get(page.sidebar) : undefined;
    if (!sidebar) return;
    const targets = flattenSidebarLinks(sidebar.items).map((l) => this.pages.get(l.link)).filter((e): e is PageEntry => !!e && e !== entry);
    if (!targets.some((t) => t.compile.stale)) return;
    for (const target of targets) await this.pages.ensureCompiled(target);
    this.dirty = true;
  }

  /** Reads the last-updated dates from git (a while after start: they are slow); none outside a git checkout. */
  async loadGitDates(): Promise<boolean> {
    const { readGitDates } = await import('../pipeline/git-dates.ts');
    try {
      this.gitDates = readGitDates(this.settings().project.contentDir);
      this.dirty = true;
      return true;
    } catch {
      return false; // not a git checkout: no dates
    }
  }
}
