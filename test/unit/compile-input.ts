/** A page's compile input for unit tests: an English Markdown page with docsite's default options. */
import { compilePage, type CompileInput } from '../../src/node/markdown/compile.ts';
import { formatRouteLinks } from '../../src/shared/routes.ts';

export function pageInput(source: string, extra: Partial<CompileInput> = {}): CompileInput {
  return {
    file: 'page.md',
    source,
    lang: 'en',
    pagePath: '/page',
    ctx: { base: '/', defaultLang: 'en', langs: ['en'] },
    markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: true },
    searchCodeBlocks: false,
    ...extra,
  };
}

/** Compiles a page with its route links made hrefs as the bundle makes them (clean URLs, the input's base). */
export async function compileAsBundled(input: CompileInput) {
  const page = await compilePage(input);
  return { ...page, code: formatRouteLinks(page.code, { ...input.ctx, cleanUrls: true }) };
}
