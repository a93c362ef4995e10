/**
 * `search: { provider: 'algolia' }`: the schema, and what users of Rspress, VitePress and Docusaurus already
 * configured for DocSearch, mapped to it (their config files read when site.config.ts names no search).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, resolveConfig } from '../../src/node/config/load.ts';
import { DocsiteError } from '../../src/node/errors.ts';
import { algoliaFromDocusaurus, algoliaFromRspress, algoliaFromVitePress, docSearchParameters, hitHref } from '../../src/shared/search/algolia.ts';

const INDEX = { appId: 'LANTERN01', apiKey: 'search-only-key', indexName: 'lantern' };

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsite-algolia-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('search.provider algolia in site.config.ts', () => {
  it('resolves with the language facet DocSearch crawlers record (`lang`); the local search stays the default', () => {
    const { config } = resolveConfig({ search: { provider: 'algolia', ...INDEX } });
    expect(config.search).toEqual({ provider: 'algolia', mode: 'algolia', ...INDEX, languageFacet: 'lang' });
    expect(resolveConfig({}).config.search).toEqual({ mode: 'local', codeBlocks: false, maxResults: 7 });
    expect(resolveConfig({ search: { provider: 'local' } }).config.search).toMatchObject({ mode: 'local', maxResults: 7 });
  });

  it('rejects an Algolia search without its index, naming the key', () => {
    let message = '';
    try {
      resolveConfig({ search: { provider: 'algolia', appId: 'A', apiKey: 'k' } });
    } catch (error) {
      expect(error).toBeInstanceOf(DocsiteError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/search/);
    expect(message).toMatch(/indexName/);
  });

  it('filters each query to the page’s language, before the configured facet filters', () => {
    expect(docSearchParameters({ languageFacet: 'lang' }, 'zh')).toEqual({ facetFilters: ['lang:zh'] });
    expect(docSearchParameters({ languageFacet: 'language', searchParameters: { facetFilters: ['version:2'], hitsPerPage: 5 } }, 'en')).toEqual({ facetFilters: ['language:en', 'version:2'], hitsPerPage: 5 });
    expect(docSearchParameters({ languageFacet: false, searchParameters: { facetFilters: 'version:2' } }, 'en')).toEqual({ facetFilters: 'version:2' });
  });

  it('makes hits links of this site (the crawled origin dropped)', () => {
    expect(hitHref('https://lantern.example.org/zh/guide/wicks#trimming')).toBe('/zh/guide/wicks#trimming');
    expect(hitHref('/guide/wicks')).toBe('/guide/wicks');
  });
});

describe('VitePress: themeConfig.search with provider algolia', () => {
  const vitepress = { provider: 'algolia', options: { ...INDEX, searchParameters: { facetFilters: ['tag:docs'] }, locales: { root: { placeholder: 'Search docs' }, zh: { placeholder: '搜索文档', translations: {} } } } };

  it('maps options and per-locale placeholders (root is the default language), filtered by lang like VitePress', () => {
    expect(algoliaFromVitePress(vitepress, 'en')).toEqual({ provider: 'algolia', ...INDEX, languageFacet: 'lang', searchParameters: { facetFilters: ['tag:docs'] }, placeholder: { en: 'Search docs', zh: '搜索文档' } });
    expect(algoliaFromVitePress({ provider: 'local' }, 'en')).toBeUndefined();
  });

  it('is read from .vitepress/config.mts in the pages folder when site.config.ts names no search', async () => {
    const root = project({
      'site.config.ts': "export default { title: 'Lantern', root: 'docs' };\n",
      'docs/.vitepress/config.mts': `export default { title: 'Lantern', themeConfig: { search: ${JSON.stringify(vitepress)} } };\n`,
    });
    const { config } = await loadConfig(root);
    expect(config.search).toMatchObject({ mode: 'algolia', ...INDEX, languageFacet: 'lang', placeholder: { en: 'Search docs', zh: '搜索文档' } });
  });

  it('site.config.ts’s own search wins; a VitePress config that cannot load is a warning saying what to write', async () => {
    const own = project({ 'site.config.ts': 'export default { search: false };\n', '.vitepress/config.ts': `export default { themeConfig: { search: ${JSON.stringify(vitepress)} } };\n` });
    expect((await loadConfig(own)).config.search).toBe(false);
    const broken = project({ 'site.config.ts': 'export default {};\n', '.vitepress/config.ts': "import { defineConfig } from 'vitepress-not-installed';\nexport default defineConfig({});\n" });
    const loaded = await loadConfig(broken);
    expect(loaded.config.search).toMatchObject({ mode: 'local' });
    expect(loaded.warnings.join('\n')).toMatch(/^\.vitepress\/config\.ts: not read for its Algolia search settings .*write search: \{ provider: 'algolia', appId, apiKey, indexName \} in site\.config\.ts$/m);
  });
});

describe('Docusaurus: themeConfig.algolia', () => {
  it('maps contextual search (Docusaurus’s default) to its crawler’s `language` facet, and off when turned off', () => {
    expect(algoliaFromDocusaurus({ ...INDEX, contextualSearch: true, searchParameters: { facetFilters: ['type:content'] } })).toEqual({ provider: 'algolia', ...INDEX, languageFacet: 'language', searchParameters: { facetFilters: ['type:content'] } });
    expect(algoliaFromDocusaurus({ ...INDEX })).toMatchObject({ languageFacet: 'language' });
    expect(algoliaFromDocusaurus({ ...INDEX, contextualSearch: false })).toMatchObject({ languageFacet: false });
    expect(algoliaFromDocusaurus({ appId: 'A' })).toBeUndefined();
  });

  it('is read from a CommonJS docusaurus.config.js (also with no site.config.ts at all)', async () => {
    const cjs = `const config = { title: 'Kiln', themeConfig: { algolia: ${JSON.stringify({ ...INDEX, contextualSearch: true })} } };\nmodule.exports = config;\n`;
    expect((await loadConfig(project({ 'site.config.ts': "export default { root: 'docs' };\n", 'docusaurus.config.js': cjs }))).config.search).toMatchObject({ mode: 'algolia', ...INDEX, languageFacet: 'language' });
    const fn = `export default async function createConfig() { return { themeConfig: { algolia: ${JSON.stringify(INDEX)} } }; }\n`;
    expect((await loadConfig(project({ 'docusaurus.config.ts': fn }))).config.search).toMatchObject({ mode: 'algolia', indexName: 'lantern' });
  });
});

describe('Rspress: @rspress/plugin-algolia/runtime Search props', () => {
  it('maps docSearchProps (their own filters, none added) and the locale tables’ placeholders', () => {
    expect(algoliaFromRspress({ ...INDEX, searchParameters: { facetFilters: ['lang:en'] } }, { zh: { placeholder: '搜索文档', translations: {} } })).toEqual({
      provider: 'algolia',
      ...INDEX,
      languageFacet: false,
      searchParameters: { facetFilters: ['lang:en'] },
      placeholder: { zh: '搜索文档' },
    });
    expect(algoliaFromRspress({ appId: 'A', apiKey: 'k', indices: [{ name: 'lantern' }] })).toMatchObject({ indexName: 'lantern' });
    expect(algoliaFromRspress({ indexName: 'lantern' })).toBeUndefined();
  });
});
