/**
 * One esbuild run builds everything: the browser entry, one lazily loaded module per page, and the
 * server entry. Server and browser share the same React and page modules, so every page is
 * compiled and bundled once; the server entry is deleted after pre-rendering.
 */
import { langAliases, versionedLangImports } from './lang-aliases.ts';
import { scssAsCss } from './scss-as-css.ts';
import { build, type BuildOptions, type Loader, type Metafile, type OnLoadResult, type Plugin, type PluginBuild } from 'esbuild';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PACKAGE_ROOT, SRC_DIR, CLIENT_DIR, DOCSITE_NODE_MODULES } from '../package-root.ts';
import { CLIENT_ENTRY, SERVER_ENTRY, resolveDocsiteImport, runtimeEntryOf } from './runtime-entries.ts';
import type { ClientSiteData } from '../../shared/page-data.ts';
import { formatRouteLinks, siteRouteContext } from '../../shared/routes.ts';
import type { Project } from './project.ts';
import type { PageListEntry } from './site-model.ts';
import { esbuildError } from './esbuild-errors.ts';
import { assetSourcePath, importedAssets } from './imported-assets.ts';
import { clientModulesPrelude, globalComponentsPlugin, type PluginClientCode } from '../plugins/client-code.ts';
import { exportOrigins, moduleCode, rewriteBarrelImports, type ExportOrigin, type ResolveImport } from './theme-imports.ts';
import { siteThemeModule } from './site-theme-module.ts';
import { importMetaEnv, scriptLoader, withImportMetaEnv } from './import-meta-env.ts';
import { svgComponents } from './svg-components.ts';
import { DOCUSAURUS_STAND_INS, docusaurusImports } from './docusaurus-imports.ts';

export { PACKAGE_ROOT, SRC_DIR, DOCSITE_NODE_MODULES };

export interface BundlePage {
  routePath: string;
  file: string;
  code: string;
}

/** An imported Markdown file's compiled module, and the code colour rules only it needs (see PageLoading). */
export type CompiledFragment = string | { code: string; css?: string };

export interface BundleInput {
  project: Project;
  pages: BundlePage[];
  /** Compiled Markdown modules imported by pages (shared fragments), by absolute file path. */
  fragments: Map<string, string>;
  /** Compiles a Markdown file imported by something other than a page or fragment (a component, a package's module). */
  compileFragment?: (file: string) => Promise<CompiledFragment>;
  /** Every page's route, language, title and front matter: `docsite:pages`, bundled only where imported (Rspress's `usePages`). */
  pageList?: PageListEntry[];
  siteData: ClientSiteData;
  codeCss: string;
  outDir: string;
  minify?: boolean;
  /** React's development build (readable error messages): only to explain a failed render (react-errors.ts). */
  reactDevelopment?: boolean;
  /** Plugins' global components and client modules (plugins/client-code.ts). */
  pluginClient?: PluginClientCode;
}

export interface BundleResult {
  /** URL path (from the site root, without base) of the browser entry. */
  clientEntry: string;
  css: string[];
  /** Absolute path of the server entry (deleted after rendering). */
  serverEntry: string;
  /** Per route: URL path of the page module and its static imports for modulepreload. */
  /** Each page's module; `css`: the stylesheet of what the page itself imports (CSS modules of its components), when the shell's does not hold it all. */
  pageModules: Map<string, { file: string; url: string; preload: string[]; css?: string[] }>;
  /** Files only the server needs (removed after rendering). */
  serverOnlyFiles: string[];
  /** Static imports of the client entry, for modulepreload. */
  clientPreload: string[];
  /** What home pages load on demand (their layout and the site's landing sections), for modulepreload. */
  homePreload: string[];
  /** Files the bundle read (absolute), and files it wrote (relative to the output folder). */
  inputFiles: string[];
  outputFiles: string[];
}

/** Loaders for files pages and themes import (emitted as hashed assets). Shared with the dev server. */
export const ASSET_LOADERS: Record<string, Loader> = { '.png': 'file', '.jpg': 'file', '.svg': 'file', '.gif': 'file', '.webp': 'file', '.woff2': 'file' };

