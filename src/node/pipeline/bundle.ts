/**
 * One esbuild run builds everything: the browser entry, one lazily loaded module per page, and the
 * server entry. Server and browser share the same React and page modules, so every page is
 * compiled and bundled once; the server entry is deleted after pre-rendering.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { CLIENT_ENTRY, SERVER_ENTRY } from './runtime-entries.ts';
import type { ClientSiteData } from '../../shared/page-data.ts';
import type { Project } from './project.ts';
import type { PageListEntry } from './site-model.ts';
import { globalComponentsPlugin, type PluginClientCode } from '../plugins/client-code.ts';
import { browserBundleOptions, bundleError } from './bundle-options.ts';
import { pageEntryName, type CompiledFragment } from './page-loading.ts';
import { siteAliases } from './site-aliases.ts';
import { pagePlugins } from './page-plugins.ts';
import { siteBundlePlugin } from './site-bundle-plugin.ts';
import { readBundleOutputs, type BundleResult } from './bundle-outputs.ts';
import { addShellCompileHint } from './compile-hint.ts';

/** Compiled code, and the compile cache key that determines it (the bundle cache is keyed by that, so a reused bundle never reads the code). */
export interface KeyedCode {
  readonly code: string;
  codeKey?: string;
}

export interface BundlePage extends KeyedCode {
  routePath: string;
  file: string;
}

export interface BundleInput {
  project: Project;
  pages: BundlePage[];
  /** Compiled Markdown modules imported by pages (shared fragments), by absolute file path. */
  fragments: ReadonlyMap<string, KeyedCode>;
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

export async function bundleSite(input: BundleInput): Promise<BundleResult> {
  const { project } = input;
  const options = browserBundleOptions(project);
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
      ...options,
      splitting: true,
      outdir: jsDir,
      minify: input.minify ?? true,
      // __DOCSITE_DEV__: the dev server's live-update hook in the app (src/client/runtime/App.tsx) is dropped.
      define: { 'process.env.NODE_ENV': input.reactDevelopment ? '"development"' : '"production"', __DOCSITE_DEV__: 'false', ...define },
      alias,
      plugins: [...plugins, siteBundlePlugin(input), ...[globalComponentsPlugin(input.pluginClient)].filter((p) => p !== undefined)],
    });
  } catch (error) {
    const byRoute = new Map(input.pages.map((p) => [p.routePath, p]));
    const pageText = (routePath: string) => {
      const page = byRoute.get(routePath);
      return page && existsSync(page.file) ? { file: page.file, source: readFileSync(page.file, 'utf8') } : undefined;
    };
    throw bundleError(error, project, 'bundling failed', 'check the imports of the pages named above', pageText);
  }
  addShellCompileHint(result.metafile!, options.absWorkingDir);
  return readBundleOutputs({ metafile: result.metafile!, cwd: options.absWorkingDir, outDir: input.outDir, siteSlotsEntry: project.siteSlotsEntry, writtenAssets: assets.written() });
}
