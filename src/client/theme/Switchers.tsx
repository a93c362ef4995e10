/** Language and version switchers: both keep the current page, rewriting the first path segments. */
import type { NavItem } from '../../shared/page-data.ts';
import { joinRoutePath, splitRoutePath, switchLang } from '../../shared/routes.ts';
import { routeContext, site, usePage, useT } from '../runtime/context.tsx';
import { NavMenu } from './NavMenu.tsx';
import { UiString } from '../../shared/ui-keys.ts';
import { langTag } from '../../shared/i18n.ts';

export function useLanguageItems(): NavItem[] {
  const page = usePage();
  if (site.locales.length < 2) return [];
  return site.locales.map((locale) => ({
    text: locale.label,
    // The language being read is shown, not linked (it would lead to this page); a language the page has no
    // translation in links to its home (page.langLinks, built with the site).
    link: locale.lang === page.lang ? undefined : (page.langLinks?.[locale.lang] ?? switchLang(page.routePath, locale.lang, routeContext)),
    activeMatch: locale.lang === page.lang ? '.*' : '^$',
    lang: langTag(locale.lang),
  }));
}

/** One item per version (empty when the site has no versions: then no switcher shows). */
export function useVersionItems(): NavItem[] {
  const page = usePage();
  const { versions } = site.multiVersion;
  if (!versions.length) return [];
  const parts = splitRoutePath(page.routePath, routeContext);
  const current = parts.version || site.multiVersion.default;
  return versions.map((version) => ({
    text: version,
    // The same page in that version when it has it, else the version's home (page.versionLinks, built with the site).
    link: page.versionLinks?.[version] ?? joinRoutePath({ ...parts, version: version === site.multiVersion.default ? '' : version }, routeContext),
    activeMatch: version === current ? '.*' : '^$',
  }));
}

export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const page = usePage();
  const items = useLanguageItems();
  if (items.length < 2) return null;
  const current = site.locales.find((l) => l.lang === page.lang);
  return <NavMenu item={{ text: current?.label ?? t(UiString.language), items }} onNavigate={onNavigate} highlight={false} />;
}

export function VersionSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const page = usePage();
  const items = useVersionItems();
  if (!items.length) return null;
  const parts = splitRoutePath(page.routePath, routeContext);
  return <NavMenu item={{ text: parts.version || site.multiVersion.default || items[0].text, items }} onNavigate={onNavigate} highlight={false} />;
}
