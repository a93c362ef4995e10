/**
 * Loads site.config.ts (bundled with esbuild so it may be TypeScript and import local files),
 * validates it with the zod schema and applies the checks a schema cannot express.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { normalizeBase } from '../../shared/routes.ts';
import { pathToFileURL } from 'node:url';
import { SRC_DIR } from '../package-root.ts';
import { build, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { isBuiltin } from 'node:module';
import { threadId } from 'node:worker_threads';
import { runHook } from '../plugins/driver.ts';
import { markdownExtensionsOf, namedUnifiedPlugin, type MarkdownExtensions, type PluginsRef } from '../plugins/markdown.ts';
import { registerConfigSourceMap } from '../plugins/config-source-maps.ts';
import { siteConfigSchema, type ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { configProblems, formatConfigProblems, type ConfigProblem, type ConfigSource } from './errors.ts';
import { DocsiteError } from '../errors.ts';
import { searchFromOtherTool } from './other-tools-search.ts';
import { externalPackagesBut, unloadablePackage } from './bundled-packages.ts';
import { lookupFolders, readConfigBundle, settledState, writeConfigBundle, type ConfigBundle, type ConfigCache } from './bundle-cache.ts';

/** Each config this thread loaded, by the fingerprint of its code. */
const configsByFingerprint = new Map<string, Promise<ResolvedSiteConfig>>();

/** Where a worker thread finds the config the main thread loaded: the project folder and the fingerprint of the config's code. */
export interface ConfigRef {
  root: string;
  fingerprint: string;
}

/** The config `ref` names: known to this thread, or loaded now (a config edited meanwhile is an error, not a mix). */
function configOf(ref: ConfigRef): Promise<ResolvedSiteConfig> {
  let found = configsByFingerprint.get(ref.fingerprint);
  if (!found) {
    found = (async () => {
      const loaded = await loadConfig(ref.root);
      if (loaded.fingerprint !== ref.fingerprint) {
        throw new DocsiteError('the config changed while pages were compiling', { hint: 'build again' });
      }
      return loaded.config;
    })();
    configsByFingerprint.set(ref.fingerprint, found);
  }
  return found;
}

/** The remark/rehype plugins `ref` names (plugins/markdown.ts): known to this thread, or loaded from the config now. */
export function markdownExtensions(ref: PluginsRef): Promise<MarkdownExtensions> {
  return configOf(ref).then(markdownExtensionsOf);
}

/** The shiki transformers of the config `ref` names (functions: a worker that highlights loads them itself). */
export function shikiTransformers(ref: ConfigRef): Promise<NonNullable<ResolvedSiteConfig['markdown']['highlighter']['transformers']>> {
  return configOf(ref).then((config) => config.markdown.highlighter.transformers ?? []);
}

/** This thread knows this config now (loadConfig; tests). */
export function registerMarkdownExtensions(fingerprint: string, config: ResolvedSiteConfig): void {
  configsByFingerprint.set(fingerprint, Promise.resolve(config));
}

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export function findConfigFile(projectRoot: string): string | undefined {
  return CONFIG_FILES.map((f) => join(projectRoot, f)).find((f) => existsSync(f));
}

// 'docsite' in a config means defineConfig and its types; none of the build is bundled into the config.
const publicApiEntry = join(SRC_DIR, 'node', 'define-config.ts');

/** Bundles and imports the config module: its default export (not yet validated), and the fingerprint of its code. With `cache`, a bundle kept from an earlier load is used while its inputs are unchanged (bundle-cache.ts). */
export async function importConfigModule(file: string, cache?: ConfigCache): Promise<{ raw: unknown; fingerprint: string; inputs: string[] }> {
  const kept = cache && readConfigBundle(cache, file);
  if (kept) {
    try {
      return { raw: await importBundledConfig(file, kept.code), fingerprint: configFingerprint(kept.code, kept.packages, dirname(resolve(file))), inputs: kept.inputs };
    } catch (error) {
      // A package that now needs bundling in: bundled again below, as without the cache.
      if (!unloadablePackage((error as { cause?: unknown }).cause)) throw error;
    }
  }
  // A package Node cannot load as published (see bundled-packages.ts) is bundled in on the next try.
  const bundled = new Set<string>();
  for (;;) {
    const bundledFrom = Date.now();
    const bundle = await bundleConfig(file, bundled);
    const state = cache && settledState(bundle, bundledFrom);
    try {
      const raw = await importBundledConfig(file, bundle.code);
      if (cache) writeConfigBundle(cache, file, bundle, state);
      return { raw, fingerprint: configFingerprint(bundle.code, bundle.packages, dirname(resolve(file))), inputs: bundle.inputs };
    } catch (error) {
      const pkg = unloadablePackage((error as { cause?: unknown }).cause);
      if (!pkg || bundled.has(pkg) || bundled.size >= 20) throw error;
      bundled.add(pkg);
    }
  }
}

