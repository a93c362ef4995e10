/**
 * Docusaurus's `<CodeBlock>` made a fenced block at compile time (markdown/docusaurus-code-block.ts) only
 * when its code and props are written out; other forms stay the component, rendered when the page runs.
 */
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/node/markdown/compile.ts';
import { pageInput } from './compile-input.ts';

const docusaurus = { file: '/page.mdx', routes: {} };
const IMPORT = "import CodeBlock from '@theme/CodeBlock';\n\n";
/** The compiled page's `CodeBlock` elements: `html` (highlighted at build time) or children (the component's). */
async function compiled(body: string, source = IMPORT + body) {
  const page = await compilePage(pageInput(source, { file: 'page.mdx', docusaurus, markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: false } }));
  return page.code;
}

describe('a Docusaurus CodeBlock', () => {
  it('with its code written out (a string, a template literal) becomes a highlighted block, its props read', async () => {
    const code = await compiled('<CodeBlock language="ts" title="a.ts" showLineNumbers>{`const a = 1;`}</CodeBlock>\n');
    expect(code).toMatch(/html: "<pre class=\\"shiki/);
    expect(code).toContain('title: "a.ts"');
    expect(code).toContain('lineNumbers: true');
    expect(code).toContain('lang: "ts"');
    const byClass = await compiled("<CodeBlock className=\"language-css\">\n  {'a { color: red }'}\n</CodeBlock>\n");
    expect(byClass).toContain('lang: "css"');
  });

  it('stays the component when its code or a prop is computed, props are spread, or the page does not import it from @theme/CodeBlock', async () => {
    for (const body of ['<CodeBlock language="js">{source.trim()}</CodeBlock>\n', '<CodeBlock language="js">{`a ${b}`}</CodeBlock>\n', '<CodeBlock language={lang}>{"x"}</CodeBlock>\n', '<CodeBlock {...props}>{"x"}</CodeBlock>\n']) {
      expect(await compiled(body), body).not.toContain('<pre class=');
    }
    const own = "import CodeBlock from './my-code-block.js';\n\n<CodeBlock language=\"js\">{'x'}</CodeBlock>\n";
    expect(await compiled('', own)).not.toContain('<pre class=');
  });
});
