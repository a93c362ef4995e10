/** React contexts the theme reads: the site, the current page, and the router's navigate(). */
import { createContext, useContext, type ComponentType } from 'react';
import siteData from 'docsite:site-data';
import type { ClientLocale, PageData, ResolvedSidebarItem } from '../../shared/page-data.ts';
import type { UiString } from '../../shared/ui-keys.ts';
import { siteRouteContext, type RouteContext } from '../../shared/routes.ts';

export interface PageState {
  page: PageData;
  sidebar: ResolvedSidebarItem[] | null;
  Content: ComponentType<{ components?: Record<string, unknown> }>;
}

export const PageContext = createContext<PageState | null>(null);
export const NavigateContext = createContext<(href: string) => void>(() => {});

export const site = siteData;

/** The one route context (base, languages, versions, clean URLs), as the bundle made the pages' links with it. */
export const routeContext: RouteContext = siteRouteContext(siteData);

export function usePageState(): PageState {
  const state = useContext(PageContext);
  if (!state) throw new Error('usePageState must be used inside the docsite App');
  return state;
}

export const usePage = (): PageData => usePageState().page;
export const useLang = (): string => usePage().lang;
export const useNavigate = () => useContext(NavigateContext);

/** A language's locale (the first one for a language the site does not have). */
export function localeOf(lang: string): ClientLocale {
  return siteData.locales.find((l) => l.lang === lang) ?? siteData.locales[0] ?? { lang, label: lang, nav: [], ui: [] };
}

export const useLocale = (): ClientLocale => localeOf(useLang());

/**
 * The interface strings of the current page's language (the build wrote them into the site data, with the
 * site's own): `t(UiString.menu)`.
 */
export function useT(): (key: UiString) => string {
  const { ui } = useLocale();
  return (key) => ui[key];
}

/** Picks the current language's value of a `string | { en, zh }` config field. */
export function localized(value: string | Record<string, string> | undefined, lang: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  return value[lang] ?? value[siteData.defaultLang] ?? Object.values(value)[0];
}
