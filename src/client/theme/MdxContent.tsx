/**
 * Renders a page's MDX with docsite's components provided through context (reaching nested fragments too).
 * An error thrown while the page renders in the browser (an undefined name in an expression, a component
 * that throws) shows a notice in the content area and leaves the shell working, instead of unmounting the
 * whole app to a blank screen; new content (the next page, or the fixed file in dev) replaces it. React
 * logs the error to the console itself.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import { mdxComponents } from './mdx-components.tsx';
import { useT } from '../runtime/context.tsx';
import { UiString } from '../../shared/ui-keys.ts';

type MdxComponent = ComponentType<{ components?: Record<string, unknown> }>;

class ContentBoundary extends Component<{ Content: MdxComponent; title: string; children: ReactNode }, { error: Error | null; Content: MdxComponent }> {
  state = { error: null as Error | null, Content: this.props.Content };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: { Content: MdxComponent }, state: { Content: MdxComponent }) {
    return props.Content === state.Content ? null : { error: null, Content: props.Content };
  }

  render() {
    const { error } = this.state;
    return error ? (
      <div className="content-error" role="alert">
        <p>{this.props.title}</p>
        <pre>{error.message}</pre>
      </div>
    ) : (
      this.props.children
    );
  }
}

export function MdxContent({ Content }: { Content: MdxComponent }) {
  const t = useT();
  return (
    <ContentBoundary Content={Content} title={t(UiString.contentError)}>
      <MDXProvider components={mdxComponents}>
        <Content />
      </MDXProvider>
    </ContentBoundary>
  );
}
