/**
 * Runs the plugins' hooks, in the order the plugins are listed (docsite's built-in ones first, see
 * pipeline/builtin-plugins.ts). Whatever a hook throws or rejects with becomes one DocsiteError,
 * `plugin <name>: <hook> failed: <message> (at <file:line:column>)`, so the build stops (exit 1) naming
 * the plugin, and the previous output stays (the build writes into a staging folder).
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPlace } from './config-source-maps.ts';
import { globalComponentName, type PluginClientCode } from './client-code.ts';
import { addedPageSchema, type AddedPage, type BuildEndContext, type PluginPageData, type ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { DocsiteError } from '../errors.ts';
import { PACKAGE_ROOT, SRC_DIR } from '../package-root.ts';

export type ResolvedPlugin = ResolvedSiteConfig['plugins'][number];
type HookName = Exclude<keyof ResolvedPlugin, 'name'>;

// docsite's own code: its sources, the packed CLI, the checkout's bundle (this module's folder when bundled).
const OWN_CODE = [SRC_DIR, join(PACKAGE_ROOT, 'lib'), dirname(fileURLToPath(import.meta.url))].map((dir) => dir + sep);

/** The first place in the error's stack outside Node and docsite (where the plugin threw), in the plugin's own source. */
function thrownAt(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  for (const line of stack?.split('\n').slice(1) ?? []) {
    const place = /\(?((?:file:\/\/)?\/[^()\s]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!place) continue;
    const path = place[1].startsWith('file://') ? fileURLToPath(place[1]) : place[1];
    if (OWN_CODE.some((dir) => path.startsWith(dir))) continue;
    return originalPlace(path, Number(place[2]), Number(place[3])) ?? `${path}:${place[2]}:${place[3]}`;
  }
  return undefined;
}

export function pluginError(plugin: string, hook: string, error: unknown): DocsiteError {
  if (error instanceof DocsiteError && error.message.startsWith(`plugin ${plugin}: `)) return error;
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  const at = thrownAt(error);
  return new DocsiteError(`plugin ${plugin}: ${hook} failed: ${message}${at ? ` (at ${at})` : ''}`, {
    hint: `the plugin "${plugin}" (listed in "plugins" of the config) threw: fix it, or remove it from the list`,
    cause: error,
  });
}

/** Runs one hook of one plugin, naming the plugin and hook in any error. */
export async function runHook<T>(plugin: { name: string }, hook: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw pluginError(plugin.name, hook, error);
  }
}

export interface PluginPage {
  /** The plugin that added it. */
  plugin: string;
  page: AddedPage;
}

export class PluginDriver {
  constructor(
    readonly plugins: readonly ResolvedPlugin[],
    /** Module paths are relative to this folder (the project). */
    private readonly root: string,
  ) {}

  private with<H extends HookName>(hook: H): (ResolvedPlugin & Required<Pick<ResolvedPlugin, H>>)[] {
    return this.plugins.filter((plugin) => plugin[hook] !== undefined) as (ResolvedPlugin & Required<Pick<ResolvedPlugin, H>>)[];
  }

  has(hook: HookName): boolean {
    return this.plugins.some((plugin) => plugin[hook] !== undefined);
  }

  async buildStart(): Promise<void> {
    for (const plugin of this.with('buildStart')) await runHook(plugin, 'buildStart', () => plugin.buildStart());
  }

  /** Every page the plugins add, checked: a bad entry is an error naming the plugin and the entry. */
  async addPages(): Promise<PluginPage[]> {
    const out: PluginPage[] = [];
    for (const plugin of this.with('addPages')) {
      const pages = await runHook(plugin, 'addPages', () => plugin.addPages());
      if (!Array.isArray(pages)) throw pluginError(plugin.name, 'addPages', new Error(`expected an array of { routePath, content } or { routePath, filepath }, got ${typeof pages}`));
      pages.forEach((page, i) => {
        const checked = addedPageSchema.safeParse(page);
        if (!checked.success) {
          throw pluginError(plugin.name, 'addPages', new Error(`page ${i} (${JSON.stringify(page)?.slice(0, 80)}) must be { routePath: "/…", content } or { routePath: "/…", filepath }`));
        }
        const added = checked.data;
        out.push({ plugin: plugin.name, page: 'filepath' in added ? { ...added, filepath: this.path(added.filepath) } : added });
      });
    }
    return out;
  }

  /** Lets each plugin change the page's data in place. */
  async extendPageData(page: PluginPageData): Promise<void> {
    for (const plugin of this.with('extendPageData')) await runHook(plugin, 'extendPageData', () => plugin.extendPageData(page));
  }

  /** The plugins' extra head tags for a page, in plugin order. */
  async head(page: PluginPageData): Promise<string[]> {
    const tags: string[] = [];
    for (const plugin of this.with('head')) {
      const result = await runHook(plugin, 'head', () => plugin.head(page));
      if (result === undefined || result === null) continue;
      const list = Array.isArray(result) ? result : [result];
      for (const tag of list) {
        if (typeof tag !== 'string') throw pluginError(plugin.name, 'head', new Error(`expected HTML strings, got ${typeof tag}`));
        tags.push(tag);
      }
    }
    return tags;
  }

  async buildEnd(context: BuildEndContext): Promise<void> {
    for (const plugin of this.with('buildEnd')) await runHook(plugin, 'buildEnd', () => plugin.buildEnd(context));
  }

  /** Absolute paths of the global components' modules (`Badge.tsx` → `<Badge>`), in order, each once. */
  globalComponents(): string[] {
    const byName = new Map<string, string>();
    for (const plugin of this.plugins) {
      for (const file of (plugin.globalComponents ?? []).map((p) => this.path(p))) {
        const name = globalComponentName(file);
        const fail = (why: string) => pluginError(plugin.name, 'globalComponents', new Error(`${file}: ${why}`));
        if (!/^[A-Z][\w$]*$/.test(name)) throw fail(`the file's base name "${name}" is the component's name in MDX: it must start with a capital letter and be an identifier`);
        if (!existsSync(file)) throw fail('no such file');
        if (byName.has(name) && byName.get(name) !== file) throw fail(`another global component is named ${name} (${byName.get(name)})`);
        byName.set(name, file);
      }
    }
    return [...new Set(byName.values())];
  }

  /** What the plugins add to the browser bundle (undefined: nothing). */
  clientCode(): PluginClientCode | undefined {
    const code = { globalComponents: this.globalComponents(), clientModules: this.clientModules() };
    return code.globalComponents.length || code.clientModules.length ? code : undefined;
  }

  /** Absolute paths of the modules the browser runs at start-up, in order, each once. */
  clientModules(): string[] {
    for (const plugin of this.plugins) {
      for (const file of (plugin.clientModules ?? []).map((p) => this.path(p))) {
        if (!existsSync(file)) throw pluginError(plugin.name, 'clientModules', new Error(`${file}: no such file`));
      }
    }
    return [...new Set(this.plugins.flatMap((plugin) => plugin.clientModules ?? []).map((p) => this.path(p)))];
  }

  private path(p: string): string {
    return isAbsolute(p) ? p : resolve(this.root, p);
  }
}
