import { describe, expect, it } from 'vitest';
import { deadLinkExclusion, deadLinkLine, deadLinks, deadLinkVerdicts, resolveCheckDeadLinks } from '../../src/node/pipeline/check-links.ts';
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
    expect(siteConfigSchema.parse({ markdown: { checkDeadLinks: { excludes: ['/x', /y/] } } }).markdown.checkDeadLinks).toEqual({ excludes: ['/x', /y/], anchors: 'warn' });
    expect(siteConfigSchema.parse({ markdown: { checkDeadLinks: { anchors: 'error' } } }).markdown.checkDeadLinks).toEqual({ excludes: [], anchors: 'error' });
    expect(() => siteConfigSchema.parse({ markdown: { checkDeadLinks: { anchors: 'throw' } } })).toThrow();
    expect(() => siteConfigSchema.parse({ markdown: { checkDeadLinks: { exclude: [] } } })).toThrow();
  });
});

describe('dead links by kind', () => {
  const routes = new Set(['/', '/other']);
  const found = deadLinks(
    [
      { routePath: '/nowhere', hash: '', url: '/nowhere', line: 3, column: 1 },
      { routePath: '/other', hash: 'missing', url: '/other#missing', line: 5, column: 7 },
      { routePath: '', hash: 'nope', url: '#nope', line: 6, column: 2 },
    ],
    'docs/index.md',
    routes,
    new Set(['home']),
    () => new Set(['other']),
  );
  it('tells a missing page from a missing heading, each at file:line:column', () => {
    expect(found).toEqual([
      { kind: 'page', text: 'docs/index.md:3:1 → /nowhere (no such page)' },
      { kind: 'anchor', text: 'docs/index.md:5:7 → /other#missing (no heading #missing on that page)' },
      { kind: 'anchor', text: 'docs/index.md:6:2 → #nope (no such heading on this page)' },
    ]);
  });
  it('labels each as the build judges it: anchors warn by default, fail with anchors: error; false checks nothing', () => {
    const byDefault = deadLinkVerdicts(true)!;
    expect(found.map((l) => deadLinkLine(l, byDefault).split(':')[0])).toEqual(['dead link', 'dead anchor', 'dead anchor']);
    const strict = deadLinkVerdicts({ excludes: [], anchors: 'error' })!;
    expect(found.map((l) => deadLinkLine(l, strict).split(':')[0])).toEqual(['dead link', 'dead link', 'dead link']);
    expect(deadLinkVerdicts(false)).toBeUndefined();
  });
});

describe('Rspress 2’s markdown.link.checkDeadLinks / checkAnchors, under their names', () => {
  const resolved = (markdown: object) => resolveCheckDeadLinks(siteConfigSchema.parse({ markdown }).markdown);
  it('false turns the check off; { excludes } skips those links; anchors stay warnings unless checkAnchors asks', () => {
    expect(resolved({ link: { checkDeadLinks: false } })).toBe(false);
    expect(resolved({ link: { checkDeadLinks: true } })).toEqual({ excludes: [], anchors: 'warn' });
    expect(resolved({ link: { checkDeadLinks: { excludes: ['/later'] } } })).toEqual({ excludes: ['/later'], anchors: 'warn' });
    expect(resolved({ link: { checkAnchors: true } })).toEqual({ excludes: [], anchors: 'error' });
    expect(resolved({ link: { checkDeadLinks: { excludes: ['/a'] }, checkAnchors: { excludes: ['/b#x'] } } })).toEqual({ excludes: ['/a', '/b#x'], anchors: 'error' });
    // Over docsite's own key; without Rspress's keys, docsite's key as it is.
    expect(resolved({ checkDeadLinks: false, link: { checkDeadLinks: true } })).toEqual({ excludes: [], anchors: 'warn' });
    expect(resolved({ checkDeadLinks: { anchors: 'error' } })).toEqual({ excludes: [], anchors: 'error' });
  });
  it('excludes may be a function of the URL, as Rspress takes it', () => {
    const check = resolved({ link: { checkDeadLinks: { excludes: (url: string) => url.startsWith('/gen/') } } });
    const verdicts = deadLinkVerdicts(check)!;
    expect(verdicts.excluded('/gen/api')).toBe(true);
    expect(verdicts.excluded('/guide')).toBe(false);
    expect(() => siteConfigSchema.parse({ markdown: { link: { checkDeadLinks: { excludes: 'nope' } } } })).toThrow(/patterns or a function/);
  });
  it('route.localeRedirect takes Rspress’s three values', () => {
    expect(siteConfigSchema.parse({ route: { localeRedirect: 'only-default-lang' } }).route.localeRedirect).toBe('only-default-lang');
    expect(() => siteConfigSchema.parse({ route: { localeRedirect: 'sometimes' } })).toThrow();
  });
});
