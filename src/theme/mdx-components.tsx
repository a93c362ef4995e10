/** Components MDX content renders with: the build emits `<CodeBlock>` for every fenced block; `# Title` may carry a date. */
import { CodeBlock } from './components/CodeBlock.tsx';
import { PageTitle } from './PageTitle.tsx';

export const mdxComponents = { CodeBlock, h1: PageTitle };
