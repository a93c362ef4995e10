/** esbuild failures in dev: positions inside a page's compiled module are reported in the page's source file. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { esbuildError } from '../../src/dev/esbuild-errors.ts';

const root = '/site';
const file = join(root, 'content', 'en', 'guide', 'setup.mdx');
const source = ['---', 'title: Setup', '---', '', "import Missing from './missing.mdx';", '', '# Setup', '', '<Missing />', ''].join('\n');
const failure = (lineText: string, line = 4, column = 20) => ({
  errors: [{ text: 'Could not resolve "./missing.mdx"', location: { file: 'docsite-page:/guide/setup', line, column, lineText } }],
});

describe('esbuildError', () => {
  it('names the page source file and the line the import has there, with a code frame', () => {
    const error = esbuildError(failure("import Missing from './missing.mdx';"), root, 'bundling failed', 'check the imports', { file, source });
    expect(error.message).toContain('content/en/guide/setup.mdx:5:21: Could not resolve "./missing.mdx"');
    expect(error.message).toContain("> 5 | import Missing from './missing.mdx';");
    expect(error.message).not.toContain('/guide/setup:');
  });

  it('names only the file when the line exists only in the compiled module (a position there would mislead)', () => {
    const error = esbuildError(failure('const _components = { ...props.components };', 12, 3), root, 'bundling failed', 'check the imports', { file, source });
    expect(error.message).toBe('content/en/guide/setup.mdx: Could not resolve "./missing.mdx"');
  });

  it('keeps the position of a message located in an ordinary file', () => {
    const theme = { errors: [{ text: 'Expected ";"', location: { file: 'theme/Nav.tsx', line: 3, column: 4, lineText: 'let x = ' } }] };
    expect(esbuildError(theme, root, 'the theme failed to bundle', 'fix it').message).toContain('theme/Nav.tsx:3:5: Expected ";"\n> 3 | let x = ');
  });
});
