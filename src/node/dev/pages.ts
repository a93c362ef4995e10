/**
 * The dev server's pages: the scanned list (the build's `scanSite`), and per page its compiled module
 * (the build's compile inputs and cache, `compileJobs`) and its browser bundle, each made when first
 * asked for and again only when its inputs change. Also the fragments pages embed (for their heading
 * ids), the files pages include (an edit recompiles the page), the highlighter the build would use for
 * the same sources, and each page's warnings (the build's dead-link rule).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { readPageSource, type PageSource } from '../content/scan.ts';
import { readmeIndexRoutes } from '../content/readme-index.ts';
import type { CompiledPage, CompileInput } from '../markdown/compile.ts';
import { codeLanguagesIn, highlighterOf } from '../markdown/highlighter-settings.ts';
import { includedFiles } from '../markdown/includes.ts';
import { deadLinkLine, deadLinkVerdicts, deadLinks, importedFragments, outsideDocs, pageHeadingIds, resolveCheckDeadLinks } from '../pipeline/check-links.ts';
import { withCodeLanguages } from '../pipeline/compile-pages.ts';
import type { Project } from '../pipeline/project.ts';
import { compileJobs, compileSettings, findFragments, notFoundModule as notFoundPageModule, scanSite, type CompileSettings } from '../pipeline/stages.ts';
import type { PluginPage } from '../plugins/driver.ts';
import type { DocsiteError } from '../errors.ts';
import { DevCompiler, quickTitle } from './compiler.ts';
import { bundlePage, type PageModule } from './page-bundle.ts';
import { toError, type DevReporter } from './reporter.ts';
import { SharedModuleNeeded, type RuntimeOutput } from './runtime-bundle.ts';
import type { DevApp } from './app.ts';
import { debug } from './debug.ts';
import { bundleStale, compileStale, compiled, newPageEntry, type PageEntry } from './page-entry.ts';

export type { PageEntry };

/** What the pages need of the rest of the dev server: its settings and the services it shares with them. */
export interface PagesHost {
  readonly outDir: string;
  readonly reporter: DevReporter;
  /** The current config, project (its root names files in messages) and config fingerprint (they change when the config is edited). */
  settings(): { config: ResolvedSiteConfig; project: Project; fingerprint?: string };
  /** The app bundle pages are bundled against: its output once its build settled, and the on-demand shared modules it takes in. */
  readonly app: Pick<DevApp, 'output' | 'share'>;
  /** Whether a site model was ever made (dead links are checked once one was). */
  hasModel(): boolean;
  /** Something a response depends on changed: a compile (`model`: the site model too) or a bundle. */
  changed(model: boolean): void;
  /** Files to watch besides the content folder (included from elsewhere). */
  watchFiles(files: Iterable<string>): void;
}

export class DevPages {
  sources: PageSource[] = [];
  /** The routes of `sources`: the site model's routes (buildSiteModel), kept here so checking a page's links rebuilds no model. */
  private routes: ReadonlySet<string> = new Set();
  /** The Markdown fragments (shared/ and `_` files) as of the last scan. */
  private fragments: string[] = [];
  /** The site's README index routes as of the last scan (links to them reach their folders: content/readme-index.ts). */
  private readmeRoutes: string[] = [];
  private keptSettings?: { project: Project; config: ResolvedSiteConfig; fingerprint: string | undefined; settings: CompileSettings };
  private entries = new Map<string, PageEntry>();
  private byFile = new Map<string, PageEntry>();
  readonly compiler: DevCompiler;
  /** The languages each page's and fragment's fences name, by file (read again only when the file changes). */
  private fenceLanguages = new Map<string, string[]>();
  /** Heading ids of the fragments compiled so far, by file (dropped when the file changes), and a count of changes to them. */
  private fragmentHeadingIds = new Map<string, readonly string[]>();
  private fragmentsVersion = 0;
  /** A compiled page's anchors, as the build counts them (`pageHeadingIds`): links from every page look them up. */
  private headingIds = new WeakMap<CompiledPage, { ids: Set<string>; fragments: number }>();
  private notFound?: { generation: number; module: PageModule };
  private warmUpScheduled = false;

  constructor(private readonly host: PagesHost) {
    const { config, project, fingerprint } = host.settings();
    this.compiler = new DevCompiler({ cacheDir: project.cacheDir, highlighter: highlighterOf(config, fingerprint) });
  }

  /** Every page, by route. */
  all(): IterableIterator<PageEntry> {
    return this.entries.values();
  }

