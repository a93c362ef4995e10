/**
 * The config's `globalUIComponents` (Rspress's key), rendered after the layout on every page, each with its
 * props; none on a page whose front matter says `globalUIComponents: false`, or opened with `?globalUIComponents=0`.
 */
import type { ComponentType } from 'react';
import { usePage } from '../runtime/context.tsx';
import { useHiddenParts } from './hooks.ts';

export function GlobalUIComponents({ components }: { components: [ComponentType<Record<string, unknown>>, Record<string, unknown>][] }) {
  const page = usePage();
  const hidden = useHiddenParts();
  if (page.frontmatter.globalUIComponents === false || hidden.has('globalUIComponents')) return null;
  return components.map(([Component, props], i) => <Component key={i} {...props} />);
}
