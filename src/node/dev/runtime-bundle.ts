/**
 * The dev server's long-lived esbuild context for everything that is not a page: the browser entry,
 * the server entry (for SSR) and one small "shared" entry per module that pages import from the
 * app (React, the JSX runtime, `@theme`). Page modules are built separately (page-bundle.ts) with
 * those imports pointing at the shared entries, so browser and server each run one React and one
 * theme, and a page edit never re-bundles the app. Rebuilt incrementally when theme sources, the
 * site data or the config change.
 */
import { importMetaEnv, importMetaEnvLoader } from '../pipeline/import-meta-env.ts';
import { appDefines } from '../pipeline/page-plugins.ts';
import { context, type BuildContext, type Metafile, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readFileSync } from 'node:fs';
import { clientModulesPrelude, globalComponentsPlugin, type PluginClientCode } from '../plugins/client-code.ts';
import { browserBundleOptions, bundleError, bundleWorkingDir } from '../pipeline/bundle-options.ts';
import { staticImportsOf } from '../pipeline/bundle-outputs.ts';
import { RSPRESS_ALIASES, siteAliases } from '../pipeline/site-aliases.ts';
import { esbuildResolver, exportOriginsWith } from '../pipeline/theme-imports.ts';
import { loadVirtualModule } from '../pipeline/virtual-modules.ts';
import { CLIENT_DIR } from '../package-root.ts';
import { CLIENT_ENTRY, SERVER_ENTRY, resolveDocsiteImport, runtimeEntryOf } from '../pipeline/runtime-entries.ts';
import type { Project } from '../pipeline/project.ts';
import type { ClientSiteData } from '../../shared/page-data.ts';
import type { PageListEntry } from '../pipeline/site-model.ts';
import { assetSourcePath, importedAssets } from '../pipeline/imported-assets.ts';
import { DOCUSAURUS_STAND_INS } from '../pipeline/docusaurus-imports.ts';

/**
 * React's production build by default: a page swap renders several times faster than with the
 * development build, which matters for an edit loop. DOCSITE_REACT_DEV=1 selects the development
 * build (full warnings, e.g. while working on a theme).
 */
export const DEV_NODE_ENV = process.env.DOCSITE_REACT_DEV ? 'development' : 'production';

/** The names a page may import one of Rspress's modules by (the build's aliases for it). */
const rspressNames = (file: string) => Object.keys(RSPRESS_ALIASES).filter((name) => RSPRESS_ALIASES[name] === file);

/**
 * Modules a page may import that must be the app's own instance. `onDemand` ones join the app when a
 * page first imports one (Rspress's runtime bundles `docsite:pages`, which needs every page compiled).
 */
