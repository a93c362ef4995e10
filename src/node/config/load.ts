/**
 * Loads site.config.ts (bundled with esbuild so it may be TypeScript and import local files),
 * validates it with the zod schema and applies the checks a schema cannot express.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { normalizeBase } from '../../shared/routes.ts';
import { pathToFileURL } from 'node:url';
import { SRC_DIR } from '../package-root.ts';
import { build } from 'esbuild';
import { siteConfigSchema, type ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { configProblems, formatConfigProblems, type ConfigProblem, type ConfigSource } from './errors.ts';
import { DocsiteError } from '../errors.ts';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export function findConfigFile(projectRoot: string): string | undefined {
  return CONFIG_FILES.map((f) => join(projectRoot, f)).find((f) => existsSync(f));
}

// 'docsite' in a config means defineConfig and its types; none of the build is bundled into the config.
const publicApiEntry = join(SRC_DIR, 'node', 'define-config.ts');

/** Bundles and imports the config module, returning its default export (not yet validated). */
async function importConfigModule(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      alias: existsSync(publicApiEntry) ? { docsite: publicApiEntry } : {},
      logLevel: 'silent',
      sourcemap: 'inline',
    });
    code = result.outputFiles![0].text;
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
  // Written next to the config so its bare imports resolve from the project's node_modules.
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.mjs`);
  writeFileSync(temp, code);
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
}

type CheckedConfig = { config: ResolvedSiteConfig; warnings: string[] } | { problems: ConfigProblem[] };

/** Validates a raw config object: the resolved config, or every problem with its key path. */
function checkConfig(raw: unknown, fileLabel: string): CheckedConfig {
  const result = siteConfigSchema.safeParse(raw ?? {});
  if (!result.success) return { problems: configProblems(result.error.issues) };
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

/** What the command line sets over the config: `--base` (normalised to `/x/`). */
export interface ConfigOverrides {
  base?: string;
}

export async function loadConfig(projectRoot: string, overrides: ConfigOverrides = {}): Promise<LoadedConfig> {
  const loaded = await loadConfigFile(projectRoot);
  if (overrides.base !== undefined) loaded.config.base = normalizeBase(overrides.base);
  return loaded;
}

async function loadConfigFile(projectRoot: string): Promise<LoadedConfig> {
  const file = findConfigFile(projectRoot);
  if (!file) {
    const { config, warnings } = resolveConfig(withFolderTitle(undefined, projectRoot));
    return { config, warnings };
  }
  const raw = withFolderTitle(await importConfigModule(file), projectRoot);
  const checked = checkConfig(raw, basename(file));
  if ('problems' in checked) {
    // Only an invalid config pays for parsing its source: the problems then point at their lines.
    const text = readFileSync(file, 'utf8');
    const { configKeyLocator } = await import('./key-locations.ts');
    const locate = configKeyLocator(text, file);
    throw invalidConfig(basename(file), checked.problems, locate && { text, locate });
  }
  return { config: checked.config, file, warnings: checked.warnings };
}
