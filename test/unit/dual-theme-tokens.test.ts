import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundledLanguages, createHighlighter, type BundledLanguage, type ThemedToken } from 'shiki';
import { transformerMetaHighlight, transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight, transformerStyleToClass } from '@shikijs/transformers';
import { createDualThemeTokenizer, dualThemeTokens } from '../../src/node/markdown/dual-theme-tokens.ts';
import { findFencedCode } from '../../src/node/markdown/code-fences.ts';
import { configureHighlighter, highlightCode } from '../../src/node/markdown/highlighter.ts';
import { canonicalLanguage, grammarsToLoad } from '../../src/node/markdown/highlighter-settings.ts';
import { siteHighlighter } from '../../src/node/pipeline/compile-pages.ts';
import { walkFiles } from '../../src/node/content/scan.ts';

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
// shiki stops a line after 500 ms by default: on a busy machine the reference itself would come out cut short.
const NO_TIME_LIMIT = 0;

// Every distinct block of the site and of the many-language fixture (and of the folders in DOCSITE_PROOF_DOCS,
// separated by ':', which the bench passes: other tools' docs), plus cases they lack: embedded languages,
// blank and whitespace-only lines, no final newline.
const folders = [fileURLToPath(new URL('../../content', import.meta.url)), fileURLToPath(new URL('../fixtures/code-languages', import.meta.url)), ...(process.env.DOCSITE_PROOF_DOCS ?? '').split(':').filter(Boolean)];
const sources: string[] = [];
const blocks = new Map<string, { code: string; lang: BundledLanguage }>();
for (const folder of folders) {
  for (const file of walkFiles(folder)) {
    if (!/\.mdx?$/.test(file) || file.includes('/node_modules/')) continue;
    const source = readFileSync(file, 'utf8');
    sources.push(source);
    for (const block of findFencedCode(source)) {
      const lang = canonicalLanguage(block.lang);
      if (lang in bundledLanguages) blocks.set(lang + '\0' + block.code, { code: block.code, lang: lang as BundledLanguage });
    }
  }
}
const extra: { lang: BundledLanguage; code: string }[] = [
  { lang: 'vue', code: '<template>\n  <p :class="{ on }">{{ msg }}</p>\n</template>\n\n<script setup lang="ts">\nconst msg: string = `hi ${1 + 1}`;\n</script>\n<style scoped>\np { color: red; }\n</style>\n' },
  { lang: 'html', code: '<style>a{color:red}</style>\n<script>let x = /a+/g;</script>\n   \n\t<b>bold</b>' },
  { lang: 'ts', code: '/** doc */\nexport default {\n  \t\n  // comment  \n  key: "value", // [!code ++]\n};' },
  { lang: 'diff', code: '- old\n+ new\n  same\n' },
  // The same line in a template string, in code and in a comment: tokenized lines are reused only from the same state.
  { lang: 'ts', code: 'const a = `\nfoo(1);\n`;\nfoo(1);\n/*\nfoo(1);\n*/\nfoo(1);' },
  { lang: 'bash', code: 'cat <<EOF\nfoo(1);\nEOF\nfoo(1);' },
  // Characters HTML escapes or could: < and & (escaped), >, quotes, Chinese, an emoji, a tab and a control character (kept).
  { lang: 'ts', code: '// 配置 🎉 a && b < c > d\nconst s = "<p>&amp;</p>" + \'\\x01\u0001\';\n\tlet t = `${a}`;\n' },
];
for (const block of extra) blocks.set(block.lang + '\0' + block.code, block);

// As a build of these pages loads them: every language their fences name (siteHighlighter).
const site = siteHighlighter({ themes }, [...sources, ...extra.map((block) => '```' + block.lang)]);
const highlighter = await createHighlighter({ themes: Object.values(themes), langs: grammarsToLoad(site.langs!) as BundledLanguage[] });
const tokenizer = createDualThemeTokenizer(highlighter, themes);

/** Neighbouring spans of one class as one span: the tokenizer joins tokens that look alike, shiki does not. */
function joinAlike(html: string): string {
  for (let previous = ''; previous !== html; ) [previous, html] = [html, html.replace(/<span class="([^"]+)">([^<]*)<\/span><span class="\1">([^<]*)<\/span>/g, '<span class="$1">$2$3</span>')];
  return html;
}

/** Each non-blank character with the styles it is shown in: what a reader sees. */
function styledCharacters(lines: ThemedToken[][]): string[] {
  return lines.map((line) => line.map((token) => token.content.replace(/\S/g, (c) => `${c}${JSON.stringify(token.htmlStyle)}`).replace(/\s/g, '')).join(''));
}

