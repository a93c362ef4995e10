/** A site's plugins, ready to run: docsite's built-in ones first (told the final config), then the config's. */
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { builtinPlugins } from './builtin-plugins.ts';
import { PluginDriver, runHook, type PluginPage, type ResolvedPlugin } from '../plugins/driver.ts';

export async function sitePlugins(config: ResolvedSiteConfig, root: string): Promise<PluginDriver> {
  const builtins = builtinPlugins() as ResolvedPlugin[];
  // The site's `config` hooks ran when the config loaded (config/load.ts); the built-ins see their result.
  const { plugins: _site, ...final } = config;
  for (const plugin of builtins) if (plugin.config) await runHook(plugin, 'config', () => plugin.config!(final));
  return new PluginDriver([...builtins, ...config.plugins], root);
}

/** The plugins started as `build` and `dev` start them, before anything is scanned: `buildStart`, then the pages they add. */
export async function startPlugins(config: ResolvedSiteConfig, root: string): Promise<{ plugins: PluginDriver; addedPages: PluginPage[] }> {
  const plugins = await sitePlugins(config, root);
  await plugins.buildStart();
  return { plugins, addedPages: plugins.has('addPages') ? await plugins.addPages() : [] };
}