export const SHARED_MODULES: { spec: string; name: string; cjs: boolean; aliases?: string[]; onDemand?: boolean }[] = [
  { spec: 'react', name: 'react', cjs: true },
  { spec: 'react/jsx-runtime', name: 'react-jsx-runtime', cjs: true },
  { spec: 'react/jsx-dev-runtime', name: 'react-jsx-dev-runtime', cjs: true },
  { spec: 'react-dom', name: 'react-dom', cjs: true },
  // Compiled MDX takes its components from this package's React context (MDXProvider in the theme).
  { spec: '@mdx-js/react', name: 'mdx-js-react', cjs: false },
  { spec: '@theme', name: 'theme', cjs: false },
  { spec: 'docsite/theme', name: 'docsite-theme', cjs: false },
  // The generated 404 page takes the site theme's NotFound from here when it has one.
  { spec: 'docsite:site-theme', name: 'site-theme', cjs: false },
  // What pages written for Rspress import (src/client/rspress/).
  { spec: '@rspress/core/theme', name: 'rspress-theme', cjs: false, aliases: rspressNames(join(CLIENT_DIR, 'rspress', 'theme.tsx')), onDemand: true },
  { spec: '@rspress/core/runtime', name: 'rspress-runtime', cjs: false, aliases: rspressNames(join(CLIENT_DIR, 'rspress', 'runtime.tsx')), onDemand: true },
  { spec: '@rspress/plugin-algolia/runtime', name: 'rspress-plugin-algolia', cjs: false, onDemand: true },
  // What pages written for Docusaurus import (`@theme/Tabs`, `@docusaurus/Link`: pipeline/docusaurus-imports.ts).
  ...Object.keys(DOCUSAURUS_STAND_INS).map((spec) => ({ spec, name: spec.replace(/^docsite\//, '').replace('/', '-'), cjs: false, onDemand: true })),
];

/** Every name of an on-demand shared module: a page bundle that meets one asks for it (`SharedModuleNeeded`). */
export const ON_DEMAND_SPECS = SHARED_MODULES.filter((m) => m.onDemand).flatMap((m) => m.aliases ?? [m.spec]);

/** A page imports an on-demand shared module the app does not have yet. */
export class SharedModuleNeeded extends Error {
  constructor(readonly spec: string) {
    super(`${spec} is not in the app yet`);
  }
}


export interface RuntimeOutput {
  /** Increases with every successful build. */
  generation: number;
  /** URL paths (from the site root, without base), like the build's BundleResult. */
  clientEntry: string;
  clientPreload: string[];
  css: string[];
  /** Absolute path of the server entry. */
  serverEntry: string;
  /** Shared module spec → absolute path of its entry file. */
  shared: Map<string, string>;
  /** The site data this build bundled (pages bundled against it make their links with it). */
  siteData: ClientSiteData;
  /** Absolute paths of every source file in the bundle (theme, runtime, site theme …). */
  inputs: Set<string>;
}

/** Named exports of a CommonJS package, so the shared entry can re-export them statically. */
function cjsExportNames(spec: string): string[] {
  const require = createRequire(join(CLIENT_DIR, 'runtime', 'client.tsx'));
  const names = Object.keys(require(spec) as object);
  return names.filter((n) => n !== 'default' && n !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(n));
}

function sharedEntrySource(spec: string, cjs: boolean): string {
  if (!cjs) return `export * from ${JSON.stringify(spec)};`;
  const names = cjsExportNames(spec);
  return `import * as m from ${JSON.stringify(spec)};\nconst d = m.default ?? m;\nexport default d;\nexport const { ${names.join(', ')} } = d;\n`;
}

export class RuntimeBundle {
  private ctx?: BuildContext;
  private siteData: ClientSiteData;
  private project: Project;
  readonly jsDir: string;
  private output?: RuntimeOutput;
  private generation = 0;
  private nodeEnv: string = DEV_NODE_ENV;
  /** The on-demand shared modules pages asked for so far, by name. */
  private onDemand = new Set<string>();

  private pluginClient?: PluginClientCode;
  /** Every page's entry of `docsite:pages`, as the build makes it (all pages compiled): asked for only when a module imports it. */
  private readonly pageList: () => Promise<PageListEntry[]>;
  /** The page list the last build bundled (JSON), or undefined when nothing imported `docsite:pages`. */
  private bundledPageList?: string;

  constructor(options: { project: Project; siteData: ClientSiteData; outDir: string; pluginClient?: PluginClientCode; pageList: () => Promise<PageListEntry[]> }) {
    this.project = options.project;
    this.pluginClient = options.pluginClient;
    this.siteData = options.siteData;
    this.pageList = options.pageList;
    this.jsDir = join(options.outDir, 'static', 'js');
  }

  /** Whether the app bundles `docsite:pages` (a module imports it). */
  get usesPageList(): boolean {
    return this.bundledPageList !== undefined;
  }

  /** True when the app bundles `docsite:pages` and `list` differs from what it bundled: a rebuild is needed. */
  pageListChanged(list: PageListEntry[]): boolean {
    return this.bundledPageList !== undefined && JSON.stringify(list) !== this.bundledPageList;
  }

  get current(): RuntimeOutput | undefined {
    return this.output;
  }

  /** New site data (config or nav changed): true when it differs, and a rebuild is needed. */
  setSiteData(siteData: ClientSiteData): boolean {
    if (JSON.stringify(siteData) === JSON.stringify(this.siteData)) return false;
    this.siteData = siteData;
    return true;
  }

  /**
   * From now on React's development build (readable errors, warnings): after a render failed with one of
   * the production build's error codes. False when it is used already.
   */
  async useDevelopmentReact(): Promise<boolean> {
    if (this.nodeEnv === 'development') return false;
    this.nodeEnv = 'development';
    await this.ctx?.dispose();
    this.ctx = undefined;
    return true;
  }

  /** Adds the on-demand shared module a page imports by `spec`; true when it was not there (the app must be rebuilt). */
  async share(spec: string): Promise<boolean> {
    const mod = SHARED_MODULES.find((m) => m.onDemand && (m.aliases ?? [m.spec]).includes(spec));
    if (!mod || this.onDemand.has(mod.name)) return false;
    this.onDemand.add(mod.name);
    await this.ctx?.dispose();
    this.ctx = undefined;
    return true;
  }

  private sharedModules() {
    return SHARED_MODULES.filter((m) => !m.onDemand || this.onDemand.has(m.name));
  }

  /** Plugins' global components and client modules changed: true when they did (the context is recreated). */
  async setPluginClient(code: PluginClientCode | undefined): Promise<boolean> {
    if (JSON.stringify(code) === JSON.stringify(this.pluginClient)) return false;
    this.pluginClient = code;
    await this.ctx?.dispose();
    this.ctx = undefined;
    return true;
  }

  /** A new project (config changed): the context is recreated, since aliases may differ. */
  async setProject(project: Project): Promise<void> {
    this.project = project;
    await this.ctx?.dispose();
    this.ctx = undefined;
  }

  private plugin(): Plugin {
    return {
      name: 'docsite-dev-runtime',
      setup: (b) => {
        b.onResolve({ filter: /^docsite:/ }, resolveDocsiteImport);
        // As in the build, except code colours: served separately (/__docsite/code.css), since
        // they grow as pages are compiled. Theme exports are read afresh on every rebuild (a theme file may have changed).
        let originsOf = exportOriginsWith(esbuildResolver(b));
        b.onStart(() => {
          originsOf = exportOriginsWith(esbuildResolver(b));
          this.bundledPageList = undefined;
        });
        b.onLoad({ filter: /^docsite:pages$/, namespace: 'docsite-virtual' }, async (args) => {
          const pageList = await this.pageList();
          this.bundledPageList = JSON.stringify(pageList);
          return loadVirtualModule(args.path, { project: this.project, siteData: this.siteData, codeCss: '', pageList });
        });
        b.onLoad({ filter: /.*/, namespace: 'docsite-virtual' }, (args) =>
          // Every export of the site theme may be a page's layout: pages compile on demand, so the names are not known yet.
          loadVirtualModule(args.path, { project: this.project, siteData: this.siteData, codeCss: '', everyLayout: true }, (file) => originsOf(file)),
        );
        // Client modules run first in the browser entry, as in the build (plugins/client-code.ts).
        const prelude = clientModulesPrelude(this.pluginClient);
        if (prelude) {
          b.onLoad({ filter: /runtime[\\/]client\.tsx$/ }, (args) =>
            args.path === CLIENT_ENTRY ? { contents: prelude + readFileSync(args.path, 'utf8'), loader: 'tsx', resolveDir: dirname(args.path) } : undefined,
          );
        }
        b.onResolve({ filter: /^docsite-shared:/ }, (args) => ({ path: args.path.slice('docsite-shared:'.length), namespace: 'docsite-shared' }));
        b.onLoad({ filter: /.*/, namespace: 'docsite-shared' }, (args) => {
          const mod = SHARED_MODULES.find((m) => m.spec === args.path)!;
          return { contents: sharedEntrySource(mod.spec, mod.cjs), loader: 'js', resolveDir: join(CLIENT_DIR, 'runtime') };
        });
        importMetaEnvLoader(b);
      },
    };
  }

  private async createContext(): Promise<BuildContext> {
    const env = importMetaEnv({ dev: true, base: this.project.ctx.base });
    return context({
      entryPoints: [
        { in: CLIENT_ENTRY, out: 'client' },
        { in: SERVER_ENTRY, out: 'server' },
        ...this.sharedModules().map((m) => ({ in: 'docsite-shared:' + m.spec, out: 'shared/' + m.name })),
      ],
      ...browserBundleOptions(this.project),
      splitting: true,
      outdir: this.jsDir,
      minify: false,
      define: { 'process.env.NODE_ENV': JSON.stringify(this.nodeEnv), __DOCSITE_DEV__: 'true', ...env.define, ...appDefines(this.project) },
      alias: siteAliases(this.project),
      plugins: [importedAssets(join(this.jsDir, '..', '..'), this.project.ctx.base).plugin, env.plugin, this.plugin(), ...[globalComponentsPlugin(this.pluginClient)].filter((p) => p !== undefined)],
    });
  }

  /** Builds (or rebuilds) the app; on failure the previous output stays current and the error is thrown. */
  async build(): Promise<RuntimeOutput> {
    this.ctx ??= await this.createContext();
    let metafile: Metafile;
    try {
      metafile = (await this.ctx.rebuild()).metafile!;
    } catch (error) {
      throw bundleError(error, this.project, 'the theme failed to bundle', 'fix the theme source named above; the last good version keeps being served');
    }
    this.output = this.readMetafile(metafile);
    return this.output;
  }

  private readMetafile(metafile: Metafile): RuntimeOutput {
    const cwd = bundleWorkingDir(this.project);
    const abs = (p: string) => resolve(cwd, p);
    const outDir = join(this.jsDir, '..', '..');
    const toUrl = (p: string) => '/' + relative(outDir, abs(p)).split(sep).join('/');
    const staticImports = (outPath: string) => staticImportsOf(metafile, outPath);
    let client = '';
    let server = '';
    const css: string[] = [];
    const shared = new Map<string, string>();
    for (const [outPath, out] of Object.entries(metafile.outputs)) {
      if (!out.entryPoint) continue;
      if (out.entryPoint.startsWith('docsite-shared:')) {
        const mod = SHARED_MODULES.find((m) => m.spec === out.entryPoint!.slice('docsite-shared:'.length))!;
        for (const spec of mod.aliases ?? [mod.spec]) shared.set(spec, abs(outPath));
      }
      else if (runtimeEntryOf(out.entryPoint, cwd) === 'client') {
        client = outPath;
        if (out.cssBundle) css.push(toUrl(out.cssBundle));
      } else if (runtimeEntryOf(out.entryPoint, cwd) === 'server') server = outPath;
    }
    const inputs = new Set<string>();
    for (const input of Object.keys(metafile.inputs).map(assetSourcePath)) if (!input.includes(':')) inputs.add(abs(input));
    return {
      generation: ++this.generation,
      clientEntry: toUrl(client),
      clientPreload: staticImports(client).map(toUrl),
      css,
      serverEntry: abs(server),
      shared,
      inputs,
      siteData: this.siteData,
    };
  }

  async dispose(): Promise<void> {
    await this.ctx?.dispose();
    this.ctx = undefined;
  }
}
