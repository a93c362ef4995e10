/**
 * Tokenizes a code block once for both colour themes. shiki's multi-theme highlighting tokenizes a
 * block once per theme and then aligns the two token lists, yet the grammar's result does not depend
 * on the theme: only the colours looked up for each token's scopes do. Here the grammar runs once,
 * reporting each token's scopes, and each theme resolves its colours for those scopes (memoized per
 * scope path). That halves the tokenizing, the largest cost of a cold build's highlighting.
 *
 * The tokens have the shape of shiki's `codeToTokens({ themes, defaultColor: false })` (content, offsets,
 * `htmlStyle`), and every character gets the colours shiki gives it. Neighbouring tokens that look the
 * same in every theme are one token, and whitespace-only tokens join the token after them as `codeToHast`
 * does; the tokens then go through shiki's usual pipeline (see `dualThemeTokens`).
 */
import { flatTokenVariants, splitLines, applyColorReplacements, resolveColorReplacements, type ThemedToken, type ShikiTransformer } from 'shiki/core';
import { Theme, type IToken, type StateStack, type StateStackImpl } from 'shiki/textmate';
import type { Highlighter } from 'shiki';

type ScopePath = Parameters<Theme['match']>[0];
type TokenStyle = { color?: string; fontStyle: number };

/**
 * Languages whose grammar is another one with its scope names renamed: shiki's JavaScript and JSX grammars
 * are its TSX grammar with `.tsx` turned into `.js` and `.js.jsx` (VS Code generates them from it; a test
 * checks that this still holds). Their blocks are tokenized with the TSX grammar and the scopes renamed
 * back, so the tokens and colours are the JavaScript grammars' own, and their regular expressions are
 * never compiled (about 0.3 s of CPU per build here).
 */
const GRAMMAR_TWINS: Record<string, { grammar: string; suffix: string }> = {
  js: { grammar: 'tsx', suffix: '.js' },
  javascript: { grammar: 'tsx', suffix: '.js' },
  jsx: { grammar: 'tsx', suffix: '.js.jsx' },
};
const TWIN_SUFFIX = /\.tsx\b/g;

/** The grammar that tokenizes `lang` (the one to load). */
export function grammarFor(lang: string): string {
  return GRAMMAR_TWINS[lang]?.grammar ?? lang;
}

/** shiki's default time budget for one line, so a pathological line ends the same way it does in shiki. */
const TOKENIZE_TIME_LIMIT_MS = 500;

type Grammar = ReturnType<Highlighter['getLanguage']>;
type LineResult = { tokens: IToken[]; ruleStack: StateStack };

/**
 * Lines tokenized, by grammar, the state a line starts in and its text. A line's tokens and end state
 * depend on nothing else, and code blocks repeat many lines (imports, `export default defineConfig({`,
 * closing brackets, the same example in both languages' pages); running a line's regular expressions
 * is the costliest step of highlighting.
 */
class LineCache {
  private lines = new Map<string, LineResult>();
  /** A state's key: its frames, as TextMate serialises them (rule, end rule, scopes); one per state object. */
  private keys = new WeakMap<StateStack, string>();

  constructor(private limit: number) {}

  private stateKey(state: StateStack | null): string {
    if (!state) return '';
    let key = this.keys.get(state);
    if (key === undefined) {
      const frame = state as StateStackImpl;
      key = this.stateKey(frame.parent) + JSON.stringify(frame.toStateStackFrame()) + '\n';
      this.keys.set(state, key);
    }
    return key;
  }

  tokenize(grammar: Grammar, grammarName: string, line: string, state: StateStack | null): LineResult {
    const key = grammarName + '\n' + this.stateKey(state) + line;
    const cached = this.lines.get(key);
    if (cached) return cached;
    const result = grammar.tokenizeLine(line, state, TOKENIZE_TIME_LIMIT_MS);
    // A line cut short by the time limit is not the line's tokenization: it is done again next time.
    if (!result.stoppedEarly) {
      if (this.lines.size >= this.limit) this.lines.delete(this.lines.keys().next().value!);
      this.lines.set(key, result);
    }
    return result;
  }
}

/** About a megabyte per thousand lines; the Rsbuild site highlights about 13,000 distinct ones. */
const LINE_CACHE_LIMIT = 50_000;

