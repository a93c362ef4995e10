/**
 * Raw HTML in a Markdown (.md) page becomes elements: rehype-raw parses the page's tree again with the
 * HTML raw nodes in it (an HTML5 parser, so `</div>`, `<?php … ?>`, `<!DOCTYPE>` or `<![CDATA[…]]>` mean
 * what they mean in a browser), then unsafe parts are taken off (strip-unsafe-html.ts).
 *
 * That re-parse is the costliest step of a .md page, so it runs only when the tree holds a raw node. The
 * question is asked of the tree, not of the source: a page whose only HTML is an end tag, a processing
 * instruction, a declaration or CDATA has raw nodes as much as one with `<div>` (a source pattern that
 * looked for start tags and comments once skipped them, and the raw nodes were dropped unseen).
 */
import type { Root, Nodes } from 'hast';
import type { VFile } from 'vfile';
import rehypeRaw from 'rehype-raw';
import { rehypeStripUnsafeHtml } from './strip-unsafe-html.ts';

/** The MDX node types rehype-raw must carry through untouched (.md pages have none, imports of fragments do). */
const MDX_NODE_TYPES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'];

/** Cheap first look at the source: no `<` that could open any kind of HTML, no raw node. */
export const MAY_HOLD_HTML = /<[a-zA-Z!?/]/;

function hasRawNode(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  if ('children' in node) for (const child of node.children) if (hasRawNode(child as Nodes)) return true;
  return false;
}

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/**
 * Whitespace between a raw table's rows and cells (`<tr>` then an indented `<td>` on the next line) is
 * left out. React allows no text there: rendered, it hydrates into another DOM (React error #418).
 * The browser shows nothing of it either.
 */
function dropTableWhitespace(node: Nodes): void {
  if (!('children' in node)) return;
  if (node.type === 'element' && TABLE_PARTS.has(node.tagName))
    node.children = node.children.filter((child) => !(child.type === 'text' && /^[ \t\n\r\f]*$/.test(child.value)));
  for (const child of node.children) dropTableWhitespace(child as Nodes);
}

export function rehypeRawHtml() {
  const parse = rehypeRaw({ passThrough: MDX_NODE_TYPES });
  const strip = rehypeStripUnsafeHtml();
  return (tree: Root, file: VFile): Root => {
    if (!hasRawNode(tree)) return tree;
    const parsed = parse(tree, file);
    strip(parsed);
    dropTableWhitespace(parsed);
    return parsed;
  };
}
