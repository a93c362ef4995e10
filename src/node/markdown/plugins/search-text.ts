/**
 * Extracts the readable text of a page for search, split into sections by heading so that a hit can
 * link to `#anchor`. Text comes from the syntax tree: no `##`, fences, container markers or JSX.
 */
import type { Root, RootContent, Heading } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';

export interface TextSection {
  /** Heading id, or '' for the text before the first h2. */
  anchor: string;
  heading: string;
  depth: number;
  text: string;
}

const SKIPPED = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'html', 'definition']);

function textOf(node: RootContent, includeCode: boolean): string {
  if (SKIPPED.has(node.type) && !(includeCode && node.type === 'code')) return '';
  if (node.type === 'code') return node.value;
  if ('children' in node) {
    return (node.children as RootContent[])
      .map((child) => textOf(child, includeCode))
      .filter(Boolean)
      .join(node.type === 'list' || node.type === 'table' || node.type === 'tableRow' ? ' ' : node.type === 'paragraph' ? '' : ' ');
  }
  if (node.type === 'inlineCode' || node.type === 'text') return node.value;
  return '';
}

/** Stores the page's sections and excerpt in `file.data`; headings must have their ids (see tree-pass.ts). */
export function extractSearchText(tree: Root, file: VFile, options: { codeBlocks: boolean }): void {
  const sections: TextSection[] = [{ anchor: '', heading: '', depth: 1, text: '' }];
  let description = '';
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const text = toString(heading).replace(/#$/, '').trim();
      if (heading.depth === 1) continue;
      const id = (heading.data?.hProperties as { id?: string } | undefined)?.id ?? '';
      sections.push({ anchor: id, heading: text, depth: heading.depth, text: '' });
      continue;
    }
    const text = textOf(node, options.codeBlocks).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (!description && node.type === 'paragraph') description = text;
    const current = sections[sections.length - 1];
    current.text = current.text ? current.text + ' ' + text : text;
  }
  file.data.sections = sections.filter((s) => s.text || s.heading);
  file.data.excerpt = description.length > 200 ? description.slice(0, 197).replace(/\s+\S*$/, '') + '…' : description;
}
