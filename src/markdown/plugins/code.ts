/**
 * Fenced code → a `<CodeBlock>` element holding the block pre-highlighted by shiki as one HTML string
 * (never thousands of JSX nodes), plus its title, language and display flags from the meta string.
 */
import type { Root, Code } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { highlightCode, type HighlightRequest } from '../highlighter.ts';

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

export function remarkCode(options: CodeOptions) {
  return async (tree: Root, _file: VFile) => {
    const blocks: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent: parent as { children: unknown[] } });
    });
    // All blocks at once: highlighting may happen in another thread (see highlighter.ts).
    const requests = blocks.map(({ node }) => highlightRequestOf(node));
    const highlighted = await Promise.all(requests.map(highlightCode));
    blocks.forEach(({ node, index, parent }, i) => {
      const meta = parseCodeMeta(node.meta);
      const { lang } = requests[i];
      const html = highlighted[i];
      const attributes: { type: 'mdxJsxAttribute'; name: string; value: string | null }[] = [
        { type: 'mdxJsxAttribute', name: 'html', value: html },
      ];
      if (lang) attributes.push({ type: 'mdxJsxAttribute', name: 'lang', value: lang });
      if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
      if (meta.lineNumbers ?? options.showLineNumbers) attributes.push({ type: 'mdxJsxAttribute', name: 'lineNumbers', value: null });
      if (meta.wrap ?? options.defaultWrapCode) attributes.push({ type: 'mdxJsxAttribute', name: 'wrap', value: null });
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: [],
        position: node.position,
      };
    });
  };
}