/** A theme as the grammar's tokens see it: a colour and font style for any scope path. */
function themeStyler(highlighter: Highlighter, name: string): (scopes: readonly string[]) => TokenStyle {
  const registration = highlighter.getTheme(name);
  const theme = Theme.createFromRawTheme(registration);
  const colors = theme.getColorMap();
  const replacements = resolveColorReplacements(registration, {});
  const defaults = theme.getDefaults();
  // The grammar's own rule: each scope of the path overrides what its ancestors set, where the theme has a rule for it.
  return (scopes) => {
    let { fontStyle, foregroundId } = defaults;
    let path: ScopePath = null;
    for (const scopeName of scopes) {
      // Theme.match reads only `scopeName` and `parent` of the path.
      path = { parent: path, scopeName } as ScopePath;
      const match = theme.match(path);
      if (!match) continue;
      if (match.fontStyle !== -1) fontStyle = match.fontStyle;
      if (match.foregroundId !== 0) foregroundId = match.foregroundId;
    }
    return { color: applyColorReplacements(colors[foregroundId], replacements), fontStyle };
  };
}

interface ScopeStyles {
  variants: Record<string, TokenStyle>;
  /** Equal for two tokens that look the same in every theme. */
  key: string;
}

export interface DualThemeTokenizer {
  tokenize(code: string, lang: string): ThemedToken[][];
}

/** A tokenizer for `themes` (by variant name: light, dark), with the highlighter's loaded grammars. */
export function createDualThemeTokenizer(highlighter: Highlighter, themes: Record<string, string>): DualThemeTokenizer {
  const variants = Object.keys(themes);
  const stylers = variants.map((variant) => themeStyler(highlighter, themes[variant]));
  const byScopePath = new Map<string, ScopeStyles>();
  const stylesOf = (path: string): ScopeStyles => {
    let styles = byScopePath.get(path);
    if (!styles) {
      const scopes = path.split(' ');
      const resolved = stylers.map((style) => style(scopes));
      styles = {
        variants: Object.fromEntries(variants.map((variant, i) => [variant, resolved[i]])),
        key: resolved.map((style) => `${style.color}/${style.fontStyle}`).join(' '),
      };
      byScopePath.set(path, styles);
    }
    return styles;
  };

  const lineCache = new LineCache(LINE_CACHE_LIMIT);

  return {
    tokenize(code, lang) {
      const twin = GRAMMAR_TWINS[lang];
      const grammarName = twin?.grammar ?? lang;
      const grammar = highlighter.getLanguage(grammarName);
      let state: StateStack | null = null;
      return splitLines(code).map(([line, lineOffset]) => {
        if (line === '') return [];
        const result = lineCache.tokenize(grammar, grammarName, line, state);
        state = result.ruleStack;
        const tokens: (ThemedToken & { key: string; variants: Record<string, TokenStyle> })[] = [];
        for (const { startIndex, endIndex, scopes } of result.tokens) {
          // The grammar's last token includes the line end it was given.
          const end = Math.min(endIndex, line.length);
          if (startIndex >= end) continue;
          const content = line.slice(startIndex, end);
          const path = scopes.join(' ');
          const styles = stylesOf(twin ? path.replace(TWIN_SUFFIX, twin.suffix) : path);
          const previous = tokens.at(-1);
          if (previous?.key === styles.key) previous.content += content;
          else tokens.push({ content, offset: lineOffset + startIndex, key: styles.key, variants: styles.variants });
        }
        return joinWhitespaceTokens(tokens.map((token) => flatTokenVariants(token, variants, '--shiki-', false, 'css-vars')));
      });
    },
  };
}

/** As `codeToHast` merges whitespace: a whitespace-only token other than the last joins the token after it. */
function joinWhitespaceTokens(line: ThemedToken[]): ThemedToken[] {
  const joined: ThemedToken[] = [];
  let pending: ThemedToken | undefined;
  line.forEach((token, i) => {
    if (i < line.length - 1 && /^\s+$/.test(token.content)) {
      pending = pending ? { ...pending, content: pending.content + token.content } : token;
    } else if (pending) {
      joined.push({ ...token, offset: pending.offset, content: pending.content + token.content });
      pending = undefined;
    } else {
      joined.push(token);
    }
  });
  return joined;
}

/**
 * A transformer that puts the tokenizer's tokens in place of those of a block highlighted as plain text:
 * shiki then builds the HTML, with its other transformers, as if it had tokenized the block itself.
 */
export function dualThemeTokens(tokenizer: DualThemeTokenizer, lang: string): ShikiTransformer {
  return {
    name: 'docsite:dual-theme-tokens',
    enforce: 'pre',
    tokens() {
      return tokenizer.tokenize(this.source, lang);
    },
  };
}