  get(routePath: string): PageEntry | undefined {
    return this.entries.get(routePath);
  }

  /** A page by route, with or without its trailing slash. */
  find(routePath: string): PageEntry | undefined {
    return this.entries.get(routePath) ?? this.entries.get(routePath.endsWith('/') ? routePath.slice(0, -1) : routePath + '/');
  }

  byFileName(file: string): PageEntry | undefined {
    return this.byFile.get(file);
  }

  /** Forgets every compiled page (their compile inputs changed): they compile again on demand, mostly from the cache. */
  clear(): void {
    this.entries.clear();
    this.byFile.clear();
  }

  /**
   * Re-reads the page list, keeping the compiled state of pages that are still there. Returns whether the
   * set of routes changed, or undefined when the scan failed (its error is reported).
   */
  rescan(addedPages: readonly PluginPage[]): boolean | undefined {
    const { project, config } = this.host.settings();
    let sources: PageSource[];
    try {
      sources = scanSite(project, config, addedPages);
      this.host.reporter.clearSiteError('content');
    } catch (error) {
      this.host.reporter.setSiteError('content', error);
      return undefined;
    }
    const before = new Set(this.entries.keys());
    const entries = new Map<string, PageEntry>();
    const byFile = new Map<string, PageEntry>();
    for (const source of sources) {
      const old = this.entries.get(source.routePath);
      const entry = old && old.source.file === source.file && old.source.content === source.content ? old : newPageEntry(source);
      entries.set(source.routePath, entry);
      byFile.set(source.file, entry);
    }
    this.sources = sources;
    this.routes = new Set(sources.map((source) => source.routePath));
    // Fragments come and go with a scan (a new Markdown file that is no page is a structure change).
    this.fragments = findFragments(project, sources);
    this.entries = entries;
    this.byFile = byFile;
    // A README that became its folder's index (or stopped being one) changes where links to it go, in every page.
    const readmeRoutes = readmeIndexRoutes(sources);
    const readmesChanged = readmeRoutes.join('\n') !== this.readmeRoutes.join('\n');
    this.readmeRoutes = readmeRoutes;
    // A page added with a language no page had: the others are highlighted again, as a build would.
    if (this.updateHighlighter() || readmesChanged) for (const entry of this.entries.values()) compileStale(entry);
    this.host.reporter.publishWarnings(); // a removed page takes its warnings along
    return before.size !== entries.size || [...before].some((r) => !entries.has(r));
  }

  /**
   * Makes the highlighter the one the build would use for the pages and fragments as they are now (their
   * code blocks' languages are part of it): pages compiled here and by `docsite build` share cache entries.
   * Only the `changed` files and files not seen before are read. True when it changed (pages compiled
   * before must compile again).
   */
  updateHighlighter(changed: ReadonlySet<string> = new Set()): boolean {
    const { config, fingerprint } = this.host.settings();
    const files = [...this.sources.map((source) => source.file), ...this.fragments];
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
    return this.compiler.setHighlighter(withCodeLanguages(highlighterOf(config, fingerprint), [...current.values()].flat()));
  }

  /** A page's title without compiling it when it is not compiled yet (generated sidebars show titles). */
  titleOf(entry: PageEntry): string {
    if (entry.compile.result) return entry.compile.result.meta.title;
    if (entry.quickTitle === undefined) {
      try {
        entry.quickTitle = quickTitle(entry.source.content ?? readFileSync(entry.source.file, 'utf8'));
      } catch {
        entry.quickTitle = '';
      }
    }
    return entry.quickTitle;
  }

  /** The page's source changed: compiled again when next needed. Returns its title as known before. */
  sourceChanged(entry: PageEntry): string | undefined {
    compileStale(entry);
    const before = entry.quickTitle;
    entry.quickTitle = undefined;
    return before;
  }

  /**
   * A file that is not a page changed: the pages that include it compile again, the pages that bundle it
   * (fragment, component, image …) are bundled again. Returns them.
   */
  dependencyChanged(file: string): PageEntry[] {
    if (this.fragmentHeadingIds.delete(file)) this.fragmentsVersion++;
    const users: PageEntry[] = [];
    for (const entry of this.entries.values()) {
      if (entry.compile.includes?.has(file)) {
        // An included file is part of the page's source: compiled again, as its cache key says.
        compileStale(entry);
        users.push(entry);
      } else if (entry.bundle.result?.deps.has(file)) {
        bundleStale(entry);
        users.push(entry);
      }
    }
    return users;
  }

