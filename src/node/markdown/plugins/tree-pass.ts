/**
 * docsite's transforms of the Markdown tree, in one walk: containers (containers.ts), heading ids
 * and anchors (headings.ts) and internal links (links.ts) are applied node by node, and the code blocks
 * collected. Then the search text is read (search-text.ts, which needs the heading ids) and the code
 * blocks become highlighted `<CodeBlock>`s (code.ts), which must come last: search reads the code; the
 * install tabs' commands are highlighted alongside (package-manager-tabs.ts).
 *
 * Why one walk: each transform used to walk the whole tree itself, and a walk cost about as much as
 * the work it served (a page has thousands of nodes and a few dozen of interest). Nodes are visited
 * before their children, in document order: a heading's anchor is added before the walk reaches it
 * as a link, and a container's label is gone before its links would be, as when the passes ran in turn.
 */
import type { Root, Nodes, Parent, Link, LinkReference, Definition, Paragraph, ImageReference, Image } from 'mdast';
import { formatPublishedDate, publishedDay } from '../../../shared/published-date.ts';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { transformContainer } from './containers.ts';
import { headingIds } from './headings.ts';
import { linkRewriter, type LinkOptions } from './links.ts';
import { extractSearchText } from './search-text.ts';
import type { ContainerTitleKey } from '../../../shared/ui-strings.ts';
import { renderCodeBlocks, type CodeBlockRef, type CodeOptions } from './code.ts';
import { highlightPackageManagerTabs, packageManagerTabsNames, type Flavour, type JsxElement } from './package-manager-tabs.ts';
import { filterDisallowedTags } from './tag-filter.ts';
import { alertContainer } from './alerts.ts';
import { vueSyntaxReporter } from './vue-syntax.ts';
import type { SluggerName } from '../slugger.ts';

/** Characters of inline code that fit a 390 px screen's line (about 47 at the content's monospace size). */
const LONG_INLINE_CODE = 40;

export interface TreePassOptions {
  /** A `.md` page: its raw HTML goes through GFM's tag filter. */
  markdown?: boolean;
  /** An mdBook's page, or a Docusaurus page built as Markdown: its unknown capitalised elements are told about as theirs (vue-syntax.ts). */
  dialect?: 'mdbook' | 'docusaurus';
  links: LinkOptions;
  /** How heading ids are made (see slugger.ts). */
  slugger?: SluggerName;
  search: { codeBlocks: boolean };
  code: CodeOptions;
  /** The site's own container titles for the page's language (config `ui`). */
  containerTitles?: Partial<Record<ContainerTitleKey, string>>;
}

export function remarkDocsTree(options: TreePassOptions) {
  return async (tree: Root, file: VFile) => {
    const headings = headingIds(file, options.slugger);
    const rewriteLink = linkRewriter(options.links, file);
    const codeBlocks: CodeBlockRef[] = [];
    const installTabsNames = packageManagerTabsNames(tree);
    const installTabs: { node: JsxElement; flavour: Flavour }[] = [];
    const vue = options.markdown ? vueSyntaxReporter(file, options.dialect) : undefined;
    // Reference-style images (`![x][ref]`) and the URLs their definitions had before links were rewritten.
    const imageReferences: { node: ImageReference; parent: Parent }[] = [];
    const writtenUrls = new Map<string, { url: string; title?: string | null }>();
    // Reference-style links (`[x][ref]`) and the first definition of each identifier, as rewritten.
    const linkReferences: LinkReference[] = [];
    const definitions = new Map<string, Definition>();
    const walk = (parent: Parent) => {
      const children = parent.children as Nodes[];
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        switch (node.type) {
          case 'blockquote': {
            const alert = alertContainer(node);
            if (!alert) break;
            children[i] = alert;
            transformContainer(alert, file, options.links.lang, options.containerTitles);
            walk(alert);
            continue;
          }
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
            else if (node.name && installTabsNames.has(node.name)) installTabs.push({ node, flavour: installTabsNames.get(node.name)! });
            break;
          case 'inlineCode':
            // Inline code stays on one line (a command or name broken at its hyphen reads wrong); only a
            // span too long for a phone's line (a type signature, a snippet) may wrap, marked here.
            if (node.value.length > LONG_INLINE_CODE) node.data = { ...node.data, hProperties: { className: ['code-long'] } };
            continue;
          case 'html':
            if (vue?.html(node) === 'drop') {
              children.splice(i--, 1);
              continue;
            }
            if (options.markdown) filterDisallowedTags(node, file);
            continue;
          case 'text':
            vue?.text(node);
            continue;
          case 'paragraph':
            if (vue?.paragraph(node) === 'drop') {
              children.splice(i--, 1);
              continue;
            }
            break;
          case 'imageReference':
            imageReferences.push({ node, parent });
            continue;
          case 'linkReference':
            linkReferences.push(node);
            break;
          case 'definition':
            if (!writtenUrls.has(node.identifier)) writtenUrls.set(node.identifier, { url: node.url, title: node.title });
            if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
          // falls through: a definition is rewritten as a link is
          case 'link':
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
    resolveImageReferences(imageReferences, writtenUrls);
    markFileReferences(linkReferences, definitions);
    headings.finish();
    extractSearchText(tree, file, options.search);
    addPublishedDate(tree, file, options.links.lang);
    await Promise.all([renderCodeBlocks(codeBlocks, options.code), highlightPackageManagerTabs(installTabs)]);
  };
}

/**
 * `[x][ref]` whose definition names a file (links.ts marked the definition `data-file`) is a file link too:
 * the client router leaves it to the browser, as it does `[x](/pure.html)`.
 */
function markFileReferences(references: LinkReference[], definitions: Map<string, Definition>): void {
  for (const node of references) {
    const properties = definitions.get(node.identifier)?.data?.hProperties as Record<string, unknown> | undefined;
    if (properties && 'dataFile' in properties) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), dataFile: '' } };
  }
}

/**
 * `![x][ref]` becomes the image `![x](url)` its definition names, with the URL as written: an image is a
 * file next to the page (copied by the media step, as an inline image is), not a route, so the link
 * rewriting its definition went through (for links using it) must not reach the image. A reference with
 * no definition stays as it is (rendered as its text).
 */
function resolveImageReferences(references: { node: ImageReference; parent: Parent }[], definitions: Map<string, { url: string; title?: string | null }>): void {
  for (const { node, parent } of references) {
    const definition = definitions.get(node.identifier);
    if (!definition) continue;
    const image: Image = { type: 'image', url: definition.url, title: definition.title ?? null, alt: node.alt ?? '', position: node.position };
    parent.children[parent.children.indexOf(node)] = image as (typeof parent.children)[number];
  }
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
