/** A stray `{` in an MDX page: the error, at the brace's line, says how to write a literal brace. */
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/node/markdown/compile.ts';
import type { DocsiteError } from '../../src/node/errors.ts';
import { pageInput } from './compile-input.ts';

const failure = async (source: string) => {
  try {
    await compilePage(pageInput(source, { file: 'page.mdx' }));
  } catch (error) {
    return { message: (error as Error).message.split('\n')[0], hint: (error as DocsiteError).hint };
  }
  throw new Error('compiled');
};

describe('a brace that MDX reads as an expression', () => {
  it('an unclosed { is told to be written \\{', async () => {
    expect(await failure('# Hi\n\nUse a {placeholder in text.\n')).toEqual({
      message: 'page.mdx:3:28: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
      hint: "in MDX a `{` starts a JavaScript expression: write `\\{` for a literal brace (or `{'{'}`), or keep the text in a `.md` page, where braces are text",
    });
  });

  it('so is one holding text that is no JavaScript', async () => {
    const f = await failure('# Hi\n\nSet {the value here} first.\n');
    expect(f.message).toMatch(/^page\.mdx:3:\d+: Could not parse expression with acorn/);
    expect(f.hint).toContain('write `\\{` for a literal brace');
  });

  it('other syntax errors keep the general hint', async () => {
    expect((await failure('# Hi\n\n<div>\nnever closed\n')).hint).toBe('fix the Markdown/MDX syntax at that position');
  });
});
