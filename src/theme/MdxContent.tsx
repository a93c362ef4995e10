/** Renders a page's MDX with docsite's components provided through context (reaching nested fragments too). */
import type { ComponentType } from 'react';
import { MDXProvider } from '@mdx-js/react';
import { mdxComponents } from './mdx-components.tsx';

export function MdxContent({ Content }: { Content: ComponentType<{ components?: Record<string, unknown> }> }) {
  return (
    <MDXProvider components={mdxComponents}>
      <Content />
    </MDXProvider>
  );
}
