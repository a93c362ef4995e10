/**
 * One shiki highlighter per process, created on first use. Languages load the first time a block
 * needs them. Colours become CSS classes (collected by `collectedCodeCss`) so each token carries a
 * short class instead of two inline colours.
 *
 * Compile workers do not highlight themselves: they send their blocks through a port to the thread
 * that started them (`highlightThrough`, `serveHighlights`). Each shiki instance compiles the
 * grammars' regular expressions again (once per distinct chunk of patterns: see shared-scanners.ts)
 * into WebAssembly memory that is never given back; one instance for the whole build pays that once.
 */
import type { MessagePort } from 'node:worker_threads';
import { createHighlighter, createOnigurumaEngine, bundledLanguages, isSpecialLang, type Highlighter, type ShikiTransformer, type ShikiTransformerContext, type ThemedToken } from 'shiki';
import {
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerMetaHighlight,
  transformerStyleToClass,
} from '@shikijs/transformers';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { withSharedScanners } from './shared-scanners.ts';
import { createDualThemeTokenizer, dualThemeTokens, type DualThemeTokenizer } from './dual-theme-tokens.ts';
import { DEFAULT_THEMES, grammarFor, grammarsToLoad, isPlainText, LANG_ALIASES, LANG_SUFFIX, type HighlighterOptions } from './highlighter-settings.ts';

interface ConfiguredHighlighter {
  highlighter: Highlighter;
  tokenizer: DualThemeTokenizer;
  /** The `<pre …><code>` shiki opens every block with, for these themes (see `blockHtml`). */
  opening: string;
}
let highlighterPromise: Promise<ConfiguredHighlighter> | undefined;
let themes = DEFAULT_THEMES;
const styleToClass = transformerStyleToClass({ classPrefix: 'sk-' });
let configured: string | undefined;
let userTransformers: ShikiTransformer[] = [];

/** Sets the themes and languages. The same settings again keep the highlighter (and its compiled grammars). */
export function configureHighlighter(options: HighlighterOptions = {}): void {
  const chosen = options.themes ?? DEFAULT_THEMES;
  const grammars = grammarsToLoad(options.langs ?? []);
  const transformers = options.transformers ?? [];
  const settings = JSON.stringify([chosen, grammars, transformers.length ? options.transformersKey : null]);
  if (highlighterPromise && settings === configured) return;
  configured = settings;
  userTransformers = transformers;
  void highlighterPromise?.then((old) => old.highlighter.dispose(), () => {}); // one that failed to start has nothing to free
  themes = chosen;
  memo.clear();
  highlighterPromise = createHighlighter({
    themes: [chosen.light, chosen.dark],
    langs: grammars as (keyof typeof bundledLanguages)[],
    engine: createOnigurumaEngine(import('shiki/wasm')).then(withSharedScanners),
  }).then((highlighter) => {
    const empty = highlighter.codeToHtml('', { lang: 'text', themes: chosen, defaultColor: false, transformers: [styleToClass] });
    return { highlighter, tokenizer: createDualThemeTokenizer(highlighter, chosen), opening: empty.slice(0, empty.indexOf('<code>') + '<code>'.length) };
  });
}

async function getHighlighter(): Promise<ConfiguredHighlighter> {
  if (!highlighterPromise) configureHighlighter();
  return highlighterPromise!;
}

/**
 * The language a block is highlighted with: its own when its grammar was loaded with the highlighter
 * (see `HighlighterOptions.langs`), otherwise plain text. Never loaded on demand: see `langs`.
 */
function resolveLanguage(highlighter: Highlighter, written: string): string {
  const lang = written.replace(LANG_SUFFIX, '');
  const wanted = LANG_ALIASES[lang] ?? lang;
  if (isPlainText(wanted)) return 'text';
  return highlighter.getLoadedLanguages().includes(grammarFor(wanted)) ? wanted : 'text';
}

export interface HighlightRequest {
  code: string;
  lang: string;
  /** Lines to highlight from a `{1,3-5}` meta. */
  meta: string;
}

/** Same block, same HTML: translations of a page mostly share their examples. */
const memo = new Map<string, Promise<string>>();
const MEMO_LIMIT = 5000;

function memoized(request: HighlightRequest, highlight: (request: HighlightRequest) => Promise<string>): Promise<string> {
  const key = `${request.lang}\0${request.meta}\0${request.code}`;
  let html = memo.get(key);
  if (!html) {
    // Oldest out first: blocks highlighted ahead of their page (see `prefetchHighlights`) are the newest.
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    html = highlight(request);
    memo.set(key, html);
  }
  return html;
}

/** The block as HTML: highlighted here, or by the thread serving this one (see `highlightThrough`). */
export function highlightCode(request: HighlightRequest): Promise<string> {
  return memoized(request, remote ? (r) => remote!.ask(r) : highlightUncached);
}

interface HighlightReply {
  id: number;
  html?: string[];
  error?: string;
}

/**
 * The far end of a highlight port. Requests made in the same tick go as one message (a page asks for
 * all its blocks at once): a message costs more than highlighting a short block.
 */
