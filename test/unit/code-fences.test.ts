import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { findFencedCode } from '../../src/node/markdown/code-fences.ts';
import { remarkDocsSyntax } from '../../src/node/markdown/plugins/syntax.ts';
import { prepareSource } from '../../src/node/markdown/prepare-source.ts';
import { walkFiles } from '../../src/node/content/scan.ts';
import type { HighlightRequest } from '../../src/node/markdown/highlighter.ts';
import { highlightRequestOf } from '../../src/node/markdown/plugins/code.ts';

// What the compile pipeline asks the highlighter for: the parser's code nodes, as remarkCode turns them into requests.
const processor = createProcessor({ format: 'mdx', remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkDocsSyntax] });
function parsedCode(source: string): HighlightRequest[] {
  const blocks: HighlightRequest[] = [];
  visit(processor.parse(prepareSource(source, { mdx: false })) as Root, 'code', (node) => {
    blocks.push(highlightRequestOf(node));
  });
  return blocks;
}

describe('findFencedCode (code blocks found by a line scan, to highlight them before the parse asks)', () => {
  it('finds exactly the blocks the parser finds, on every page of the site', () => {
    const files = walkFiles(fileURLToPath(new URL('../../content', import.meta.url))).filter((f) => f.endsWith('.mdx'));
    expect(files.length).toBeGreaterThan(300);
    let blocks = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const expected = parsedCode(source);
      expect(findFencedCode(source), file).toEqual(expected);
      blocks += expected.length;
    }
    expect(blocks).toBeGreaterThan(1500);
  });

  it('follows the fence rules: indentation, tildes, longer fences, case of the language, trimmed meta', () => {
    const source = [
      '- item',
      '',
      '  ```TS title="a.ts"  ',
      '  const a = 1;',
      '    indented();',
      '  ```',
      '',
      '~~~bash',
      '```',
      'not a fence inside a tilde block',
      '~~~~',
      '',
      '````md',
      '```js',
      'inner',
      '```',
      '````',
      '',
      'Some `inline` and ``` `` ``` code.',
      '',
      '```',
      'no language',
      '```',
    ].join('\n');
    expect(findFencedCode(source)).toEqual(parsedCode(source));
    expect(findFencedCode(source).map((b) => b.lang)).toEqual(['ts', 'bash', 'md', '']);
  });

  it('keeps the spaces after the meta, as the parser does, and no meta of spaces only', () => {
    const source = '```ts title="a.ts"  \nx\n```\n\n```js   \ny\n```\n';
    expect(findFencedCode(source)).toEqual(parsedCode(source));
    expect(findFencedCode(source).map((b) => b.meta)).toEqual(['title="a.ts"  ', '']);
  });

  it('leaves out a fence that is never closed', () => {
    expect(findFencedCode('```ts\nconst a = 1;\n')).toEqual([]);
  });
});
