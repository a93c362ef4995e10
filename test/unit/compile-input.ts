/** A page's compile input for unit tests: an English Markdown page with docsite's default options. */
import type { CompileInput } from '../../src/node/markdown/compile.ts';

export function pageInput(source: string, extra: Partial<CompileInput> = {}): CompileInput {
  return {
    file: 'page.md',
    source,
    lang: 'en',
    pagePath: '/page',
    ctx: { base: '/', defaultLang: 'en', langs: ['en'], cleanUrls: true },
    markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: true },
    searchCodeBlocks: false,
    ...extra,
  };
}
