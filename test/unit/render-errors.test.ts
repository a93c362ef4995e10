import { describe, expect, it } from 'vitest';
import { findNameInSource, renderFailure } from '../../src/node/pipeline/render-errors.ts';

const source = ['# Page', '', '```jsx', '<Widget />', '{Widget}', '```', '', 'Text with Widget in prose.', '', '<Box><Widget size={2} /></Box>', '', '{count + 1}'].join('\n');

describe('render errors', () => {
  it('finds a name used as a tag or in an expression, outside fenced code and prose', () => {
    expect(findNameInSource(source, 'Widget')).toEqual({ line: 10, column: 7 });
    expect(findNameInSource(source, 'count')).toEqual({ line: 12, column: 2 });
    expect(findNameInSource(source, 'Missing')).toBeUndefined();
  });

  it('places the two usual mistakes, with a code frame; other errors name the file only', () => {
    expect(renderFailure('a.mdx', 'count is not defined', source)).toMatch(/^a\.mdx:12:2: rendering failed: count is not defined\n(.*\n)*> 12 \| \{count \+ 1\}/);
    expect(renderFailure('a.mdx', 'Expected component `Widget` to be defined: you likely forgot to import, pass, or provide it.', source)).toMatch(/^a\.mdx:10:7: /);
    expect(renderFailure('a.mdx', 'kaboom', source)).toBe('a.mdx: rendering failed: kaboom');
    // Thrown in another module (a theme component), the same words say nothing about the page's source.
    const fromTheme = Object.assign(new Error('count is not defined'), { stack: 'ReferenceError: count is not defined\n    at Widget (file:///out/static/js/chunks/chunk-AB.js:1:2)' });
    expect(renderFailure('a.mdx', fromTheme, source, '/out/static/js/pages/a-XY.js')).toBe('a.mdx: rendering failed: count is not defined');
    const fromPage = Object.assign(new Error('count is not defined'), { stack: 'ReferenceError: count is not defined\n    at MDXContent (file:///out/static/js/pages/a-XY.js:3:9)' });
    expect(renderFailure('a.mdx', fromPage, source, '/out/static/js/pages/a-XY.js')).toMatch(/^a\.mdx:12:2: /);
  });
});
