import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildIndexFiles, compactIndex, writeSearchIndexes, type SearchDocument } from '../../src/node/search/build-index.ts';
import type { SerialisedIndex } from '../../src/shared/search/format.ts';
import { highlightSegments } from '../../src/client/search/highlight.ts';
import { lunr } from '../../src/shared/search/lunr-setup.ts';
import { attachTexts, createIndex, expandIndex, INDEX_LOAD_ERROR, loadIndex, loadShards, neededShards, rankPages, remoteSearch, search, textsLoaded, type SearchGroup, type SearchIndex } from '../../src/client/search/query.ts';

const XSS = '<img src=x onerror=alert(1)>';
const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `Paragraph ${i} talks about plugins, loaders and the configuration file in general terms.`).join(' ');

const docs: SearchDocument[] = [
  {
    routePath: '/config/output/dist-path',
    lang: 'en',
    version: '',
    title: 'output.distPath',
    sections: [
      { anchor: '', heading: '', depth: 1, text: 'Type: Object. output.distPath decides where the build writes its files. ' + filler(2) },
      { anchor: 'root', heading: 'root', depth: 3, text: 'The output directory. It is also the directory that output.cleanDistPath empties.' },
      { anchor: 'examples', heading: 'Examples', depth: 2, text: 'Write the build to build/ and use shorter folder names for js and css.' },
    ],
  },
  {
    routePath: '/config/output/clean-dist-path',
    lang: 'en',
    version: '',
    title: 'output.cleanDistPath',
    sections: [{ anchor: '', heading: '', depth: 1, text: 'Whether to empty the folder given by output.distPath before a build. ' + filler(1) }],
  },
  {
    routePath: '/guide/start/quick-start',
    lang: 'en',
    version: '',
    title: 'Quick start',
    sections: [
      { anchor: '', heading: '', depth: 1, text: 'Get a project running in a minute.' },
      { anchor: 'create-a-project', heading: 'Create a project', depth: 2, text: 'Run npm create rsbuild@latest, or call createRsbuild() from the JavaScript API. ' + filler(1) },
    ],
  },
  {
    routePath: '/guide/elements',
    lang: 'en',
    version: '',
    title: 'Éléments',
    sections: [{ anchor: '', heading: '', depth: 1, text: 'Un élément HTML est décrit ici, avec ses attributs.' }],
  },
  {
    routePath: '/guide/security',
    lang: 'en',
    version: '',
    title: 'Security notes',
    sections: [{ anchor: 'escaping', heading: 'Escaping', depth: 2, text: `Never inject user input such as ${XSS} into the page without escaping it first.` }],
  },
  {
    routePath: '/plugins/babel',
    lang: 'en',
    version: '',
    title: 'Babel plugin',
    sections: [{ anchor: '', heading: '', depth: 1, text: 'Transforms code with Babel when SWC cannot.' }],
  },
  ...['alpha', 'beta', 'gamma', 'delta'].map((name) => ({
    routePath: `/guide/${name}`,
    lang: 'en',
    version: '',
    title: `Guide ${name}`,
    sections: [{ anchor: name, heading: `About ${name}`, depth: 2, text: filler(4) + ` The ${name} path is a dist of sorts.` }],
  })),
  {
    routePath: '/zh/guide/exact',
    lang: 'zh',
    version: '',
    title: '介绍',
    sections: [{ anchor: '', heading: '', depth: 1, text: 'Rsbuild 是一个面向 Web 应用的构建工具，底层基于 Rspack。开发服务器支持代理，配置 tsconfig 路径后可以使用路径别名。' }],
  },
  {
    routePath: '/zh/guide/scattered',
    lang: 'zh',
    version: '',
    title: '工具与构建',
    sections: [
      { anchor: '工具', heading: '工具', depth: 2, text: '这里介绍多种工具。构建之前先安装工具，工具可以加快构建，构建时工具会读取配置。工具很多，构建也很多。' },
      { anchor: '构建', heading: '构建', depth: 2, text: '构建、构建、再构建：每次构建都会调用工具。' },
    ],
  },
  {
    routePath: '/zh/config/tsconfig',
    lang: 'zh',
    version: '',
    title: 'source.tsconfigPath',
    sections: [{ anchor: '', heading: '', depth: 1, text: '自定义 tsconfig.json 文件的路径。配置 tsconfig 路径后，路径别名和装饰器选项都从该文件读取。' }],
  },
  // A Chinese page named after its option, and one with a section about the same word in its heading.
  {
    routePath: '/zh/config/minify',
    lang: 'zh',
    version: '',
    title: 'output.minify',
    sections: [
      { anchor: '', heading: '', depth: 1, text: '控制是否压缩 JavaScript 和 CSS 产物，默认在生产构建时开启。' },
      { anchor: 'js', heading: 'js', depth: 2, text: '是否压缩 JavaScript 文件。关闭后产物保持可读，便于调试。' },
    ],
  },
  {
    routePath: '/zh/guide/css',
    lang: 'zh',
    version: '',
    title: 'CSS 用法',
    sections: [
      { anchor: '', heading: '', depth: 1, text: 'Rsbuild 内置对 CSS 的支持，无需额外配置。' },
      { anchor: 'css-压缩', heading: 'CSS 压缩', depth: 2, text: '生产构建时会压缩 CSS 文件，可以通过 output.minify 关闭。' },
    ],
  },
  // A query found nowhere as written ('开发服务器代理'): a guide titled with its first words, and an
  // option page about its last word.
  {
    routePath: '/zh/guide/server',
    lang: 'zh',
    version: '',
    title: '开发服务器',
    sections: [
      { anchor: '', heading: '', depth: 1, text: '开发服务器在本地提供页面，支持热更新。' + '它会监听文件变化并刷新页面。'.repeat(6) },
      { anchor: '端口', heading: '端口', depth: 2, text: '默认端口是 3000，也可以转发一部分请求，例如代理接口。' },
    ],
  },
  {
    routePath: '/zh/config/proxy',
    lang: 'zh',
    version: '',
    title: 'server.proxy',
    sections: [{ anchor: '', heading: '', depth: 1, text: '把请求从开发服务器转发到另一台服务器。代理基于中间件实现，代理规则按顺序匹配，每条代理可以改写路径。' }],
  },
];

