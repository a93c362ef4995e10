/**
 * The locales a site is built with: `themeConfig.locales`, or one for the site's `lang` when it lists
 * none. A locale without its own `nav` or `sidebar` takes `themeConfig.nav` / `themeConfig.sidebar`,
 * so a site in one language configures them at the top, as in Rspress and VitePress.
 */
import type { Locale, ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { CONTAINER_TITLE_KEYS, uiStringsFor, type ContainerTitleKey, type UiStrings } from '../../shared/ui-strings.ts';

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

/**
 * A locale's interface strings: the built-in ones of its language (BCP 47 matching, English when the
 * table has none), then `themeConfig.ui`, the locale's Rspress-style fields (`outlineTitle`, `prevPageText` …)
 * and its own `ui`, each over the one before.
 */
export function localeUiStrings(config: ResolvedSiteConfig, locale: Locale): UiStrings {
  const fields: Partial<UiStrings> = {};
  const legacy = [
    ['outlineTitle', locale.outlineTitle],
    ['prevPage', locale.prevPageText],
    ['nextPage', locale.nextPageText],
    ['lastUpdated', locale.lastUpdatedText],
    ['searchPlaceholder', locale.searchPlaceholderText],
    ['editLink', locale.editLink?.text],
  ] as const;
  for (const [key, value] of legacy) if (value !== undefined) fields[key] = value;
  return uiStringsFor(locale.lang, { ...config.themeConfig.ui, ...fields, ...locale.ui } as Partial<UiStrings>);
}

/**
 * The container titles a site sets for a language (`ui: { tip: 'Hint' }` in themeConfig or the locale), or
 * undefined when it sets none: the compiler writes them into the pages (containers.ts).
 */
export function localeContainerTitles(config: ResolvedSiteConfig, lang: string): Partial<Record<ContainerTitleKey, string>> | undefined {
  const locale = siteLocales(config).find((l) => l.lang === lang);
  const own: Partial<Record<ContainerTitleKey, string>> = {};
  for (const key of CONTAINER_TITLE_KEYS) {
    const value = locale?.ui?.[key] ?? config.themeConfig.ui?.[key];
    if (value !== undefined) own[key] = value;
  }
  return Object.keys(own).length ? own : undefined;
}
