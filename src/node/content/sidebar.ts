/**
 * A resolved sidebar (links are full route paths, for both server and browser), which one serves a page,
 * and its links in reading order. Made from the config (config-links.ts) or from the folder tree
 * (generated-sidebar.ts).
 */
import { isExternalUrl } from '../../shared/routes.ts';
import type { ResolvedSidebarItem } from '../../shared/page-data.ts';

export type { ResolvedSidebarItem };

export interface ResolvedSidebar {
  /** Stable id: language + key, used to name the sidebar's data file. */
  id: string;
  lang: string;
  /** The version whose pages it serves (a versioned site's generated sidebars); absent: every version. */
  version?: string;
  /** Language-free path prefix this sidebar serves. */
  prefix: string;
  items: ResolvedSidebarItem[];
}

/** Picks the sidebar whose prefix is the longest match for a page path. */
export function findSidebar<T extends { prefix: string; lang: string; version?: string }>(sidebars: T[], lang: string, pagePath: string, version = ''): T | undefined {
  let best: T | undefined;
  for (const s of sidebars) {
    if (s.lang !== lang || !pagePath.startsWith(s.prefix)) continue;
    if (s.version !== undefined && s.version !== version) continue;
    if (!best || s.prefix.length > best.prefix.length) best = s;
  }
  return best;
}

/** Links in reading order: the previous/next sequence of a sidebar. */
export function flattenSidebarLinks(items: ResolvedSidebarItem[]): { text: string; link: string }[] {
  const out: { text: string; link: string }[] = [];
  for (const item of items) {
    if (!('text' in item)) continue;
    if (item.link && !isExternalUrl(item.link)) out.push({ text: item.text, link: item.link });
    if (item.items) out.push(...flattenSidebarLinks(item.items));
  }
  return out;
}