/** Pages written for Rspress import its theme and runtime: docsite's equivalents (src/client/rspress/). */
export const RSPRESS_ALIASES: Record<string, string> = Object.fromEntries([
  ...['@rspress/core/theme', 'rspress/theme', '@rspress/theme-default', '@rspress/core/theme-original', 'rspress/theme-original'].map((name) => [name, join(CLIENT_DIR, 'rspress', 'theme.tsx')]),
  ...['@rspress/core/runtime', 'rspress/runtime', '@rspress/runtime'].map((name) => [name, join(CLIENT_DIR, 'rspress', 'runtime.tsx')]),
  // A theme's `Search` from Rspress's Algolia plugin renders docsite's search (see the module).
  ['@rspress/plugin-algolia/runtime', join(CLIENT_DIR, 'rspress', 'plugin-algolia.tsx')],
]);

/** Import aliases of a site: `@theme`, `docsite/theme` and one `@<lang>` per language folder. Shared with the dev server. */
export function siteAliases(project: Project): Record<string, string> {
  const alias: Record<string, string> = {
    '@theme': project.siteThemeEntry ?? join(CLIENT_DIR, 'theme', 'index.ts'),
    'docsite/theme': join(CLIENT_DIR, 'theme', 'index.ts'),
    'docsite/theme/on-demand': join(CLIENT_DIR, 'theme', 'on-demand.ts'),
    // Docusaurus's name for the site's folder (`@site/src/components/X`, `@site/static/img/y.png`).
    '@site': project.root,
  };
  return { ...alias, ...langAliases(project), ...RSPRESS_ALIASES, ...DOCUSAURUS_STAND_INS };
}

/**
 * The esbuild plugins through which pages, and what they import, resolve and load: one list for `docsite
 * build` and the dev server's page bundles (dev/page-bundle.ts), so a page imports the same things in both
 * (`@site/…`, Docusaurus's `@theme/*` and `@docusaurus/*`, SVG components, media, `import.meta.env`). The
 * caller adds its own: the build its virtual modules, dev (before these) the modules pages take from the app.
 */
export function pagePlugins(project: Project, outDir: string, dev: boolean) {
  const assets = importedAssets(outDir, project.ctx.base);
  const env = importMetaEnv({ dev, base: project.ctx.base });
  const optional = [sharedReact(project.root), versionedLangImports(project)].filter((p) => p !== undefined);
  return { assets, define: env.define, plugins: [...(project.docusaurus ? [svgComponents()] : []), assets.plugin, env.plugin, docusaurusImports(), ...optional] };
}

/** React (and the MDX provider) as docsite resolves them: the app renders pages with them. */
const DOCSITE_REQUIRE = createRequire(join(PACKAGE_ROOT, 'package.json'));
const SHARED_PACKAGES = ['react', 'react-dom', '@mdx-js/react'];

/**
 * A site whose folder installs another React (a Docusaurus website has React 17 or 18) would give its pages
 * and components a second React, whose hooks fail under docsite's: those imports are pointed at docsite's.
 * Nothing changes for a site that resolves the same packages (no plugin).
 */
export function sharedReact(root: string): Plugin | undefined {
  const site = createRequire(join(root, 'package.json'));
  const names = SHARED_PACKAGES.filter((name) => {
    const theirs = packageDir(site, name);
    return theirs && theirs !== packageDir(DOCSITE_REQUIRE, name);
  });
  if (!names.length) return undefined;
  const filter = new RegExp(`^(?:${names.map((n) => n.replace(/[/@.]/g, '\\$&')).join('|')})(?:/|$)`);
  return {
    name: 'docsite-shared-react',
    setup(b) {
      b.onResolve({ filter }, (args) => (args.resolveDir === PACKAGE_ROOT ? undefined : b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: PACKAGE_ROOT })));
    },
  };
}

/** The folder Node would load a package from (its package.json need not be exported). */
function packageDir(require: NodeJS.Require, name: string): string | undefined {
  return require.resolve.paths(name)?.map((dir) => join(dir, name)).find((dir) => existsSync(join(dir, 'package.json')));
}

/** esbuild options every browser bundle shares, in `docsite build` and in `docsite dev`, so the two never drift. */
export const BROWSER_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome91', 'firefox90', 'safari15'],
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: '../assets/[name]-[hash]',
  metafile: true,
  write: true,
  jsx: 'automatic',
  jsxImportSource: 'react',
  nodePaths: DOCSITE_NODE_MODULES,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'silent',
  loader: ASSET_LOADERS,
} satisfies BuildOptions;

/** Every output an output statically imports, transitively (what to modulepreload with it). */
export function staticImportsOf(metafile: Metafile, outPath: string, seen = new Set<string>()): string[] {
  for (const imp of metafile.outputs[outPath]?.imports ?? []) {
    if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
    seen.add(imp.path);
    staticImportsOf(metafile, imp.path, seen);
  }
  return [...seen];
}

