/**
 * Heading ids as the source tool makes them (issue 46 item 3). Rspress and Docusaurus slug with
 * github-slugger (Docusaurus's createSlugger wraps it; its heading plugin leaves HTML and JSX out of the
 * text, as docsite does), so their sites keep the default. VitePress slugs with @mdit-vue/shared's slugify:
 * each difference from GitHub's below, and VitePress's normalising of links' `#hash`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSlugger, siteSlugger, vitepressSlug } from '../../src/node/markdown/slugger.ts';
import { siteDialect } from '../../src/node/content/dialect.ts';
import { siteConfigSchema } from '../../src/shared/config-schema.ts';
import { compileAsBundled, pageInput } from './compile-input.ts';

const github = (text: string) => createSlugger('github')(text);

describe('VitePress’s slugs where they differ from GitHub’s', () => {
  const differences: [what: string, heading: string, vitepress: string, githubId: string][] = [
    ['inline code holding a tag', '<Content />', 'content', 'content-'],
    ['punctuation between words is one separator', 'Build & deploy', 'build-deploy', 'build--deploy'],
    ['a dot is a separator, not dropped', 'Node.js support', 'node-js-support', 'nodejs-support'],
    ['an underscore is a separator', 'snake_case names', 'snake-case-names', 'snake_case-names'],
    ['no separator at either end', '(Optional) setup?', 'optional-setup', 'optional-setup'],
    ['accents are taken off', 'Café crème', 'cafe-creme', 'café-crème'],
    ['a leading digit gets an underscore', '2. Install', '_2-install', '2-install'],
    ['symbols outside ASCII punctuation are kept', 'Ship it 🚀', 'ship-it-🚀', 'ship-it-'],
  ];
  for (const [what, heading, vitepress, githubId] of differences) {
    it(`${what}: "${heading}"`, () => {
      expect(vitepressSlug(heading)).toBe(vitepress);
      expect(github(heading)).toBe(githubId);
    });
  }
  it('agree on plain words, case and Chinese', () => {
    for (const heading of ['Getting Started', 'API', '安装 指南']) expect(vitepressSlug(heading)).toBe(github(heading));
  });
  it('repeats get -1, -2 in both', () => {
    for (const name of ['github', 'vitepress'] as const) {
      const slug = createSlugger(name);
      expect(['Options', 'Options', 'Options'].map(slug)).toEqual(['options', 'options-1', 'options-2']);
    }
  });
});

describe('the site’s slugger', () => {
  it('is VitePress’s in a VitePress site (.vitepress/ in the pages’ folder or the project), else GitHub’s; the config key wins', () => {
    const project = mkdtempSync(join(tmpdir(), 'docsite-slugger-'));
    const docs = join(project, 'docs');
    mkdirSync(docs);
    expect(siteDialect(project, docs, [])?.name).toBeUndefined();
    expect(siteSlugger(undefined, siteDialect(project, docs, [])?.name)).toBe('github');
    mkdirSync(join(docs, '.vitepress'));
    expect(siteDialect(project, docs, [])?.name).toBe('vitepress');
    expect(siteSlugger(undefined, 'vitepress')).toBe('vitepress');
    expect(siteSlugger('github', 'vitepress')).toBe('github');
    expect(siteSlugger(undefined, 'mdbook')).toBe('github');
    expect(siteConfigSchema.parse({ markdown: { slugger: 'vitepress' } }).markdown.slugger).toBe('vitepress');
    expect(() => siteConfigSchema.parse({ markdown: { slugger: 'docusaurus' } })).toThrow();
  });

  it('an mdBook is told by its SUMMARY.md or a book.toml beside its pages’ folder', () => {
    const book = mkdtempSync(join(tmpdir(), 'docsite-dialect-'));
    const src = join(book, 'src');
    mkdirSync(src);
    expect(siteDialect(book, src, [])?.name).toBeUndefined();
    writeFileSync(join(book, 'book.toml'), '[book]\n');
    expect(siteDialect(book, src, [])?.name).toBe('mdbook');
  });

  it('makes a VitePress page’s heading ids, and its links’ hashes, as VitePress does', async () => {
    const source = '# Page\n\n## `<Content />`\n\n## Build & deploy\n\nSee [it](#Build-&-Deploy), [content](#content) and [other](/other#Node.js).\n\n## Custom {#Own_Id}\n';
    // The first three links are the headings' own anchors.
    const vitepress = await compileAsBundled(pageInput(source, { markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: true, slugger: 'vitepress' } }));
    expect(vitepress.meta.headingIds).toEqual(['page', 'content', 'build-deploy', 'Own_Id']);
    // A heading's own anchor keeps its custom id as written (VitePress leaves header anchors alone).
    expect(vitepress.code).toContain('href=\\"#Own_Id\\"');
    expect(vitepress.code).toContain('href=\\"#build-deploy\\"');
    expect(vitepress.meta.links.slice(3, 6).map((l) => l.hash)).toEqual(['build-deploy', 'content', 'node-js']);
    const plain = await compileAsBundled(pageInput(source));
    expect(plain.meta.headingIds).toEqual(['page', 'content-', 'build--deploy', 'Own_Id']);
    expect(plain.meta.links.slice(3, 6).map((l) => l.hash)).toEqual(['Build-&-Deploy', 'content', 'Node.js']);
  });
});