  /** A page's (or a fragment file's) compile input, as the build makes it. */
  private compileInput(page: { source: PageSource } | { fragment: string }): CompileInput {
    const { project, config, fingerprint } = this.host.settings();
    const settings = this.compileSettingsOf(project, config, fingerprint);
    const [sources, fragments] = 'source' in page ? [[page.source], []] : [[], [page.fragment]];
    return compileJobs(project, sources, fragments, config, fingerprint, this.readmeRoutes, settings)[0].input;
  }

  /** The site's compile settings, made once per config rather than per compile (they list public/'s .html files: see publicChanged). */
  private compileSettingsOf(project: Project, config: ResolvedSiteConfig, fingerprint: string | undefined): CompileSettings {
    const kept = this.keptSettings;
    if (kept && kept.project === project && kept.config === config && kept.fingerprint === fingerprint) return kept.settings;
    this.keptSettings = { project, config, fingerprint, settings: compileSettings(project, config, fingerprint) };
    return this.keptSettings.settings;
  }

  /** A file of public/ changed: the compile settings are made again (pages link to its .html files as files). */
  publicChanged(): void {
    this.keptSettings = undefined;
  }

  async ensureCompiled(entry: PageEntry): Promise<void> {
    while (entry.compile.stale) {
      entry.compile.running ??= this.compileEntry(entry).finally(() => (entry.compile.running = undefined));
      await entry.compile.running;
    }
    if (entry.compile.running) await entry.compile.running;
  }

  private async compileEntry(entry: PageEntry): Promise<void> {
    entry.compile.stale = false;
    const rel = relative(this.host.settings().project.root, entry.source.file);
    try {
      const input = this.compileInput(entry);
      const t = performance.now();
      entry.compile.includes = new Set(includedFiles(input.source, input.file));
      this.host.watchFiles(entry.compile.includes);
      const page = await this.compiler.compile(input);
      debug(`compiled ${rel} in ${Math.round(performance.now() - t)} ms`);
      const titleChanged = entry.compile.result ? entry.compile.result.meta.title !== page.meta.title : page.meta.title !== entry.quickTitle;
      compiled(entry, { result: page });
      if (titleChanged) entry.quickTitle = page.meta.title;
      // Warnings and dead links are for the terminal: checked once the browsers have the update, and
      // once the fragments the page embeds are compiled (their headings are its anchors too).
      setTimeout(() => void this.compileFragmentsOf(entry).then(() => entry.compile.result === page && this.warnPage(entry)), 20);
    } catch (error) {
      compiled(entry, { error: toError(error) });
    }
    this.host.changed(true);
  }

  /** Compile warnings and dead links of a page, printed once per change; `publish: false` leaves telling the browsers to the caller. */
  private warnPage(entry: PageEntry, publish = true): void {
    const rel = relative(this.host.settings().project.root, entry.source.file);
    const meta = entry.compile.result!.meta;
    const lines = meta.warnings.map((w) => `warning: ${rel}:${w.line ?? 1}: ${w.message}`);
    const routes = this.host.hasModel() ? this.routes : undefined;
    const verdicts = deadLinkVerdicts(resolveCheckDeadLinks(this.host.settings().config.markdown));
    if (routes && verdicts) {
      const idsOf = (route: string) => {
        const other = this.entries.get(route);
        return other?.compile.result && this.headingIdSet(other);
      };
      // Labelled as the build would judge them: "dead link" fails the build, "dead anchor" is a warning there too.
      for (const problem of deadLinks(meta.links.filter((link) => !verdicts.excluded(link.url)), rel, routes, this.headingIdSet(entry), idsOf, outsideDocs(this.host.settings().project))) lines.push(deadLinkLine(problem, verdicts));
    }
    this.host.reporter.logPageWarnings(lines, entry.warnings);
    entry.warnings = lines;
    if (publish) this.host.reporter.publishWarnings();
  }

  /** Checks every compiled page's links again: a page added or removed changes where links lead. */
  rewarnAll(): void {
    for (const entry of this.entries.values()) if (entry.compile.result) this.warnPage(entry, false);
    this.host.reporter.publishWarnings();
  }

  /** Compiles the fragments a page embeds that are not compiled yet (from the cache, usually), for their heading ids. */
  private async compileFragmentsOf(entry: PageEntry): Promise<void> {
    if (!entry.compile.result) return;
    for (const file of importedFragments(entry.compile.result.code, entry.source.file, this.host.settings().project)) {
      if (this.fragmentHeadingIds.has(file) || !existsSync(file)) continue;
      try {
        await this.compileFragment(file);
      } catch {
        // bundling the page reports it, at its line
      }
    }
  }