/** The folder, or its nearest existing parent: a page a plugin added as text has a file path where no folder may be. */
export function existingDir(dir: string): string {
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export function pageEntryName(routePath: string): string {
  const name = routePath.replace(/^\//, '').replace(/\/$/, '/index').replace(/[^\w\u4e00-\u9fff-]+/g, '_');
  return name || 'index';
}

/** A compiled page's or fragment's code as bundled: its route links made hrefs (base, clean URLs) with the site data's route context, as the browser makes the theme's. */
function bundledPageCode(code: string, siteData: ClientSiteData): string {
  return formatRouteLinks(code, siteRouteContext(siteData));
}

/** The contents of a `docsite:` virtual module (site data, site theme, code colours, site CSS). Shared with the dev server. */
export function loadVirtualModule(
  path: string,
  input: Pick<BundleInput, 'project' | 'siteData' | 'codeCss' | 'pageList'> & { everyLayout?: boolean; pages?: BundlePage[] },
  originsOf?: (file: string) => Promise<Map<string, ExportOrigin> | undefined>,
): OnLoadResult | Promise<OnLoadResult> {
  switch (path) {
    case 'docsite:pages':
      return { contents: `export default ${JSON.stringify(input.pageList ?? [])};`, loader: 'js' };
    case 'docsite:site-data':
      return { contents: `export default ${JSON.stringify(input.siteData)};`, loader: 'js' };
    case 'docsite:site-theme':
      // The shell's components (the site theme's own or the built-in ones), layouts and slots.
      return originsOf ? siteThemeModule(input.project, input.everyLayout ? 'all' : (input.siteData.layouts ?? []), originsOf, input.pages?.map((p) => p.file), Boolean(input.siteData.algolia)) : { errors: [{ text: 'docsite:site-theme needs the bundle (originsOf)' }] };
    case 'docsite:shell':
      // The root of what every page loads: the app (theme, router, React) and React DOM's client.
      return {
        contents: `export { App } from ${JSON.stringify(join(CLIENT_DIR, 'runtime', 'App.tsx'))};\nexport { hydrateRoot } from 'react-dom/client';\nexport { flushSync } from 'react-dom';`,
        loader: 'js',
        resolveDir: SRC_DIR,
      };
    case 'docsite:code.css':
      return { contents: input.codeCss, loader: 'css' };
    case 'docsite:site.css': {
      // A site theme's stylesheet joins the one CSS file every page loads.
      const file = input.project.siteThemeEntry && join(dirname(input.project.siteThemeEntry), 'styles.css');
      // The config's `globalStyles` (Rspress's key) after it.
      if (input.project.globalStyles) {
        const files = [...(file && existsSync(file) ? [file] : []), input.project.globalStyles];
        return { contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), loader: 'css', resolveDir: input.project.root };
      }
      return file && existsSync(file)
        ? { contents: readFileSync(file, 'utf8'), loader: 'css', resolveDir: dirname(file), watchFiles: [file] }
        : { contents: '', loader: 'css' };
    }
    default:
      return { errors: [{ text: `unknown virtual module ${path}` }] };
  }
}

/** Resolves imports as the bundle does (aliases included), for following a barrel's exports. */
export function esbuildResolver(b: PluginBuild): ResolveImport {
  return async (specifier, resolveDir) => {
    const r = await b.resolve(specifier, { resolveDir, kind: 'import-statement' });
    return r.errors.length || r.external || r.namespace !== 'file' ? undefined : r.path;
  };
}

/** `exportOrigins` with one memo for a whole bundle run (the barrels are read once). */
export function exportOriginsWith(resolve: ResolveImport): (file: string) => Promise<Map<string, ExportOrigin> | undefined> {
  const memo = new Map<string, Promise<Map<string, ExportOrigin> | undefined>>();
  return (file) => exportOrigins(file, resolve, memo);
}

/**
 * esbuild puts each module in the chunk of the set of entries (pages, on-demand modules, the client)
 * that reach it, so the shell every page loads came out as a dozen small chunks, one per set.
 * Every entry (pages, on-demand modules, client and server) re-exports the shell's root: the shell
 * then has one set, and loads as one chunk (fewer requests; less gzip per byte).
 */
const SHELL_EXPORT = 'export * as __docsiteShell from "docsite:shell";\n';
const ON_DEMAND_PROBE = Symbol('on-demand probe');
/** The app's own large dependencies, which read no `import.meta.env`: not read again to look (most of the bundle's input). */
const NO_IMPORT_META_ENV = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@mdx-js[\\/]react)[\\/]/;

