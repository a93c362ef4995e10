/**
 * The dev server's app bundle (runtime-bundle.ts) as the rest of the server uses it: made once site data
 * exists, rebuilt when its inputs change (site data, the plugins' client code, the page list it bundles,
 * the project's aliases, a theme file), with requests waiting for a rebuild under way. A failed build is
 * the site error 'theme'; the last good output keeps being served.
 */
import type { ClientSiteData } from '../../shared/page-data.ts';
import type { Project } from '../pipeline/project.ts';
import type { PageListEntry } from '../pipeline/site-model.ts';
import type { PluginClientCode } from '../plugins/client-code.ts';
import type { DevReporter } from './reporter.ts';
import { RuntimeBundle, type RuntimeOutput } from './runtime-bundle.ts';

export interface AppInputs {
  project: Project;
  siteData: ClientSiteData;
  pluginClient?: PluginClientCode;
  /** `docsite:pages`, asked for only when the app imports it. */
  pageList: () => Promise<PageListEntry[]>;
}

export class DevApp {
  private bundle?: RuntimeBundle;
  private ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly outDir: string,
    private readonly reporter: DevReporter,
    /** Called when the app was rebuilt outside a change (open pages must reload). */
    private readonly onReload: () => void,
  ) {}

  /** The current output, once a build under way settled (undefined: it never built). */
  async output(): Promise<RuntimeOutput | undefined> {
    await this.ready;
    return this.bundle?.current;
  }

  /** Source files of the last good build (a change of one rebuilds the app). */
  get inputs(): ReadonlySet<string> | undefined {
    return this.bundle?.current?.inputs;
  }

  /**
   * Makes the app current with its inputs. True when it was (or is being, the first time) rebuilt: open
   * pages reload. `projectChanged`: the project's aliases or theme entries changed.
   */
  async sync(inputs: AppInputs, projectChanged = false): Promise<boolean> {
    if (!this.bundle) {
      this.bundle = new RuntimeBundle({ ...inputs, outDir: this.outDir });
      void this.rebuild();
      return true;
    }
    let rebuild = projectChanged;
    if (projectChanged) await this.bundle.setProject(inputs.project);
    if (await this.bundle.setPluginClient(inputs.pluginClient)) rebuild = true;
    if (this.bundle.setSiteData(inputs.siteData)) rebuild = true;
    if (this.bundle.usesPageList && this.bundle.pageListChanged(await inputs.pageList())) rebuild = true;
    if (rebuild) await this.rebuild();
    return rebuild;
  }

  /** A theme file changed (maybe a site theme came or went: `project`). True when the rebuild succeeded. */
  async themeChanged(project?: Project): Promise<boolean> {
    if (!this.bundle) return false;
    if (project) await this.bundle.setProject(project);
    await this.rebuild();
    return !this.reporter.hasSiteError('theme');
  }

  /** A page imports one of Rspress's modules: the app takes it in (one instance for every page), and open pages reload. */
  async share(spec: string): Promise<boolean> {
    if (!this.bundle || !(await this.bundle.share(spec))) return false;
    await this.rebuild();
    this.onReload();
    return true;
  }

  /** React's development build from now on (readable errors): true when it was not in use, and the app was rebuilt. */
  async useDevelopmentReact(): Promise<boolean> {
    if (!this.bundle || !(await this.bundle.useDevelopmentReact())) return false;
    await this.rebuild();
    return true;
  }

  /** Starts a rebuild; requests wait for it. */
  private rebuild(): Promise<void> {
    this.ready = this.bundle!.build().then(
      () => void this.reporter.clearSiteError('theme'),
      (error) => this.reporter.setSiteError('theme', error),
    );
    return this.ready;
  }

  /** Waits for a build under way. */
  settled(): Promise<void> {
    return this.ready;
  }

  async dispose(): Promise<void> {
    await this.bundle?.dispose();
  }
}
