/**
 * What an overview page (`overview: true`, or `<Overview />`) lists, grouped as Rspress groups it: each entry
 * of the page's part of the sidebar is a group (a folder: its entries, a sub-folder being one entry that links
 * to its first page; a page alone: a group of one, named by it), kept when it reaches a page under the overview
 * page's address. In a group, the pages that list headings come first, then the others, as Rspress draws them
 * (a list, then a grid of titles). docsite's own front matter on the overview page: `overviewTopLevel` gathers
 * the single pages into one group of that name, `overviewGroupOrder` orders the groups by name.
 */
import type { CompiledPage } from '../markdown/compile.ts';
import type { OverviewGroup, ResolvedSidebarItem } from '../../shared/page-data.ts';
import { isExternalUrl } from '../../shared/routes.ts';
import { overviewHeadersOf } from '../content/generated-sidebar.ts';

type Entry = Extract<ResolvedSidebarItem, { text: string }>;
const isEntry = (item: ResolvedSidebarItem): item is Entry => 'text' in item;

/** A front-matter or `_meta.json` list of heading levels (`[2, 3]`, `[]`), or undefined when it is not one. */
const headingLevels = (value: unknown): number[] | undefined => (Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : undefined);

/** The entry's link, or its first descendant's (a folder without a page of its own). */
function firstLink(item: Entry): string | undefined {
  if (item.link) return item.link;
  for (const child of item.items ?? []) {
    const link = isEntry(child) ? firstLink(child) : undefined;
    if (link) return link;
  }
  return undefined;
}

/**
 * The part of the sidebar an overview page lists, found as Rspress finds it: the folder whose link is the page
 * (the folder itself when it holds only pages, else its entries); the page's siblings when the page is an entry;
 * searched depth-first, the matches of every branch joined. Undefined when the sidebar does not hold the page.
 */
export function overviewScope(items: ResolvedSidebarItem[], self: string): ResolvedSidebarItem[] | undefined {
  const found = items.find((item) => isEntry(item) && item.link === self);
  if (found && isEntry(found) && found.items?.length) return found.items.every((item) => !(isEntry(item) && item.items)) ? [found] : found.items;
  if (found) return items.filter((item) => item !== found);
  const inner = items.flatMap((item) => (isEntry(item) && item.items ? (overviewScope(item.items, self) ?? []) : []));
  return inner.length ? inner : undefined;
}

export function overviewGroups(sidebar: ResolvedSidebarItem[], compiled: Map<string, CompiledPage>, self: string, frontmatter: Record<string, unknown>): OverviewGroup[] {
  const pageLevels = (link: string | undefined) => (link ? headingLevels(compiled.get(link)?.meta.frontmatter.overviewHeaders) : undefined);
  // An entry's own levels: a page's front matter before its `_meta.json` entry; for a folder, its entry before its index page's.
  const ownLevels = (item: Entry) => (item.items ? (overviewHeadersOf(item) ?? pageLevels(item.link)) : (pageLevels(item.link) ?? overviewHeadersOf(item)));
  const topName = typeof frontmatter.overviewTopLevel === 'string' ? frontmatter.overviewTopLevel : undefined;
  const order = Array.isArray(frontmatter.overviewGroupOrder) ? frontmatter.overviewGroupOrder.map(String) : [];
  // Rspress's test: a page under the overview's address (`/api/` lists `/api/…`), not the overview itself.
  const prefix = self.replace(/overview$/, '');
  const under = (link: string | undefined) => !!link && !isExternalUrl(link) && link.startsWith(prefix) && link !== self;
  /**
   * Which headings of each page are listed follows Rspress's `overviewHeaders`, first found: the page's own,
   * the overview page's front matter, the group's, then h2.
   */
  const itemOf = (item: Entry, groupLevels?: number[]) => {
    const link = firstLink(item)!;
    const levels = ownLevels(item) ?? headingLevels(frontmatter.overviewHeaders) ?? groupLevels ?? [2];
    const headers = item.items && !item.link ? [] : (compiled.get(link)?.meta.toc ?? []).filter((t) => levels.includes(t.depth)).map((t) => ({ text: t.text, id: t.id }));
    return { text: item.text, link, headers };
  };
  // Pages with headings listed first, then the rest, each in sidebar order (Rspress's list, then its grid).
  const ordered = (items: OverviewGroup['items']) => [...items.filter((i) => i.headers.length), ...items.filter((i) => !i.headers.length)];

  const groups: OverviewGroup[] = [];
  const top: OverviewGroup = { name: topName ?? '', items: [] };
  for (const item of overviewScope(sidebar, self) ?? sidebar) {
    if (!isEntry(item)) continue;
    if (item.items?.length) {
      const children = item.items.filter(isEntry).filter((child) => firstLink(child) && firstLink(child) !== self);
      if (children.some((child) => under(firstLink(child)))) groups.push({ name: item.text, items: ordered(children.map((child) => itemOf(child, ownLevels(item)))) });
    } else if (under(item.link)) {
      if (topName !== undefined) top.items.push(itemOf(item));
      else groups.push({ name: item.text, items: [itemOf(item)] });
    }
  }
  if (top.items.length) groups.unshift({ ...top, items: ordered(top.items) });
  if (order.length) groups.sort((a, b) => (order.indexOf(a.name) + 1 || 1e9) - (order.indexOf(b.name) + 1 || 1e9));
  return groups;
}
