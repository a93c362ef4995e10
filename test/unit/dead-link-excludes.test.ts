import { describe, expect, it } from 'vitest';
import { deadLinkExclusion } from '../../src/node/pipeline/check-links.ts';
import { siteConfigSchema } from '../../src/shared/config-schema.ts';

describe('markdown.checkDeadLinks: { excludes }', () => {
  it('matches RegExps, globs and path prefixes against the URL as written', () => {
    const excluded = deadLinkExclusion([/^\/api\//, '../std/**', '/old', '/guide/*.html']);
    expect(excluded('/api/x')).toBe(true);
    expect(excluded('../std/vec/struct.Vec.html#method')).toBe(true);
    expect(excluded('/old/page')).toBe(true);
    expect(excluded('/guide/a.html')).toBe(true);
    expect(excluded('/guide/deep/a.html')).toBe(false);
    expect(excluded('/guide/start')).toBe(false);
  });
  it('is accepted by the config schema next to true and false', () => {
    expect(siteConfigSchema.parse({ markdown: { checkDeadLinks: { excludes: ['/x', /y/] } } }).markdown.checkDeadLinks).toEqual({ excludes: ['/x', /y/] });
    expect(() => siteConfigSchema.parse({ markdown: { checkDeadLinks: { exclude: [] } } })).toThrow();
  });
});
