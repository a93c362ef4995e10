/**
 * Fenced code → a `<CodeBlock>` element holding the block pre-highlighted by shiki as one HTML string
 * (never thousands of JSX nodes), plus its title, language and display flags from the meta string.
 */
import type { Code, Parent } from 'mdast';
import { highlightCode, type HighlightRequest } from '../highlighter.ts';
import { LANG_SUFFIX } from '../highlighter-settings.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';

export interface CodeMeta {
  title?: string;
  lineNumbers?: boolean;
  wrap?: boolean;
}

/** Parses `title="rsbuild.config.ts"`, unquoted `title=x.js`, `file=…`, `lineNumbers`, `wrapCode`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = {};
  if (!meta) return out;
  const title = /(?:title|file)=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) out.title = title[1] ?? title[2] ?? title[3];
  // VitePress's `[label]` (a tab's name in a code group, else the title).
  else {
    const label = /(?:^|\s)\[([^\]]+)\]/.exec(meta);
    if (label) out.title = label[1];
  }
  if (/\blineNumbers(?:=true)?\b/.test(meta)) out.lineNumbers = true;
  if (/\blineNumbers=false\b/.test(meta)) out.lineNumbers = false;
  if (/\bwrapCode(?:=true)?\b/.test(meta)) out.wrap = true;
  if (/\bwrapCode=false\b/.test(meta)) out.wrap = false;
  return out;
}

/** What a code block asks the highlighter for (also what `findFencedCode` must find for a prefetch to hit). */
export function highlightRequestOf(node: Code): HighlightRequest {
  return { code: node.value, lang: (node.lang ?? '').toLowerCase(), meta: node.meta ?? '' };
}

export interface CodeOptions {
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
}

/** A fenced code block and the node holding it, as the walk found them (see tree-pass.ts). */
export interface CodeBlockRef {
  node: Code;
  parent: Parent;
}


/**
 * The block's `<code>` names its language as CommonMark's HTML does (`class="language-ruby"`, the info
 * string's first word as written), for readers' scripts and styles that look for it. Added after
 * highlighting, so the highlighter's HTML (proved equal to shiki's) is unchanged.
 */
export function withLanguageClass(html: string, lang: string | null | undefined): string {
  if (!lang) return html;
  const at = html.indexOf('<code>');
  return at < 0 ? html : `${html.slice(0, at)}<code class="language-${escapeHtml(lang)}">${html.slice(at + '<code>'.length)}`;
}

/** Replaces each block with its `<CodeBlock>`, highlighted: all at once, as that may happen in another thread (see highlighter.ts). */
export async function renderCodeBlocks(blocks: readonly CodeBlockRef[], options: CodeOptions): Promise<void> {
  const requests = blocks.map(({ node }) => highlightRequestOf(node));
  const highlighted = await Promise.all(
    requests.map((request, i) =>
      highlightCode(request).catch((error: Error) => {
        // At the block's line: compile.ts turns `place` into file:line:column and a code frame.
        throw Object.assign(new Error(`this ${request.lang || 'plain'} code block could not be highlighted: ${error.message}`), { place: blocks[i].node.position?.start });
      }),
    ),
  );
  blocks.forEach(({ node, parent }, i) => {
    const meta = parseCodeMeta(node.meta);
    // VitePress's `ts:line-numbers` / `ts:no-line-numbers`.
    const suffix = LANG_SUFFIX.exec(requests[i].lang)?.[0];
    if (suffix) meta.lineNumbers = suffix === ':line-numbers';
    const lang = requests[i].lang.replace(LANG_SUFFIX, '');
    const attributes: { type: 'mdxJsxAttribute'; name: string; value: string | null }[] = [
      { type: 'mdxJsxAttribute', name: 'html', value: withLanguageClass(highlighted[i], node.lang) },
    ];
    if (lang) attributes.push({ type: 'mdxJsxAttribute', name: 'lang', value: lang });
    if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
    if (meta.lineNumbers ?? options.showLineNumbers) attributes.push({ type: 'mdxJsxAttribute', name: 'lineNumbers', value: null });
    if (meta.wrap ?? options.defaultWrapCode) attributes.push({ type: 'mdxJsxAttribute', name: 'wrap', value: null });
    const element = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [], position: node.position };
    parent.children[parent.children.indexOf(node)] = element as unknown as Code;
  });
}
