/**
 * Bundles one page's compiled module for the dev server: its own code, the fragments and local
 * files it imports, with React and `@theme` taken from the app's shared entries. A few
 * milliseconds per page, so an edit re-bundles just the page. Output names carry a content hash:
 * the browser and Node's module cache see a new URL whenever the page changes. Pages and fragments
 * load as in the build (`loadPages`, the esbuild options, asset loaders and imported assets are the
 * build's); what differs is only how modules are split (see the README's Architecture).
 */
import { importMetaEnvLoader } from '../pipeline/import-meta-env.ts';
import { pagePlugins } from '../pipeline/page-plugins.ts';
import { siteAliases } from '../pipeline/site-aliases.ts';
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { browserBundleOptions, bundleError } from '../pipeline/bundle-options.ts';
import { loadPages, pageEntryName } from '../pipeline/page-loading.ts';
import type { Project } from '../pipeline/project.ts';
import type { ClientSiteData } from '../../shared/page-data.ts';
import { assetSourcePath } from '../pipeline/imported-assets.ts';
import { DEV_NODE_ENV, ON_DEMAND_SPECS, SharedModuleNeeded } from './runtime-bundle.ts';

export interface PageModule {
  /** Absolute path of the module file. */
  file: string;
  /** URL path from the site root, without base. */
  url: string;
  /** Absolute paths of the files bundled into it (the page, fragments, local components). */
  deps: Set<string>;
}

export interface PageBundleInput {
  project: Project;
  routePath: string;
  /** The page's source file (for resolving its imports and naming errors). */
  file: string;
  code: string;
  /** Output folder of the site (static/js lives below it). */
  outDir: string;
  /** The site data the app was bundled with (the page's links are made with its route context). */
  siteData: ClientSiteData;
  /** Shared module spec → absolute file of its entry (from the runtime bundle). */
  shared: Map<string, string>;
  /** Compiles an imported Markdown fragment to JSX. */
  compileFragment: (file: string) => Promise<string>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export async function bundlePage(input: PageBundleInput): Promise<PageModule> {
  const { project } = input;
  const jsDir = join(input.outDir, 'static', 'js');
  const pagesDir = join(jsDir, 'pages');
  const sharedFilter = new RegExp(`^(?:${[...input.shared.keys()].map(escape).join('|')})$`);
  const onDemand = ON_DEMAND_SPECS.filter((spec) => !input.shared.has(spec));
  let needed: string | undefined;
  const plugin: Plugin = {
    name: 'docsite-dev-page',
    setup(b) {
      if (onDemand.length) {
        b.onResolve({ filter: new RegExp(`^(?:${onDemand.map(escape).join('|')})$`) }, (args) => {
          needed = args.path;
          return { errors: [{ text: `${args.path} is not in the app yet` }] };
        });
      }
      b.onResolve({ filter: sharedFilter }, (args) => {
        const rel = relative(pagesDir, input.shared.get(args.path)!).split(sep).join('/');
        return { path: rel.startsWith('.') ? rel : './' + rel, external: true };
      });
      loadPages(b, {
        project,
        siteData: input.siteData,
        page: () => ({ file: input.file, code: input.code }),
        // Any Markdown a page imports, wherever it lives (excluded from routes, outside the content folder, a package's).
        fragment: (file) => input.compileFragment(file),
      });
      importMetaEnvLoader(b);
    },
  };
  const page = pagePlugins(project, input.outDir, true);
  const options = browserBundleOptions(project);
  let result;
  try {
    result = await build({
      entryPoints: [{ in: 'docsite-page:' + input.routePath, out: 'pages/' + pageEntryName(input.routePath) }],
      ...options,
      outdir: jsDir,
      minify: false,
      define: { 'process.env.NODE_ENV': JSON.stringify(DEV_NODE_ENV), __DOCSITE_DEV__: 'true', ...page.define },
      // The build's aliases; those naming the app's modules (`@theme`, the Rspress and Docusaurus stand-ins)
      // are shared ones, which this page's plugin resolves first (external), so they are not bundled into it.
      alias: siteAliases(project),
      // The build's plugins, after the one that takes shared modules from the app (React, the theme).
      plugins: [plugin, ...page.plugins],
    });
  } catch (error) {
    if (needed) throw new SharedModuleNeeded(needed);
    let source = '';
    try {
      source = readFileSync(input.file, 'utf8');
    } catch {
      // gone meanwhile: the message then names the file without a position
    }
    throw bundleError(error, project, `${relative(process.cwd(), input.file)}: bundling failed`, 'check the imports of this page', { file: input.file, source });
  }
  const metafile = result.metafile!;
  const entry = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint?.startsWith('docsite-page:'))!;
  const file = resolve(options.absWorkingDir, entry[0]);
  const deps = new Set<string>([input.file]);
  for (const key of Object.keys(metafile.inputs).map(assetSourcePath)) if (!/^[\w-]+:/.test(key)) deps.add(resolve(options.absWorkingDir, key));
  return { file, url: '/' + relative(input.outDir, file).split(sep).join('/'), deps };
}
