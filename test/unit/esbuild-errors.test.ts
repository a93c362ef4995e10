/** esbuild failures in dev: positions inside a page's compiled module are reported in the page's source file. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { esbuildError } from '../../src/node/pipeline/esbuild-errors.ts';

const root = '/site';
const file = join(root, 'content', 'en', 'guide', 'setup.mdx');
const source = ['---', 'title: Setup', '---', '', "import Missing from './missing.mdx';", '', '# Setup', '', '<Missing />', ''].join('\n');
const failure = (lineText: string, line = 4, column = 20, text = 'Could not resolve "./missing.mdx"') => ({
  errors: [{ text, location: { file: 'docsite-page:/guide/setup', line, column, lineText } }],
});

describe('esbuildError', () => {
  it('names the page source file and the line the import has there, with a code frame', () => {
    const error = esbuildError(failure("import Missing from './missing.mdx';"), root, 'bundling failed', 'check the imports', { file, source });
    expect(error.message).toContain('content/en/guide/setup.mdx:5:21: Could not resolve "./missing.mdx"');
    expect(error.message).toContain("> 5 | import Missing from './missing.mdx';");
    expect(error.message).not.toContain('/guide/setup:');
  });

  it('names only the file when the line exists only in the compiled module (a position there would mislead)', () => {
    const error = esbuildError(failure('const _components = { ...props.components };', 12, 3, 'Unexpected "}"'), root, 'bundling failed', 'check the imports', { file, source });
    expect(error.message).toBe('content/en/guide/setup.mdx: Unexpected "}"');
  });

  it('finds an import the compiler wrote (an image) or rewrote (a theme barrel) by what it names', () => {
    const image = ['# Setup', '', '![diagram](diagram.png)', ''].join('\n');
    const fromImage = esbuildError(failure('import _img0 from "./diagram.png";', 1, 18, 'Could not resolve "./diagram.png"'), root, 'bundling failed', 'check', { file, source: image });
    expect(fromImage.message).toContain('content/en/guide/setup.mdx:3:12: Could not resolve "./diagram.png"\n> 3 | ![diagram](diagram.png)');
    const barrel = ["import { Tabs, Nope } from '@theme';", '', '<Nope />'].join('\n');
    const rewritten = failure('import { Nope } from "/x/src/theme/index.ts";', 1, 9, 'No matching export in "../x/src/theme/index.ts" for import "Nope"');
    expect(esbuildError(rewritten, root, 'bundling failed', 'check', () => ({ file, source: barrel })).message).toContain('content/en/guide/setup.mdx:1:16: No matching export');
  });

  it('keeps the position of a message located in an ordinary file', () => {
    const theme = { errors: [{ text: 'Expected ";"', location: { file: 'theme/Nav.tsx', line: 3, column: 4, lineText: 'let x = ' } }] };
    expect(esbuildError(theme, root, 'the theme failed to bundle', 'fix it').message).toContain('theme/Nav.tsx:3:5: Expected ";"\n> 3 | let x = ');
  });

  it('lists every error when many files fail, grouped by file, with a count', () => {
    const errors = Array.from({ length: 24 }, (_, i) => ({
      text: `Could not resolve "./part-${i}.js"`,
      location: { file: `theme/file-${i % 3}.tsx`, line: i + 1, column: 0, lineText: `import p${i} from './part-${i}.js';` },
    }));
    const error = esbuildError({ errors }, root, 'bundling failed', 'check the imports');
    for (let i = 0; i < 24; i++) expect(error.message).toContain(`theme/file-${i % 3}.tsx:${i + 1}:1: Could not resolve "./part-${i}.js"`);
    expect(error.summary).toBe('bundling failed (24 errors in 3 files)');
    // Grouped: each file's errors together, files in the order they first failed.
    const files = [...error.message.matchAll(/^theme\/(file-\d)\.tsx:/gm)].map((m) => m[1]);
    expect(files).toEqual([...Array(8).fill('file-0'), ...Array(8).fill('file-1'), ...Array(8).fill('file-2')]);
    // The first ten have code frames; the rest one line each.
    expect(error.message.match(/^> /gm)).toHaveLength(10);
  });
});
