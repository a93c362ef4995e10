import { describe, expect, test } from 'vitest';
import { underBase } from '../../src/node/dev/under-base.ts';

describe('underBase (dev and preview)', () => {
  test('under the base: the path relative to it, query kept', () => {
    expect(underBase('/docs/guide/x?a=1', '/docs/')).toEqual({ rel: '/guide/x?a=1' });
    expect(underBase('/docs/', '/docs/')).toEqual({ rel: '/' });
    expect(underBase('/guide/x', '/')).toEqual({ rel: '/guide/x' });
  });
  test('the base without its slash: 301; the server root: 302 to the base; elsewhere: outside', () => {
    expect(underBase('/docs?a=1', '/docs/')).toEqual({ status: 301, location: '/docs/?a=1' });
    expect(underBase('/', '/docs/')).toEqual({ status: 302, location: '/docs/' });
    expect(underBase('/index.html', '/docs/')).toEqual({ status: 302, location: '/docs/' });
    expect(underBase('/guide/x', '/docs/')).toEqual({ outside: true });
    expect(underBase('/docsx/y', '/docs/')).toEqual({ outside: true });
  });
});