  private headingIdSet(entry: PageEntry): Set<string> {
    const page = entry.compile.result!;
    const known = this.fragmentsVersion;
    let cached = this.headingIds.get(page);
    // Made again when fragments were compiled or changed since: one the page embeds may be among them.
    if (!cached || cached.fragments !== known) {
      cached = { ids: pageHeadingIds(page, entry.source.file, this.host.settings().project, (file) => this.fragmentHeadingIds.get(file)), fragments: known };
      this.headingIds.set(page, cached);
    }
    return cached.ids;
  }

  private compileFragment = async (file: string): Promise<string> => {
    const compiled = await this.compiler.compile(this.compileInput({ fragment: file }));
    this.fragmentHeadingIds.set(file, compiled.meta.headingIds);
    this.fragmentsVersion++;
    return compiled.code;
  };

  /** Compiles (if needed) and bundles (if needed) one page. */
  async ensureBundled(entry: PageEntry): Promise<void> {
    await this.ensureCompiled(entry);
    if (!entry.compile.result) return;
    let runtime = await this.host.app.output();
    if (!runtime) return;
    const key = () => `${entry.bundle.inputs}:${runtime!.generation}`;
    while (entry.bundle.builtFor !== key() || entry.bundle.running) {
      if (!entry.bundle.running) {
        entry.bundle.builtFor = key();
        entry.bundle.running = this.bundleEntry(entry, runtime).finally(() => (entry.bundle.running = undefined));
      }
      await entry.bundle.running;
      runtime = (await this.host.app.output()) ?? runtime;
    }
  }

  private async bundleEntry(entry: PageEntry, runtime: RuntimeOutput): Promise<void> {
    const t = performance.now();
    const previous = entry.bundle.result?.file;
    try {
      entry.bundle.result = await this.bundle(entry.source.routePath, entry.source.file, entry.compile.result!.code, runtime);
      entry.bundle.error = undefined;
      // The replaced version is only needed by a page still loading it: gone after a minute, so a
      // long session does not pile up one file per save.
      if (previous && previous !== entry.bundle.result.file) {
        setTimeout(() => {
          // (An undo can make the old file current again.)
          if (entry.bundle.result?.file !== previous) rmSync(previous, { force: true });
        }, 60_000).unref();
      }
    } catch (error) {
      entry.bundle.error = toError(error);
    }
    debug(`bundled ${entry.source.routePath} in ${Math.round(performance.now() - t)} ms`);
    this.host.changed(false);
  }

  /**
   * One page's module, bundled against the app's shared modules. A page that imports one of Rspress's
   * modules makes the app take it in (one instance for every page), then is bundled again.
   */
  private async bundle(routePath: string, file: string, code: string, runtime: RuntimeOutput): Promise<PageModule> {
    const input = { project: this.host.settings().project, routePath, file, code, outDir: this.host.outDir, shared: runtime.shared, siteData: runtime.siteData, compileFragment: this.compileFragment };
    try {
      return await bundlePage(input);
    } catch (error) {
      if (!(error instanceof SharedModuleNeeded) || !(await this.host.app.share(error.spec))) throw error;
      const rebuilt = await this.host.app.output();
      if (!rebuilt) throw error;
      return bundlePage({ ...input, shared: rebuilt.shared, siteData: rebuilt.siteData });
    }
  }

  /** The 404 page's module (the build's `notFoundModule`), bundled again when the app changed. */
  async notFoundModule(): Promise<PageModule | undefined> {
    const runtime = await this.host.app.output();
    if (!runtime) return undefined;
    if (this.notFound?.generation !== runtime.generation) {
      const { routePath, file, code } = notFoundPageModule(this.host.settings().project);
      this.notFound = { generation: runtime.generation, module: await this.bundle(routePath, file, code, runtime) };
    }
    return this.notFound.module;
  }

  /** After the first page is served: warm the compiler up in the background (see DevCompiler.warmUp). */
  scheduleWarmUp(entry: PageEntry): void {
    if (this.warmUpScheduled || process.env.DOCSITE_DEV_NO_WARMUP) return;
    this.warmUpScheduled = true;
    setTimeout(() => {
      try {
        void this.compiler.warmUp(this.compileInput(entry)).catch(() => {});
      } catch {
        // the page went away: no warm-up
      }
    }, 100).unref();
  }
}
