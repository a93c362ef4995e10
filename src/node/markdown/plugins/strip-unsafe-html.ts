/**
 * Raw HTML in Markdown (.md) pages renders as HTML, as on GitHub, but never runs code: `<script>` and
 * other embedding elements are dropped, and so are `on*` event attributes and script URLs.
 * (MDX pages are code by design and are not touched.)
 */
import type { Root, Element } from 'hast';
import { visit, SKIP } from 'unist-util-visit';

const DROPPED = new Set(['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset']);
const URL_PROPS = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data'];
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data:text\/html)/i;

export function rehypeStripUnsafeHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (DROPPED.has(node.tagName) && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      for (const key of Object.keys(node.properties)) {
        if (/^on/i.test(key)) delete node.properties[key];
      }
      for (const key of URL_PROPS) {
        const value = node.properties[key];
        if (typeof value === 'string' && SCRIPT_URL.test(value)) delete node.properties[key];
      }
    });
  };
}
