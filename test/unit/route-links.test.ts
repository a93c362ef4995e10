/**
 * `route.cleanUrls` is decided in one place: pages compile their links to route form (`routeLink`), and
 * the bundle makes them hrefs with `routeToHref`, the function the theme's links use. So a compiled page,
 * and its cache key, is the same for either setting.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilePage } from '../../src/node/markdown/compile.ts';
import { resolveConfig } from '../../src/node/config/load.ts';
import { resolveProject } from '../../src/node/pipeline/project.ts';
import { compileSettings } from '../../src/node/pipeline/stages.ts';
import { formatRouteLinks, routeToHref, type RouteContext } from '../../src/shared/routes.ts';
import { pageInput } from './compile-input.ts';

const ctx: RouteContext = { base: '/', defaultLang: 'en', langs: ['en', 'zh'], cleanUrls: true };
const source = '# Links\n\nSee [the CLI](/guide/cli#options), [a folder](./guide/), [中文](/zh/guide/start) and [a file](/files/a.pdf).\n';

describe('route links', () => {
  it('compile to route form and become the hrefs routeToHref makes, for either cleanUrls and any base', async () => {
    for (const staticHtml of [true, false]) {
      const { code } = await compilePage(pageInput(source, { markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml } }));
      // Nothing in the compiled page says how URLs look.
      expect(code).not.toMatch(/\/guide\/cli(?:\.html)?#options/);
      const clean = formatRouteLinks(code, ctx);
      expect(clean).toContain(`/guide/cli#options`);
      expect(clean).toContain(`/zh/guide/start`);
      const html = formatRouteLinks(code, { ...ctx, base: '/docs/', cleanUrls: false });
      expect(html).toContain(`${routeToHref('/guide/cli', { ...ctx, base: '/docs/', cleanUrls: false })}#options`);
      expect(html).toContain('/docs/guide/cli.html#options');
      expect(html).toContain('/docs/guide/index.html');
      expect(html).toContain('/docs/zh/guide/start.html');
      expect(html).not.toMatch(/%EE%80%8[01]/);
      // A file link is not a route: no clean-URL rule applies.
      expect(html).toContain('/files/a.pdf');
      expect(html).not.toContain('a.pdf.html');
    }
  });

  it('leave cleanUrls out of every compile input (and so out of the compile cache key)', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsite-route-links-'));
    try {
      const settingsOf = (cleanUrls: boolean) => {
        const { config } = resolveConfig({ title: 'T', route: { cleanUrls } });
        return compileSettings(resolveProject(root, config), config)('en');
      };
      expect(settingsOf(false)).toEqual(settingsOf(true));
      expect(JSON.stringify(settingsOf(false))).not.toContain('cleanUrls');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
