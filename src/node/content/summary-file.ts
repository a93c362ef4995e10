/**
 * mdBook's `SUMMARY.md` as a sidebar: its nested list of `[Title](path.md)` links is the order and the
 * nesting, `# Part` headings are section headers, `---` lines dividers, draft chapters (`[Title]()`)
 * are left out. A link to no page is left out too (mdBook would create the file; docsite does not).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedSidebarItem } from '../../shared/page-data.ts';
import { readPageSource } from './scan.ts';

export const SUMMARY_FILE = 'SUMMARY.md';

const ITEM = /^(\s*)(?:[-*+]|\d+\.)\s+\[([^\]]*)\]\(([^)]*)\)/;
const PREFIX_CHAPTER = /^\[([^\]]*)\]\(([^)]*)\)\s*$/;

/** The sidebar `langDir/SUMMARY.md` describes, or undefined when there is none. `pageAt` maps a link (relative to langDir) to its route. */
export function readSummary(langDir: string, pageAt: (relativeLink: string) => string | undefined): ResolvedSidebarItem[] | undefined {
  const file = join(langDir, SUMMARY_FILE);
  if (!existsSync(file)) return undefined;
  const root: ResolvedSidebarItem[] = [];
  // The open groups by indentation: a deeper item goes into the last item of the level above.
  const stack: { indent: number; items: ResolvedSidebarItem[] }[] = [{ indent: -1, items: root }];
  let seenTitle = false;
  let inFence = false;
  for (const line of readPageSource(file).split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !line.trim()) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      // The first heading is the book's "# Summary"; later ones name parts.
      if (seenTitle) root.push({ sectionHeaderText: heading[1] });
      seenTitle = true;
      stack.length = 1;
      continue;
    }
    if (/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
      root.push({ dividerType: 'solid' });
      stack.length = 1;
      continue;
    }
    const item = ITEM.exec(line);
    const prefix = item ? undefined : PREFIX_CHAPTER.exec(line.trim());
    if (!item && !prefix) continue;
    const indent = item ? item[1].replace(/\t/g, '    ').length : -1;
    const [text, target] = item ? [item[2], item[3].trim()] : [prefix![1], prefix![2].trim()];
    while (stack.length > 1 && stack[stack.length - 1].indent >= indent) stack.pop();
    const link = target ? pageAt(decodeURI(target.replace(/#.*$/, '').replace(/^\.\//, ''))) : undefined;
    const entry: ResolvedSidebarItem = link ? { text, link } : { text };
    const parent = stack[stack.length - 1].items;
    parent.push(entry);
    if (item) {
      const children: ResolvedSidebarItem[] = [];
      (entry as { items?: ResolvedSidebarItem[] }).items = children;
      stack.push({ indent, items: children });
    }
  }
  // Leaves and drafts: an item with no children is a plain link; a draft with no children is dropped.
  const tidy = (items: ResolvedSidebarItem[]): ResolvedSidebarItem[] =>
    items.flatMap((it): ResolvedSidebarItem[] => {
      if (!('text' in it)) return [it];
      const children = it.items ? tidy(it.items) : [];
      if (!children.length) return it.link ? [{ text: it.text, link: it.link }] : [];
      return [{ ...it, items: children, collapsible: true }];
    });
  return tidy(root);
}
