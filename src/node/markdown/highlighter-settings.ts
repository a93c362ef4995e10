/**
 * The highlighter's settings, without shiki's engine: what a build needs to key its compiled pages (the
 * grammars a site loads, the themes) and to find the languages its code blocks name. A build that takes
 * every page from the cache loads only this (and shiki's list of its languages), not the highlighter.
 */
import { bundledLanguages } from 'shiki/langs';
import type { ShikiTransformer } from 'shiki';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';

/** The highlighter options of the config: its transformers keyed by the config's fingerprint (see compile-pages.ts). */
export function highlighterOf(config: ResolvedSiteConfig, fingerprint: string | undefined): HighlighterOptions {
  const options = config.markdown.highlighter;
  return options.transformers?.length ? { ...options, transformersKey: fingerprint } : options;
}

export interface HighlighterOptions {
  themes?: { light: string; dark: string };
  /**
   * Every language the build may highlight: the config's and those the site's code blocks name
   * (`codeLanguagesIn`). They are all loaded before the first block, never later: loading a language
   * makes shiki rebuild the grammars that embed it or that it injects into (Markdown's fences, Vue's
   * templates), so a block's colours would depend on which blocks happened to be highlighted before it.
   */
  langs?: string[];
  /** The site's shiki transformers (plugins' `shiki.transformers`), run on every block before the colour classes. */
  transformers?: ShikiTransformer[];
  /** Names the transformers' code (the config's fingerprint): part of the compile cache key, and of these settings. */
  transformersKey?: string;
}

// The GitHub pair whose token colours all reach WCAG AA (4.5:1) on the code background, in both themes.
export const DEFAULT_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-default' };
/**
 * Languages whose grammar is another one with its scope names renamed: shiki's JavaScript and JSX grammars
 * are its TSX grammar with `.tsx` turned into `.js` and `.js.jsx` (VS Code generates them from it; a test
 * checks that this still holds). Their blocks are tokenized with the TSX grammar and the scopes renamed
 * back, so the tokens and colours are the JavaScript grammars' own, and their regular expressions are
 * never compiled (about 0.3 s of CPU per build here).
 */
export const GRAMMAR_TWINS: Record<string, { grammar: string; suffix: string }> = {
  js: { grammar: 'tsx', suffix: '.js' },
  javascript: { grammar: 'tsx', suffix: '.js' },
  jsx: { grammar: 'tsx', suffix: '.js.jsx' },
};
/** The grammar that tokenizes `lang` (the one to load). */
export function grammarFor(lang: string): string {
  return GRAMMAR_TWINS[lang]?.grammar ?? lang;
}

/** The grammars to load for `langs`, sorted: names shiki does not bundle are left out (their blocks are plain text). */
export function grammarsToLoad(langs: readonly string[]): string[] {
  const grammars = new Set<string>();
  for (const lang of langs) {
    const wanted = LANG_ALIASES[lang] ?? lang;
    if (!isPlainText(wanted) && grammarFor(wanted) in bundledLanguages) grammars.add(grammarFor(wanted));
  }
  return [...grammars].sort();
}

export const LANG_ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', typescript: 'ts', javascript: 'js', yml: 'yaml', styl: 'stylus', md: 'markdown', mjs: 'js', cjs: 'js', mts: 'ts', cts: 'ts' };

/** The language name a block's info string means to docsite (`sh` → bash, `md` → markdown …). */
export const canonicalLanguage = (lang: string): string => LANG_ALIASES[lang] ?? lang;

/** VitePress's `ts:line-numbers` / `:no-line-numbers` after a block's language (see code.ts). */
export const LANG_SUFFIX = /:(?:no-)?line-numbers$/;

export const isPlainText = (lang: string) => !lang || lang === 'text' || lang === 'txt' || lang === 'plain';

const FENCE_INFO = /(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/g;

/** A source showing the theme's install tabs, whose commands are highlighted as `bash` (plugins/package-manager-tabs.ts). */
export const INSTALL_TABS = /<PackageManagerTabs\b/;

/**
 * The languages named after every fence opener in `sources`: a superset of the languages of their code
 * blocks (a fence in a list, a quote or a container, nested in another block, even inline code showing a
 * fence), so every block's grammar is loaded before the build highlights anything.
 */
export function codeLanguagesIn(sources: Iterable<string>): string[] {
  const langs = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(FENCE_INFO)) langs.add(match[1].toLowerCase());
    if (INSTALL_TABS.test(source)) langs.add('bash');
    // Docusaurus's `<CodeBlock language="js">` / `className="language-js"`, highlighted as fenced blocks (docusaurus-code-block.ts).
    if (source.includes('<CodeBlock')) for (const match of source.matchAll(CODE_BLOCK_LANGUAGE)) langs.add(match[1].toLowerCase());
  }
  return [...langs].sort();
}

const CODE_BLOCK_LANGUAGE = /<CodeBlock\b[^>]*?\b(?:language=["']|className=["'](?:[^"']*\s)?language-)([\w+#.-]+)/g;

