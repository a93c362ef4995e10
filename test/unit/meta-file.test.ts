import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMeta } from '../../src/node/content/meta-file.ts';
import { generateSidebar } from '../../src/node/content/generated-sidebar.ts';
import type { PageSource } from '../../src/node/content/scan.ts';

function folder(meta: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-meta-'));
  writeFileSync(join(dir, '_meta.json'), meta);
  return dir;
}

describe('_meta.json', () => {
  it('an entry of an unknown type is reported at its line and column with a code frame, not a crash', () => {
    const dir = folder('[\n  "intro",\n  { "type": "sektion-header", "label": "API" },\n  { "type": "dir", "name": 3 }\n]\n');
    let message = '';
    try {
      readMeta(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/_meta\.json:3:\d+: \[1\]\.type: expected "file" \| "dir" \| "dir-section-header" \| "divider" \| "section-header" \| "custom-link"/);
    expect(message).toMatch(/_meta\.json:4:\d+: \[2\]\.name: expected string, received number/);
    expect(message).toContain('> 3 |   { "type": "sektion-header", "label": "API" },');
    expect(message).not.toMatch(/Cannot read properties/);
  });

  it('invalid JSON names the file, and the line and column where it breaks, with a code frame', () => {
    const messageOf = (text: string) => {
      try {
        readMeta(folder(text));
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    // V8 gives an offset ("at position 14")…
    expect(messageOf('[\n  "intro",\n  ]\n')).toMatch(/_meta\.json:3:3: invalid JSON \(.+\)\n[\s\S]*\n> 3 \| {3}\]\n {4}\| {3}\^\n/);
    // …or none: the end of the file, and "Unexpected token '}', … is not valid JSON" (without the file's text repeated).
    expect(messageOf('["intro",\n')).toMatch(/_meta\.json:2:1: invalid JSON \(Unexpected end of JSON input\)/);
    const token = messageOf('[\n  "x",\n  }\n]');
    expect(token).toMatch(/_meta\.json:3:3: invalid JSON \(Unexpected token '}'\)/);
    expect(token).not.toContain('is not valid JSON');
  });

  it("Rspress's entry types become sidebar items", () => {
    const dir = folder(
      JSON.stringify([
        { type: 'section-header', label: 'Basics', tag: 'new' },
        'intro',
        { type: 'divider', dashed: true },
        { type: 'custom-link', label: 'Changelog', link: '/changelog' },
        { type: 'dir-section-header', name: 'api', label: 'API' },
        { type: 'dir', name: 'more', label: 'More', collapsed: true, context: 'more-pages' },
      ]),
    );
    for (const sub of ['api', 'more']) mkdirSync(join(dir, sub));
    const page = (pagePath: string): PageSource => ({ file: join(dir, pagePath.slice(1) + '.md'), lang: 'zh', pagePath, routePath: '/zh' + pagePath }) as PageSource;
    const pages = [page('/intro'), page('/api/config'), page('/more/faq')];
    const titles = new Map([['/zh/intro', '介绍'], ['/zh/api/config', '配置'], ['/zh/more/faq', '常见问题']]);
    expect(generateSidebar(dir, pages, titles, (link) => '/zh' + link)).toEqual([
      { sectionHeaderText: 'Basics', tag: 'new' },
      { text: '介绍', link: '/zh/intro' },
      { dividerType: 'dashed' },
      { text: 'Changelog', link: '/zh/changelog' },
      { sectionHeaderText: 'API' },
      { text: '配置', link: '/zh/api/config' },
      { text: 'More', items: [{ text: '常见问题', link: '/zh/more/faq' }], collapsible: true, collapsed: true, context: 'more-pages' },
    ]);
  });
});
