/**
 * The locales a site is built with: `themeConfig.locales`, or one for the site's `lang` when it lists
 * none. A locale without its own `nav` or `sidebar` takes `themeConfig.nav` / `themeConfig.sidebar`,
 * so a site in one language configures them at the top, as in Rspress and VitePress.
 */
import type { Locale, ResolvedSiteConfig } from '../../shared/config-schema.ts';

export interface SiteLocale extends Locale {
  /** Where the nav and the sidebar came from in the config, for error messages. */
  navPath: string;
  sidebarPath: string;
}

export function siteLocales(config: ResolvedSiteConfig): SiteLocale[] {
  const { themeConfig } = config;
  const listed: Locale[] = themeConfig.locales.length ? themeConfig.locales : [{ lang: config.lang, label: config.lang }];
  return listed.map((locale, i) => ({
    ...locale,
    nav: locale.nav ?? themeConfig.nav,
    sidebar: locale.sidebar ?? themeConfig.sidebar,
    navPath: locale.nav ? `themeConfig.locales[${i}].nav` : 'themeConfig.nav',
    sidebarPath: locale.sidebar ? `themeConfig.locales[${i}].sidebar` : 'themeConfig.sidebar',
  }));
}
