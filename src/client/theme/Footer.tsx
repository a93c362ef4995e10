/** The site's footer message (`themeConfig.footer`), at the end of each doc page's footer. */
import { localized, site, usePage } from '../runtime/context.tsx';

export function Footer() {
  const message = localized(site.footer?.message, usePage().lang);
  return message ? <p className="footer-message">{message}</p> : null;
}
