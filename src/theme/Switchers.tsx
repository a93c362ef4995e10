/** Language and version switchers: both keep the current page, rewriting the first path segments. */
import type { NavItem } from '../shared/page-data.ts';
import { joinRoutePath, splitRoutePath, switchLang } from '../shared/routes.ts';
import { routeContext, site, usePage, useT } from '../runtime/context.tsx';
import { NavMenu } from './NavMenu.tsx';

export function useLanguageItems(): NavItem[] {
  const page = usePage();
  return site.locales.map((locale) => ({
    text: locale.label,
    link: switchLang(page.routePath, locale.lang, routeContext),
    activeMatch: locale.lang === page.lang ? '.*' : '^$',
  }));
}

export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const page = usePage();
  const items = useLanguageItems();
  if (site.locales.length < 2) return null;
  const current = site.locales.find((l) => l.lang === page.lang);
  return <NavMenu item={{ text: current?.label ?? t('language'), items }} onNavigate={onNavigate} highlight={false} />;
}

export function VersionSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const page = usePage();
  const { versions } = site.multiVersion;
  if (!versions.length) return null;
  const parts = splitRoutePath(page.routePath, routeContext);
  const items = versions.map((version) => ({
    text: version,
    link: joinRoutePath({ ...parts, version }, routeContext),
    activeMatch: version === (parts.version || site.multiVersion.default) ? '.*' : '^$',
  }));
  return <NavMenu item={{ text: parts.version || site.multiVersion.default || versions[0], items }} onNavigate={onNavigate} highlight={false} />;
}
