import type { CheerioAPI } from 'cheerio';

/** A page's sidebar as lines: `## header`, `link text -> href`, a group `text -> href [group]` with its children indented. */
export function sidebarOutline($: CheerioAPI): string[] {
  const lines: string[] = [];
  const walk = (ul: ReturnType<CheerioAPI>, depth: number) => {
    ul.children('li').each((_, li) => {
      const $li = $(li);
      const pad = '  '.repeat(depth);
      if ($li.hasClass('sidebar-section-header')) lines.push(`${pad}## ${$li.text()}`);
      else if ($li.hasClass('sidebar-group')) {
        const head = $li.children('.sidebar-group-header');
        const link = head.children('a');
        lines.push(`${pad}${head.text()}${link.length ? ` -> ${link.attr('href')}` : ''} [group]`);
        walk($li.children('.sidebar-group-body').children('ul'), depth + 1);
      } else lines.push(`${pad}${$li.children('a').text()} -> ${$li.children('a').attr('href')}`);
    });
  };
  walk($('.sidebar nav > ul'), 0);
  return lines;
}
