/**
 * Compiles one page (Markdown or MDX) to a JavaScript module plus the metadata the build needs:
 * title, outline, front matter, links to check, text for search. Errors carry file:line:column
 * and a code frame.
 */
import { compile } from '@mdx-js/mdx';
import type { Pluggable } from 'unified';
import { VFile } from 'vfile';
import remarkFrontmatter from 'remark-frontmatter';
import remarkComment from 'remark-comment';
import rehypeMdxImportMedia from 'rehype-mdx-import-media';
import { IMPORTED_ASSET_FILE } from './imported-asset-file.ts';
import { remarkFrontmatterPage } from './plugins/frontmatter-page.ts';
import { COMPONENT_PAGE, compileComponentPage } from './component-page.ts';
import { remarkFrontmatterData } from './plugins/frontmatter.ts';
import { remarkDocsSyntax } from './plugins/syntax.ts';
import type { ContainerWarning } from './plugins/containers.ts';
import { prepareSource } from './prepare-source.ts';
import type { DocusaurusLinks } from './plugins/links.ts';
import { docusaurusExports, hoistNestedImports, MAY_NEED_DOCUSAURUS_CODE, rehypeMediaImportsAsUrls, remarkDocusaurusCode, unwrapMdxCodeBlocks } from './docusaurus.ts';
import { docusaurusFormat } from './docusaurus-format.ts';
import { MAY_HAVE_CODE_BLOCK_ELEMENT, remarkDocusaurusCodeBlocks } from './docusaurus-code-block.ts';
import { MAY_HAVE_CODE_BLOCK_RUNTIME, remarkRspressCodeBlockRuntime } from './rspress-code-block-runtime.ts';
import { expandIncludes, type Expanded } from './includes.ts';
import type { TocItem } from './plugins/headings.ts';
import type { RecordedLink } from './plugins/links.ts';
import type { TextSection } from './plugins/search-text.ts';
import { remarkDocsTree } from './plugins/tree-pass.ts';
import { vitepressSlug } from './slugger.ts';
import { rehypeRawHtml, MAY_HOLD_HTML } from './plugins/raw-html.ts';
import { rehypeStaticHtml } from './plugins/static-html.ts';
import { rehypePublicBase } from './plugins/public-base.ts';
import type { ContainerTitleKey } from '../../shared/ui-strings.ts';
import type { CompileRouteContext } from '../../shared/routes.ts';
import { DocsiteError } from '../errors.ts';
import { MarkdownPluginError, type PluginsRef } from '../plugins/markdown.ts';
import { markdownExtensions } from '../config/load.ts';
import { codeFrame } from '../code-frame.ts';

export interface CompileInput {
  file: string;
  source: string;
  lang: string;
  /** The page's version folder on a versioned site: its links without a version prefix stay in it. */
  version?: string;
  /** Route path without the language prefix, for resolving relative links. */
  pagePath: string;
  ctx: CompileRouteContext;
  markdown: {
    showLineNumbers: boolean;
    defaultWrapCode: boolean;
    staticHtml: boolean;
    containerTitles?: Partial<Record<ContainerTitleKey, string>>;
    /** `slugger`: absent for GitHub's (the default), so most sites' compile inputs do not name it. */
    slugger?: 'vitepress';
    /** The config's `replaceRules` (Rspress's key), applied to the source in order; absent when there are none. */
    replaceRules?: CompiledReplaceRule[];
    /** `markdown.link.autoPrefix: false` (absent when true, the default). */
    autoPrefix?: false;
  };
  searchCodeBlocks: boolean;
  /** The site's own remark/rehype plugins (config and plugins), when it has any: see plugins/markdown.ts. */
  plugins?: PluginsRef;
  /** The files of the site's public/ folder whose name reads as a page (`/pure.html`, `/notes.md`): links to them are file links. */
  publicHtml?: readonly string[];
  /** An mdBook's page (content/dialect.ts): a capitalised element is a preprocessor's, not a Vue component. */
  dialect?: 'mdbook';
  /** Routes of README files that are their folder's index (`/ref/README`): links to them reach the folder (content/readme-index.ts). */
  readmeRoutes?: readonly string[];
  /** A Docusaurus site's page: its file from the docs folder, and each doc file's route (links written as file paths). */
  docusaurus?: DocusaurusLinks;
}

