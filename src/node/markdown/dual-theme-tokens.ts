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
import { Theme, type IGrammar, type IToken, type StateStack, type StateStackImpl } from 'shiki/textmate';
import type { Highlighter } from 'shiki';
import { GRAMMAR_TWINS } from './highlighter-settings.ts';

type ScopePath = Parameters<Theme['match']>[0];
/** A theme's style for a scope path: what shows, and the background, which shows nowhere but ends tokens as shiki cuts them. */
type TokenStyle = { color?: string; fontStyle: number; backgroundId: number };

const TWIN_SUFFIX = /\.tsx\b/g;

/**
 * No time budget per line (shiki's default is 500 ms): a line cut short by a timer would come out
 * differently on a busy machine, and output must depend on the input alone.
 */
const NO_TIME_LIMIT = 0;

/** A line's tokens, with offsets from the line's start, and the state the next line starts in. */
interface TokenizedLine {
  tokens: ThemedToken[];
  ruleStack: StateStack;
}

/**
 * Lines tokenized and coloured, for one grammar object, by language, the state a line starts in and its
 * text. A line's tokens and end state depend on nothing else, and code blocks repeat many lines (imports, `export default
 * defineConfig({`, closing brackets, the same example in both languages' pages); running a line's regular
 * expressions is the costliest step of highlighting.
 */
class LineCache {
  private lines = new Map<string, TokenizedLine>();
  /**
   * States by their frames, as TextMate serialises them (rules, end rules, scopes), numbered: a line's key
   * holds the number, not the frames (which run to a kilobyte for a nested state).
   */
  private stateIds = new Map<string, number>();
  private idOfState = new WeakMap<StateStack, number>();

  constructor(private limit: number) {}

  private stateId(state: StateStack | null): number {
    if (!state) return 0;
    let id = this.idOfState.get(state);
    if (id === undefined) {
      const frame = state as StateStackImpl;
      const frames = `${this.stateId(frame.parent)} ${JSON.stringify(frame.toStateStackFrame())}`;
      id = this.stateIds.get(frames);
      if (id === undefined) this.stateIds.set(frames, (id = this.stateIds.size + 1));
      this.idOfState.set(state, id);
    }
    return id;
  }

  /** The cached line of `lang` (grammar twins share a grammar but not colours), or `tokenize`'s. */
  get(lang: string, state: StateStack | null, line: string, tokenize: () => TokenizedLine): TokenizedLine {
    const key = `${lang} ${this.stateId(state)} ${line}`;
    let result = this.lines.get(key);
    if (!result) {
      result = tokenize();
      if (this.lines.size >= this.limit) this.lines.delete(this.lines.keys().next().value!);
      this.lines.set(key, result);
    }
    return result;
  }
}

/** The Rsbuild site's code blocks have about 4,200 distinct lines (8.5 MB cached, about 2 KB a line). */
const LINE_CACHE_LIMIT = 20_000;

/** A theme as the grammar's tokens see it: a colour and font style for any scope path. */
function themeStyler(highlighter: Highlighter, name: string): (scopes: readonly string[]) => TokenStyle {
  const registration = highlighter.getTheme(name);
  const theme = Theme.createFromRawTheme(registration);
  const colors = theme.getColorMap();
  const replacements = resolveColorReplacements(registration, {});
  const defaults = theme.getDefaults();
  // The grammar's own rule: each scope of the path overrides what its ancestors set, where the theme has a rule for it.
  return (scopes) => {
    let { fontStyle, foregroundId, backgroundId } = defaults;
    let path: ScopePath = null;
    for (const scopeName of scopes) {
      // Theme.match reads only `scopeName` and `parent` of the path.
      path = { parent: path, scopeName } as ScopePath;
      const match = theme.match(path);
      if (!match) continue;
      if (match.fontStyle !== -1) fontStyle = match.fontStyle;
      if (match.foregroundId !== 0) foregroundId = match.foregroundId;
      if (match.backgroundId !== 0) backgroundId = match.backgroundId;
    }
    return { color: applyColorReplacements(colors[foregroundId], replacements), fontStyle, backgroundId };
  };
}

/**
 * TextMate's standard token type of a scope path: part of what ends a token. Each scope that names a type
 * sets it (`meta.embedded` back to other), as vscode-textmate pushes scopes; a path naming none is other.
 */
const STANDARD_TOKEN_TYPE = /\b(comment|string|regex|meta\.embedded)\b/;
function tokenType(scopes: readonly string[]): string {
  let type = 'other';
  for (const scope of scopes) {
    const named = STANDARD_TOKEN_TYPE.exec(scope)?.[1];
    if (named) type = named === 'meta.embedded' ? 'other' : named;
  }
  return type;
}

interface ScopeStyles {
  /** The token's style as shiki gives it (CSS variables per theme). One object per look: see `tokenize`. */
  htmlStyle: Record<string, string>;
  /** Equal for two tokens that look the same in every theme. */
  key: string;
  /**
   * Equal for two tokens TextMate's binary tokens (what shiki colours) keep as one: same colours, font
   * styles and backgrounds in every theme, and the same standard token type.
   */
  boundaryKey: string;
}

