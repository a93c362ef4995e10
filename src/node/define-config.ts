/** What a site.config.ts imports from 'docsite' (the config loader points 'docsite' here: no build code is bundled into the config). */
import type { SiteConfig } from '../shared/config-schema.ts';

export type { SiteConfig, NavItem, SidebarItem } from '../shared/config-schema.ts';

/** Identity helper that gives site.config.ts full type checking and editor hints. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
