/**
 * The 404 screen. Static hosts serve the one 404.html, rendered in the default language, for every missing
 * address, so it carries the screen in each of the site's languages: a head script (NOT_FOUND_LANG_SCRIPT)
 * sets <html lang> from the address before the first paint, and the rules below show the block in that
 * language. Hydration renders the same blocks, and the app keeps <html lang> in step afterwards.
 */
import { routeToHref } from '../../shared/routes.ts';
import { langTag } from '../../shared/i18n.ts';
import { UiString } from '../../shared/ui-keys.ts';
import { localeOf, routeContext, site } from '../runtime/context.tsx';

/** One rule per language: with <html lang> set to it, the other languages' blocks are hidden. */
function visibilityRules(langs: string[]): string {
  return langs.map((lang) => `html[lang="${langTag(lang)}"] .not-found:not([lang="${langTag(lang)}"]){display:none}`).join('');
}

export function NotFound() {
  const langs = site.langs.length ? site.langs : [site.defaultLang];
  return (
    <>
      {langs.length > 1 && <style>{visibilityRules(langs)}</style>}
      {langs.map((lang) => {
        const { ui } = localeOf(lang);
        return (
          <div className="not-found" lang={langTag(lang)} key={lang}>
            <p className="not-found-code">{ui[UiString.notFoundCode]}</p>
            <h1 className="not-found-title">{ui[UiString.notFoundTitle]}</h1>
            <a className="button button-primary" href={routeToHref(lang === site.defaultLang ? '/' : `/${lang}/`, routeContext)}>{ui[UiString.notFoundHome]}</a>
          </div>
        );
      })}
    </>
  );
}
