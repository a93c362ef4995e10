/** The site's footer message (`themeConfig.footer`), at the end of each doc page's footer and on the home page: HTML, as Rspress renders it (written by the site owner). */
import { localized, site, usePage } from '../runtime/context.tsx';

export function Footer() {
  const message = localized(site.footer?.message, usePage().lang);
  return message ? <p className="footer-message" dangerouslySetInnerHTML={{ __html: message }} /> : null;
}
