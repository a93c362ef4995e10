/**
 * docsite's transforms of the Markdown tree, in one walk: containers (containers.ts), heading ids
 * and anchors (headings.ts) and internal links (links.ts) are applied node by node, and the code blocks
 * collected. Then the search text is read (search-text.ts, which needs the heading ids) and the code
 * blocks become highlighted `<CodeBlock>`s (code.ts), which must come last: search reads the code.
 *
 * Why one walk: each transform used to walk the whole tree itself, and a walk cost about as much as
 * the work it served (a page has thousands of nodes and a few dozen of interest). Nodes are visited
 * before their children, in document order: a heading's anchor is added before the walk reaches it
 * as a link, and a container's label is gone before its links would be, as when the passes ran in turn.
 */
import type { Root, Nodes, Parent, Link, Definition, Paragraph } from 'mdast';
import { formatPublishedDate, publishedDay } from '../../../shared/published-date.ts';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { transformContainer } from './containers.ts';
import { headingIds } from './headings.ts';
import { linkRewriter, type LinkOptions } from './links.ts';
import { extractSearchText } from './search-text.ts';
import type { ContainerTitleKey } from '../../../shared/ui-strings.ts';
import { renderCodeBlocks, type CodeBlockRef, type CodeOptions } from './code.ts';

/** Characters of inline code that fit a 390 px screen's line (about 47 at the content's monospace size). */
const LONG_INLINE_CODE = 40;

export interface TreePassOptions {
  links: LinkOptions;
  search: { codeBlocks: boolean };
  code: CodeOptions;
  /** The site's own container titles for the page's language (config `ui`). */
  containerTitles?: Partial<Record<ContainerTitleKey, string>>;
}

export function remarkDocsTree(options: TreePassOptions) {
  return async (tree: Root, file: VFile) => {
    const headings = headingIds(file);
    const rewriteLink = linkRewriter(options.links, file);
    const codeBlocks: CodeBlockRef[] = [];
    const walk = (parent: Parent) => {
      const children = parent.children as Nodes[];
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        switch (node.type) {
          case 'containerDirective':
            transformContainer(node as ContainerDirective, file, options.links.lang, options.containerTitles);
            break;
          case 'heading':
            headings.add(node);
            break;
          case 'code':
            codeBlocks.push({ node, parent });
            continue;
          case 'mdxJsxFlowElement':
          case 'mdxJsxTextElement':
            // The overview's data (the section's pages and their headings) is added only to pages that show it.
            if (node.name === 'Overview') file.data.usesOverview = true;
            break;
          case 'inlineCode':
            // Inline code stays on one line (a command or name broken at its hyphen reads wrong); only a
            // span too long for a phone's line (a type signature, a snippet) may wrap, marked here.
            if (node.value.length > LONG_INLINE_CODE) node.data = { ...node.data, hProperties: { className: ['code-long'] } };
            continue;
          case 'link':
          case 'definition':
            if (rewriteLink(node as Link | Definition) === 'drop') {
              // A script URL: the link gives way to its text, which the walk reaches next.
              children.splice(i--, 1, ...(node.type === 'link' ? node.children : []));
              continue;
            }
            break;
        }
        if ('children' in node) walk(node);
      }
    };
    walk(tree);
    headings.finish();
    extractSearchText(tree, file, options.search);
    addPublishedDate(tree, file, options.links.lang);
    await renderCodeBlocks(codeBlocks, options.code);
  };
}

/**
 * A post's publication date (front matter `published_at`) under its `# Title`, written into the page at
 * build time: a fact of the page, so no browser code formats it. After the search text is read: the date
 * is no part of what the page says.
 */
function addPublishedDate(tree: Root, file: VFile, lang: string): void {
  const day = publishedDay(file.data.frontmatter?.published_at);
  const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (!day || title < 0) return;
  const time = { type: 'emphasis', data: { hName: 'time', hProperties: { dateTime: day } }, children: [{ type: 'text', value: formatPublishedDate(day, lang) }] };
  const paragraph = { type: 'paragraph', data: { hProperties: { className: ['published-date'] } }, children: [time] };
  tree.children.splice(title + 1, 0, paragraph as Paragraph);
}
