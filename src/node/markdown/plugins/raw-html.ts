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
import type { Root, Nodes, Element } from 'hast';
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

const BADGE_TYPES = new Set(['tip', 'info', 'warning', 'danger']);

/**
 * After the parse, one walk:
 * - Whitespace between a raw table's rows and cells (`<tr>` then an indented `<td>` on the next line) is
 *   left out. React allows no text there: rendered, it hydrates into another DOM (React error #418). The
 *   browser shows nothing of it either.
 * - `<Badge type="info" text="new" />` (VitePress's and Rspress's component, written in a .md page) is
 *   the badge docsite's `Badge` renders. HTML knows no self-closing `<badge>`: the parser put what followed
 *   it inside, which moves back after it.
 */
function afterParse(node: Nodes): void {
  if (!('children' in node)) return;
  if (node.type === 'element' && TABLE_PARTS.has(node.tagName))
    node.children = node.children.filter((child) => !(child.type === 'text' && /^[ \t\n\r\f]*$/.test(child.value)));
  for (let i = 0; i < node.children.length; i++) {
    const child = node.children[i] as Nodes;
    if (child.type === 'element' && child.tagName === 'badge') {
      const { type, text } = child.properties;
      const kind = typeof type === 'string' && BADGE_TYPES.has(type) ? type : 'tip';
      const written = typeof text === 'string' ? text : undefined;
      const badge: Element = { type: 'element', tagName: 'span', properties: { className: ['badge', `badge-${kind}`] }, children: written !== undefined ? [{ type: 'text', value: written }] : child.children };
      node.children.splice(i, 1, badge, ...(written !== undefined ? (child.children as typeof node.children) : []));
    }
    afterParse(node.children[i] as Nodes);
  }
}

export function rehypeRawHtml() {
  const parse = rehypeRaw({ passThrough: MDX_NODE_TYPES });
  const strip = rehypeStripUnsafeHtml();
  return (tree: Root, file: VFile): Root => {
    if (!hasRawNode(tree)) return tree;
    const parsed = parse(tree, file);
    strip(parsed);
    afterParse(parsed);
    return parsed;
  };
}
