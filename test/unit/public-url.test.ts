import { describe, expect, it } from 'vitest';
import { withBase } from '../../src/shared/public-url.ts';

describe('withBase (a root path under the site’s base)', () => {
  it('prefixes a path from the root, once', () => {
    expect(withBase('/logo.svg', '/docs/')).toBe('/docs/logo.svg');
    expect(withBase('/docs/logo.svg', '/docs/')).toBe('/docs/logo.svg');
    expect(withBase('/docs', '/docs/')).toBe('/docs');
    expect(withBase('/logo.svg', '/')).toBe('/logo.svg');
  });

  it('leaves other URLs alone', () => {
    for (const url of ['https://a.example/x.png', '//cdn.example/x.png', 'data:image/png;base64,AA', './x.png', 'x.png', '#top'])
      expect(withBase(url, '/docs/')).toBe(url);
  });
});
