/** mdBook's SUMMARY.md orders and nests a generated sidebar, and is not itself a page. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { generateSidebar } from '../../src/node/content/generated-sidebar.ts';
import { bookFold } from '../../src/node/content/summary-file.ts';
import { scanPages } from '../../src/node/content/scan.ts';

function book(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-summary-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('SUMMARY.md', () => {
  it('gives the sidebar its order, nesting, parts and dividers; drafts and the file itself are not pages', () => {
    const dir = book({
      'SUMMARY.md': [
        '# Summary',
        '',
        '[Preface](preface.md)',
        '',
        '- [Zoo keeping](zoo.md)',
        '  - [Feeding](zoo/feeding.md)',
        '  - [Cleaning](zoo/cleaning.md)',
        '- [Aquarium](aquarium.md)',
        '- [Future chapter]()',
        '',
        '---',
        '',
        '# Appendix',
        '',
        '- [Glossary](appendix/glossary.md#terms)',
      ].join('\n'),
      'preface.md': '# Preface\n',
      'zoo.md': '# Zoo keeping\n',
      'zoo/feeding.md': '# Feeding\n',
      'zoo/cleaning.md': '# Cleaning\n',
      'aquarium.md': '# Aquarium\n',
      'appendix/glossary.md': '# Glossary\n',
    });
    const pages = scanPages({ contentDir: dir, langs: [], defaultLang: 'en', exclude: [] });
    expect(pages.map((p) => p.routePath).sort()).toEqual(['/appendix/glossary', '/aquarium', '/preface', '/zoo', '/zoo/cleaning', '/zoo/feeding']);
    // Titles by file name order would put Aquarium first; SUMMARY.md's order wins.
    expect(generateSidebar(dir, pages, new Map())).toEqual([
      { text: 'Preface', link: '/preface' },
      { text: 'Zoo keeping', link: '/zoo', items: [{ text: 'Feeding', link: '/zoo/feeding' }, { text: 'Cleaning', link: '/zoo/cleaning' }], collapsible: true, collapsed: false },
      { text: 'Aquarium', link: '/aquarium' },
      { dividerType: 'solid' },
      { sectionHeaderText: 'Appendix' },
      { text: 'Glossary', link: '/appendix/glossary' },
    ]);
  });

  it('without one, pages sort by front matter order, then title, whatever their file names', () => {
    const dir = book({ 'b.md': '', 'a.md': '', 'c.md': '' });
    const pages = scanPages({ contentDir: dir, langs: [], defaultLang: 'en', exclude: [] });
    const titles = new Map([['/a', 'Domain'], ['/b', 'About this documentation'], ['/c', 'DNS']]);
    expect(generateSidebar(dir, pages, titles).map((i) => ('text' in i ? i.text : ''))).toEqual(['About this documentation', 'DNS', 'Domain']);
    const frontmatter = new Map([['/c', { sidebar_position: 1 }]]);
    expect(generateSidebar(dir, pages, titles, { frontmatter }).map((i) => ('text' in i ? i.text : ''))).toEqual(['DNS', 'About this documentation', 'Domain']);
  });

  it('links a README.md as mdBook does: its folder\'s index page (`/`, `/chapter/`), or a page of its own beside an index.md', () => {
    const dir = book({
      'SUMMARY.md': ['# Summary', '', '[Introduction](README.md)', '', '- [Chapter](chapter/README.md)', '  - [Section](chapter/section.md)', '- [Both](both/README.md)'].join('\n'),
      'README.md': '# Introduction\n',
      'chapter/README.md': '# Chapter\n',
      'chapter/section.md': '# Section\n',
      'both/index.md': '# Both\n',
      'both/README.md': '# Both readme\n',
    });
    const pages = scanPages({ contentDir: dir, langs: [], defaultLang: 'en', exclude: [] });
    expect(pages.map((p) => p.routePath).sort()).toEqual(['/', '/both/', '/both/README', '/chapter/', '/chapter/section']);
    expect(generateSidebar(dir, pages, new Map())).toEqual([
      { text: 'Introduction', link: '/' },
      { text: 'Chapter', link: '/chapter/', items: [{ text: 'Section', link: '/chapter/section' }], collapsible: true, collapsed: false },
      { text: 'Both', link: '/both/README' },
    ]);
  });

  /** A book of `chapters` chapters of three sections each (4 entries a chapter), a divider and a part title before every fifth. */
  function bigBook(chapters: number, toml?: string): string {
    const lines = ['# Summary', ''];
    const files: Record<string, string> = {};
    for (let c = 1; c <= chapters; c++) {
      if (c % 5 === 1) lines.push('', '---', '', `# Part ${Math.ceil(c / 5)}`, '');
      lines.push(`- [Chapter ${c}](ch${c}.md)`);
      files[`ch${c}.md`] = `# Chapter ${c}\n`;
      for (let s = 1; s <= 3; s++) {
        lines.push(`  - [Section ${c}.${s}](ch${c}-${s}.md)`);
        files[`ch${c}-${s}.md`] = `# Section ${c}.${s}\n`;
      }
    }
    const dir = book({ ...Object.fromEntries(Object.entries(files).map(([f, t]) => [`src/${f}`, t])), 'src/SUMMARY.md': lines.join('\n'), ...(toml ? { 'book.toml': toml } : {}) });
    return join(dir, 'src');
  }
  const groups = (items: ReturnType<typeof generateSidebar>) => items.flatMap((i) => ('items' in i && i.items ? [i] : []));

  it('keeps every group of a long book open, as mdBook shows it (a generated sidebar over 60 pages would start folded)', () => {
    const src = bigBook(20);
    const items = generateSidebar(src, scanPages({ contentDir: src, langs: [], defaultLang: 'en', exclude: [] }), new Map());
    expect(groups(items)).toHaveLength(20);
    expect(groups(items).every((g) => 'collapsed' in g && g.collapsed === false && !('renderFolded' in g))).toBe(true);
    expect(items.filter((i) => 'sectionHeaderText' in i)).toHaveLength(4);
    expect(items.filter((i) => 'dividerType' in i)).toHaveLength(4);
  });

  it('folds groups as book.toml’s [output.html.fold] says, their links kept in the HTML (renderFolded)', () => {
    const src = bigBook(2, '[book]\ntitle = "T"\n\n[output.html.fold]\nenable = true\nlevel = 0\n\n[output.html.search]\nenable = true\n');
    const items = generateSidebar(src, scanPages({ contentDir: src, langs: [], defaultLang: 'en', exclude: [] }), new Map());
    expect(groups(items).map((g) => 'collapsed' in g && [g.collapsed, g.renderFolded])).toEqual([[true, true], [true, true]]);
    expect(bookFold(src)).toEqual({ enable: true, level: 0 });
    const open = bigBook(1, '[output.html.fold]\nenable = true\nlevel = 1\n');
    expect(bookFold(open)).toEqual({ enable: true, level: 1 });
    expect(groups(generateSidebar(open, scanPages({ contentDir: open, langs: [], defaultLang: 'en', exclude: [] }), new Map())).map((g) => 'collapsed' in g && g.collapsed)).toEqual([false]);
    expect(bookFold(bigBook(1, '[output.html]\nfold-not = 1\n'))).toEqual({ enable: false, level: 0 });
  });
});

