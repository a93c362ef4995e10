/** Public API of docsite for site.config.ts authors. */
import type { SiteConfig } from './config/schema.ts';

export type { SiteConfig, NavItem, SidebarItem } from './config/schema.ts';

/** Identity helper that gives site.config.ts full type checking and editor hints. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
