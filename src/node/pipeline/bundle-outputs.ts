/** What the build's one bundle wrote, read from esbuild's metafile: the entries' URLs, what each page preloads, its CSS, what only the server needs. */
import type { Metafile } from 'esbuild';
import { join, relative, resolve, sep } from 'node:path';
import { CLIENT_DIR } from '../package-root.ts';
import { assetSourcePath } from './imported-assets.ts';
import { runtimeEntryOf } from './runtime-entries.ts';

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

/** Every output an output statically imports, transitively (what to modulepreload with it). */
export function staticImportsOf(metafile: Metafile, outPath: string, seen = new Set<string>()): string[] {
  for (const imp of metafile.outputs[outPath]?.imports ?? []) {
    if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
    seen.add(imp.path);
    staticImportsOf(metafile, imp.path, seen);
  }
  return [...seen];
}

export interface WholeSiteBundle {
  metafile: Metafile;
  /** esbuild's working folder (the metafile's paths are relative to it). */
  cwd: string;
  outDir: string;
  /** The file the shell reads the site's slots from (its on-demand imports are preloaded on home pages). */
  siteSlotsEntry?: string;
  /** Imported assets written beside the bundle (relative to the output folder). */
  writtenAssets: string[];
}

export function readBundleOutputs({ metafile, cwd, outDir, siteSlotsEntry, writtenAssets }: WholeSiteBundle): BundleResult {
  const toUrl = (outPath: string) => '/' + relative(outDir, resolve(cwd, outPath)).split(sep).join('/');
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
  const slotsInput = siteSlotsEntry ? metafile.inputs[relative(cwd, siteSlotsEntry).split(sep).join('/')] : undefined;
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
    outputFiles: [...outputs.map(([p]) => relative(outDir, resolve(cwd, p)).split(sep).join('/')), ...writtenAssets],
  };
}
