/** sitemap.xml: every routed page with its git date and `xhtml:link` alternates between languages. */
import type { PageData } from '../../../shared/page-data.ts';
import { routeToHref, switchLang, type RouteContext } from '../../../shared/routes.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { langTag } from '../../../shared/i18n.ts';

export function renderSitemap(pages: PageData[], origin: string, ctx: RouteContext, routes: Set<string>): string {
  const url = (routePath: string) => escapeHtml(origin.replace(/\/$/, '') + routeToHref(routePath, ctx));
  const entries = [...pages]
    .filter((p) => p.pageType !== '404' && p.frontmatter.sitemap !== false)
    .sort((a, b) => (a.routePath < b.routePath ? -1 : 1))
    .map((page) => {
      const lines = [`  <url>`, `    <loc>${url(page.routePath)}</loc>`];
      if (page.lastUpdatedIso) lines.push(`    <lastmod>${page.lastUpdatedIso}</lastmod>`);
      if (ctx.langs.length > 1) {
        for (const lang of ctx.langs) {
          const alt = switchLang(page.routePath, lang, ctx);
          if (routes.has(alt)) lines.push(`    <xhtml:link rel="alternate" hreflang="${langTag(lang)}" href="${url(alt)}"/>`);
        }
      }
      lines.push(`  </url>`);
      return lines.join('\n');
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
