/** Markdown (.md) pages as CommonMark + GFM: the cases issue 36 found wrong, each on its own. */
import { describe, expect, it } from 'vitest';
import { compileAsBundled } from './compile-input.ts';
import { compilePage, type CompileInput } from '../../src/node/markdown/compile.ts';
import { configureHighlighter } from '../../src/node/markdown/highlighter.ts';

const base: Omit<CompileInput, 'source'> = {
  file: 'page.md',
  lang: 'en',
  pagePath: '/guide/page',
  ctx: { base: '/', defaultLang: 'en', langs: ['en'] },
  markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: true },
  searchCodeBlocks: false,
};
const compile = (source: string) => compileAsBundled({ ...base, source });
configureHighlighter({ langs: ['ts'] });

describe('raw HTML in .md', () => {
  it('is parsed when the only HTML is an end tag, a processing instruction, a declaration or CDATA', async () => {
    for (const html of ['</div>', '<?php echo 1; ?>', '<!DOCTYPE html>', '<![CDATA[x]]>']) {
      const { code } = await compile(`${html}\n\nAfter *it*.`);
      expect(code, html).toContain('<em>it</em>');
    }
    // An HTML block that is only an end tag takes the line after it (CommonMark), which must not vanish.
    expect((await compile('</div>\n*foo*')).code).toContain('*foo*');
  });
  it("applies GFM's tag filter, so a <title> or <textarea> does not swallow the rest of the page", async () => {
    const { code } = await compile('<title>Old\n\nA <textarea> here.\n\nNext *para*.\n');
    expect(code).toContain('<em>para</em>');
    expect(code).toContain('"<title>Old\\n"'); // text, escaped by React
    expect(code).toContain('"A <textarea> here."');
    expect(code).not.toMatch(/_components\.(title|textarea)/);
  });
});

describe('code blocks', () => {
  it('carry the language class CommonMark gives them', async () => {
    const { code } = await compile('```ts\nconst a = 1;\n```\n\n```\nplain\n```');
    expect(code).toContain('<code class=\\"language-ts\\">');
    expect(code.match(/language-/g)).toHaveLength(1);
  });
});

describe('images', () => {
  it('copies a reference-style image as it copies an inline one, while links through the same definition are rewritten', async () => {
    const inline = await compile('![x](./pic.png)');
    const reference = await compile('![x][ref] and [a link][ref2]\n\n[ref]: ./pic.png\n[ref2]: ./other.md');
    expect(inline.code).toMatch(/import \w+ from "\.\/pic\.png"/);
    expect(reference.code).toMatch(/import \w+ from "\.\/pic\.png"/);
    expect(reference.code).not.toContain('/guide/pic.png');
    expect(reference.code).toMatch(/href: "\/guide\/other"/);
  });
});

describe('raw tables', () => {
  it('keep no whitespace between rows and cells, which React would hydrate into another DOM (#418)', async () => {
    for (const staticHtml of [true, false]) {
      const { code } = await compilePage({
        ...base,
        markdown: { ...base.markdown, staticHtml },
        source: '<table><tr>\n  <td>a</td>\n  <td><img src="./p.png"></td>\n</tr></table>\n\nText\n',
      });
      expect(code, `staticHtml: ${staticHtml}`).not.toMatch(/<tr>\\n {2}<td>|"\\n {2}"/);
    }
  });
});
