/**
 * The Markdown syntax docsite parses beyond MDX: GFM (tables, task lists, strikethrough, footnotes,
 * literal autolinks) and `:::` container directives. It registers the same micromark and mdast
 * extensions as remark-gfm and remark-directive, minus two constructs that cost much and give nothing:
 *
 * - GFM's e-mail autolink construct tries a match at the start of every word (about a quarter of all
 *   parsing time on the Rsbuild docs). Addresses in prose still become links: mdast-util-gfm finds
 *   them in the text afterwards, as it does for every literal autolink.
 * - Text (`:name`) and leaf (`::name`) directives: docs only use containers, and parsing the other two
 *   turned prose such as `host:port` into directives that had to be written back as text.
 *
 * And the search for literal autolinks in the text (four tree walks with a regular expression each, 6 %
 * of compiling a page of prose) runs only when some text node holds "@", "://" or "www.", which every
 * one of its patterns needs.
 */
import type { Processor } from 'unified';
import type { Extension } from 'micromark-util-types';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Extension as FromMarkdownExtension, Transform } from 'mdast-util-from-markdown';
import type { Nodes } from 'mdast';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';

type ConstructMap = NonNullable<Extension['text']>;
type Construct = Extract<ConstructMap[number], { tokenize: unknown }>;

/** The constructs of a micromark construct map that pass `keep`. */
function filterConstructs(map: ConstructMap | undefined, keep: (construct: Construct) => boolean): ConstructMap {
  const out: ConstructMap = {};
  for (const [code, constructs] of Object.entries(map ?? {})) {
    const kept = ([] as Construct[]).concat(constructs as Construct | Construct[]).filter(keep);
    if (kept.length) out[Number(code)] = kept;
  }
  return out;
}

function gfmWithoutEmailScan(): Extension {
  const syntax = gfm();
  return {
    ...syntax,
    text: filterConstructs(syntax.text, (construct) => construct.name !== 'emailAutolink'),
  };
}

function containerDirectives(): Extension {
  // The container is the directive construct that is `concrete` (its content runs to the closing fence).
  return {
    flow: filterConstructs(directive().flow, (construct) => construct.concrete === true),
  };
}

const LINK_CANDIDATE = /@|:\/\/|www\./i;

/** Whether any text node could hold a literal autolink (URL, `www.` domain, e-mail, mailto: or xmpp:). */
export function hasLinkCandidate(tree: Nodes): boolean {
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'text' && LINK_CANDIDATE.test(node.value)) return true;
    if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
  return false;
}

/** GFM's from-markdown extensions, with the literal-autolink transform skipped where it cannot match. */
export function gfmFromMarkdownGuarded(): FromMarkdownExtension[] {
  const autolinkTransform = gfmAutolinkLiteralFromMarkdown().transforms?.[0];
  const guarded: Transform = (tree) => (hasLinkCandidate(tree) ? autolinkTransform!(tree) : undefined);
  return gfmFromMarkdown().map((extension) =>
    extension.transforms?.includes(autolinkTransform!) ? { ...extension, transforms: extension.transforms.map((t) => (t === autolinkTransform ? guarded : t)) } : extension,
  );
}

export function remarkDocsSyntax(this: Processor) {
  // The fields remark-parse reads its extensions from (remark-gfm and remark-directive fill the same).
  const data = this.data() as {
    micromarkExtensions?: Extension[];
    fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[];
  };
  (data.micromarkExtensions ??= []).push(gfmWithoutEmailScan(), containerDirectives());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdownGuarded(), directiveFromMarkdown());
}
