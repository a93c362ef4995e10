/**
 * GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or
 * `[!CAUTION]` (Rspress also: `[!DANGER]`, `[!INFO]`, `[!DETAILS]`) alone on the line is that kind of
 * callout: docsite's container of the same type, with the type's title. In .md and .mdx alike: the marker
 * is text to both parsers.
 */
import type { Blockquote, Paragraph, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

// Rspress adds DANGER, INFO and DETAILS (its container types) to GitHub's five.
const ALERT = /^\[!(note|tip|important|warning|caution|danger|info|details)\][ \t]*(?:\n|$)/i;

/** The alert's container (to go through `transformContainer`), or undefined for a plain quote. */
export function alertContainer(quote: Blockquote): ContainerDirective | undefined {
  const first = quote.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const text = first.children[0];
  if (text?.type !== 'text') return undefined;
  const match = ALERT.exec(text.value);
  if (!match) return undefined;
  const kind = match[1].toLowerCase();
  const rest = text.value.slice(match[0].length);
  const paragraph: Paragraph = { ...first, children: rest ? [{ ...text, value: rest } as Text, ...first.children.slice(1)] : first.children.slice(1) };
  // A line break right after the marker (`[!NOTE]\` or two spaces) leaves nothing to show.
  if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
  const children = paragraph.children.length ? [paragraph, ...quote.children.slice(1)] : quote.children.slice(1);
  return { type: 'containerDirective', name: kind, attributes: {}, children: children as ContainerDirective['children'], position: quote.position };
}