class RemoteHighlighter {
  private pending = new Map<number, { resolve: (html: string[]) => void; reject: (error: Error) => void }>();
  private batch: { request: HighlightRequest; resolve: (html: string) => void; reject: (error: Error) => void }[] = [];
  private nextId = 1;

  constructor(private port: MessagePort) {
    port.on('message', ({ id, html, error }: HighlightReply) => {
      const waiting = this.pending.get(id)!;
      this.pending.delete(id);
      if (error === undefined) waiting.resolve(html!);
      else waiting.reject(new Error(error));
    });
  }

  ask(request: HighlightRequest): Promise<string> {
    if (!this.batch.length) queueMicrotask(() => this.flush());
    return new Promise<string>((resolve, reject) => this.batch.push({ request, resolve, reject }));
  }

  private flush() {
    const batch = this.batch;
    this.batch = [];
    const id = this.nextId++;
    this.pending.set(id, {
      resolve: (html) => batch.forEach((entry, i) => entry.resolve(html[i])),
      reject: (error) => batch.forEach((entry) => entry.reject(error)),
    });
    this.port.postMessage({ id, requests: batch.map((entry) => entry.request) });
  }
}

let remote: RemoteHighlighter | undefined;

/** From now on, this thread's blocks are highlighted by whichever thread serves the other end of `port`. */
export function highlightThrough(port: MessagePort): void {
  remote = new RemoteHighlighter(port);
  memo.clear();
}

/**
 * Highlights blocks in this thread before the threads that parse their page ask for them (the blocks come
 * from a line scan of the source, `findFencedCode`), so a parse never waits on shiki. It yields to the
 * event loop after each block: requests that arrive meanwhile are answered first.
 */
export async function prefetchHighlights(requests: readonly HighlightRequest[]): Promise<void> {
  for (const request of requests) {
    // A block that fails is not this caller's error: the page that asks for it gets the rejection.
    await memoized(request, highlightUncached).catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Answers the highlight requests that arrive on `port` with this thread's highlighter. */
export function serveHighlights(port: MessagePort): void {
  port.on('message', ({ id, requests }: { id: number; requests: HighlightRequest[] }) => {
    Promise.all(requests.map((request) => memoized(request, highlightUncached))).then(
      (html) => port.postMessage({ id, html } satisfies HighlightReply),
      (error: Error) => port.postMessage({ id, error: error.message } satisfies HighlightReply),
    );
  });
}

// Notation comments (`// [!code ++]` …) and a `{1,3-5}` meta are rare; their transformers walk every
// line of a block, so a block only gets the ones it can use.
const notationTransformers: ShikiTransformer[] = [
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
];
const metaHighlight = transformerMetaHighlight();

async function highlightUncached({ code, lang, meta }: HighlightRequest): Promise<string> {
  const { highlighter, tokenizer, opening } = await getHighlighter();
  const resolved = resolveLanguage(highlighter, lang);
  const grammarLang = !isSpecialLang(resolved);
  const notation = code.includes('[!code');
  const lineHighlights = meta.includes('{');
  if (grammarLang && !notation && !lineHighlights && !userTransformers.length) return blockHtml(opening, tokenizer.tokenize(code, resolved));
  const transformers: ShikiTransformer[] = [
    // The block goes through shiki as plain text, and takes the tokens of one pass for both themes.
    ...(grammarLang ? [dualThemeTokens(tokenizer, resolved)] : []),
    ...(notation ? notationTransformers : []),
    ...(lineHighlights ? [metaHighlight] : []),
    ...userTransformers,
    styleToClass,
  ];
  return highlighter.codeToHtml(code, {
    lang: grammarLang ? 'text' : resolved,
    themes,
    defaultColor: false,
    meta: { __raw: meta },
    transformers,
  });
}

/**
 * The HTML shiki's `codeToHtml` gives a block whose only transformer is the colour classes (nearly every
 * block), written straight from the tokens: building and serialising its syntax tree took a fifth of
 * highlighting's time. A unit test compares the two on every block of the site.
 */
function blockHtml(opening: string, lines: ThemedToken[][]): string {
  let html = opening;
  lines.forEach((line, i) => {
    html += i ? '\n<span class="line">' : '<span class="line">';
    for (const token of line) html += `<span class="${colourClass(token)}">${escapeText(token.content)}</span>`;
    html += '</span>';
  });
  return html + '</code></pre>';
}

/** Colour classes by style: the tokenizer gives tokens that look alike the same `htmlStyle` object. */
const classOfStyle = new WeakMap<object, string>();

/** The token's colour class, as `styleToClass` names it, its CSS registered (the hook reads only the tokens). */
function colourClass(token: ThemedToken): string {
  let name = classOfStyle.get(token.htmlStyle!);
  if (name === undefined) {
    const probe = { ...token };
    styleToClass.tokens!.call({} as ShikiTransformerContext, [[probe]]);
    name = probe.htmlAttrs!.class!;
    classOfStyle.set(token.htmlStyle!, name);
  }
  return name;
}

/** As hast-util-to-html escapes text: `<` and `&` only, as hexadecimal references. */
const escapeText = (text: string) => text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));

/** CSS for every colour class emitted so far in this process. */
export function collectedCodeCss(): string {
  return styleToClass.getCSS();
}
