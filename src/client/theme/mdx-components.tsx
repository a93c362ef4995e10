/** Components MDX content renders with: the build emits `<CodeBlock>` for every fenced block. */
import { CodeBlock } from './components/CodeBlock.tsx';

export const mdxComponents = { CodeBlock };