/** How pages and the fragments they import are loaded into a bundle, in `build` and `dev` alike. */
export interface PageLoading {
  project: Project;
  /** The site data the app is bundled with: its route context makes the pages' links. */
  siteData: ClientSiteData;
  /** A page's compiled module, by route (entry points `docsite-page:<route>`). */
  page: (routePath: string) => { file: string; code: string } | undefined;
  /**
   * An imported Markdown file's compiled code (undefined: it cannot be compiled here), with the colour rules
   * of its code blocks that the site's code.css lacks (a fragment only a component imports).
   */
  fragment: (file: string) => CompiledFragment | undefined | Promise<CompiledFragment | undefined>;
  /**
   * What the whole-site bundle adds (the shell's re-export, per-component theme imports). The dev server
   * bundles one page against the app's shared modules, where neither applies.
   */
  finish?: (code: string, isPage: boolean) => Promise<string>;
}

/**
 * Loads pages and fragments from their compiled code (route links made hrefs), `?raw` imports and `.scss`
 * as CSS. The one way `build` (bundleSite) and `dev` (dev/page-bundle.ts) turn compiled pages into modules.
 */
export function loadPages(b: PluginBuild, loading: PageLoading): void {
  const { project, siteData } = loading;
  const finish = loading.finish ?? (async (code: string) => code);
  b.onResolve({ filter: /^docsite-page:/ }, (args) => ({ path: args.path.slice('docsite-page:'.length), namespace: 'docsite-page' }));
  rawImports(b);
  scssAsCss(b);
  b.onLoad({ filter: /.*/, namespace: 'docsite-page' }, async (args) => {
    const page = loading.page(args.path)!;
    return { contents: await withImportMetaEnv(await finish(bundledPageCode(page.code, siteData), true), 'jsx'), loader: 'jsx', resolveDir: existingDir(dirname(page.file)) };
  });
  const fragmentCss = new Map<string, string>();
  b.onResolve({ filter: /^docsite-code-css:/ }, (args) => ({ path: args.path.slice('docsite-code-css:'.length), namespace: 'docsite-code-css' }));
  b.onLoad({ filter: /.*/, namespace: 'docsite-code-css' }, (args) => ({ contents: fragmentCss.get(args.path) ?? '', loader: 'css' }));
  b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
    const found = await loading.fragment(args.path);
    if (found === undefined) {
      return { errors: [{ text: `${relative(project.root, args.path)} is imported but this bundle has no Markdown compiler for it` }] };
    }
    const { code, css } = typeof found === 'string' ? { code: found, css: undefined } : found;
    if (css) fragmentCss.set(args.path, css);
    const cssImport = css ? `import ${JSON.stringify('docsite-code-css:' + args.path)};\n` : '';
    return { contents: await withImportMetaEnv(cssImport + (await finish(bundledPageCode(code, siteData), false)), 'jsx'), loader: 'jsx', resolveDir: dirname(args.path) };
  });
}

