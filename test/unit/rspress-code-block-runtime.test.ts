/**
 * Rspress's `<CodeBlockRuntime>` made a fenced block at compile time (markdown/rspress-code-block-runtime.ts)
 * when its code and props are written out, so it is highlighted in the static HTML as the same fenced block; other forms stay the component (plain text), as before.
 */
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/node/markdown/compile.ts';
import { pageInput } from './compile-input.ts';

const IMPORT = "import { CodeBlockRuntime } from '@rspress/core/theme';\n\n";
async function compiled(body: string, source = IMPORT + body) {
  const page = await compilePage(pageInput(source, { file: 'page.mdx', markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: false } }));
  return page.code;
}

describe('a Rspress CodeBlockRuntime', () => {
  it('with its code written out (an attribute string, a template literal) becomes a highlighted block with its title and language', async () => {
    const code = await compiled('<CodeBlockRuntime lang="js" title="kettle.js" code="boil(water);" />\n');
    expect(code).toMatch(/html: "<pre class=\\"shiki/);
    expect(code).toContain('title: "kettle.js"');
    expect(code).toContain('lang: "js"');
  });

  it('is highlighted as the same fenced block is (the site\'s highlighter settings; its shikiOptions left out)', async () => {
    const body = "<CodeBlockRuntime lang=\"ts\" code={`pour(); // [!code highlight]\nwait();`} shikiOptions={{ transformers: [mark()] }} />\n\n```ts\npour(); // [!code highlight]\nwait();\n```\n";
    const html = [...(await compiled(body)).matchAll(/html: ("<pre[^\n]*"),?\n/g)].map((m) => m[1]);
    expect(html).toHaveLength(2);
    expect(html[0]).toBe(html[1]);
  });

  it('stays the component when its code or a prop is computed, props are spread, or it is not Rspress’s', async () => {
    for (const body of ['<CodeBlockRuntime lang="js" code={source} />\n', '<CodeBlockRuntime lang="js" code={`a ${b}`} />\n', '<CodeBlockRuntime lang={lang} code="x" />\n', '<CodeBlockRuntime {...props} />\n']) {
      expect(await compiled(body), body).not.toContain('<pre class=');
    }
    const own = "import { CodeBlockRuntime } from './mine.js';\n\n<CodeBlockRuntime lang=\"js\" code=\"x\" />\n";
    expect(await compiled('', own)).not.toContain('<pre class=');
  });
});
