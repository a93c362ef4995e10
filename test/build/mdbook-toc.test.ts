/**
 * An mdBook's sidebar is its table of contents (issue 46 item 4): every SUMMARY.md entry is a link in
 * every page's server HTML, groups open as mdBook shows them (or folded as book.toml's `fold` says, their
 * links there all the same), part titles and separators kept. A book written for these tests: 20 chapters
 * of three sections, a part title and a separator before every fifth, and a page with an element of an
 * mdBook preprocessor (`<Listing>`), which is not called a Vue component.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runDocsite, type CliResult } from './run-cli.ts';

const CHAPTERS = 20;

function writeBook(toml: string): string {
  const project = mkdtempSync(join(tmpdir(), 'docsite-mdbook-toc-'));
  const files: Record<string, string> = {
    'site.config.ts': "export default { title: 'Tea Book', root: 'src' };\n",
    'book.toml': toml,
    'src/title.md': '# Tea Book\n\nA book about tea.\n\n<Listing number="1-1" caption="Boiling water">\n\n```text\nboil\n```\n\n</Listing>\n',
  };
  const summary = ['# Summary', '', '[Tea Book](title.md)', ''];
  for (let c = 1; c <= CHAPTERS; c++) {
    if (c % 5 === 1) summary.push('', '---', '', `# Part ${Math.ceil(c / 5)}`, '');
    summary.push(`- [Chapter ${c}](ch${c}.md)`);
    files[`src/ch${c}.md`] = `# Chapter ${c}\n\nText.\n`;
    for (let s = 1; s <= 3; s++) {
      summary.push(`  - [Section ${c}.${s}](ch${c}-${s}.md)`);
      files[`src/ch${c}-${s}.md`] = `# Section ${c}.${s}\n\nText.\n`;
    }
  }
  files['src/SUMMARY.md'] = summary.join('\n') + '\n';
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), text);
  }
  return project;
}

let open: { out: string; result: CliResult };
let folded: { out: string; result: CliResult };
function build(toml: string) {
  const project = writeBook(toml);
  const result = runDocsite(['build', project, '--no-cache'], { cwd: project });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  return { out: join(project, 'dist'), result };
}
beforeAll(() => {
  open = build('[book]\ntitle = "Tea Book"\n');
  folded = build('[book]\ntitle = "Tea Book"\n\n[output.html.fold]\nenable = true\nlevel = 0\n');
}, 180_000);

const page = (out: string, file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));
const sidebarLinks = ($: CheerioAPI) => $('#doc-sidebar a.sidebar-link').map((_, a) => $(a).text()).get();

describe('an mdBook’s sidebar', () => {
  it('holds every SUMMARY.md entry in the server HTML of every page, groups open, parts and separators kept', () => {
    for (const file of ['title.html', 'ch1-1.html', `ch${CHAPTERS}.html`]) {
      const $ = page(open.out, file);
      expect(sidebarLinks($)).toHaveLength(1 + CHAPTERS * 4);
      expect($('#doc-sidebar .sidebar-group').length).toBe(CHAPTERS);
      expect($('#doc-sidebar .sidebar-group.open').length).toBe(CHAPTERS);
      expect($('#doc-sidebar .sidebar-section-header').map((_, h) => $(h).text()).get()).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4']);
      expect($('#doc-sidebar [role="separator"]').length).toBe(4);
    }
  });

  it('folds groups as book.toml’s fold says, with their links in the HTML all the same (hidden until opened)', () => {
    const $ = page(folded.out, 'title.html');
    expect(sidebarLinks($)).toHaveLength(1 + CHAPTERS * 4);
    expect($('#doc-sidebar .sidebar-group.open').length).toBe(0);
    expect($('#doc-sidebar .sidebar-group-body[hidden]').length).toBe(CHAPTERS);
    // The page being read opens its group, as mdBook's does.
    const inside = page(folded.out, 'ch3-2.html');
    expect(inside('#doc-sidebar .sidebar-group.open .sidebar-link.active').text()).toBe('Section 3.2');
  });

  it('tells about a preprocessor’s element as what it is, not as a Vue component', () => {
    const output = open.result.stdout + open.result.stderr;
    expect(output).toContain('warn src/title.md:5: <Listing>: not an HTML element: docsite runs no mdBook preprocessor');
    expect(output).not.toMatch(/Vue/);
  });
});
