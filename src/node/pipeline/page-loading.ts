/**
 * How compiled pages and the Markdown fragments they import become modules of a bundle, in `build`
 * (bundle.ts) and `dev` (dev/page-bundle.ts) alike: entry points `docsite-page:<route>`, route links
 * made hrefs, `?raw` imports and `.scss` as CSS.
 */
import type { Plugin, PluginBuild } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { ClientSiteData } from '../../shared/page-data.ts';
import { formatRouteLinks, siteRouteContext } from '../../shared/routes.ts';
import { withImportMetaEnv } from './import-meta-env.ts';
import type { Project } from './project.ts';
import { scssAsCss } from './scss-as-css.ts';

/** An imported Markdown file's compiled module, and the code colour rules only it needs (see PageLoading). */
export type CompiledFragment = string | { code: string; css?: string };

/** The folder, or its nearest existing parent: a page a plugin added as text has a file path where no folder may be. */
function existingDir(dir: string): string {
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** A page's entry name in the output (`pages/<name>-<hash>.js`). */
export function pageEntryName(routePath: string): string {
  const name = routePath.replace(/^\//, '').replace(/\/$/, '/index').replace(/[^\w\u4e00-\u9fff-]+/g, '_');
  return name || 'index';
}

/** A compiled page's or fragment's code as bundled: its route links made hrefs (base, clean URLs) with the site data's route context, as the browser makes the theme's. */
function bundledPageCode(code: string, siteData: ClientSiteData): string {
  return formatRouteLinks(code, siteRouteContext(siteData));
}

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
function rawImports(b: Parameters<Plugin['setup']>[0]): void {
  b.onResolve({ filter: /\?raw$/ }, async (args) => {
    const r = await b.resolve(args.path.slice(0, -'?raw'.length), { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
    if (r.errors.length) return { errors: r.errors };
    return { path: r.path, namespace: 'docsite-raw', watchFiles: [r.path] };
  });
  b.onLoad({ filter: /.*/, namespace: 'docsite-raw' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
}