describe('dual-theme tokens (one grammar pass for the light and dark themes)', () => {
  it('colours every character of every site block as shiki does with one pass per theme', () => {
    expect(blocks.size).toBeGreaterThan(1000);
    let ours = 0;
    let shikis = 0;
    for (const { code, lang } of blocks.values()) {
      const expected = highlighter.codeToTokens(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: NO_TIME_LIMIT }).tokens;
      const actual = tokenizer.tokenize(code, lang);
      expect(actual.map((line) => line.map((t) => t.content).join('')), lang + ': ' + code).toEqual(expected.map((line) => line.map((t) => t.content).join('')));
      expect(styledCharacters(actual), lang + ': ' + code).toEqual(styledCharacters(expected));
      ours += actual.flat().length;
      shikis += expected.flat().length;
    }
    // Fewer tokens: whitespace joins the next token (as codeToHast does), and neighbours that look alike are one.
    expect(ours).toBeLessThan(shikis);
  });

  it('tokenizes JavaScript and JSX with the TSX grammar: theirs are copies of it with other scope names', async () => {
    const rules = async (lang: 'tsx' | 'javascript' | 'jsx') => {
      const [grammar] = (await bundledLanguages[lang]()).default;
      return JSON.stringify([grammar.patterns, grammar.repository, grammar.injections ?? null]);
    };
    const tsx = await rules('tsx');
    expect(tsx.replace(/\.tsx\b/g, '.js')).toBe(await rules('javascript'));
    expect(tsx.replace(/\.tsx\b/g, '.js.jsx')).toBe(await rules('jsx'));
  });

  it('renames the scopes back: a theme with rules for .js, .js.jsx and .tsx scopes colours each language as its own grammar does', async () => {
    const suffixTheme = (name: string, type: 'light' | 'dark') => ({
      name,
      type,
      fg: type === 'light' ? '#000000' : '#ffffff',
      bg: type === 'light' ? '#ffffff' : '#000000',
      tokenColors: [
        { scope: 'storage.type.js', settings: { foreground: '#aa0000' } },
        { scope: 'storage.type.js.jsx', settings: { foreground: '#00aa00', fontStyle: 'italic' } },
        { scope: 'storage.type.tsx', settings: { foreground: '#0000aa' } },
        { scope: 'source.js string', settings: { foreground: '#aa00aa' } },
      ],
    });
    const suffixThemes = { light: 'suffix-light', dark: 'suffix-dark' };
    const custom = await createHighlighter({ themes: [suffixTheme('suffix-light', 'light'), suffixTheme('suffix-dark', 'dark')], langs: ['js', 'jsx', 'tsx'] });
    const customTokenizer = createDualThemeTokenizer(custom, suffixThemes);
    const code = 'const a = "x";\nlet b = <div>{a}</div>;\n';
    for (const lang of ['js', 'jsx', 'tsx'] as const) {
      const expected = custom.codeToTokens(code, { lang, themes: suffixThemes, defaultColor: false, tokenizeTimeLimit: NO_TIME_LIMIT }).tokens;
      expect(styledCharacters(customTokenizer.tokenize(code, lang)), lang).toEqual(styledCharacters(expected));
    }
    custom.dispose();
  });

  it("writes every block as shiki's own codeToHtml does (a grammar pass per theme, whole-list scanners), but for alike neighbouring spans joined", async () => {
    configureHighlighter(site);
    const styleToClass = transformerStyleToClass({ classPrefix: 'sk-' });
    for (const { code, lang } of blocks.values()) {
      if (code.includes('[!code')) continue; // notation: below
      const expected = highlighter.codeToHtml(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: NO_TIME_LIMIT, transformers: [styleToClass] });
      expect(joinAlike(await highlightCode({ code, lang, meta: '' })), lang + ': ' + code).toBe(joinAlike(expected));
    }
  });

  it('writes the HTML of a block without notation or line highlights as shiki does from the same tokens', async () => {
    configureHighlighter(site);
    const styleToClass = transformerStyleToClass({ classPrefix: 'sk-' });
    for (const { code, lang } of blocks.values()) {
      if (code.includes('[!code')) continue; // notation: the next test
      const expected = highlighter.codeToHtml(code, { lang: 'text', themes, defaultColor: false, meta: { __raw: '' }, transformers: [dualThemeTokens(tokenizer, lang), styleToClass] });
      expect(await highlightCode({ code, lang, meta: '' }), lang + ': ' + code).toBe(expected);
    }
  });

  it('gives the same HTML through the highlighter, transformers included, except that identical neighbouring spans are joined', async () => {
    configureHighlighter(site);
    const styleToClass = transformerStyleToClass({ classPrefix: 'sk-' });
    const cases = [
      { ...extra[0], meta: '' },
      { ...extra[2], meta: '{2,4}' },
      { lang: 'ts', code: 'const a = 1; // [!code highlight]\nconst b = 2; // [!code focus]\nconst c = 3; // [!code --]\n', meta: '' },
    ];
    for (const { code, lang, meta } of cases) {
      const expected = highlighter.codeToHtml(code, {
        lang,
        themes,
        defaultColor: false,
        tokenizeTimeLimit: NO_TIME_LIMIT,
        meta: { __raw: meta },
        transformers: [
          transformerNotationDiff({ matchAlgorithm: 'v3' }),
          transformerNotationHighlight({ matchAlgorithm: 'v3' }),
          transformerNotationFocus({ matchAlgorithm: 'v3' }),
          transformerMetaHighlight(),
          styleToClass,
        ],
      });
      const actual = await highlightCode({ code, lang, meta });
      expect(joinAlike(actual)).toBe(joinAlike(expected));
    }
  });
});
