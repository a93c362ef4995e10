/** The first visit's move to the reader's language (App.tsx loads this once localStorage says it is the first). */
import { site, routeContext } from './context.tsx';
import { routeToHref, splitRoutePath, switchLang } from '../../shared/routes.ts';

const BOT = /bot|crawl|spider|slurp|lighthouse|headless/i;

export function redirectToPreferredLanguage(routePath: string): void {
  if (BOT.test(navigator.userAgent) || (navigator as Navigator & { webdriver?: boolean }).webdriver) return;
  const preferred = (navigator.language || '').toLowerCase().split('-')[0];
  const current = splitRoutePath(routePath, routeContext).lang;
  if (!site.langs.includes(preferred) || preferred === current) return;
  if (site.localeRedirect === 'only-default-lang' && current !== site.defaultLang) return;
  location.replace(routeToHref(switchLang(routePath, preferred, routeContext), routeContext) + location.hash);
}