/** A `replaceRules` entry as a compile input carries it (a worker gets it as data): a RegExp as its source and flags. */
export interface CompiledReplaceRule {
  search: string;
  /** The RegExp's flags; absent for a plain string (every occurrence is replaced, as Rspress does). */
  flags?: string;
  replace: string;
}

/** The source with the site's `replaceRules` applied, in order. */
export function applyReplaceRules(source: string, rules: readonly CompiledReplaceRule[] | undefined): string {
  if (!rules) return source;
  for (const rule of rules) source = rule.flags === undefined ? source.split(rule.search).join(rule.replace) : source.replace(new RegExp(rule.search, rule.flags), rule.replace);
  return source;
}

export interface PageMeta {
  title: string;
  frontmatter: Record<string, unknown>;
  toc: TocItem[];
  headingIds: string[];
  links: RecordedLink[];
  sections: TextSection[];
  excerpt: string;
  warnings: ContainerWarning[];
  /** The page renders the `<Overview>` component. */
  usesOverview: boolean;
}

/** The plugins fill the page's metadata in `file.data`, field by field. */
declare module 'vfile' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DataMap extends PageMeta {}
}

export interface CompiledPage {
  code: string;
  meta: PageMeta;
  /**
   * What a build reads of the code besides bundling it, kept with a cache entry so that a build whose
   * bundle is reused never loads the code (src/node/pipeline/compile-pages.ts). Absent: derive from `code`.
   */
  codeFacts?: CodeFacts;
}

export interface CodeFacts {
  /** The code's imports of Markdown files (`import X from './part.md'`), one statement a line. */
  markdownImports: string;
  /** The code colour classes (`sk-…`) the code names. */
  codeClasses: string[];
}

/** URLs a page's media keep as written: other schemes (`data:`, `https:`), anchors, and paths that name no media file. */
const isNotLocalMediaFile = (url: string) => /^[a-z][a-z\d+.-]*:|^#/i.test(url) || !IMPORTED_ASSET_FILE.test(url.split(/[?#]/)[0]);