/** The config bundled by esbuild, with the packages in `bundled` (and those depending on them) bundled in and the others left to Node. */
async function bundleConfig(file: string, bundled: ReadonlySet<string>): Promise<ConfigBundle> {
  try {
    const result = await build({
      entryPoints: [resolve(file)],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      ...(bundled.size ? { plugins: [externalPackagesBut(bundled, dirname(resolve(file)))] } : { packages: 'external' as const }),
      alias: existsSync(publicApiEntry) ? { docsite: publicApiEntry } : {},
      // Rspress configs are CommonJS-minded (`path.join(__dirname, 'styles.css')`): the module runs beside the config.
      define: { __dirname: 'import.meta.dirname' },
      logLevel: 'silent',
      sourcemap: 'inline',
      metafile: true,
      // Paths in the bundle (comments, source map) relative to the config's folder, wherever docsite runs: a stable fingerprint.
      absWorkingDir: dirname(resolve(file)),
    });
    const dir = dirname(resolve(file));
    const inputs = Object.keys(result.metafile!.inputs).filter((input) => !input.includes(':')).map((input) => resolve(dir, input));
    return { code: result.outputFiles![0].text, inputs, folders: lookupFolders(result.metafile!.inputs, dir, ['docsite']), packages: externalPackages(result.metafile!) };
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number; lineText: string } }[] }).errors;
    if (errors?.length) {
      const e = errors[0];
      const where = e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}` : basename(file);
      const frame = e.location ? `\n  ${e.location.line} | ${e.location.lineText}\n  ${' '.repeat(String(e.location.line).length)} | ${' '.repeat(e.location.column)}^` : '';
      const unresolved = e.text.startsWith('Could not resolve');
      throw new DocsiteError(`${where}: ${e.text}${frame}`, {
        hint: unresolved ? 'check the import path (relative to the config file), or install the package it names' : 'fix the syntax error in the config file',
      });
    }
    throw error;
  }
}

/** Runs the bundled config: its default export. */
async function importBundledConfig(file: string, code: string): Promise<unknown> {
  // Written next to the config so its bare imports resolve from the project's node_modules.
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${threadId}.${Date.now()}.mjs`);
  writeFileSync(temp, code);
  // A plugin's error then names its line in the plugin's own source (plugins/driver.ts).
  registerConfigSourceMap(resolve(temp), code);
  try {
    const mod = await import(pathToFileURL(temp).href);
    return mod.default ?? mod.config;
  } catch (error) {
    throw new DocsiteError(`${basename(file)}: the config threw while loading: ${(error as Error).message}`, {
      hint: 'the config module must evaluate without throwing',
      cause: error,
    });
  } finally {
    rmSync(temp, { force: true });
  }
}

export interface LoadedConfig {
  config: ResolvedSiteConfig;
  file?: string;
  warnings: string[];
  /**
   * Hash of the config's code: the bundle of the config and every local file it imports (plugins
   * included), and the versions of the packages it imports. Part of the compile cache key of every page
   * when plugins change how pages compile (see configFingerprint).
   */
  fingerprint?: string;
  /** The files bundled into the config (absolute): the config and the local modules it imports. */
  inputs?: string[];
}

type CheckedConfig = { config: ResolvedSiteConfig; warnings: string[] } | { problems: ConfigProblem[] };

