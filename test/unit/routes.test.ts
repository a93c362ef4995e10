import { titleFromPath } from '../../src/node/pipeline/site-model.ts';
import type { Link } from 'mdast';
import type { VFile } from 'vfile';
import { linkRewriter } from '../../src/node/markdown/plugins/links.ts';
import { describe, expect, it } from 'vitest';
import {
  normalizeRoutePath,
  splitRoutePath,
  switchLang,
  collapseDoubledLang,
  routeToHref,
  routeToOutputFile,
  resolveInternalHref,
  hrefToRoutePath,
  isExternalUrl,
  routeDataUrl,
  type RouteContext,
  formatRouteLinks,
} from '../../src/shared/routes.ts';
import { filePathToPagePath } from '../../src/node/content/scan.ts';
import { resolveLinkTarget } from '../../src/node/markdown/plugins/links.ts';
import { findRedirect } from '../../src/shared/redirects.ts';

const ctx: RouteContext = { base: '/', defaultLang: 'en', langs: ['en', 'zh'], cleanUrls: true };

describe('routing rules', () => {
  it('maps files to routes: extension dropped, index → trailing slash', () => {
    expect(filePathToPagePath('guide/start/index.mdx')).toBe('/guide/start/');
    expect(filePathToPagePath('guide/start/quick-start.mdx')).toBe('/guide/start/quick-start');
    expect(filePathToPagePath('index.md')).toBe('/');
  });

  it('normalises requested paths: decoded, .html dropped, /index → /', () => {
    expect(normalizeRoutePath('/guide/start/index.html')).toBe('/guide/start/');
    expect(normalizeRoutePath('/guide/start/quick-start.html')).toBe('/guide/start/quick-start');
    expect(normalizeRoutePath('/zh/%E6%8C%87%E5%8D%97')).toBe('/zh/指南');
    expect(normalizeRoutePath('//guide//basic')).toBe('/guide/basic');
    expect(normalizeRoutePath('/bad/%E0%A4%A')).toBe('/bad/%E0%A4%A');
  });

  it('splits and rejoins language prefixes', () => {
    expect(splitRoutePath('/zh/guide/start/', ctx)).toEqual({ lang: 'zh', version: '', path: '/guide/start/' });
    expect(splitRoutePath('/guide/start/', ctx)).toEqual({ lang: 'en', version: '', path: '/guide/start/' });
    expect(switchLang('/guide/basic/cli', 'zh', ctx)).toBe('/zh/guide/basic/cli');
    expect(switchLang('/zh/guide/basic/cli', 'en', ctx)).toBe('/guide/basic/cli');
    expect(switchLang('/', 'zh', ctx)).toBe('/zh/');
    expect(switchLang('/zh/', 'en', ctx)).toBe('/');
  });

  it('handles versions as the first segment', () => {
    const v = { ...ctx, versions: ['v1', 'v2'], defaultVersion: 'v2' };
    expect(splitRoutePath('/v1/zh/guide/', v)).toEqual({ lang: 'zh', version: 'v1', path: '/guide/' });
    expect(switchLang('/v1/guide/', 'zh', v)).toBe('/v1/zh/guide/');
  });

  it('collapses a doubled language prefix', () => {
    expect(collapseDoubledLang('/zh/zh/guide/start/', ctx)).toBe('/zh/guide/start/');
    expect(collapseDoubledLang('/zh/guide/', ctx)).toBeNull();
  });

  it('writes routes to files and hrefs', () => {
    expect(routeToOutputFile('/guide/start/')).toBe('guide/start/index.html');
    expect(routeToOutputFile('/guide/start/quick-start')).toBe('guide/start/quick-start.html');
    expect(routeToOutputFile('/')).toBe('index.html');
    expect(routeToHref('/guide/start/', { ...ctx, cleanUrls: false })).toBe('/guide/start/index.html');
    expect(routeToHref('/guide/cli', { ...ctx, cleanUrls: false })).toBe('/guide/cli.html');
    expect(routeToHref('/guide/cli', { ...ctx, base: '/docs/' })).toBe('/docs/guide/cli');
    expect(routeDataUrl('/zh/guide/start/', '/')).toBe('/static/route/zh/guide/start/index.json');
  });

  it('rewrites internal links for language, base and clean URLs, never external ones', () => {
    expect(resolveInternalHref('/guide/start/quick-start#node', 'zh', ctx)).toBe('/zh/guide/start/quick-start#node');
    expect(resolveInternalHref('/zh/guide/start/', 'zh', ctx)).toBe('/zh/guide/start/');
    expect(resolveInternalHref('/guide/cli?x=1', 'en', { ...ctx, base: '/docs/', cleanUrls: false })).toBe('/docs/guide/cli.html?x=1');
    for (const url of ['https://a.b/c', 'http://x', 'mailto:a@b.c', 'tel:123', '//cdn.example.com/x.js', 'data:image/png;base64,AAA']) {
      expect(isExternalUrl(url)).toBe(true);
      expect(resolveInternalHref(url, 'zh', ctx)).toBe(url);
    }
    expect(hrefToRoutePath('/docs/guide/cli.html', { ...ctx, base: '/docs/' })).toBe('/guide/cli');
  });

  it('reads a link naming a language alone as that language’s home, as Rspress links it (`/zh` → `/zh/`)', () => {
    expect(resolveInternalHref('/zh', 'en', { ...ctx, base: '/base/' })).toBe('/base/zh/');
    expect(resolveInternalHref('/zh', 'en', { ...ctx, base: '/base/', cleanUrls: false })).toBe('/base/zh/index.html');
    expect(resolveInternalHref('/zh#top', 'zh', ctx)).toBe('/zh/#top');
    expect(hrefToRoutePath('/other/x', { ...ctx, base: '/docs/' })).toBeNull();
  });

  it('reads a Markdown link naming the default language as that language’s page, whichever language is the default', () => {
    const rewrite = (url: string, lang: string, context: RouteContext) => {
      const node = { type: 'link', url, children: [] } as Link;
      linkRewriter({ ctx: context, lang, pagePath: '/guide/x' }, { data: {} } as VFile)(node);
      return formatRouteLinks(node.url, context);
    };
    expect(rewrite('/en/guide/start/', 'en', ctx)).toBe('/guide/start/');
    expect(rewrite('/en/guide/start/getting-started.mdx#x', 'zh', ctx)).toBe('/guide/start/getting-started#x');
    expect(rewrite('/en/', 'zh', { ...ctx, base: '/base/' })).toBe('/base/');
    const zhDefault = { ...ctx, defaultLang: 'zh', base: '/base/' };
    expect(rewrite('/zh/guide/start', 'zh', zhDefault)).toBe('/base/guide/start');
    expect(rewrite('/zh/guide/start', 'en', zhDefault)).toBe('/base/guide/start');
    expect(rewrite('/guide/start', 'en', zhDefault)).toBe('/base/en/guide/start');
    // A one-language site may have a folder of that name.
    expect(rewrite('/en/notes', 'en', { ...ctx, langs: ['en'] })).toBe('/en/notes');
  });

  it('resolves relative and extension links against the page', () => {
    expect(resolveLinkTarget('./syntax', '/guide/start')).toMatchObject({ path: '/guide/syntax', hash: '', query: '', outside: false });
    expect(resolveLinkTarget('../api/core.mdx#create', '/guide/start/')).toMatchObject({ path: '/guide/api/core', hash: 'create', query: '', file: '/guide/api/core.mdx' });
    expect(resolveLinkTarget('../../x.md', '/a/b/c')).toMatchObject({ path: '/x', hash: '', query: '', outside: false });
    expect(resolveLinkTarget('#only-hash', '/a')).toMatchObject({ path: '', hash: 'only-hash', query: '' });
    // Above the site's root: another site (an mdBook book's sibling), see links.ts.
    expect(resolveLinkTarget('../std/index.html', '/page')).toMatchObject({ outside: true });
    expect(resolveLinkTarget('../../std/', '/guide/page')).toMatchObject({ outside: true });
  });
});

describe('client redirects', () => {
  const rules = [
    { from: '/config/source/alias', to: '/config/resolve/alias' },
    { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/x/y' },
    { from: '[bad', to: '/' },
  ];
  it('applies unanchored patterns, also under /zh/, and external targets as-is', () => {
    expect(findRedirect('/config/source/alias', rules)).toBe('/config/resolve/alias');
    expect(findRedirect('/zh/config/source/alias', rules)).toBe('/zh/config/resolve/alias');
    expect(findRedirect('/plugins/list/plugin-assets-retry', rules)).toBe('https://github.com/x/y');
    expect(findRedirect('/guide/', rules)).toBeNull();
  });
});

describe('a page without a title', () => {
  it('is named after its file', () => {
    expect(titleFromPath('/api/getting-started')).toBe('Getting started');
    expect(titleFromPath('/guide/')).toBe('Guide');
    expect(titleFromPath('/snake_case_name')).toBe('Snake case name');
  });
});