export interface DualThemeTokenizer {
  tokenize(code: string, lang: string): ThemedToken[][];
}

/** A tokenizer for `themes` (by variant name: light, dark), with the highlighter's loaded grammars. */
export function createDualThemeTokenizer(highlighter: Highlighter, themes: Record<string, string>): DualThemeTokenizer {
  const variants = Object.keys(themes);
  const stylers = variants.map((variant) => themeStyler(highlighter, themes[variant]));
  const byScopePath = new Map<string, ScopeStyles>();
  const byKey = new Map<string, Omit<ScopeStyles, 'boundaryKey'>>();
  const stylesOf = (path: string): ScopeStyles => {
    let styles = byScopePath.get(path);
    if (!styles) {
      const scopes = path.split(' ');
      const resolved = stylers.map((style) => style(scopes));
      const key = resolved.map((style) => `${style.color}/${style.fontStyle}`).join(' ');
      let look = byKey.get(key);
      if (!look) {
        const merged = { content: '', offset: 0, variants: Object.fromEntries(variants.map((variant, i) => [variant, resolved[i]])) };
        look = { htmlStyle: flatTokenVariants(merged, variants, '--shiki-', false, 'css-vars').htmlStyle as Record<string, string>, key };
        byKey.set(key, look);
      }
      const boundaryKey = `${key} ${resolved.map((style) => style.backgroundId).join('/')} ${tokenType(scopes)}`;
      styles = { ...look, boundaryKey };
      byScopePath.set(path, styles);
    }
    return styles;
  };

  // One cache per grammar object: rule ids in a state belong to the grammar that made it, and shiki makes
  // a grammar anew when a language it embeds or that injects into it is loaded.
  const lineCaches = new WeakMap<IGrammar, LineCache>();
  const lineCacheOf = (grammar: IGrammar) => {
    let cache = lineCaches.get(grammar);
    if (!cache) lineCaches.set(grammar, (cache = new LineCache(LINE_CACHE_LIMIT)));
    return cache;
  };

  /**
   * A line's grammar tokens with both themes' colours, cut as shiki cuts them: neighbours TextMate's binary
   * tokens keep as one are one (`boundaryKey`), and a whitespace-only token joins the next as `codeToHast`
   * does. Then neighbours that look alike are one token: the same HTML once shiki's alike spans are joined.
   */
  const colourLine = (line: string, grammarTokens: IToken[], twin: { suffix: string } | undefined): ThemedToken[] => {
    const tokens: StyledToken[] = [];
    for (const { startIndex, endIndex, scopes } of grammarTokens) {
      // The grammar's last token includes the line end it was given.
      const end = Math.min(endIndex, line.length);
      if (startIndex >= end) continue;
      const content = line.slice(startIndex, end);
      const path = scopes.join(' ');
      const styles = stylesOf(twin ? path.replace(TWIN_SUFFIX, twin.suffix) : path);
      const previous = tokens.at(-1);
      if (previous?.styles.boundaryKey === styles.boundaryKey) previous.content += content;
      else tokens.push({ content, offset: startIndex, styles });
    }
    const looks: StyledToken[] = [];
    for (const token of joinWhitespaceTokens(tokens)) {
      const previous = looks.at(-1);
      if (previous?.styles.key === token.styles.key) previous.content += token.content;
      else looks.push({ ...token });
    }
    return looks.map(({ content, offset, styles }) => ({ content, offset, htmlStyle: styles.htmlStyle }));
  };

  return {
    tokenize(code, lang) {
      const twin = GRAMMAR_TWINS[lang];
      const grammar = highlighter.getLanguage(twin?.grammar ?? lang);
      const lineCache = lineCacheOf(grammar);
      let state: StateStack | null = null;
      return splitLines(code).map(([line, lineOffset]) => {
        if (line === '') return [];
        const tokenized = lineCache.get(lang, state, line, () => {
          const result = grammar.tokenizeLine(line, state, NO_TIME_LIMIT);
          return { tokens: colourLine(line, result.tokens, twin), ruleStack: result.ruleStack };
        });
        state = tokenized.ruleStack;
        // Copies: shiki's transformers change the tokens they are given. They replace a token's `htmlStyle`
        // and never change it in place, so tokens that look alike share one object (highlighter.ts relies on it).
        return tokenized.tokens.map((token) => ({ ...token, offset: lineOffset + token.offset }));
      });
    },
  };
}

interface StyledToken {
  content: string;
  offset: number;
  styles: ScopeStyles;
}

/**
 * As `codeToHast` merges whitespace: a whitespace-only token other than the last joins the token after it
 * (shiki's underline and strikethrough exception never applies to two-theme tokens, which carry no `fontStyle`).
 */
function joinWhitespaceTokens(line: StyledToken[]): StyledToken[] {
  const joined: StyledToken[] = [];
  let pending: StyledToken | undefined;
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
