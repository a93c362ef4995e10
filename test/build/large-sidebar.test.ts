/**
 * A large sidebar is not repeated in every page's HTML: the page carries its own branch (the folder being
 * read, open, with all its links), the whole tree is in the sidebar's one shared JSON file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import type { ResolvedSidebarItem } from '../../src/shared/page-data.ts';
import { buildLargeSidebarSite, FOLDERS, PAGES_PER_FOLDER, folderName, folderTitle } from './large-sidebar.ts';

let dist: string;
beforeAll(() => {
  dist = buildLargeSidebarSite();
});

const page = (file: string) => load(readFileSync(join(dist, file), 'utf8'));

describe('a sidebar of more than 60 links', () => {
  it('holds in the page’s HTML only the folder being read, open, with every link of that folder', () => {
    const $ = page('part-2/page-07.html');
    expect($('.sidebar-group').length).toBe(1);
    expect($('.sidebar-group.open .sidebar-group-title').text()).toBe(folderTitle(2));
    expect($('.sidebar .sidebar-link').map((_, a) => $(a).attr('href')).get()).toEqual(
      Array.from({ length: PAGES_PER_FOLDER }, (_, p) => `/${folderName(2)}/page-${String(p).padStart(2, '0')}`),
    );
    expect($('.sidebar-link.active').attr('href')).toBe('/part-2/page-07');
    // The other folders are not even headers: no page's HTML names them.
    for (const f of [0, 1, 3]) expect($('.sidebar').text()).not.toContain(folderTitle(f));
  });

  it('puts the whole tree in the one sidebar file every page names', () => {
    const $ = page('part-0/page-00.html');
    const url = JSON.parse($('#__DOCSITE_DATA__').text()).page.sidebar as string;
    expect(page('part-3/page-19.html')('#__DOCSITE_DATA__').text()).toContain(`"sidebar":"${url}"`);
    const tree = JSON.parse(readFileSync(join(dist, url), 'utf8')) as Extract<ResolvedSidebarItem, { text: string }>[];
    expect(tree.map((group) => [group.text, group.collapsed, group.items?.length])).toEqual(
      Array.from({ length: FOLDERS }, (_, f) => [folderTitle(f), true, PAGES_PER_FOLDER]),
    );
    expect(readdirSync(join(dist, 'static', 'sidebar'))).toHaveLength(1);
  });
});