/** Markdown images and the HTML media elements: only pages with one need their media turned into imports. */
const MEDIA_IN_PAGE = /!\[|<(?:img|video|audio|source|embed|object|track)\b/i;

export async function compilePage(input: CompileInput): Promise<CompiledPage> {
  if (COMPONENT_PAGE.test(input.file)) return compileComponentPage(input);
  // A Docusaurus site's pages are MDX, `.md` ones too, unless their front matter says otherwise (docusaurus-format.ts).
  // A `.md` page that is not valid MDX (written for MDX 1: `<code>a | b</code>` in tables, `<=` in prose),
  // where Docusaurus 3 stops the build, is built as Markdown, with a warning at the place MDX stopped.
  if (input.docusaurus) {
    const format = docusaurusFormat(input.source, input.file);
    if (format === 'md' || input.file.endsWith('.mdx')) return compileSource(input, format === 'md');
    try {
      return await compileSource(input, false);
    } catch (error) {
      const place = error instanceof DocsiteError ? /:(\d+):\d+: ([^\n]*)/.exec(error.message) : null;
      if (!place) throw error;
      const page = await compileSource(input, true);
      page.meta.warnings.unshift({ message: `not valid MDX (${place[2]}): built as Markdown, its JSX and imports shown as text (Docusaurus 3 stops the build here): make it valid MDX to run them, or write \`mdx: { format: md }\` in its front matter to build it as Markdown without this warning`, line: Number(place[1]) });
      return page;
    }
  }
  return compileSource(input, input.file.endsWith('.md'));
}

async function compileSource(input: CompileInput, isMarkdown: boolean): Promise<CompiledPage> {
  let vfile: VFile;
  let included: Expanded;
  let hoistedImports: number[] = [];
  try {
    included = expandIncludes(applyReplaceRules(input.source, input.markdown.replaceRules), input.file);
    const unwrapped = unwrapMdxCodeBlocks(included.source);
    // Docusaurus's pages from before MDX 2: imports inside JSX elements (docusaurus.ts).
    const hoisted = input.docusaurus && !isMarkdown ? hoistNestedImports(unwrapped) : { source: unwrapped, lines: [] };
    hoistedImports = hoisted.lines;
    vfile = new VFile({ path: input.file, value: prepareSource(hoisted.source, { mdx: !isMarkdown }) });
  } catch (error) {
    throw toCompileError(error, input.file, input.source);
  }
  const user = input.plugins ? await markdownExtensions(input.plugins) : { remarkPlugins: [], rehypePlugins: [] };
  const originalLine = included.originalLine;
  try {
    const result = await compile(vfile, {
      format: isMarkdown ? 'md' : 'mdx',
      outputFormat: 'program',
      jsxImportSource: 'react',
      // Components (CodeBlock …) come from context, so fragments embedded in a page get them too.
      providerImportSource: '@mdx-js/react',
      development: false,
      remarkPlugins: [
        [remarkFrontmatter, ['yaml']],
        // `<!-- … -->` in MDX (which has no HTML comments): left out, as Docusaurus reads MDX pages (its `mdx1Compat.comments`).
        ...(!isMarkdown && included.source.includes('<!--') ? [remarkComment] : []),
        [remarkFrontmatterData, { base: input.ctx.base }],
        remarkFrontmatterPage,
        remarkDocsSyntax,
        // Docusaurus's `<CodeBlock>` with its code written out: a fenced block (docusaurus-code-block.ts), before the magic comments.
        ...(input.docusaurus && !isMarkdown && MAY_HAVE_CODE_BLOCK_ELEMENT.test(included.source) ? [remarkDocusaurusCodeBlocks] : []),
        // Rspress's `<CodeBlockRuntime code=…>` with its code written out: a fenced block too (rspress-code-block-runtime.ts).
        ...(!isMarkdown && MAY_HAVE_CODE_BLOCK_RUNTIME.test(included.source) ? [remarkRspressCodeBlockRuntime] : []),
        // Docusaurus's magic comments and `npm2yarn` blocks (docusaurus.ts), only where a page may have them.
        ...(MAY_NEED_DOCUSAURUS_CODE.test(included.source) || (input.docusaurus && included.source.includes('showLineNumbers')) ? [[remarkDocusaurusCode, { lineNumbers: !!input.docusaurus }] as Pluggable] : []),
        // The site's plugins see docsite's syntax parsed (containers are directives), and their changes
        // reach the outline, links and search text, which the tree pass collects.
        ...(user.remarkPlugins as Pluggable[]),
        [
          remarkDocsTree,
          {
            markdown: isMarkdown,
            ...(input.dialect ? { dialect: input.dialect } : input.docusaurus ? { dialect: 'docusaurus' as const } : {}),
            slugger: input.markdown.slugger ?? 'github',
            links: { ...(input.markdown.autoPrefix === false ? { autoPrefix: false as const } : {}), ctx: input.ctx, lang: input.lang, version: input.version, pagePath: input.pagePath, ...(input.markdown.slugger ? { slugHash: vitepressSlug } : {}), publicHtml: input.publicHtml?.length ? new Set(input.publicHtml) : undefined, readmeRoutes: input.readmeRoutes?.length ? new Set(input.readmeRoutes) : undefined, docusaurus: input.docusaurus },
            search: { codeBlocks: input.searchCodeBlocks },
            code: input.markdown,
            containerTitles: input.markdown.containerTitles,
          },
        ],
      ],
      // Raw HTML in .md becomes elements (only where the tree has some: see raw-html.ts).
      rehypePlugins: [
        ...(isMarkdown && MAY_HOLD_HTML.test(input.source) ? [rehypeRawHtml] : []),
        // `![](./pic.png)` and `<img src="pic.png">` in Markdown become imports: the bundle copies the file
        // (hashed) and the page gets its URL, which works from any route; a missing file fails the build.
        ...(MEDIA_IN_PAGE.test(included.source) ? [[rehypeMdxImportMedia, { ignore: isNotLocalMediaFile, preserveQuery: 'jsx', preserveHash: 'jsx' }] as Pluggable] : []),
        // Docusaurus: the images' imports are URLs, where a script's `import X from './x.svg'` is a component.
        ...(input.docusaurus && MEDIA_IN_PAGE.test(included.source) ? [rehypeMediaImportsAsUrls] : []),
        // `/pic.png` (a file of public/) under the site's base, as the deployed site serves it.
        ...(input.ctx.base !== '/' && MEDIA_IN_PAGE.test(included.source) ? [[rehypePublicBase, { base: input.ctx.base }] as Pluggable] : []),
        ...(user.rehypePlugins as Pluggable[]),
        // Last: plain parts of the final tree become HTML strings (see static-html.ts).
        ...(input.markdown.staticHtml ? [rehypeStaticHtml] : []),
      ],
    });
    const data = result.data;
    const frontmatter = data.frontmatter ?? {};
    const title = typeof frontmatter.title === 'string' ? frontmatter.title : (data.title ?? '');
    return {
      // Docusaurus's `toc`, `frontMatter`, `contentTitle`, for an MDX page that reads them.
      code: isMarkdown ? String(result.value) : docusaurusExports(String(result.value), included.source, { toc: data.toc ?? [], frontmatter, title: data.title ?? '' }),
      meta: {
        title,
        frontmatter,
        toc: data.toc ?? [],
        headingIds: data.headingIds ?? [],
        links: originalLine ? (data.links ?? []).map((l) => (l.line ? { ...l, line: originalLine(l.line) } : l)) : (data.links ?? []),
        sections: data.sections ?? [],
        excerpt: typeof frontmatter.description === 'string' ? frontmatter.description : (data.excerpt ?? ''),
        warnings: [
          ...hoistedImports.map((line) => ({ message: 'an import inside a JSX element (MDX 1): moved to the top level, where MDX 2 and later need it; move it there yourself', line })),
          ...(data.warnings ?? []),
        ].map((w) => (originalLine && w.line ? { ...w, line: originalLine(w.line) } : w)),
        usesOverview: data.usesOverview ?? false,
      },
    };
  } catch (error) {
    throw toCompileError(error, input.file, input.source, originalLine);
  }
}

/** MDX's errors for a `{` that does not open a valid expression (micromark-extension-mdx-expression's wording). */
const BRACE_ERROR = /closing brace for `\{`|Could not parse expression with acorn|Unexpected (?:content|lazy line) in expression/;

/** Wraps a unified/MDX failure into a DocsiteError with position and code frame. */
export function toCompileError(error: unknown, file: string, source: string, originalLine?: (line: number) => number): DocsiteError {
  if (error instanceof DocsiteError) return error;
  const e = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  let reason = (e.reason ?? e.message ?? String(error)).split('\n')[0];
  let line = e.line ?? e.place?.line ?? e.place?.start?.line;
  let column = e.column ?? e.place?.column ?? e.place?.start?.column;
  // Some MDX parse errors carry their position only in the text: "… (5:1-5:6)".
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
  if (inText) {
    line ??= Number(inText[1]);
    column ??= Number(inText[2]);
    reason = reason.slice(0, inText.index);
  }
  // An unclosed tag is reported at the start of the paragraph holding it; the tag itself is what to fix.
  const unclosed = /^Expected a closing tag for `<[^`]*>` \((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  if (unclosed) [line, column] = [Number(unclosed[1]), Number(unclosed[2])];
  if (line && originalLine) line = originalLine(line); // the page's own line (an included part's: its include's)
  const where = line ? `${file}:${line}:${column ?? 1}` : file;
  const frame = line ? '\n' + codeFrame(source, line, column ?? 1) : '';
  const hint =
    error instanceof MarkdownPluginError
      ? 'the plugin named threw on this page: fix the plugin, or the page'
      : BRACE_ERROR.test(reason)
        ? 'in MDX a `{` starts a JavaScript expression: write `\\{` for a literal brace (or `{\'{\'}`), or keep the text in a `.md` page, where braces are text'
        : 'fix the Markdown/MDX syntax at that position';
  return new DocsiteError(`${where}: ${reason}${frame}`, { hint, cause: error });
}
