/**
 * The Algolia DocSearch settings a site moving from VitePress or Docusaurus already has, read from that tool's
 * config when site.config.ts names no `search`: VitePress's `.vitepress/config.*` (`themeConfig.search` with
 * `provider: 'algolia'`), Docusaurus's `docusaurus.config.*` (`themeConfig.algolia`). Only that one setting is
 * read; the rest of those configs stays unread (see the README's Coming from sections). A config that cannot
 * be loaded (it imports a package that is not installed, say) is a warning saying what to write instead.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { algoliaFromDocusaurus, algoliaFromVitePress, type AlgoliaSearchInput } from '../../shared/search/algolia.ts';

const EXTENSIONS = ['ts', 'mts', 'js', 'mjs', 'cjs'];

export interface OtherToolSearch {
  search?: AlgoliaSearchInput;
  /** The file it came from (relative to the project), for the build's note. */
  from?: string;
  warning?: string;
}

type Load = (file: string) => Promise<{ raw: unknown }>;

/** `pagesFolders`: where a `.vitepress/` folder may be besides the project's root (the pages' folder). */
export async function searchFromOtherTool(projectRoot: string, pagesFolders: string[], defaultLang: string, load: Load): Promise<OtherToolSearch> {
  const vitepress = [projectRoot, ...pagesFolders].flatMap((dir) => EXTENSIONS.map((ext) => join(dir, '.vitepress', `config.${ext}`))).find((file) => existsSync(file));
  const docusaurus = EXTENSIONS.map((ext) => join(projectRoot, `docusaurus.config.${ext}`)).find((file) => existsSync(file));
  const file = vitepress ?? docusaurus;
  if (!file) return {};
  const from = relative(projectRoot, file).split('\\').join('/');
  let config: unknown;
  try {
    config = (await load(file)).raw;
    // Docusaurus allows a (possibly async) function returning the config.
    if (typeof config === 'function') config = await (config as () => unknown)();
  } catch (error) {
    const reason = ((error as Error).message ?? String(error)).split('\n')[0];
    return { warning: `${from}: not read for its Algolia search settings (${reason}); to use DocSearch, write search: { provider: 'algolia', appId, apiKey, indexName } in site.config.ts` };
  }
  const themeConfig = (config as { themeConfig?: Record<string, unknown> } | undefined)?.themeConfig;
  const search = file === vitepress ? algoliaFromVitePress(themeConfig?.search, defaultLang) : algoliaFromDocusaurus(themeConfig?.algolia);
  return search ? { search, from } : {};
}
