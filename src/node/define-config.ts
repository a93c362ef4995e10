/** What a site.config.ts imports from 'docsite' (the config loader points 'docsite' here: no build code is bundled into the config). */
import type { DocsitePlugin, SiteConfig } from '../shared/config-schema.ts';

export type { SiteConfig, NavItem, SidebarItem, DocsitePlugin, AddedPage, BuildEndContext, PluginPageData, PluginSiteConfig, UnifiedPlugin } from '../shared/config-schema.ts';

/** Identity helper that gives site.config.ts full type checking and editor hints. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}

/** Identity helper for a plugin written in its own module: types for every hook. */
export function definePlugin(plugin: DocsitePlugin): DocsitePlugin {
  return plugin;
}
