/** The 404 screen, with a link home in the reader's language (worked out from the URL after hydration). */
import { routeToHref } from '../shared/routes.ts';
import { routeContext, site, usePage, useT } from '../runtime/context.tsx';

export function NotFound() {
  const page = usePage();
  const t = useT();
  const home = routeToHref(page.lang === site.defaultLang ? '/' : `/${page.lang}/`, routeContext);
  return (
    <main className="not-found" id="main-content" tabIndex={-1}>
      <p className="not-found-code">{t('notFoundCode')}</p>
      <h1 className="not-found-title">{t('notFoundTitle')}</h1>
      <a className="button button-primary" href={home}>{t('notFoundHome')}</a>
    </main>
  );
}
