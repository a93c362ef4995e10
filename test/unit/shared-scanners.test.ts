import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type RegexEngine } from 'shiki';
import type { StateStack } from 'shiki/textmate';
import { chunkPatterns, withSharedScanners } from '../../src/node/markdown/shared-scanners.ts';
import { findFencedCode } from '../../src/node/markdown/code-fences.ts';
import { walkFiles } from '../../src/node/content/scan.ts';

const onig = await createOnigurumaEngine(import('shiki/wasm'));

/** An engine that counts the patterns it compiles and the scanners it frees. */
function counting(engine: RegexEngine) {
  const counts = { compiled: 0, disposed: 0 };
  const wrapped: RegexEngine = {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      counts.compiled += patterns.length;
      const scanner = engine.createScanner(patterns);
      return { findNextMatchSync: (...args) => scanner.findNextMatchSync(...args), dispose: () => (counts.disposed++, scanner.dispose?.()) };
    },
  };
  return { engine: wrapped, counts };
}

// Many patterns, so the list is cut into several chunks: ties at one position, a lookbehind, \A and \G, empty matches, captures.
const patterns = [
  '\\bconst\\b', 'con', '(?<=\\.)\\w+', '\\G\\s+', '"(\\\\.|[^"])*"', '\\d+(\\.\\d+)?', '//.*$', '[{}()]', '=>', '\\b[A-Z]\\w*', '(?=;)',
  ...Array.from({ length: 40 }, (_, i) => `\\bword${i}\\b`),
  '\\A@', '\\w+', '[^\\w\\s@]',
];
// "@@word7": a tie between chunks at a position after the search's start (nothing matches "@").
const texts = ['@@word7 @x', 'x  y', 'const a = "x\\"y" + 1.5; // word3 rest', 'obj.prop.method(word12, Foo) => {}', '   \tword39;;', ''];

describe('shared scanners (compiled pattern chunks shared by every scanner)', () => {
  it('cuts lists where the patterns say, so a run two lists share comes out as the same chunks', () => {
    const run = patterns.slice(0, 50);
    const inner = (list: string[]) => chunkPatterns(list).slice(1, -1).map((chunk) => chunk.join('\n'));
    const a = inner(['\\bfirst\\b', ...run, 'last']);
    const b = inner(['other', '(?:x)', ...run]);
    expect(chunkPatterns(patterns).length).toBeGreaterThan(2);
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((chunk) => b.includes(chunk)).length).toBeGreaterThanOrEqual(a.length - 1);
    expect(chunkPatterns(patterns).flat()).toEqual(patterns);
  });

  it('finds what one scanner over the whole list finds, from every position, in any order of searches', () => {
    const whole = onig.createScanner(patterns);
    const shared = withSharedScanners(onig).createScanner(patterns);
    for (const text of texts) {
      const string = onig.createString(text);
      const starts = Array.from({ length: text.length + 1 }, (_, i) => i);
      // Forward (the order TextMate searches a line in, where earlier results are reused), backward, and repeated.
      // Options (1: \A fails, 4: \G fails) change what matches: first one at a time, then alternating.
      const orders = [starts, [...starts].reverse(), starts.flatMap((i) => [i, i, Math.max(0, i - 3)])];
      const searches = [0, 1, 4].flatMap((options) => orders.flatMap((order) => order.map((from) => ({ from, options }))));
      searches.push(...starts.flatMap((from) => [0, 1, 0].map((options) => ({ from, options }))));
      for (const { from, options } of searches) {
        expect(shared.findNextMatchSync(string, from, options), `${text} @${from}/${options}`).toEqual(whole.findNextMatchSync(string, from, options));
      }
      string.dispose?.();
    }
  });

  it('tokenizes every code block of the site as the plain engine does, compiling far fewer patterns', async () => {
    const blocks = new Map<string, { code: string; lang: BundledLanguage }>();
    for (const file of walkFiles(fileURLToPath(new URL('../../content', import.meta.url)))) {
      if (!/\.mdx?$/.test(file)) continue;
      for (const { code, lang } of findFencedCode(readFileSync(file, 'utf8'))) if (lang in bundledLanguages) blocks.set(lang + '\0' + code, { code, lang: lang as BundledLanguage });
    }
    expect(blocks.size).toBeGreaterThan(1000);
    const langs = [...new Set([...blocks.values()].map((b) => b.lang))];
    const plain = counting(onig);
    const shared = counting(onig);
    const highlighters = await Promise.all([plain, shared].map((c, i) => createHighlighter({ themes: [], langs, engine: i ? withSharedScanners(c.engine) : c.engine })));
    for (const { code, lang } of blocks.values()) {
      const [expected, actual] = highlighters.map((highlighter) => {
        const grammar = highlighter.getLanguage(lang);
        let state: StateStack | null = null;
        return code.split('\n').map((line) => {
          const result = grammar.tokenizeLine(line, state);
          state = result.ruleStack;
          return result.tokens.map((token) => `${token.startIndex} ${token.scopes.join(' ')}`);
        });
      });
      expect(actual, `${lang}: ${code}`).toEqual(expected);
    }
    expect(shared.counts.compiled).toBeLessThan(plain.counts.compiled / 2);
    highlighters.forEach((highlighter) => highlighter.dispose());
  });

  it('frees a chunk when the last scanner using it is disposed', () => {
    const { engine, counts } = counting(onig);
    const shared = withSharedScanners(engine);
    const first = shared.createScanner(patterns);
    const compiled = counts.compiled;
    const second = shared.createScanner(patterns);
    expect(counts.compiled).toBe(compiled);
    first.dispose?.();
    expect(counts.disposed).toBe(0);
    second.dispose?.();
    expect(counts.disposed).toBe(chunkPatterns(patterns).length);
    shared.createScanner(patterns);
    expect(counts.compiled).toBe(2 * compiled);
  });
});
