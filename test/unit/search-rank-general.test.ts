/**
 * The general query rules of issue 47 (src/client/search/phrasing.ts, synonyms.ts and query.ts):
 * question phrasing dropped, the query naming a page by its title's last segment, synonyms from the
 * written list, and a misspelt word whose stem differs from the meant word's.
 */
import { describe, expect, it } from 'vitest';
import { buildIndexFiles, type SearchDocument } from '../../src/node/search/build-index.ts';
import { attachTexts, createIndex, rankPages } from '../../src/client/search/query.ts';
import { phrasingSpans } from '../../src/client/search/phrasing.ts';
import { SYNONYMS, synonymMatches } from '../../src/client/search/synonyms.ts';

const filler = (n: number, lang: string) =>
  Array.from({ length: n }, (_, i) => (lang === 'zh' ? `第 ${i} 段介绍插件、加载器和构建的一般用法。` : `Paragraph ${i} talks about plugins, loaders and builds in general terms.`)).join(' ');
const page = (routePath: string, title: string, text: string, lang = 'en'): SearchDocument => ({ routePath, lang, version: '', title, sections: [{ anchor: '', heading: '', depth: 1, text: text + ' ' + filler(2, lang) }] });

function indexOf(pages: SearchDocument[], lang: string) {
  const { index, shards } = buildIndexFiles(pages, lang, '');
  const loaded = createIndex(index);
  attachTexts(loaded, shards);
  return loaded;
}

const en = indexOf(
  [
    page('/guide/configuration/rspack', 'Configure Rspack', 'Rspack options: how Rsbuild passes options to Rspack, and when to change Rspack directly. Rspack, Rspack, Rspack.'),
    page('/config/tools/rspack', 'tools.rspack', 'Changes the options given to the bundler.'),
    page('/config/dev/hmr', 'dev.hmr', 'Whether hmr is on. Turn hmr off to reload the whole page.'),
    page('/guide/basic/server', 'Server', 'The server reloads pages; hot means without a full reload.'),
    page('/config/source/decorators', 'source.decorators', 'Which decorators proposal to compile.'),
    page('/config/html/template-parameters', 'html.templateParameters', 'Values the HTML template can read.'),
    page('/config/html/template', 'html.template', 'The HTML template file of each page.'),
  ],
  'en',
);
const zh = indexOf(
  [
    page('/zh/guide/configuration/rsbuild', '配置 Rsbuild', '配置文件的写法，以及 environments 的配置方式。', 'zh'),
    page('/zh/config/environments', 'environments', '为每个环境单独设置选项。', 'zh'),
    page('/zh/config/html/favicon', 'html.favicon', '设置页面的网站小图标。', 'zh'),
    page('/zh/guide/debug/rsdoctor', '使用 Rsdoctor', '在网页中打开分析报告，点击图标查看模块，网页上的图标说明了每一项。', 'zh'),
  ],
  'zh',
);

describe('question phrasing', () => {
  it('is found at the start of an English question and anywhere in a Chinese one, never as the whole query', () => {
    expect(phrasingSpans('how do i configure rspack')).toEqual([{ start: 0, end: 'how do i configure'.length }]);
    expect(phrasingSpans('如何配置 environments')).toEqual([{ start: 0, end: 4 }]);
    expect(phrasingSpans('dev.hmr 是什么')).toEqual([{ start: 8, end: 11 }]);
    expect(phrasingSpans('如何配置')).toEqual([]);
    expect(phrasingSpans('configure rspack')).toEqual([]);
  });

  it('does not count in ranking: a question ranks like its subject', () => {
    expect(rankPages(en, 'how do I configure rspack')[0]).toBe('/config/tools/rspack');
    expect(rankPages(zh, '如何配置 environments')[0]).toBe('/zh/config/environments');
  });
});

describe('title signal', () => {
  it('a query that is the last segment of an option title names that page, above a title holding the word', () => {
    expect(rankPages(en, 'rspack')[0]).toBe('/config/tools/rspack');
    expect(rankPages(en, 'rspack')).toContain('/guide/configuration/rspack');
  });
});

describe('synonyms', () => {
  it('are whole lower-case phrases, matched longest first, whole words outside dotted names', () => {
    for (const group of SYNONYMS) for (const p of group) expect(p).toBe(p.toLowerCase().trim());
    expect(synonymMatches('hot module replacement').map((m) => [m.start, m.end])).toEqual([[0, 22]]);
    expect(synonymMatches('rsbuild.config.ts file')).toEqual([]);
    expect(synonymMatches('tsx')).toEqual([]);
    expect(synonymMatches('网站图标')[0].others).toContain('网站小图标');
  });

  it('a reader’s phrase finds the page written with another phrase of its group', () => {
    expect(rankPages(zh, '网站图标')[0]).toBe('/zh/config/html/favicon');
    expect(rankPages(en, 'hot module replacement')[0]).toBe('/config/dev/hmr');
  });
});

describe('misspellings', () => {
  it('a misspelt word whose stem is not the meant word’s still finds it (one edit from a start of it)', () => {
    expect(rankPages(en, 'decoratosr ')[0]).toBe('/config/source/decorators');
    expect(rankPages(en, 'templateParameterrs ')[0]).toBe('/config/html/template-parameters');
  });
});

describe('title signal, one rule', () => {
  // A query that is only one word of a title does not name the page: no title factor for it (a ×2 for a
  // whole word of the title was dropped: it changed no query of the evaluation's halves or older sets).
  const section = (heading: string) => ({ anchor: heading.toLowerCase().replace(/ /g, '-'), heading, depth: 2, text: `The ${heading.toLowerCase()} in detail.` });
  const idx = createIndex(
    buildIndexFiles(
      [
        { routePath: '/guide/basic/server', lang: 'en', version: '', title: 'Server and proxy', sections: [{ anchor: '', heading: '', depth: 1, text: 'How the server starts, its port and its host.' }] },
        { routePath: '/config/server/forward', lang: 'en', version: '', title: 'server.forward', sections: [{ anchor: '', heading: '', depth: 1, text: 'A proxy forwards requests; each proxy rule names a proxy target.' }, ...['Proxy target', 'Proxy headers', 'Proxy paths'].map(section)] },
        { routePath: '/a', lang: 'en', version: '', title: 'Other', sections: [{ anchor: '', heading: '', depth: 1, text: 'Nothing here.' }] },
      ],
      'en',
      '',
    ).index,
  );
  it('ranks the page about the word (its lead and headings) above one holding it in its title', () => {
    expect(rankPages(idx, 'proxy')).toEqual(['/config/server/forward', '/guide/basic/server']);
  });
});
