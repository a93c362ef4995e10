/**
 * lunr as search uses it, the same in the build (Node) and the browser: lunr-languages' Chinese
 * (`lunr.zh`) and multi-language (`lunr.multi`) plugins, and docsite's own pipeline function
 * `docsite-terms`, registered under that name so that a serialised index (`lunr.Index.toJSON`)
 * reloads with it (`lunr.Index.load` looks pipeline functions up by name).
 *
 * Pipelines (tokens come from `tokenizeText`, which keeps case so identifiers can be split):
 * - English: docsite-terms → lunr.stopWordFilter → lunr.stemmer; search: docsite-terms → lunr.stemmer.
 * - Chinese: docsite-terms, then lunr.multiLanguage('en', 'zh')'s pipeline (trimmer, both stop-word
 *   filters, both stemmers); search: docsite-terms → lunr.stemmer → the zh stemmer. Chinese words come
 *   from the tokenizer (jieba at build time), so lunr.zh's own tokenizer is never called.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import zh from 'lunr-languages/lunr.zh.js';
import multi from 'lunr-languages/lunr.multi.js';
import { identifierTerms, isCjkCode } from './tokenize.ts';

type Plugin = (l: typeof lunr) => void;
(stemmerSupport as unknown as Plugin)(lunr);
(zh as unknown as Plugin)(lunr);
(multi as unknown as Plugin)(lunr);

type MultiLunr = typeof lunr & { multiLanguage(...langs: string[]): lunr.Builder.Plugin; zh: { stemmer: lunr.PipelineFunction } };
const lunrMulti = lunr as MultiLunr;

/**
 * A Latin token (a run of letters and digits, case kept) becomes its folded whole and, for an
 * identifier, its parts: `distPath` → `distpath`, `dist`, `path`; `createRsbuild` → `creatersbuild`,
 * `create`, `rsbuild`. CJK tokens pass unchanged.
 */
export const docsiteTerms = ((token: lunr.Token): lunr.Token | lunr.Token[] | undefined => {
  const str = token.toString();
  if (!str) return undefined;
  if (isCjkCode(str.charCodeAt(0))) return token;
  const terms = identifierTerms(str);
  if (terms.length === 1) return token.update(() => terms[0]);
  return terms.map((t) => token.clone(() => t));
}) as unknown as lunr.PipelineFunction;
lunr.Pipeline.registerFunction(docsiteTerms, 'docsite-terms');

/**
 * Terms so common in a site's body text that they do not help ranking (in more than half of its
 * pages, like `default`, `config`, 配置, 使用): the build leaves them out of the `lead` and `text`
 * fields of the index it is building (they stay in titles and headings). A quarter of the postings,
 * and the index file is that much smaller. Build side only; set around `builder.add` calls.
 */
let commonTerms: ReadonlySet<string> = new Set();
const BODY_FIELDS = new Set(['lead', 'text']);

export const dropCommonTerms = ((token: lunr.Token): lunr.Token | undefined => {
  const fields = ((token as unknown as { metadata: { fields?: string[] } }).metadata ?? {}).fields;
  if (commonTerms.size && fields && BODY_FIELDS.has(fields[0]) && commonTerms.has(token.toString())) return undefined;
  return token;
}) as unknown as lunr.PipelineFunction;
lunr.Pipeline.registerFunction(dropCommonTerms, 'docsite-common-terms');

/** Runs `fn` with the given common terms left out of body fields (see `dropCommonTerms`). */
export function withCommonTerms<T>(terms: ReadonlySet<string>, fn: () => T): T {
  commonTerms = terms;
  try {
    return fn();
  } finally {
    commonTerms = new Set();
  }
}

const zhPlugin = lunrMulti.multiLanguage('en', 'zh');

export function usesChinese(lang: string): boolean {
  return /^zh\b/i.test(lang);
}

/** Japanese pages (`ja`, `ja-JP`): their index holds TinySegmenter's words (src/node/search/tiny-segmenter.ts). */
export function usesJapanese(lang: string): boolean {
  return /^ja\b/i.test(lang);
}

/** Sets up a builder's pipelines for a language (the search pipeline is what the index serialises). */
export function configureBuilder(builder: lunr.Builder, lang: string): void {
  if (usesChinese(lang)) {
    builder.use(zhPlugin);
  } else {
    builder.pipeline.reset();
    builder.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
    builder.searchPipeline.reset();
    builder.searchPipeline.add(lunr.stemmer);
  }
  const first = (p: lunr.Pipeline) => (p as unknown as { _stack: lunr.PipelineFunction[] })._stack[0];
  builder.pipeline.before(first(builder.pipeline), docsiteTerms);
  builder.pipeline.add(dropCommonTerms);
  builder.searchPipeline.before(first(builder.searchPipeline), docsiteTerms);
}

/** Parts of lunr.Index that @types/lunr leaves out. */
export interface IndexInternals {
  pipeline: lunr.Pipeline;
  tokenSet: lunr.TokenSet;
  invertedIndex: Record<string, Record<string, Record<string, unknown> | number>>;
}

export function internals(index: lunr.Index): IndexInternals {
  return index as unknown as IndexInternals;
}

/** A token set of every string starting with `prefix` (lunr.TokenSet.fromString, left out of @types/lunr). */
export function prefixSet(prefix: string): lunr.TokenSet {
  return (lunr.TokenSet as unknown as { fromString(s: string): lunr.TokenSet }).fromString(prefix + '*');
}

/** A token set of every string within `distance` edits of `word` (lunr.TokenSet.fromFuzzyString). */
export function fuzzySet(word: string, distance: number): lunr.TokenSet {
  return (lunr.TokenSet as unknown as { fromFuzzyString(s: string, d: number): lunr.TokenSet }).fromFuzzyString(word, distance);
}

export { lunr };