/** `import text from './file.css?raw'` (Vite's and Rspress's convention): the file's text as a string. */
export function rawImports(b: Parameters<Plugin['setup']>[0]): void {
  b.onResolve({ filter: /\?raw$/ }, async (args) => {
    const r = await b.resolve(args.path.slice(0, -'?raw'.length), { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
    if (r.errors.length) return { errors: r.errors };
    return { path: r.path, namespace: 'docsite-raw', watchFiles: [r.path] };
  });
  b.onLoad({ filter: /.*/, namespace: 'docsite-raw' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
}

function virtualModules(input: BundleInput): Plugin {
  const { project } = input;
  return {
    name: 'docsite-virtual',
    setup(b) {
      b.onResolve({ filter: /^docsite:/ }, resolveDocsiteImport);
      b.onLoad({ filter: /.*/, namespace: 'docsite-virtual' }, (args) => loadVirtualModule(args.path, input, originsOf));
      const byRoute = new Map(input.pages.map((p) => [p.routePath, p]));
      const byFile = new Map(input.pages.map((p) => [p.file, p]));
      // Components imported through the theme barrels come from their own modules (theme-imports.ts).
      const aliases = siteAliases(project);
      const barrels = ['@theme', 'docsite/theme'] as const;
      const origins = new Map<string, Promise<Map<string, ExportOrigin> | undefined>>();
      const originsOf = exportOriginsWith(esbuildResolver(b));
      const themeImports = async (code: string) => {
        for (const barrel of barrels) {
          if (!code.includes(barrel)) continue;
          if (!origins.has(barrel)) origins.set(barrel, originsOf(aliases[barrel]));
          const map = await origins.get(barrel);
          if (map) code = await rewriteBarrelImports(code, barrel, map);
        }
        return code;
      };
      // The client, the server and modules loaded on demand (import('./SearchModal.tsx') …) re-export the shell too.
      const shellEntries = new Set([CLIENT_ENTRY, SERVER_ENTRY]);
      // Relative specifiers only: a callback on every import would cost a round trip per import.
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === ON_DEMAND_PROBE) return undefined;
        const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: ON_DEMAND_PROBE });
        // (not packages: prepending an ESM export to a CommonJS file would break it)
        if (!r.errors.length && r.namespace === 'file' && !r.path.includes(`${sep}node_modules${sep}`)) shellEntries.add(r.path);
        return r.errors.length ? undefined : r;
      });
      // The site's own theme files (content/_theme …) get the same treatment, once compiled to plain JS.
      // Packages' files too: those written for Vite read `import.meta.env` (import-meta-env.ts).
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const shell = (shellEntries.has(args.path) ? SHELL_EXPORT : '') + (args.path === CLIENT_ENTRY ? clientModulesPrelude(input.pluginClient) : '');
        const inSite = args.path.startsWith(project.root + sep) && !args.path.includes(`${sep}node_modules${sep}`);
        if (!inSite && !shell && NO_IMPORT_META_ENV.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const withEnv = await withImportMetaEnv(source, scriptLoader(args.path));
        if (!inSite && !shell) return withEnv === source ? undefined : { contents: withEnv, loader: scriptLoader(args.path), resolveDir: dirname(args.path) };
        const usesBarrel = inSite && barrels.some((barrel) => source.includes(`'${barrel}'`) || source.includes(`"${barrel}"`));
        if (usesBarrel) return { contents: shell + (await withImportMetaEnv(await themeImports(await moduleCode(args.path, source)))), loader: 'js', resolveDir: dirname(args.path) };
        return shell || withEnv !== source ? { contents: shell + withEnv, loader: extname(args.path).slice(1) as Loader, resolveDir: dirname(args.path) } : undefined;
      });
      loadPages(b, {
        project,
        siteData: input.siteData,
        page: (routePath) => byRoute.get(routePath),
        // A page may import another page (Rspress sites do): its compiled module serves as the fragment.
        fragment: (file) => input.fragments.get(file) ?? byFile.get(file)?.code ?? input.compileFragment?.(file),
        // One bundle for the site: every page re-exports the shell (one chunk), and takes theme components from their own modules.
        finish: async (code, isPage) => (isPage ? SHELL_EXPORT : '') + (await themeImports(code)),
      });
    },
  };
}

