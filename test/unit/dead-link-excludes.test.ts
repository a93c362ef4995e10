import { describe, expect, it } from 'vitest';
import { deadLinkExclusion } from '../../src/node/pipeline/check-links.ts';
import { siteConfigSchema } from '../../src/shared/config-schema.ts';
import { globMatcher } from '../../src/node/content/globs.ts';

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
  it('reads a glob by the rule route.exclude uses (picomatch): `?` is one character, `{a,b}` either', () => {
    const excluded = deadLinkExclusion(['/v?/**', '/guide/{a,b}.*']);
    expect(excluded('/v1/guide/x?tab=2#top')).toBe(true);
    expect(excluded('/v12/guide/x')).toBe(false);
    expect(excluded('/guide/b.html')).toBe(true);
    expect(excluded('/guide/c.html')).toBe(false);
    const routeExclude = globMatcher(['v?/**', 'guide/{a,b}.*']);
    for (const path of ['v1/guide/x', 'v12/guide/x', 'guide/b.md', 'guide/c.md']) expect(routeExclude(path), path).toBe(excluded('/' + path.replace(/\.md$/, '.html')));
  });
  it('is accepted by the config schema next to true and false', () => {
    expect(siteConfigSchema.parse({ markdown: { checkDeadLinks: { excludes: ['/x', /y/] } } }).markdown.checkDeadLinks).toEqual({ excludes: ['/x', /y/] });
    expect(() => siteConfigSchema.parse({ markdown: { checkDeadLinks: { exclude: [] } } })).toThrow();
  });
});
