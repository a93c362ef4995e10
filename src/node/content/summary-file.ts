/**
 * mdBook's `SUMMARY.md` as a sidebar: its nested list of `[Title](path.md)` links is the order and the
 * nesting, `# Part` headings are section headers, `---` lines dividers, draft chapters (`[Title]()`)
 * are left out. A link to no page is left out too (mdBook would create the file; docsite does not).
 * Every entry is in every page's HTML, groups open (or folded, as book.toml's `fold` says), as mdBook shows it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  // Groups open or fold as mdBook shows them (book.toml's `fold`; open by default, whatever the book's
  // size); a folded group's links are in the HTML all the same: the sidebar is the book's table of contents.
  const fold = bookFold(langDir);
  const tidy = (items: ResolvedSidebarItem[], depth: number): ResolvedSidebarItem[] =>
    items.flatMap((it): ResolvedSidebarItem[] => {
      if (!('text' in it)) return [it];
      const children = it.items ? tidy(it.items, depth + 1) : [];
      if (!children.length) return it.link ? [{ text: it.text, link: it.link }] : [];
      const folded = fold.enable && depth >= fold.level;
      return [{ ...it, items: children, collapsible: true, collapsed: folded, ...(folded ? { renderFolded: true } : {}) }];
    });
  return tidy(root, 0);
}

/**
 * mdBook's `[output.html.fold]` in the `book.toml` beside the pages' folder: with `enable = true`, groups
 * deeper than `level` start folded (0, the default: all of them); without it every group is open.
 */
export function bookFold(langDir: string): { enable: boolean; level: number } {
  for (const file of [join(dirname(langDir), 'book.toml'), join(langDir, 'book.toml')]) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    // The section's lines, up to the next table header.
    const section = /^\[output\.html\.fold\][^\n]*\n((?:(?!\s*\[)[^\n]*\n?)*)/m.exec(text)?.[1] ?? '';
    return { enable: /^\s*enable\s*=\s*true\b/m.test(section), level: Number(/^\s*level\s*=\s*(\d+)/m.exec(section)?.[1] ?? 0) };
  }
  return { enable: false, level: 0 };
}