let outDir: string;
let en: SearchIndex;
let zh: SearchIndex;
let files: string[];

const readJson = (file: string) => JSON.parse(readFileSync(join(outDir, file), 'utf8'));
/** lunr's own JSON of a written index file. */
const lunrJson = (file: string) => {
  const json = readJson(file);
  return expandIndex(json.index, json.pages.length);
};

function load(w: { file: string }): SearchIndex {
  const json = readJson(w.file);
  const index = createIndex(json);
  attachTexts(index, json.shards.map(([, name]: [number, string]) => readJson(`static/${name}`)));
  return index;
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'docsite-search-'));
  const written = await writeSearchIndexes(docs, outDir);
  files = written.map((w) => w.file);
  en = load(written.find((w) => w.lang === 'en')!);
  zh = load(written.find((w) => w.lang === 'zh')!);
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const top = (index: SearchIndex, q: string) => rankPages(index, q)[0];
const allHits = (groups: SearchGroup[]) => groups.flatMap((g) => g.hits);

describe('index files', () => {
  it('an index per language, and text shards named with a hash of their content', () => {
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^static\/search_index\.(en|zh)\.[0-9a-f]{8}\.json$/);
    for (const f of files) {
      const { lang, shards } = readJson(f);
      expect(shards.length).toBeGreaterThan(0);
      expect(shards[0][0]).toBe(0);
      for (const [, name] of shards) {
        expect(name).toMatch(new RegExp(`^search_text\\.${lang}\\.[0-9a-f]{8}\\.json$`));
        expect(createHash('sha256').update(readFileSync(join(outDir, 'static', name))).digest('hex').slice(0, 8)).toBe(name.split('.')[2]);
      }
    }
  });

  it('the compact index expands to exactly what lunr serialises', () => {
    const builder = new lunr.Builder();
    builder.ref('id');
    for (const field of ['title', 'lead', 'heading', 'text']) builder.field(field);
    const words = ['proxy', 'cache', 'alias', 'server', 'output', 'path', 'plugin'];
    for (let i = 0; i < 30; i++) {
      builder.add({ id: String(i), title: `page ${words[i % 7]}`, lead: i % 4 ? `${words[(i * 3) % 7]} ${words[(i * 5) % 7]}` : '', heading: words[(i * 2) % 7], text: words.slice(0, i % 7).join(' ') });
    }
    const json = builder.build().toJSON() as unknown as SerialisedIndex;
    const compact = compactIndex(json);
    expect(expandIndex(compact, 30)).toEqual(JSON.parse(JSON.stringify(json)));
    // and what the build writes loads back to the same lunr index
    const written = readJson(files[0]);
    expect(JSON.stringify(lunr.Index.load(lunrJson(files[0])).toJSON())).toBe(JSON.stringify(expandIndex(written.index, written.pages.length)));
  });

  it('the index is a serialised lunr.Index that reloads with docsite-terms in its pipeline', () => {
    const json = readJson(files[0]);
    expect(json.index.version).toBe(lunr.version);
    expect(json.index.pipeline).toEqual(['docsite-terms', 'stemmer']);
    expect(json.index.fields).toEqual(['title', 'lead', 'heading', 'text']);
    const idx = lunr.Index.load(lunrJson(files[0]));
    // lunr's own query parser runs the same pipeline: a camelCase identifier is split into its parts
    const page = (ref: string) => json.pages[Number(ref)][0];
    expect(idx.search('distPath').map((r) => page(r.ref))).toContain('/config/output/dist-path');
    expect(idx.search('path').map((r) => page(r.ref))).toContain('/config/output/dist-path');
    expect(idx.search('creatersbuild').map((r) => page(r.ref))).toContain('/guide/start/quick-start');
    const zhJson = readJson(files[1]);
    expect(zhJson.index.pipeline).toEqual(['docsite-terms', 'stemmer', 'stemmer-zh']);
    expect(lunr.Index.load(lunrJson(files[1])).search('构建').length).toBeGreaterThan(0);
  });

  it('Chinese pages are indexed by the words jieba cuts (lunr.zh via lunr.multi), English with stop words dropped and stems', () => {
    const terms = new Set<string>(lunrJson(files[1]).invertedIndex.map((e) => e[0]));
    for (const word of ['构建', '工具', '开发', '服务器', '代理', 'tsconfig', 'rsbuild']) expect(terms, word).toContain(word);
    const enTerms = new Set<string>(lunrJson(files[0]).invertedIndex.map((e) => e[0]));
    expect(enTerms).toContain('distpath');
    expect(enTerms).toContain('dist');
    expect(enTerms).toContain('write'); // writes → write
    expect(enTerms).not.toContain('the');
  });

  it('terms in the body text of more than half of the pages are left out of the body fields (and listed)', () => {
    const many: SearchDocument[] = Array.from({ length: 24 }, (_, i) => ({
      routePath: `/p${i}`,
      lang: 'en',
      version: '',
      title: i === 3 ? 'Widget' : `Page ${i}`,
      sections: [{ anchor: '', heading: '', depth: 1, text: `Every widget page ${i} talks about topic${i}.` }],
    }));
    const { index, shards } = buildIndexFiles(many, 'en', '');
    // `every` is a stop word; `topic` is a part of every `topicN`
    expect(index.commonTerms).toEqual(['page', 'talk', 'topic', 'widget']);
    const widget = expandIndex(index.index, index.pages.length).invertedIndex.find(([t]) => t === 'widget')![1] as Record<string, object>;
    expect(Object.keys(widget.text)).toEqual([]);
    expect(Object.keys(widget.title).map((ref) => index.pages[Number(ref)][0])).toEqual(['/p3']);
    const loaded = createIndex(index);
    attachTexts(loaded, shards);
    expect(rankPages(loaded, 'widget')[0]).toBe('/p3');
    expect(rankPages(loaded, 'widget topic7')[0]).toBe('/p7');
    // a common term highlights only when the query asks for it
    const hits = search(loaded, 'topic7').flatMap((g) => g.hits);
    const marked = hits.flatMap((h) => h.highlights.map((r) => (h.statement ?? h.header).slice(r.start, r.start + r.length).toLowerCase()));
    expect(marked).toContain('topic7');
    expect(marked).not.toContain('widget');
  });

  it('are deterministic, whatever the input order', async () => {
    const other = mkdtempSync(join(tmpdir(), 'docsite-search-'));
    try {
      const again = await writeSearchIndexes([...docs].reverse(), other);
      expect(again.map((w) => w.file).sort()).toEqual([...files].sort());
      for (const f of files) expect(readFileSync(join(other, f))).toEqual(readFileSync(join(outDir, f)));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('anchors survive (derived from headings, or stored when they differ)', async () => {
    const other = mkdtempSync(join(tmpdir(), 'docsite-search-'));
    try {
      const sections = [
        { anchor: '', heading: '', depth: 1, text: 'Intro text.' },
        { anchor: 'install', heading: 'Install', depth: 2, text: 'One.' },
        { anchor: 'install-1', heading: 'Install', depth: 2, text: 'Two.' },
        { anchor: 'whats-new-in-v2', heading: "What's new in v2?", depth: 2, text: 'Three.' },
        { anchor: '配置-rsbuild', heading: '配置 Rsbuild', depth: 2, text: '四。' },
        { anchor: 'my-custom-id', heading: 'Custom', depth: 3, text: 'Five.' },
      ];
      const [written] = await writeSearchIndexes([{ routePath: '/a', lang: 'en', version: '', title: 'A page', sections }], other);
      const json = JSON.parse(readFileSync(join(other, written.file), 'utf8'));
      const index = createIndex(json);
      attachTexts(index, JSON.parse(readFileSync(join(other, 'static', json.shards[0][1]), 'utf8')));
      expect(index.sections.map((s) => s.anchor)).toEqual(sections.map((s) => s.anchor));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('versions get their own file', async () => {
    const other = mkdtempSync(join(tmpdir(), 'docsite-search-'));
    try {
      const written = await writeSearchIndexes([{ ...docs[0], version: 'v2' }, docs[1]], other);
      expect(written.map((w) => [w.lang, w.version])).toEqual([
        ['en', ''],
        ['en', 'v2'],
      ]);
      expect(written[1].file).toMatch(/^static\/search_index\.en\.v2\.[0-9a-f]{8}\.json$/);
      expect(readdirSync(join(other, 'static'))).toHaveLength(4);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('English', () => {
  it('finds identifiers however they are written', () => {
    for (const q of ['distPath', 'dist path', 'distpath', 'output.distPath', 'DISTPATH', 'dist-path']) {
      expect(top(en, q), q).toBe('/config/output/dist-path');
    }
    expect(top(en, 'cleanDistPath')).toBe('/config/output/clean-dist-path');
    expect(top(en, 'create rsbuild')).toBe('/guide/start/quick-start');
    expect(top(en, 'createRsbuild')).toBe('/guide/start/quick-start');
  });

  it('matches while typing (prefix of the last word), from the first letter', () => {
    expect(rankPages(en, 'B')).toContain('/plugins/babel');
    expect(rankPages(en, 'b ')).not.toContain('/plugins/babel'); // a finished one-letter word is noise
    expect(top(en, 'Ba')).toBe('/plugins/babel');
    expect(top(en, 'Bab')).toBe('/plugins/babel');
    expect(top(en, 'distP')).toBe('/config/output/dist-path');
    expect(top(en, 'output.cleanDi')).toBe('/config/output/clean-dist-path');
  });

  it('is case- and accent-insensitive', () => {
    expect(top(en, 'element')).toBe('/guide/elements');
    expect(top(en, 'ÉLÉMENT')).toBe('/guide/elements');
    expect(top(en, 'elements')).toBe('/guide/elements');
  });

  it('stems words (writes → write)', () => {
    expect(rankPages(en, 'writing')).toContain('/config/output/dist-path');
  });
});

describe('Chinese', () => {
  it('finds pages holding the words of a run, wherever they stand', () => {
    const ranked = rankPages(zh, '构建工具');
    expect(ranked).toContain('/zh/guide/exact');
    expect(ranked).toContain('/zh/guide/scattered');
  });

  it('finds a page by any substring of its text (2+ characters)', () => {
    const text = docs.find((d) => d.routePath === '/zh/guide/exact')!.sections[0].text;
    for (let i = 0; i < text.length; i++) {
      for (let len = 2; len <= 6 && i + len <= text.length; len++) {
        const q = text.slice(i, i + len);
        if (!q.trim() || /^[\s，。]|[\s，。]$/.test(q)) continue;
        // Latin words are matched as words (or prefixes while typing), not from their middle
        if (/[A-Za-z]/.test(text[i - 1] ?? '') && /[A-Za-z]/.test(text[i])) continue;
        if (/[A-Za-z]/.test(text[i + len] ?? '') && /[A-Za-z]/.test(text[i + len - 1]) && len < 3) continue;
        expect(rankPages(zh, q), q).toContain('/zh/guide/exact');
      }
    }
  });

  it('finds a page titled with its option name by its Chinese text', () => {
    expect(rankPages(zh, '压缩').slice(0, 2).sort()).toEqual(['/zh/config/minify', '/zh/guide/css']);
  });

  it('handles mixed Chinese and Latin queries', () => {
    expect(top(zh, '配置 tsconfig')).toBe('/zh/config/tsconfig');
    expect(top(zh, 'tsconfig 路径')).toBe('/zh/config/tsconfig');
    expect(rankPages(zh, '开发服务器代理')).toContain('/zh/guide/exact');
  });

  it('a run no page holds as written is matched by its words', () => {
    expect(rankPages(zh, '开发服务器代理').slice(0, 2).sort()).toEqual(['/zh/config/proxy', '/zh/guide/server']);
    expect(top(zh, '开发服务器')).toBe('/zh/guide/server');
  });
});

describe('ranking', () => {
  // One English page of one untitled section each.
  const page = (routePath: string, title: string, text: string): SearchDocument => ({ routePath, lang: 'en', version: '', title, sections: [{ anchor: '', heading: '', depth: 1, text }] });
  // Two pages about console calls (a guide that mentions them often, the option titled with them), and two for misspellings.
  const pages: SearchDocument[] = [
    page('/guide/debugging', 'Debugging', 'Console calls help: add console calls where the data changes, console calls everywhere. ' + filler(1)),
    page('/config/console-calls', 'Console calls', 'Removes them from production output. ' + filler(1)),
    page('/guide/proxy', 'Proxy', 'Forward requests to another server. ' + filler(1)),
    page('/guide/proxies', 'Proxxy tricks', 'A page whose title holds the misspelling as written. ' + filler(1)),
  ];
  const index = () => {
    const { index, shards } = buildIndexFiles(pages, 'en', '');
    const loaded = createIndex(index);
    attachTexts(loaded, shards);
    return loaded;
  };

  it('ranks the page titled with the query first', () => {
    expect(rankPages(index(), 'console calls')[0]).toBe('/config/console-calls');
    expect(rankPages(index(), 'console calls')).toContain('/guide/debugging');
  });

  it('finds words of 5+ letters one edit away (deleted, inserted, changed or swapped letter)', () => {
    const loaded = index();
    for (const q of ['consle', 'consoles', 'cinsole', 'cnosole', 'consoel']) expect(rankPages(loaded, q + ' '), q).toContain('/config/console-calls');
    expect(rankPages(loaded, 'requsts ')).toContain('/guide/proxy');
  });

  it('ranks a misspelling below an exact hit of the same word', () => {
    // `proxxy` is a word of one page and a misspelling of another's title
    const ranked = rankPages(index(), 'proxxy ');
    expect(ranked[0]).toBe('/guide/proxies');
    expect(ranked).toContain('/guide/proxy');
  });

  it('ranks a page whose title and lead hold every word of the query above one that only mentions them later', () => {
    const about: SearchDocument[] = [
      { routePath: '/guide/logging', lang: 'en', version: '', title: 'Logging', sections: [{ anchor: '', heading: '', depth: 1, text: 'How a build reports. ' + filler(1) }, { anchor: 'strip-console-output', heading: 'Strip console output', depth: 2, text: 'Production builds strip console output, and strip console output twice. ' }] },
      { routePath: '/config/cleaner', lang: 'en', version: '', title: 'output.cleaner', sections: [{ anchor: '', heading: '', depth: 1, text: 'Strips console output from production builds. ' + filler(1) }] },
      { routePath: '/guide/other', lang: 'en', version: '', title: 'Other', sections: [{ anchor: '', heading: '', depth: 1, text: 'Nothing here. ' + filler(1) }] },
    ];
    const { index, shards } = buildIndexFiles(about, 'en', '');
    const loaded = createIndex(index);
    attachTexts(loaded, shards);
    expect(rankPages(loaded, 'strip console')).toEqual(['/config/cleaner', '/guide/logging']);
  });

  it('does not correct words of fewer than 5 letters', () => {
    // `prxy` is one deletion away from `proxy` but too short to correct
    expect(rankPages(index(), 'prxy ')).toEqual([]);
  });
});

describe('hits', () => {
  it('are grouped by page and typed title / header / content, with highlights', () => {
    const groups = search(en, 'distPath');
    expect(groups[0].routePath).toBe('/config/output/dist-path');
    const [first] = groups[0].hits;
    expect(first.type).toBe('title');
    expect(first.header).toBe('output.distPath');
    expect(first.highlights.map((h) => first.header.slice(h.start, h.start + h.length))).toEqual(['distPath']);

    const content = allHits(groups).find((h) => h.type === 'content')!;
    expect(content.statement).toBeTruthy();
    for (const h of content.highlights) {
      expect(content.statement!.slice(h.start, h.start + h.length).toLowerCase()).toContain('distpath');
    }

    const header = allHits(search(en, 'examples')).find((h) => h.type === 'header')!;
    expect(header).toMatchObject({ header: 'Examples', anchor: 'examples' });
  });

  it('content snippets are about 100 characters around the match', () => {
    const hit = allHits(search(en, 'configuration file')).find((h) => h.type === 'content')!;
    expect(hit.statement!.length).toBeLessThanOrEqual(100 + 2 * 12 + 2);
    expect(hit.statement!.length).toBeGreaterThan(60);
    expect(hit.highlights.length).toBeGreaterThan(0);
  });

  it('respects the limit; an empty query gives nothing', () => {
    expect(allHits(search(en, 'path', { limit: 3 })).length).toBeLessThanOrEqual(3);
    expect(allHits(search(en, 'path')).length).toBeLessThanOrEqual(7);
    expect(search(en, '')).toEqual([]);
    expect(search(en, '   ')).toEqual([]);
  });

  it('asks lunr once per query, however often the dialog asks (shards needed, hits, again as texts arrive)', () => {
    const enFile = files.find((f) => f.includes('.en.'))!;
    const index = createIndex(readJson(enFile));
    const query = vi.spyOn(index.lunr, 'query');
    neededShards(index, 'clean dist');
    search(index, 'clean dist');
    rankPages(index, 'clean dist');
    expect(query).toHaveBeenCalledTimes(1);
    // texts arriving change the hits, not lunr's ranking: still once
    attachTexts(index, readJson(enFile).shards.map(([, name]: [number, string]) => readJson(`static/${name}`)));
    expect(search(index, 'clean dist').length).toBeGreaterThan(0);
    expect(query).toHaveBeenCalledTimes(1);
    expect(search(index, 'clean dist')).toEqual(search(en, 'clean dist'));
  });

  it('highlights the same words in a text whichever query saw it first (texts are split once)', () => {
    const fresh = () => load({ file: files.find((f) => f.includes('.en.'))! });
    const a = fresh();
    const b = fresh();
    const queries = ['output', 'distPath', 'clean', 'dist path', 'cleanDistPath', 'paragraph plugins', 'configuration'];
    const first = queries.map((q) => search(a, q));
    const second = queries.slice().reverse().map((q) => search(b, q)).reverse();
    expect(second).toEqual(first);
    expect(allHits(first[4]).some((h) => h.highlights.length > 0)).toBe(true);
  });

  it('caches at most 100 queries', () => {
    for (let i = 0; i < 130; i++) search(en, `path ${i}`);
    expect(en.resultCache.size).toBeLessThanOrEqual(100);
    expect(search(en, 'distPath')).toBe(search(en, 'distPath'));
  });
});

describe('XSS', () => {
  it('hit data carries markup as plain text, and rendering escapes it', () => {
    const hit = allHits(search(en, 'onerror')).find((h) => h.type === 'content')!;
    expect(hit.statement).toContain(XSS);
    const html = renderToStaticMarkup(
      createElement(
        'p',
        null,
        highlightSegments(hit.statement!, hit.highlights).map((s, i) => createElement(s.match ? 'mark' : 'span', { key: i }, s.text)),
      ),
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<mark>onerror</mark>');
    const text = html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    expect(text).toContain(XSS);
  });

  it('a query made of markup is just text', () => {
    expect(() => search(en, XSS)).not.toThrow();
    const html = renderToStaticMarkup(createElement('q', null, XSS));
    expect(html).toBe('<q>&lt;img src=x onerror=alert(1)&gt;</q>');
  });

  it('highlight segments survive malformed ranges', () => {
    expect(highlightSegments('abcdef', [{ start: 4, length: 10 }, { start: -3, length: 5 }, { start: 1, length: 2 }, { start: NaN, length: 1 }])).toEqual([
      { text: 'ab', match: true },
      { text: 'c', match: true },
      { text: 'd', match: false },
      { text: 'ef', match: true },
    ]);
    expect(highlightSegments('abc', undefined)).toEqual([{ text: 'abc', match: false }]);
  });
});

describe('loading', () => {
  it('fetches an index, ranks from it at once, and the shards of the pages shown when asked for', async () => {
    const json = readJson(files[0]);
    const bodies: Record<string, string> = { '/static/search_index.en.abcd1234.json': JSON.stringify(json) };
    for (const [, name] of json.shards) bodies[`/static/${name}`] = readFileSync(join(outDir, 'static', name), 'utf8');
    const fetchImpl = vi.fn(async (url: string) => new Response(bodies[url], { status: bodies[url] ? 200 : 404 }));
    const index = await loadIndex('/static/search_index.en.abcd1234.json', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(index.pages.length).toBeGreaterThan(0);
    expect(index.failed).toBeUndefined();
    expect(textsLoaded(index)).toBe(false);
    // ranked without any text: the page, with a bare title hit until its shard is in
    expect(search(index, 'distPath')[0].routePath).toBe('/config/output/dist-path');
    expect(allHits(search(index, 'distPath')).some((h) => h.type === 'content')).toBe(false);
    const needed = neededShards(index, 'distPath');
    expect(needed.length).toBeGreaterThan(0);
    expect(await loadShards(index, needed, fetchImpl as unknown as typeof fetch)).toBe(true);
    for (const n of needed) expect(fetchImpl).toHaveBeenCalledWith(`/static/${json.shards[n][1]}`);
    expect(neededShards(index, 'distPath')).toEqual([]);
    expect(allHits(search(index, 'distPath')).some((h) => h.type === 'content')).toBe(true);
    // the same hits as with every shard loaded
    expect(search(index, 'distPath')).toEqual(search(en, 'distPath'));
  });

  it('fetches only the shards of the hits shown, and ranks exactly as with every shard', () => {
    // 200 small pages: many shards; a query naming one page needs its shard only
    const many: SearchDocument[] = Array.from({ length: 200 }, (_, i) => ({
      routePath: `/p/${String(i).padStart(3, '0')}`,
      lang: 'zh',
      version: '',
      title: `Page ${i}`,
      sections: [
        { anchor: '', heading: '', depth: 1, text: `Intro of page ${i}: ${'filler words about builds and bundles. '.repeat(80)}` },
        { anchor: 'usage', heading: 'Usage', depth: 2, text: i === 150 ? 'The quasar option moves 星云配置 elsewhere.' : i % 40 === 7 ? '这里也写着星云配置。' : 'Nothing special.' },
      ],
    }));
    const { index, shards } = buildIndexFiles(many, 'zh', '');
    expect(shards.length).toBeGreaterThan(8);
    const full = createIndex(JSON.parse(JSON.stringify(index)));
    attachTexts(full, shards);
    const partial = createIndex(JSON.parse(JSON.stringify(index)));
    const settle = (q: string) => {
      const fetched: number[] = [];
      for (let n = neededShards(partial, q); n.length; n = neededShards(partial, q)) {
        fetched.push(...n);
        attachTexts(partial, n.map((k) => shards[k]));
      }
      return fetched;
    };
    const quasar = settle('quasar');
    expect(quasar).toEqual([partial.pages[150].shard]);
    expect(search(partial, 'quasar')).toEqual(search(full, 'quasar'));
    expect(search(partial, 'quasar')[0].hits.some((h) => h.type === 'content' && h.statement?.includes('quasar'))).toBe(true);
    // a Chinese run matched as written (no indexed word): shards in page order until the shown pages are known
    const run = settle('星云配置');
    expect(rankPages(partial, '星云配置')).toEqual(rankPages(full, '星云配置'));
    expect(search(partial, '星云配置')).toEqual(search(full, '星云配置'));
    expect(run.length).toBeLessThan(shards.length);
  });

  it('a failed load logs the message and gives an empty index', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const fetchImpl of [
        async () => {
          throw new TypeError('network down');
        },
        async () => new Response('nope', { status: 404 }),
        async () => new Response('{"format":"other"}', { status: 200 }),
      ]) {
        const index = await loadIndex('/static/missing.json', fetchImpl as unknown as typeof fetch);
        expect(index.failed).toBe(true);
        expect(search(index, 'anything')).toEqual([]);
      }
      expect(error).toHaveBeenCalledTimes(3);
      expect(error.mock.calls[0][0]).toBe(INDEX_LOAD_ERROR);
      expect(INDEX_LOAD_ERROR).toBe('Failed to fetch search index, please reload the page and try again.');
    } finally {
      error.mockRestore();
    }
  });
});

describe('remote mode', () => {
  it('sends keyword, limit, searchIndexes and lang, and groups the answer by page', async () => {
    let url = '';
    const fetchImpl = vi.fn(async (u: string) => {
      url = u;
      return new Response(
        JSON.stringify([
          {
            index: 'docs',
            hits: [
              { type: 'title', title: 'Proxy', header: 'Proxy', link: '/config/server/proxy', highlights: [{ start: 0, length: 5 }] },
              { type: 'content', title: 'Proxy', header: 'Options', link: '/config/server/proxy#options', statement: 'proxy options', highlights: [] },
            ],
          },
        ]),
      );
    });
    const groups = await remoteSearch({ apiUrl: 'https://api.example.com/search', keyword: 'proxy é', limit: 7, searchIndexes: ['a', 'b'], lang: 'zh', fetchImpl: fetchImpl as unknown as typeof fetch });
    const params = new URL(url).searchParams;
    expect(Object.fromEntries(params)).toEqual({ keyword: 'proxy é', limit: '7', searchIndexes: 'a,b', lang: 'zh' });
    expect(groups).toHaveLength(1);
    expect(groups[0].routePath).toBe('/config/server/proxy');
    expect(groups[0].hits.map((h) => [h.type, h.anchor])).toEqual([
      ['title', ''],
      ['content', 'options'],
    ]);
  });

  it('a failure is logged and gives no results', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const groups = await remoteSearch({ apiUrl: '/api', keyword: 'x', limit: 7, searchIndexes: [], lang: 'en', fetchImpl: (async () => new Response('', { status: 500 })) as unknown as typeof fetch });
      expect(groups).toEqual([]);
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
