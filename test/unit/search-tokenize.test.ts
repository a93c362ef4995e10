import { describe, expect, it } from 'vitest';
import {
  cjkTerms,
  fold,
  identifierParts,
  indexTerms,
  latinTokens,
  makeDict,
  parseQuery,
  segmentCjk,
  stem,
  type CjkDict,
  type ParsedQuery,
} from '../../src/search/tokenize.ts';
import { buildDictionary } from '../../src/search/build-index.ts';

/** A letter or digit of a Latin-like word (CJK characters are words of their own). */
const latin = (ch: string) => /[\p{L}\p{N}]/u.test(ch) && !/\p{Script=Han}/u.test(ch);
const words = (s: string) => latinTokens(s).map((t) => `${t.kind}:${t.word}`);

/** True when every clause of the query is satisfied by one of its alternatives within `terms`. */
function satisfiedBy(parsed: ParsedQuery, terms: Map<string, number>): boolean {
  return parsed.clauses.every((c) => c.alts.some((alt) => alt.terms.every((t) => terms.has(t.term))));
}

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

describe('identifier splitting', () => {
  it('splits camelCase, acronyms and digits, keeps the whole run', () => {
    expect(words('output.distPath')).toEqual(['run:output', 'run:distpath', 'part:dist', 'part:path']);
    expect(words('createRsbuild')).toEqual(['run:creatersbuild', 'part:create', 'part:rsbuild']);
    expect(words('HTMLPlugin es2015')).toEqual(['run:htmlplugin', 'part:html', 'part:plugin', 'run:es2015', 'part:es', 'part:2015']);
    expect(words('getHTMLPaths')).toEqual(['run:gethtmlpaths', 'part:get', 'part:html', 'part:paths']);
  });

  it('joins runs linked by - or _ as an extra token', () => {
    expect(words('clean-dist-path')).toEqual(['run:clean', 'run:dist', 'run:path', 'joined:cleandistpath']);
    expect(words('NODE_ENV')).toEqual(['run:node', 'run:env', 'joined:nodeenv']);
    expect(words('a - b')).toEqual(['run:a', 'run:b']);
  });

  it('the ASCII fast path agrees with the Unicode rules', () => {
    for (const s of ['distPath', 'HTMLPlugin', 'v3', 'es2015Target', 'XMLHttpRequest', 'iOS', 'ABC', 'aB']) {
      const fast = latinTokens(s).filter((t) => t.kind === 'part').map((t) => s.slice(t.start, t.end));
      const slow = identifierParts(s).map((p) => s.slice(p.start, p.end));
      expect(fast.length ? fast : [s]).toEqual(slow);
    }
  });

  it('accented identifiers fold to the same terms', () => {
    expect(words('Élément')).toEqual(['run:element']);
    expect(words('élémentValue')).toEqual(['run:elementvalue', 'part:element', 'part:value']);
  });

  it('stems with lunr (Porter) and drops stop words', () => {
    expect(stem('configuration')).toBe('configur');
    expect(stem('paths')).toBe('path');
    const terms = indexTerms('The paths of the builds', makeDict([]));
    expect([...terms.keys()].sort()).toEqual(['build', 'path']);
  });
});

describe('CJK', () => {
  const dict = makeDict(['构建', '工具', '构建工具', '开发', '服务', '服务器', '开发服务器', '代理', '配置']);

  it('terms are characters, bigrams and dictionary words', () => {
    expect(cjkTerms('构建工具', dict).map((t) => t.term)).toEqual(['构', '构建', '构建工具', '建', '建工', '工', '工具', '具']);
    expect(cjkTerms('构', dict).map((t) => t.term)).toEqual(['构']);
  });

  it('segments a run into the fewest dictionary words', () => {
    expect(segmentCjk('开发服务器代理', dict)).toEqual(['开发服务器', '代理']);
    expect(segmentCjk('配置开发服务器的代理', dict)).toEqual(['配置', '开发服务器', '的', '代理']);
    expect(segmentCjk('龘龘', dict)).toEqual(['龘', '龘']);
  });

  it('mixed queries split into Latin and CJK clauses', () => {
    const q = parseQuery('配置 tsconfig', dict);
    expect(q.clauses.map((c) => [c.text, c.cjk])).toEqual([
      ['配置', true],
      ['tsconfig', false],
    ]);
    expect(q.phrases).toEqual(['配置']);
    const mixed = parseQuery('tsconfig路径', dict);
    expect(mixed.clauses.map((c) => c.text)).toEqual(['tsconfig', '路', '径']);
  });
});

