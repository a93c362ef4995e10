/**
 * A home page's `features[].icon`, in the forms Rspress and VitePress pages write it, made into one shape
 * the theme renders (home/Features.tsx):
 * - an emoji or other text stays a string;
 * - HTML (`<span class="vite"></span>`, `<img src="…">`, an inline `<svg>`) becomes `{ html }`, parsed as
 *   a browser would and with the same unsafe parts removed as raw HTML in a .md page (strip-unsafe-html.ts),
 *   its `<img src="/…">` under the site's base as in a page (public-base.ts);
 * - an image path or URL (`/icons/rocket.svg`, `https://…/a.png`) becomes `{ src }`;
 * - VitePress's `{ src, alt, width, height }` and `{ light, dark }` objects stay as they are.
 */
import { raw } from 'hast-util-raw';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { rehypeStripUnsafeHtml } from './strip-unsafe-html.ts';
import { rehypePublicBase } from './public-base.ts';

const IMAGE_PATH = /^(?:[a-z][a-z\d+.-]*:\/\/|\/|\.\.?\/)\S+\.(?:svg|png|jpe?g|gif|webp|avif|ico)(?:[?#]\S*)?$/i;

export type FeatureIcon = string | { html: string } | { src?: string; light?: string; dark?: string; alt?: string; width?: number; height?: number };

export function featureIcon(icon: unknown, base = '/'): FeatureIcon | undefined {
  if (typeof icon !== 'string') return icon && typeof icon === 'object' ? (icon as FeatureIcon) : undefined;
  const text = icon.trim();
  if (IMAGE_PATH.test(text)) return { src: text };
  if (!text.startsWith('<')) return icon;
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: text }] }) as Root;
  rehypeStripUnsafeHtml()(tree);
  if (base !== '/') rehypePublicBase({ base })(tree);
  return { html: toHtml(tree) };
}

/** The front matter with each feature's icon in the theme's shape (see the header). */
export function withFeatureIcons(frontmatter: Record<string, unknown>, base = '/'): Record<string, unknown> {
  const { features } = frontmatter;
  if (!Array.isArray(features) || !features.some((f) => f && typeof f === 'object' && 'icon' in f)) return frontmatter;
  return { ...frontmatter, features: features.map((f) => (f && typeof f === 'object' && 'icon' in f ? { ...f, icon: featureIcon((f as { icon: unknown }).icon, base) } : f)) };
}
