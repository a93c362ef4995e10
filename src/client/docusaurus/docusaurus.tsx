/**
 * What pages written for Docusaurus import from `@docusaurus/…` (Link, useBaseUrl, BrowserOnly,
 * useDocusaurusContext, Head, Translate, …), mapped to docsite's runtime. Docusaurus serves docs under
 * `/docs/`; docsite serves them from the site's root, so a link written `/docs/x` reaches `/x`.
 */
import { Children, useEffect, useState, type ReactNode } from 'react';
import { useLocalHref } from '../theme/components/Small.tsx';
import { isExternalUrl } from '../../shared/routes.ts';
import { withBase } from '../../shared/public-url.ts';
import { routeContext, site, useLang, useNavigate, usePage } from '../runtime/context.tsx';
import { routeToHref } from '../../shared/routes.ts';
import { useIsDark } from '../theme/hooks.ts';

/** `/docs/intro` → `/intro`: Docusaurus's docs route prefix (`routeBasePath`), which docsite's routes do not have. */
export const withoutDocsPrefix = (to: string) => (isExternalUrl(to) ? to : to.replace(/^\/docs(?=\/|$|#|\?)/, '') || '/');

/** Docusaurus's `<Link to>` (or `href`): a site link with the base, language and clean URLs applied. */
export function Link({ to, href, children, className, ...rest }: { to?: string; href?: string; children?: ReactNode; className?: string; [attr: string]: unknown }) {
  const target = withoutDocsPrefix(to ?? href ?? '');
  const url = useLocalHref(target);
  const external = isExternalUrl(target);
  delete rest.isNavLink;
  delete rest.autoAddBaseUrl;
  return (
    <a {...rest} className={className} href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** Docusaurus's `useBaseUrl('/img/x.png')`: the path under the site's base. */
export function useBaseUrl(url: string, _options?: { forcePrependBaseUrl?: boolean; absolute?: boolean }): string {
  return withBase(url, routeContext.base);
}
export function useBaseUrlUtils() {
  return { withBaseUrl: (url: string) => withBase(url, routeContext.base) };
}

/** True once hydrated (false on the server and in the first render, as Docusaurus's). */
export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}

/** Docusaurus's `<BrowserOnly fallback>{() => …}</BrowserOnly>`: its children run only in the browser, after hydration. */
export function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}

/** Docusaurus's site context, from docsite's config: `siteConfig.title`, `tagline` (the description), `baseUrl`, `i18n`. */
export function useDocusaurusContext() {
  const lang = useLang();
  return {
    siteConfig: { title: site.title, tagline: site.description, baseUrl: routeContext.base, url: '', customFields: {} as Record<string, unknown>, themeConfig: {} as Record<string, unknown> },
    siteMetadata: { docusaurusVersion: 'docsite' },
    i18n: { currentLocale: lang, defaultLocale: site.defaultLang, locales: site.locales.map((l) => l.lang), localeConfigs: {} },
    globalData: {},
  };
}

/** Tags for the document's head: React 19 hoists `<title>`, `<meta>` and `<link>` rendered anywhere. */
export function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

const interpolate = (text: string, values?: Record<string, ReactNode>): ReactNode => {
  if (!values) return text;
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, i) => (i % 2 ? (values[part] ?? `{${part}}`) : part));
};

/** Docusaurus's `<Translate values>`: docsite has no translation files for it; the default message, interpolated. */
export function Translate({ children, values }: { id?: string; description?: string; values?: Record<string, ReactNode>; children?: ReactNode }) {
  const text = Children.toArray(children).join('');
  return <>{interpolate(text, values)}</>;
}
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  const text = message ?? id ?? '';
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}
export function Interpolate({ children, values }: { children?: ReactNode; values?: Record<string, ReactNode> }) {
  return <>{interpolate(Children.toArray(children).join(''), values)}</>;
}

/** `@docusaurus/ExecutionEnvironment` */
export const ExecutionEnvironment = {
  canUseDOM: typeof window !== 'undefined',
  canUseEventListeners: typeof window !== 'undefined' && !!window.addEventListener,
  canUseIntersectionObserver: typeof window !== 'undefined' && 'IntersectionObserver' in window,
  canUseViewport: typeof window !== 'undefined' && !!window.screen,
};

/** `@docusaurus/router`'s `useLocation()`: the page being read (the same on the server). */
export function useLocation() {
  const page = usePage();
  return { pathname: routeToHref(page.routePath, routeContext), search: '', hash: '', state: undefined };
}

/** `@docusaurus/router`'s `useHistory()`: `push` and `replace` navigate within the site. */
export function useHistory() {
  const navigate = useNavigate();
  const go = (to: string) => navigate(to);
  return { push: go, replace: go, location: useLocation() };
}

/** `@docusaurus/router`'s `<Redirect to>`: goes there once hydrated (a static page cannot redirect on the server). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const href = useLocalHref(withoutDocsPrefix(to));
  useEffect(() => navigate(href), [href]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** `@docusaurus/theme-common`'s `useColorMode()`: the current colour theme (light on the server and the first render). */
export function useColorMode() {
  const dark = useIsDark() ?? false;
  const setColorMode = (mode: 'light' | 'dark') => document.documentElement.classList.toggle('dark', mode === 'dark');
  return { colorMode: dark ? ('dark' as const) : ('light' as const), isDarkTheme: dark, setColorMode };
}

/** `@docusaurus/theme-common`'s `usePluralForm()`: `selectMessage(count, 'one|other')` by the page language's plural rules. */
export function usePluralForm() {
  const lang = useLang();
  const rules = new Intl.PluralRules(lang);
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((form) => rules.resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule));
  return {
    selectMessage: (count: number, messages: string) => {
      const forms = messages.split('|');
      const at = order.indexOf(rules.select(count));
      return (forms.length === 1 ? forms[0] : (forms[at] ?? forms[forms.length - 1])).trim();
    },
  };
}

/**
 * `@docusaurus/plugin-content-docs/client`: docsite builds one set of docs, no versions, so there is one
 * version, named as Docusaurus names unversioned docs ('current').
 */
const CURRENT_VERSION = { name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: '', docs: [] as { id: string; path: string }[] };
export const useLatestVersion = (_pluginId?: string) => CURRENT_VERSION;
export const useVersions = (_pluginId?: string) => [CURRENT_VERSION];
export const useDocsVersion = () => CURRENT_VERSION;
export function useActiveDocContext(_pluginId?: string) {
  const page = usePage();
  return { activeVersion: CURRENT_VERSION, activeDoc: { id: page.routePath.replace(/^\//, ''), path: routeToHref(page.routePath, routeContext) }, alternateDocVersions: {} as Record<string, unknown> };
}

/** `@docusaurus/theme-common`'s `createStorageSlot(key)`: one localStorage entry (nothing on the server or when storage is off). */
export function createStorageSlot(key: string) {
  const storage = () => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: (): string | null => storage()?.getItem(key) ?? null,
    set: (value: string) => storage()?.setItem(key, value),
    del: () => storage()?.removeItem(key),
  };
}
