/**
 * The site model knows nothing of the bundle (issue 44): its pages carry no module, and `withModule` joins
 * one where the page data has always had it, so route data and documents keep their bytes.
 */
import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from '../../src/node/config/load.ts';
import { scanSite } from '../../src/node/pipeline/stages.ts';
import { resolveProject } from '../../src/node/pipeline/project.ts';
import { buildSiteModel, notFoundPage, sidebarUrl, withModule } from '../../src/node/pipeline/site-model.ts';
import { stubPage } from '../../src/node/dev/compiler.ts';

describe('site model', () => {
  test('the 404 page with its module: the module fields follow the outline, as the route data has them', () => {
    const { config } = resolveConfig({ title: 'T' });
    const page = withModule(notFoundPage(config, 'en'), { url: '/static/js/pages/404.js', preload: ['/static/js/a.js'], css: ['/static/css/p.css'] });
    expect(JSON.stringify(page)).toBe(
      '{"routePath":"/404","lang":"en","version":"","pageType":"404","title":"404","documentTitle":"404 - T","description":"","frontmatter":{},"toc":[],' +
        '"module":"/static/js/pages/404.js","preload":["/static/js/a.js"],"css":["/static/css/p.css"],"feeds":[]}',
    );
    expect(Object.keys(withModule(notFoundPage(config, 'en'), { url: '/m.js', preload: [] }))).not.toContain('css');
  });

  test("a model's pages have no module; joined, a doc page's keys keep their order", () => {
    const root = mkdtempSync(join(tmpdir(), 'docsite-model-'));
    try {
      mkdirSync(join(root, 'content', 'guide'), { recursive: true });
      writeFileSync(join(root, 'content', 'guide', 'a.md'), '# A\n');
      writeFileSync(join(root, 'content', 'guide', 'b.md'), '# B\n');
      const { config } = resolveConfig({ title: 'T' });
      const project = resolveProject(root, config);
      const sources = scanSite(project, config, []);
      const compiled = new Map(sources.map((s) => [s.routePath, stubPage(s.routePath.endsWith('a') ? 'A' : 'B')]));
      const model = buildSiteModel({ config, project, sources, compiled, gitDates: new Map(), searchIndexes: {}, sidebarUrl: (s) => sidebarUrl(config.base, s) });
      const a = model.pages.find((p) => p.routePath === '/guide/a')!;
      expect(a).not.toHaveProperty('module');
      expect(a).not.toHaveProperty('preload');
      const keys = Object.keys(withModule(a, { url: '/a.js', preload: [] }));
      expect(keys.slice(keys.indexOf('toc'), keys.indexOf('toc') + 4)).toEqual(['toc', 'module', 'preload', 'feeds']);
      expect(keys.slice(-2)).toEqual(['sidebar', 'next']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