/** Validates a raw config object: the resolved config, or every problem with its key path. */
function checkConfig(raw: unknown, fileLabel: string): CheckedConfig {
  const result = siteConfigSchema.safeParse(raw ?? {});
  if (!result.success) return { problems: configProblems(result.error.issues, siteConfigSchema) };
  const config = result.data;
  const warnings: string[] = [];
  if (!config.base.startsWith('/') || !config.base.endsWith('/')) {
    const fixed = ('/' + config.base.replace(/^\/+/, '')).replace(/\/*$/, '/');
    warnings.push(`${fileLabel}: base "${config.base}" should start and end with "/"; using "${fixed}"`);
    config.base = fixed;
  }
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  config.themeConfig.locales.forEach((locale, i) => {
    if (seen.has(locale.lang)) problems.push({ path: ['themeConfig', 'locales', i, 'lang'], text: `duplicate locale "${locale.lang}" (each language may appear once)`, at: 'value' });
    seen.add(locale.lang);
  });
  if (problems.length) return { problems };
  config.redirects.forEach((rule, i) => {
    try {
      new RegExp(rule.from);
    } catch {
      warnings.push(`${fileLabel}: redirects[${i}].from: invalid pattern "${rule.from}" (ignored)`);
    }
  });
  return { config, warnings };
}

function invalidConfig(fileLabel: string, problems: ConfigProblem[], source?: ConfigSource): DocsiteError {
  const lines = formatConfigProblems(fileLabel, problems, source);
  return new DocsiteError(lines.join('\n'), { summary: `invalid config (${lines.length} problem${lines.length > 1 ? 's' : ''})` });
}

/** Validates a raw config object; throws a DocsiteError listing every problem with its key path. */
export function resolveConfig(raw: unknown, fileLabel = 'site.config.ts'): { config: ResolvedSiteConfig; warnings: string[] } {
  const checked = checkConfig(raw, fileLabel);
  if ('problems' in checked) throw invalidConfig(fileLabel, checked.problems);
  return checked;
}

/** A config that names no title takes the project folder's name. */
function withFolderTitle(raw: unknown, projectRoot: string): unknown {
  const plainObject = raw === undefined || raw === null || (typeof raw === 'object' && !Array.isArray(raw));
  return plainObject && !(raw && 'title' in raw) ? { ...raw, title: basename(resolve(projectRoot)) } : raw;
}

/** A config naming no `search` takes the Algolia settings of a VitePress or Docusaurus config beside it (other-tools-search.ts). */
async function withOtherToolSearch(raw: unknown, projectRoot: string): Promise<{ raw: unknown; warnings: string[] }> {
  if (!raw || typeof raw !== 'object' || 'search' in raw) return { raw, warnings: [] };
  const { root, lang } = raw as { root?: unknown; lang?: unknown };
  const pages = [...new Set([typeof root === 'string' ? root : 'content', 'docs'])].map((dir) => join(projectRoot, dir));
  const found = await searchFromOtherTool(projectRoot, pages, typeof lang === 'string' ? lang : 'en', importConfigModule);
  return { raw: found.search ? { ...raw, search: found.search } : raw, warnings: found.warning ? [found.warning] : [] };
}

/** What the command line sets over the config: `--base` (normalised to `/x/`). */
export interface ConfigOverrides {
  base?: string;
}

/** `cache`: where the bundled config is kept between loads (bundle-cache.ts); none, it is bundled every time. */
export async function loadConfig(projectRoot: string, overrides: ConfigOverrides = {}, cache?: ConfigCache): Promise<LoadedConfig> {
  const loaded = await loadConfigFile(projectRoot, cache);
  if (overrides.base !== undefined) loaded.config.base = normalizeBase(overrides.base);
  return loaded;
}

async function loadConfigFile(projectRoot: string, cache: ConfigCache | undefined): Promise<LoadedConfig> {
  const file = findConfigFile(projectRoot);
  if (!file) {
    const other = await withOtherToolSearch(withFolderTitle(undefined, projectRoot), projectRoot);
    const { config, warnings } = resolveConfig(other.raw);
    return { config, warnings: [...other.warnings, ...warnings] };
  }
  const imported = await importConfigModule(file, cache);
  const other = await withOtherToolSearch(withFolderTitle(imported.raw, projectRoot), projectRoot);
  const raw = other.raw;
  const checked = checkConfig(raw, basename(file));
  if (!('problems' in checked)) checked.warnings.unshift(...other.warnings);
  if ('problems' in checked) {
    // Only an invalid config pays for parsing its source: the problems then point at their lines.
    const text = readFileSync(file, 'utf8');
    const { configKeyLocator } = await import('./key-locations.ts');
    const locate = configKeyLocator(text, file);
    throw invalidConfig(basename(file), checked.problems, locate && { text, locate });
  }
  const config = await applyPlugins(checked.config, basename(file), checked.warnings);
  registerMarkdownExtensions(imported.fingerprint, config);
  return { config, file, warnings: checked.warnings, fingerprint: imported.fingerprint, inputs: imported.inputs };
}

/**
 * Runs the plugins' `config` hooks in order (each gets the config as the one before left it, and its
 * result is validated again), then gathers what plugins add to the Markdown settings into the config
 * itself: their remark/rehype plugins after the config's own, their shiki languages.
 */
async function applyPlugins(config: ResolvedSiteConfig, fileLabel: string, warnings: string[]): Promise<ResolvedSiteConfig> {
  const plugins = config.plugins;
  for (const plugin of plugins) {
    if (!plugin.config) continue;
    const { plugins: _running, ...current } = config;
    const returned = await runHook(plugin, 'config', () => plugin.config!(current));
    const next = returned === undefined ? current : returned;
    const checked = checkConfig({ ...next, plugins }, fileLabel);
    if ('problems' in checked) {
      const lines = formatConfigProblems(fileLabel, checked.problems);
      throw new DocsiteError(`plugin ${plugin.name}: config failed: the config it returned is invalid:\n${lines.join('\n')}`, { hint: `fix the plugin "${plugin.name}"` });
    }
    warnings.push(...checked.warnings.filter((w) => !warnings.includes(w)));
    config = checked.config;
  }
  // Each one wrapped so that its errors name whose it is: the plugin's name, or the function's for the config's own.
  const own = (kind: 'remarkPlugins' | 'rehypePlugins') =>
    (config.markdown[kind] ?? []).map((p, i) => namedUnifiedPlugin((Array.isArray(p) ? p[0] : p).name || `markdown.${kind}[${i}]`, kind, p));
  const from = (kind: 'remarkPlugins' | 'rehypePlugins') => plugins.flatMap((plugin) => (plugin.markdown?.[kind] ?? []).map((p) => namedUnifiedPlugin(plugin.name, kind, p)));
  const remark = [...own('remarkPlugins'), ...from('remarkPlugins')];
  const rehype = [...own('rehypePlugins'), ...from('rehypePlugins')];
  const langs = plugins.flatMap((plugin) => plugin.shiki?.langs ?? []);
  const transformers = plugins.flatMap((plugin) => plugin.shiki?.transformers ?? []);
  const markdown = { ...config.markdown };
  if (remark.length) markdown.remarkPlugins = remark;
  if (rehype.length) markdown.rehypePlugins = rehype;
  if (langs.length) markdown.highlighter = { ...markdown.highlighter, langs: [...new Set([...(markdown.highlighter.langs ?? []), ...langs])] };
  if (transformers.length) markdown.highlighter = { ...markdown.highlighter, transformers: [...(markdown.highlighter.transformers ?? []), ...transformers] };
  return { ...config, markdown };
}

/**
 * The config's code as one hash: the esbuild bundle of the config (which holds every local module it
 * imports: a plugin in `./plugins/x.ts` is in it, options and all) and, for the packages it leaves
 * external (`remark-gfm` …), each one's name and installed version. Same code, same fingerprint; any
 * edit of the config or a local plugin, or another version of a plugin package, changes it.
 */
function configFingerprint(code: string, packages: readonly string[], configDir: string): string {
  const versions = [...packages].sort().map((name) => `${name}@${installedPackageVersion(name, configDir)}`);
  return createHash('sha256').update(code).update('\0').update(versions.join('\n')).digest('hex').slice(0, 24);
}

/** The packages the bundle leaves for Node to load (`remark-gfm`, not `node:path`). */
function externalPackages(metafile: Metafile): string[] {
  const packages = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) if (imported.external && !imported.path.startsWith('node:')) packages.add(packageName(imported.path));
  }
  return [...packages].sort();
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The version of an installed package, found from `dir` up (node_modules/<name>/package.json), or "missing". */
function installedPackageVersion(name: string, dir: string): string {
  for (let at = dir; ; at = dirname(at)) {
    const manifest = join(at, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unknown';
      } catch {
        return 'unreadable';
      }
    }
    if (dirname(at) === at) return isBuiltin(name) ? 'builtin' : 'missing';
  }
}
