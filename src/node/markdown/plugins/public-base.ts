/**
 * Media written from the site's root (`![](/diagram.png)`, `<img src="/hero.svg">`, in Markdown, raw HTML
 * or MDX) point into public/, which the deployed site serves under its base: with `base: '/docs/'` the
 * address becomes `/docs/diagram.png`, as Rspress renders it. Relative media never get here as paths (the
 * import step turns them into hashed asset URLs that carry the base already), nor do other schemes.
 *
 * Runs only when the base is not `/`, after raw HTML became elements and before static parts become strings.
 */
import type { Root, Nodes } from 'hast';
import { withBase } from '../../../shared/public-url.ts';

/** The attributes of each media element that hold one URL (`srcset` holds several). */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  img: ['src', 'srcSet', 'srcset'],
  source: ['src', 'srcSet', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
};

/** `a.png 1x, /b.png 2x` with each URL under the base. */
const withBaseEach = (srcset: string, base: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + withBase(url, base)))
    .join(',');

const rebase = (name: string, value: string, base: string) => (name.toLowerCase() === 'srcset' ? withBaseEach(value, base) : withBase(value, base));

export function rehypePublicBase(options: { base: string }) {
  const { base } = options;
  const visit = (node: Nodes): void => {
    if (node.type === 'element') {
      const names = URL_ATTRIBUTES[node.tagName];
      if (names) for (const name of names) if (typeof node.properties[name] === 'string') node.properties[name] = rebase(name, node.properties[name], base);
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && URL_ATTRIBUTES[node.name]) {
      // `<img src="/x.png" />` in MDX: a literal attribute (an expression's value is the page's own business).
      const names = URL_ATTRIBUTES[node.name];
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && names.includes(attribute.name) && typeof attribute.value === 'string') attribute.value = rebase(attribute.name, attribute.value, base);
      }
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  return (tree: Root) => visit(tree);
}
