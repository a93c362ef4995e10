/**
 * Sidebar icons (`_meta.json` `icon`, front matter `icon`) as the HTML the theme inserts: an inline `<svg>`
 * as written (the site owner's), an image path or URL as an `<img>` (under the base), anything else (an
 * emoji) as text; Rspress's rules (its `SvgWrapper`). Made at build time so the browser's shell carries no code for it.
 */
import type { ResolvedSidebarItem } from '../../shared/page-data.ts';
import type { NavItem } from '../../shared/config-schema.ts';
import { withBase } from '../../shared/public-url.ts';
import { escapeHtml } from '../../shared/escape-html.ts';

export function iconHtml(icon: string, base: string): string {
  // Markup the site owner wrote: an inline <svg>, or an <img> (Rspress's section headers take one), as written.
  if (/^\s*<(svg|img)[\s>]/i.test(icon)) return icon.trim().replace(/(<img\b[^>]*?\bsrc=")(\/[^"]*)/i, (_, head: string, src: string) => head + escapeHtml(withBase(src, base)));
  // A path or URL, as Rspress tells them (its SvgWrapper): `/x.svg` from public/ (under the base), `./x.svg`
  // and `../x.svg` as written, `http(s):` and `data:` URLs.
  if (/^(?:\/|\.\.?\/|https?:|data:)/.test(icon)) {
    const src = withBase(icon, base);
    return `<img src="${escapeHtml(src)}" alt="">`;
  }
  return escapeHtml(icon);
}

/** Replaces each item's `icon` with its HTML, in place. */
export function renderSidebarIcons(items: ResolvedSidebarItem[], base: string): ResolvedSidebarItem[] {
  for (const item of items) {
    if ('dividerType' in item) continue;
    if (item.icon) item.icon = iconHtml(item.icon, base);
    if ('items' in item && item.items) renderSidebarIcons(item.items, base);
  }
  return items;
}

/** A nav's items (config or `_nav.json`) with each `icon` as its HTML; a copy, the config's own list unchanged. */
export function renderNavIcons(items: NavItem[] | undefined, base: string): NavItem[] | undefined {
  return items?.map((item) => ({ ...item, ...(item.icon ? { icon: iconHtml(item.icon, base) } : {}), ...(item.items ? { items: renderNavIcons(item.items, base) } : {}) }));
}
