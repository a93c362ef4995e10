/**
 * The site model knows nothing of the bundle (issue 44): its pages carry no module, and `withModule` joins
 * one where the page data has always had it, so route data and documents keep their bytes.
 */
import { describe, expect, test } from 'vitest';
import type { MetaEntry } from '../../src/node/content/meta-file.ts';
import type { PageSource } from '../../src/node/content/scan.ts';
import type { SiteFiles } from '../../src/node/pipeline/site-files.ts';
import type { Project } from '../../src/node/pipeline/project.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from '../../src/node/config/load.ts';
import { scanSite } from '../../src/node/pipeline/stages.ts';
import { resolveProject } from '../../src/node/pipeline/project.ts';
import { readSiteFiles } from '../../src/node/pipeline/site-files.ts';
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
      const model = buildSiteModel({ config, project, sources, compiled, gitDates: new Map(), searchIndexes: {}, sidebarUrl: (s) => sidebarUrl(config.base, s), files: readSiteFiles(config, project) });
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

  test('made from data alone: nav, labels and `_meta.json` come in with the input, no file is read', () => {
    // A folder that does not exist: what the model shows can only come from the data passed in.
    const root = join(tmpdir(), 'docsite-model-no-such-folder');
    const contentDir = join(root, 'content');
    const { config } = resolveConfig({ title: 'T' });
    const project: Project = { root, isProject: true, contentDir, outDir: join(root, 'dist'), cacheDir: join(root, '.cache'), publicDir: join(contentDir, 'public'), langs: ['en'], langDirs: [], ctx: { base: '/', defaultLang: 'en', langs: ['en'], versions: [], cleanUrls: false } };
    const source = (pagePath: string): PageSource => ({ file: join(contentDir, pagePath.slice(1) + '.md'), relativePath: pagePath.slice(1) + '.md', lang: 'en', pagePath, routePath: pagePath });
    const sources = [source('/guide/alpha'), source('/guide/beta')];
    const compiled = new Map(sources.map((s) => [s.routePath, stubPage(s.pagePath.endsWith('alpha') ? 'Alpha' : 'Beta')]));
    // `_meta.json` of guide/ puts beta first and names a page that is not there.
    const meta = new Map<string, MetaEntry[]>([[join(contentDir, 'guide'), [{ type: 'file', name: 'beta' }, { type: 'file', name: 'alpha' }, { type: 'file', name: 'gone' }]]]);
    const files: SiteFiles = {
      i18nLabels: { start: { en: 'Start here' } },
      navFiles: new Map([[`en\u0000`, { nav: [{ text: 'Start here', link: '/guide/alpha' }, { text: 'Nowhere', link: '/missing' }], file: join(contentDir, '_nav.json'), where: 'content/_nav.json' }]]),
      folders: { meta: (dir) => meta.get(dir.replace(/[\/]$/, '')), hasSummary: () => false, summary: () => undefined, namesNothing: () => true },
      navLinkWarnings: (problems) => problems.map((p) => `nav ${p.where} ${p.link}`),
      sidebarFileWarnings: (entries) => entries.map((e) => `meta ${e.name}`),
    };
    const model = buildSiteModel({ config, project, sources, compiled, gitDates: new Map(), searchIndexes: {}, sidebarUrl: (s) => sidebarUrl(config.base, s), files });
    expect(model.siteData.locales[0].nav).toEqual([{ text: 'Start here', link: '/guide/alpha' }, { text: 'Nowhere', link: '/missing' }]);
    expect(model.siteData.i18n).toEqual({ start: { en: 'Start here' } });
    // With a nav, each top folder is a section with its own sidebar, ordered by the `_meta.json` given.
    expect(model.sidebars.map((s) => [s.prefix, s.items.map((i) => ('text' in i ? i.text : ''))])).toEqual([['/guide/', ['Beta', 'Alpha']]]);
    expect(model.pages.find((p) => p.routePath === '/guide/beta')!.next).toEqual({ text: 'Alpha', link: '/guide/alpha' });
    expect(model.navLinkWarnings).toEqual(['nav content/_nav.json[1].link /missing']);
    expect(model.sidebarFileWarnings).toEqual(['meta gone']);
  });
});