export async function bundleSite(input: BundleInput): Promise<BundleResult> {
  const { project } = input;
  // esbuild's paths (metafile, errors) and its content hashes are relative to its working folder: the
  // pages' folder, not the shell's, so building from another folder (or with the config elsewhere, the
  // pages the same) names every chunk the same.
  const cwd = project.contentDir;
  const jsDir = join(input.outDir, 'static', 'js');
  const alias = siteAliases(project);
  const { assets, define, plugins } = pagePlugins(project, input.outDir, false);
  let result;
  try {
    result = await build({
      entryPoints: [
        { in: CLIENT_ENTRY, out: 'client' },
        { in: SERVER_ENTRY, out: 'server' },
        ...input.pages.map((p) => ({ in: 'docsite-page:' + p.routePath, out: 'pages/' + pageEntryName(p.routePath) })),
      ],
      ...BROWSER_BUNDLE_OPTIONS,
      absWorkingDir: cwd,
      splitting: true,
      outdir: jsDir,
      minify: input.minify ?? true,
      // __DOCSITE_DEV__: the dev server's live-update hook in the app (src/client/runtime/App.tsx) is dropped.
      define: { 'process.env.NODE_ENV': input.reactDevelopment ? '"development"' : '"production"', __DOCSITE_DEV__: 'false', ...define },
      alias,
      plugins: [...plugins, virtualModules(input), ...[globalComponentsPlugin(input.pluginClient)].filter((p) => p !== undefined)],
    });
  } catch (error) {
    const byRoute = new Map(input.pages.map((p) => [p.routePath, p]));
    const pageText = (routePath: string) => {
      const page = byRoute.get(routePath);
      return page && existsSync(page.file) ? { file: page.file, source: readFileSync(page.file, 'utf8') } : undefined;
    };
    throw esbuildError(error, cwd, 'bundling failed', 'check the imports of the pages named above', pageText, process.cwd());
  }
  const metafile = result.metafile!;
  const toUrl = (outPath: string) => '/' + relative(input.outDir, resolve(cwd, outPath)).split(sep).join('/');
  const outputs = Object.entries(metafile.outputs);
  const staticImports = (outPath: string) => staticImportsOf(metafile, outPath);
  const reachable = new Set<string>();
  const markReachable = (outPath: string) => {
    if (reachable.has(outPath)) return;
    reachable.add(outPath);
    const out = metafile.outputs[outPath];
    for (const imp of out?.imports ?? []) if (!imp.external) markReachable(imp.path);
    if (out?.cssBundle) reachable.add(out.cssBundle);
  };
  let client = '';
  let server = '';
  const css: string[] = [];
  const pageModules = new Map<string, { file: string; url: string; preload: string[]; css?: string[] }>();
  const pageCss = new Map<string, string>();
  for (const [outPath, out] of outputs) {
    if (!out.entryPoint) continue;
    if (out.entryPoint.startsWith('docsite-page:')) {
      const routePath = out.entryPoint.slice('docsite-page:'.length);
      pageModules.set(routePath, { file: resolve(cwd, outPath), url: toUrl(outPath), preload: staticImports(outPath).map(toUrl) });
      if (out.cssBundle) pageCss.set(routePath, out.cssBundle);
      markReachable(outPath);
    } else if (runtimeEntryOf(out.entryPoint, cwd) === 'client') {
      client = outPath;
      markReachable(outPath);
      if (out.cssBundle) css.push(toUrl(out.cssBundle));
    } else if (runtimeEntryOf(out.entryPoint, cwd) === 'server') {
      server = outPath;
    }
  }
  // A page's stylesheet repeats the shell's CSS it reaches through shared chunks; it is linked only when it
  // holds CSS of its own (a component's `.module.scss`), which the shell's stylesheet lacks.
  const shellCss = new Set(Object.keys(metafile.outputs[metafile.outputs[client]?.cssBundle ?? '']?.inputs ?? {}));
  for (const [routePath, cssBundle] of pageCss) {
    const inputs = Object.keys(metafile.outputs[cssBundle]?.inputs ?? {});
    if (inputs.some((input) => !shellCss.has(input))) pageModules.get(routePath)!.css = [toUrl(cssBundle)];
  }
  // Home pages hydrate only once their on-demand layout is in: preload it (src/client/runtime/layouts.ts).
  const homeModules = new Set([join(CLIENT_DIR, 'theme', 'home', 'HomeLayout.tsx')]);
  const slotsInput = project.siteSlotsEntry ? metafile.inputs[relative(cwd, project.siteSlotsEntry).split(sep).join('/')] : undefined;
  for (const imp of slotsInput?.imports ?? []) if (imp.kind === 'dynamic-import') homeModules.add(resolve(cwd, imp.path));
  const homePreload = new Set<string>();
  for (const [outPath, out] of outputs) {
    if (!out.entryPoint || !homeModules.has(resolve(cwd, out.entryPoint))) continue;
    for (const p of [outPath, ...staticImports(outPath)]) homePreload.add(toUrl(p));
  }
  const serverOnlyFiles = outputs.map(([p]) => p).filter((p) => !reachable.has(p) && p.endsWith('.js')).map((p) => resolve(cwd, p));
  return {
    clientEntry: toUrl(client),
    css,
    serverEntry: resolve(cwd, server),
    pageModules,
    serverOnlyFiles,
    clientPreload: staticImports(client).map(toUrl),
    homePreload: [...homePreload],
    // Virtual modules (`namespace:path`) are not files; their contents are known to the caller.
    inputFiles: Object.keys(metafile.inputs).map(assetSourcePath).filter((p) => !/^docsite-(page|virtual):/.test(p)).map((p) => resolve(cwd, p)),
    outputFiles: [...outputs.map(([p]) => relative(input.outDir, resolve(cwd, p)).split(sep).join('/')), ...assets.written()],
  };
}
