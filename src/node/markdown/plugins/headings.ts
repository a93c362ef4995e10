/**
 * Gives every heading a stable id (github-slugger, or VitePress's slugs: see slugger.ts; repeated headings get -1, -2; or the
 * author's own, `## Title {#custom-id}`), adds an anchor link (h1 included), and records the page title
 * (first h1) and the outline (h2–h4, with their inline markup: see inlineMarkup).
 */
import { createSlugger, type SluggerName } from '../slugger.ts';
import type { Heading, PhrasingContent } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import type { TocItem } from '../../../shared/page-data.ts';
import { escapeHtmlText } from '../../../shared/escape-html.ts';

/**
 * A page's heading ids (see tree-pass.ts): `add` each heading in document order, then `finish` stores
 * the title, the outline and the ids in `file.data`.
 */
export function headingIds(file: VFile, sluggerName: SluggerName = 'github') {
  const slug = createSlugger(sluggerName);
  const toc: TocItem[] = [];
  const ids: string[] = [];
  return {
    add(node: Heading): void {
      const custom = takeCustomId(node);
      // Raw HTML in a heading (`<Badge text="new" />` in VitePress pages) is no part of its text or slug.
      const text = toString(node, { includeHtml: false }).trim();
      const id = custom ?? slug(text);
      ids.push(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth === 1 && file.data.title === undefined) file.data.title = text;
      // Every heading, the title too, links to itself (as Rspress's and VitePress's do).
      node.children.push({
        type: 'link',
        url: '#' + id,
        data: { hProperties: { className: ['header-anchor'], ariaHidden: 'true', tabIndex: -1 } },
        children: [{ type: 'text', value: '#' }],
      });
      if (node.depth > 1 && node.depth <= 4) {
        const html = inlineMarkup(node.children.slice(0, -1));
        toc.push({ text, ...(html !== undefined ? { html } : {}), id, depth: node.depth, charIndex: -1 });
      }
    },
    finish(): void {
      file.data.toc = toc;
      file.data.headingIds = ids;
    },
  };
}

const MARKUP: Partial<Record<PhrasingContent['type'], string>> = { emphasis: 'em', strong: 'strong', delete: 'del' };

/**
 * A heading's text with its inline code, emphasis, strong and struck-through parts as HTML, for the outline
 * (as Rspress shows them); undefined when it has none, so plain headings carry only their text. Links give
 * their text (the outline entry is a link itself), raw HTML nothing, as in the text.
 */
function inlineMarkup(children: PhrasingContent[]): string | undefined {
  let marked = false;
  const render = (nodes: PhrasingContent[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'inlineCode') {
          marked = true;
          return `<code>${escapeHtmlText(node.value)}</code>`;
        }
        const tag = MARKUP[node.type];
        if (tag) marked = true;
        if ('children' in node) return tag ? `<${tag}>${render(node.children as PhrasingContent[])}</${tag}>` : render(node.children as PhrasingContent[]);
        return node.type === 'html' ? '' : escapeHtmlText(toString(node));
      })
      .join('');
  const html = render(children).trim();
  return marked ? html : undefined;
}

const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** `## Title {#custom-id}` (VitePress, Rspress): the id, taken off the heading's text. */
function takeCustomId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) node.children.pop();
  return match[1];
}

export type { TocItem };
