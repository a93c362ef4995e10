import { describe, expect, it } from 'vitest';
import { fold, identifierParts, identifierTerms, latinTerm, makeDict, segmentCjk, tokenizeText } from '../../src/shared/search/tokenize.ts';
import { docsiteTerms, lunr } from '../../src/shared/search/lunr-setup.ts';
import { buildIndexFiles, type SearchDocument } from '../../src/node/search/build-index.ts';
import { attachTexts, createIndex, rankPages } from '../../src/client/search/query.ts';

/** A letter or digit of a Latin-like word (CJK characters are words of their own). */
const latin = (ch: string) => /[\p{L}\p{N}]/u.test(ch) && !/\p{Script=Han}/u.test(ch);

describe('fold', () => {
  it('lower-cases, strips accents and narrows full-width forms, keeping the length', () => {
    for (const [input, out] of [
      ['Élément', 'element'],
      ['ÀÉÎÕÜ ç ñ', 'aeiou c n'],
      ['ＡＢＣ１２３', 'abc123'],
      ['配置 Rsbuild', '配置 rsbuild'],
      ['naïve café…', 'naive cafe…'],
      ['emoji 😀 ok', 'emoji 😀 ok'],
    ]) {
      expect(fold(input)).toBe(out);
      expect(fold(input).length).toBe(input.length);
    }
  });
});

describe('identifier terms (the docsite-terms pipeline function)', () => {
  it('a run gives its folded whole and, for an identifier, its parts', () => {
    expect(identifierTerms('distPath')).toEqual(['distpath', 'dist', 'path']);
    expect(identifierTerms('createRsbuild')).toEqual(['creatersbuild', 'create', 'rsbuild']);
    expect(identifierTerms('HTMLPlugin')).toEqual(['htmlplugin', 'html', 'plugin']);
    expect(identifierTerms('es2015')).toEqual(['es2015', 'es', '2015']);
    expect(identifierTerms('getHTMLPaths')).toEqual(['gethtmlpaths', 'get', 'html', 'paths']);
    expect(identifierTerms('Élément')).toEqual(['element']);
    expect(identifierTerms('élémentValue')).toEqual(['elementvalue', 'element', 'value']);
    expect(identifierParts('XMLHttpRequest').map((p) => 'XMLHttpRequest'.slice(p.start, p.end))).toEqual(['XML', 'Http', 'Request']);
  });

  it('runs as a lunr pipeline function, registered under its name', () => {
    const pipeline = new lunr.Pipeline();
    pipeline.add(docsiteTerms, lunr.stemmer);
    expect(pipeline.run([new lunr.Token('distPath', {}), new lunr.Token('configurations', {})]).map(String)).toEqual(['distpath', 'dist', 'path', 'configur']);
    expect(pipeline.toJSON()).toEqual(['docsite-terms', 'stemmer']);
    expect(lunr.Pipeline.load(['docsite-terms']).run([new lunr.Token('cleanDistPath', {})]).map(String)).toEqual(['cleandistpath', 'clean', 'dist', 'path']);
  });

  it('lunr stems and drops stop words', () => {
    expect(latinTerm('configuration')).toBe('configur');
    expect(latinTerm('paths')).toBe('path');
    expect(latinTerm('the')).toBeNull();
  });
});

describe('CJK', () => {
  const dict = makeDict(['构建', '工具', '构建工具', '开发', '服务', '服务器', '开发服务器', '代理', '配置']);

  it('segments a query run into the fewest words of the index', () => {
    expect(segmentCjk('开发服务器代理', dict)).toEqual(['开发服务器', '代理']);
    expect(segmentCjk('配置开发服务器的代理', dict)).toEqual(['配置', '开发服务器', '的', '代理']);
    expect(segmentCjk('龘龘', dict)).toEqual(['龘', '龘']);
  });

  it('the build indexes the Latin runs and the words the cutter finds (2+ CJK characters)', () => {
    const cut = (run: string) => (run === '配置开发服务器' ? ['配置', '开发', '服务', '服务器', '开发服务器', '的'] : [run]);
    expect(tokenizeText('配置开发服务器 distPath', cut).map((t) => t.str)).toEqual(['配置', '开发', '开发服务器', '服务', '服务器', 'distPath']);
  });
});

describe('build and query agree', () => {
  const en =
    'Set output.distPath to move the build. Use createRsbuild() from @rsbuild/core; the élément is optional. ' +
    'HTMLPlugin options and NODE_ENV are covered in es2015 targets with clean-dist-path.';
  const zh = '构建工具会把产物写到 output.distPath 指定的目录。开发服务器支持代理，配置 tsconfig 路径后即可使用路径别名。';
  const load = (lang: string, text: string) => {
    const doc: SearchDocument = { routePath: '/page', lang, version: '', title: 'Page', sections: [{ anchor: '', heading: '', depth: 1, text }] };
    const other: SearchDocument = { routePath: '/other', lang, version: '', title: 'Other', sections: [{ anchor: '', heading: '', depth: 1, text: lang === 'zh' ? '无关的内容。' : 'Unrelated words.' }] };
    const { index, shards: texts } = buildIndexFiles([doc, other], lang, '');
    const loaded = createIndex(JSON.parse(JSON.stringify(index)));
    attachTexts(loaded, texts);
    return loaded;
  };

  it('every query that is a substring of a text (at word or CJK boundaries) finds it', () => {
    for (const [lang, text] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const index = load(lang, text);
      for (let i = 0; i < text.length; i++) {
        for (let len = 2; len <= 14 && i + len <= text.length; len++) {
          const q = text.slice(i, i + len);
          const startsWord = i === 0 || !latin(text[i - 1]) || !latin(text[i]);
          const endsWord = i + len === text.length || !latin(text[i + len]) || !latin(text[i + len - 1]);
          if (!startsWord || !endsWord) continue;
          // a query of stop words and punctuation finds nothing anywhere
          const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
          if (words.every((w) => latin(w[0]) && (latinTerm(fold(w)) === null || w.length < 2))) continue;
          expect(rankPages(index, q + ' '), `${lang} ${JSON.stringify(q)}`).toContain('/page');
        }
      }
    }
  });

  it('identifier queries find the identifier however they are written', () => {
    const index = load('en', 'Configure output.distPath and createRsbuild.');
    for (const q of ['distPath', 'dist path', 'distpath', 'output.distPath', 'DISTPATH', 'create rsbuild', 'createRsbuild', 'dist-path']) {
      expect(rankPages(index, q), q).toEqual(['/page']);
    }
  });

  it('accents are ignored on both sides', () => {
    expect(rankPages(load('en', 'Un élément'), 'element')).toEqual(['/page']);
    expect(rankPages(load('en', 'An element'), 'élément')).toEqual(['/page']);
  });
});
