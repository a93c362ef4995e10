/**
 * Static HTML islands. An element whose whole subtree is plain HTML (no MDX component, no expression)
 * reaches the page module as that one element with its inner HTML as a string
 * (`<ul dangerouslySetInnerHTML={{ __html: '<li>…' }} />`), not as a tree of JSX calls.
 *
 * Why: most of a documentation page is prose, lists and tables. As JSX they cost the compiler an
 * estree per node, esbuild the parsing and minifying of every call, the server one React element per
 * node, and the reader's browser the hydration of each. As strings they cost one `toHtml` here.
 * The DOM is the same. Elements with only text inside stay JSX: a string gains nothing there.
 *
 * Runs as the last rehype plugin, so the tree is final. Components MDX maps through `_components`
 * never reach the static parts: docsite maps none of the HTML elements (`mdx-components.tsx`).
 */
import type { Root, Element, Nodes, Parents } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toEstree } from 'hast-util-to-estree';
import type { ExpressionStatement, Program } from 'estree';
import type { JSXElement } from 'estree-jsx';

/** Elements whose content is not plain markup, or that React will not fill from a string. */
const KEEP_AS_JSX = new Set(['script', 'style', 'template', 'textarea', 'title']);

/**
 * Adds to `found` every element that is plain HTML all the way down, in one pass over the tree, and
 * drops comments on the way, as MDX would. Returns whether `node` itself is plain.
 */
function findStatic(node: Nodes, found: WeakSet<Element>): boolean {
  if (node.type === 'text') return true;
  if (!('children' in node)) return false; // comments are dropped by the parent; MDX nodes are never plain
  if (node.type === 'element' && node.children.some((child) => child.type === 'comment'))
    node.children = node.children.filter((child) => child.type !== 'comment');
  let plain = node.type === 'element' && !KEEP_AS_JSX.has(node.tagName);
  for (const child of node.children) if (!findStatic(child, found)) plain = false;
  if (plain) found.add(node as Element);
  return plain;
}

const hasElementChild = (node: Element) => node.children.some((child) => child.type === 'element');

const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);

/**
 * The tree as MDX renders it (hast-util-to-estree), so both paths give the same DOM: table-cell `align`
 * becomes an inline style (`tableCellAlignToStyle`), and line breaks between table rows and cells are
 * dropped (React allows no text there).
 */
function asMdxRendersIt(nodes: Nodes[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const { align, style } = node.properties;
    if ((node.tagName === 'td' || node.tagName === 'th') && typeof align === 'string') {
      delete node.properties.align;
      node.properties.style = `text-align:${align}` + (style ? `;${String(style)}` : '');
    }
    if (TABLE_ELEMENTS.has(node.tagName)) node.children = node.children.filter((child) => !(child.type === 'text' && child.value === '\n'));
    asMdxRendersIt(node.children);
  }
}

/** The element as a JSX expression with its inner HTML as `dangerouslySetInnerHTML`. */
function staticIsland(element: Element): Nodes {
  if (TABLE_ELEMENTS.has(element.tagName)) asMdxRendersIt([element]);
  else asMdxRendersIt(element.children);
  const html = toHtml(element.children);
  // hast-util-to-estree turns the element's own properties into React props (className, style
  // objects, table-cell `align`), with the settings MDX uses.
  const program = toEstree(
    { ...element, children: [] },
    { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom', tableCellAlignToStyle: true },
  ) as Program;
  // An element always converts to one expression statement holding its JSX element.
  const jsx = (program.body[0] as ExpressionStatement).expression as unknown as JSXElement & { data?: Record<string, unknown> };
  jsx.openingElement.attributes.push({
    type: 'JSXAttribute',
    name: { type: 'JSXIdentifier', name: 'dangerouslySetInnerHTML' },
    value: {
      type: 'JSXExpressionContainer',
      expression: {
        type: 'ObjectExpression',
        properties: [
          {
            type: 'Property',
            key: { type: 'Identifier', name: '__html' },
            value: { type: 'Literal', value: html },
            kind: 'init',
            method: false,
            shorthand: false,
            computed: false,
          },
        ],
      },
    },
  });
  // Written out as `_jsx("ul", …)`, not through `_components`, like JSX an author writes in MDX.
  jsx.data = { ...jsx.data, _mdxExplicitJsx: true };
  return { type: 'mdxFlowExpression', value: '', data: { estree: program } } as unknown as Nodes;
}

/** Collapses the largest static elements under `parent`, looking inside components too (`<Tip>` prose). */
function collapse(parent: Parents, found: WeakSet<Element>): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'element' && found.has(child) && hasElementChild(child)) return staticIsland(child) as typeof child;
    if ('children' in child) collapse(child as Parents, found);
    return child;
  });
}

export function rehypeStaticHtml() {
  return (tree: Root) => {
    const found = new WeakSet<Element>();
    findStatic(tree, found);
    collapse(tree, found);
  };
}
