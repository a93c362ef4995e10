/** Components MDX content renders with: the build emits `<CodeBlock>` for every fenced block (the site theme's, when it has one). */
import { CodeBlock } from 'docsite:site-theme';

export const mdxComponents = { CodeBlock };