describe('build and query tokenise the same way', () => {
  const en =
    'Set output.distPath to move the build. Use createRsbuild() from @rsbuild/core; the élément is optional. ' +
    'HTMLPlugin options and NODE_ENV are covered in es2015 targets with clean-dist-path.';
  const zh = '构建工具会把产物写到 output.distPath 指定的目录。开发服务器支持代理，配置 tsconfig 路径后即可使用路径别名。';
  let dict: CjkDict;

  it('every query that is a substring of a text is satisfied by the text’s index terms', async () => {
    dict = makeDict(await buildDictionary([zh]));
    expect(dict.words.size).toBeGreaterThan(5);
    for (const text of [en, zh]) {
      const terms = indexTerms(text, dict);
      // all substrings starting and ending at word or CJK boundaries, 2..14 characters
      for (let i = 0; i < text.length; i++) {
        for (let len = 2; len <= 14 && i + len <= text.length; len++) {
          const q = text.slice(i, i + len);
          const startsWord = i === 0 || !latin(text[i - 1]) || !latin(text[i]);
          const endsWord = i + len === text.length || !latin(text[i + len]) || !latin(text[i + len - 1]);
          if (!startsWord || !endsWord) continue;
          const parsed = parseQuery(q + ' ', dict);
          if (!parsed.clauses.length) continue;
          expect(satisfiedBy(parsed, terms), `query ${JSON.stringify(q)}`).toBe(true);
        }
      }
    }
  });

  it('identifier queries are satisfied by the identifier', () => {
    const terms = indexTerms('Configure output.distPath and createRsbuild.', makeDict([]));
    for (const q of ['distPath', 'dist path', 'distpath', 'output.distPath', 'DISTPATH', 'create rsbuild', 'createRsbuild', 'dist-path']) {
      expect(satisfiedBy(parseQuery(q + ' ', makeDict([])), terms), q).toBe(true);
    }
  });

  it('accents are ignored on both sides', () => {
    const withAccents = indexTerms('Un élément', makeDict([]));
    const without = indexTerms('An element', makeDict([]));
    expect(satisfiedBy(parseQuery('element ', makeDict([])), withAccents)).toBe(true);
    expect(satisfiedBy(parseQuery('élément ', makeDict([])), without)).toBe(true);
  });
});

describe('the browser’s token check agrees with the tokeniser', () => {
  it('finds exactly the run and part tokens at every position (random identifiers)', async () => {
    const { __test } = await import('../../src/search/query.ts');
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const pieces = ['a', 'B', 'cd', 'EF', 'g1', '2', 'Hi', 'JKl', '.', '-', '_', ' ', 'é', 'É', '配置', '/', 'x9Y'];
    for (let t = 0; t < 400; t++) {
      let text = '';
      const n = 1 + Math.floor(rnd() * 8);
      for (let i = 0; i < n; i++) text += pieces[Math.floor(rnd() * pieces.length)];
      const expected = new Map<number, number[]>();
      for (const tok of latinTokens(text)) {
        if (tok.kind === 'joined') continue;
        expected.set(tok.start, [...(expected.get(tok.start) ?? []), tok.end]);
      }
      for (let pos = 0; pos < text.length; pos++) {
        const want = [...new Set(expected.get(pos) ?? [])].sort((a, b) => a - b);
        expect(__test.tokenEndsAt(text, pos), `${JSON.stringify(text)} @${pos}`).toEqual(want);
      }
    }
  });
});
