import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, resolveConfig } from '../../src/node/config/load.ts';
import { configKeyLocator } from '../../src/node/config/key-locations.ts';
import { formatConfigProblems } from '../../src/node/config/errors.ts';
import { DocsiteError } from '../../src/node/errors.ts';

function problems(raw: unknown): string {
  try {
    resolveConfig(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(DocsiteError);
    return (error as Error).message;
  }
  throw new Error('expected the config to be rejected');
}

describe('config validation', () => {
  it('fills defaults for an empty config', () => {
    const { config } = resolveConfig({});
    expect(config.base).toBe('/');
    expect(config.route.cleanUrls).toBe(true);
    expect(config.markdown.showLineNumbers).toBe(false);
    expect(config.markdown.defaultWrapCode).toBe(false);
    expect(config.search).toEqual({ mode: 'local', codeBlocks: false, maxResults: 7 });
    expect(config.multiVersion).toEqual({ default: '', versions: [] });
    expect(config.precompress).toBe(false);
  });

  it('names the key path and what was expected', () => {
    const message = problems({
      themeConfig: { locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文', nav: [{ text: 'a' }, { text: 'b' }, { text: 'c', link: 42 }] }] },
    });
    expect(message).toBe('site.config.ts: themeConfig.locales[1].nav[2].link: expected string, received number');
    expect(problems({ precompress: 'yes' })).toBe('site.config.ts: precompress: expected boolean, received string');
  });

  it('rejects a multiVersion default that is not one of its versions, and a version that is no folder name', () => {
    expect(problems({ multiVersion: { default: 'v3', versions: ['v1', 'v2'] } })).toBe('site.config.ts: multiVersion.default: multiVersion.default must be one of multiVersion.versions: the version whose URLs have no prefix');
    expect(problems({ multiVersion: { default: 'v1', versions: ['v1', 'v2/beta'] } })).toContain('multiVersion.versions[1]: a version is a folder name');
    expect(resolveConfig({ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }).config.multiVersion).toEqual({ default: 'v2', versions: ['v1', 'v2'] });
  });

  it('rejects unknown keys, naming them', () => {
    expect(problems({ titel: 'x' })).toContain('site.config.ts: titel: unknown key');
    expect(problems({ themeConfig: { socialLinks: [{ icon: 'github', content: 'x', colour: 'red' }] } })).toContain('themeConfig.socialLinks[0].colour: unknown key');
  });

  it('suggests the known key a misspelt one is closest to, at any depth', () => {
    const message = problems({ themeConfig: { socialLink: [] }, serach: { maxResults: 3 } });
    expect(message).toContain('themeConfig.socialLink: unknown key: did you mean "socialLinks"?');
    expect(message).toContain('serach: unknown key: did you mean "search"?');
    // Inside arrays, records and a union's branch (a sidebar item), and through z.lazy.
    const deep = problems({ themeConfig: { locales: [{ lang: 'en', label: 'E', sidebar: { '/guide/': [{ text: 'G', items: [{ text: 'x', colapsed: true }] }] } }] } });
    expect(deep).toContain('themeConfig.locales[0].sidebar["/guide/"][0].items[0].colapsed: unknown key: did you mean "collapsed"?');
    // Another case or other separators count as the same name.
    expect(problems({ route: { clean_urls: true } })).toContain('route.clean_urls: unknown key: did you mean "cleanUrls"?');
    // A plugin's hooks are keys too.
    expect(problems({ plugins: [{ name: 'p', buildend() {} }] })).toContain('plugins[0].buildend: unknown key: did you mean "buildEnd"?');
  });

  it('tells a themeConfig key written at the top level where it belongs', () => {
    const message = problems({ sidebar: {}, nav: [], socialLinks: [] });
    expect(message).toContain('site.config.ts: sidebar: unknown key: it belongs under themeConfig (themeConfig: { sidebar: … })');
    expect(message).toContain('nav: unknown key: it belongs under themeConfig (themeConfig: { nav: … })');
    expect(message).toContain('socialLinks: unknown key: it belongs under themeConfig (themeConfig: { socialLinks: … })');
  });

  it("suggests the known key in what a plugin's config hook returns too", async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsite-config-'));
    writeFileSync(
      join(root, 'site.config.ts'),
      "export default { title: 'T', plugins: [{ name: 'p', config: (config) => ({ ...config, themeConfig: { ...config.themeConfig, socialLink: [] } }) }] };\n",
    );
    await expect(loadConfig(root)).rejects.toThrow(/plugin p: config failed: the config it returned is invalid:\nsite\.config\.ts: themeConfig\.socialLink: unknown key: did you mean "socialLinks"\?/);
  });

  it('suggests nothing for an unknown key no known key is close to', () => {
    expect(problems({ wibble: 1 })).toBe('site.config.ts: wibble: unknown key');
    expect(problems({ themeConfig: { socialLinks: [{ icon: 'github', content: 'x', zzz: 1 }] } })).toBe('site.config.ts: themeConfig.socialLinks[0].zzz: unknown key');
  });

  it("says what to write instead of a Rspress option docsite has no key for", () => {
    expect(problems({ ssg: true })).toContain('ssg: unknown key (a Rspress option): every page is pre-rendered');
    expect(problems({ builderConfig: {} })).toContain('builderConfig: unknown key (a Rspress option): docsite does not run Rsbuild');
  });

  it("takes Rspress's keys: darkMode, head tuples and functions, replaceRules, link.autoPrefix, cleanUrlsRedirect, several redirect sources, locales without label", () => {
    const { config } = resolveConfig({
      themeConfig: { darkMode: 'force-dark', locales: [{ lang: 'en' }] },
      head: ['<meta name="a">', ['meta', { name: 'b' }], () => undefined],
      replaceRules: [{ search: /x/g, replace: 'y' }],
      markdown: { link: { autoPrefix: false } },
      route: { cleanUrlsRedirect: false },
      redirects: [{ from: ['^/a$', '^/b$'], to: '/c' }],
    });
    expect(config.themeConfig.darkMode).toBe('force-dark');
    expect(config.redirects).toEqual([{ from: '^/a$', to: '/c' }, { from: '^/b$', to: '/c' }]);
    expect(config.route.cleanUrlsRedirect).toBe(false);
    expect(problems({ themeConfig: { darkMode: 'dim' } })).toContain('themeConfig.darkMode');
    expect(problems({ head: [['meta', 'x']] })).toContain('head[0]');
  });

  it('requires lang on a locale and refuses duplicates', () => {
    expect(problems({ themeConfig: { locales: [{ label: 'English' }] } })).toContain('themeConfig.locales[0].lang');
    expect(problems({ themeConfig: { locales: [{ lang: 'en', label: 'a' }, { lang: 'en', label: 'b' }] } })).toContain('duplicate locale "en"');
  });

  it('reports sidebar mistakes inside nested items', () => {
    const message = problems({ themeConfig: { locales: [{ lang: 'en', label: 'E', sidebar: { '/guide/': [{ text: 'G', items: [{ text: 'x', link: false }] }] } }] } });
    expect(message).toContain('themeConfig.locales[0].sidebar["/guide/"][0].items[0].link');
  });

  it('normalises base with a warning, and only warns on an invalid redirect pattern', () => {
    const { config, warnings } = resolveConfig({ base: 'docs', redirects: [{ from: '(', to: '/' }] });
    expect(config.base).toBe('/docs/');
    expect(warnings.join('\n')).toContain('base "docs"');
    expect(warnings.join('\n')).toContain('redirects[0].from: invalid pattern');
  });

  it('says what a union allows: the literal key every branch rejects, or every kind when none fits', () => {
    expect(problems({ search: { mode: 'lokal' } })).toBe('site.config.ts: search.mode: expected "local" | "remote"');
    // The branch whose mode matched is the one meant.
    expect(problems({ search: { mode: 'remote' } })).toBe('site.config.ts: search.apiUrl: missing (expected string)');
    expect(problems({ search: 'yes' })).toBe('site.config.ts: search: expected false | object, received string');
    expect(problems({ themeConfig: { socialLinks: [{ icon: 'gitlab', mode: 'link', content: 'x' }] } })).toBe(
      'site.config.ts: themeConfig.socialLinks[0].icon: expected "github" | "x" | "discord" | "bluesky" | object, received string',
    );
  });

  it('accepts the search modes', () => {
    expect(resolveConfig({ search: false }).config.search).toBe(false);
    expect(resolveConfig({ search: { mode: 'remote', apiUrl: 'https://s.example.com' } }).config.search).toMatchObject({ mode: 'remote', maxResults: 7 });
    expect(problems({ search: { mode: 'remote' } })).toContain('search');
  });
});

describe('where a config problem is written', () => {
  const source = [
    "import { defineConfig } from 'docsite';", // 1
    'const nav = [', // 2
    "  { text: 'Guide', link: '/guide/' },", // 3
    "  { text: 'API', link: 42 as unknown as string },", // 4
    '];', // 5
    'const extra = [{ text: "x" }];', // 6
    'export default defineConfig({', // 7
    "  titel: 'oops',", // 8
    '  themeConfig: {', // 9
    '    nav,', // 10
    "    locales: [{ lang: 'en', label: 'English' }, { lang: 'zh' }],", // 11
    '    socialLinks: [...extra, { icon: "x" }],', // 12
    '    footer: makeFooter(),', // 13
    '  },', // 14
    '});', // 15
  ].join('\n');
  const locate = configKeyLocator(source, 'site.config.ts')!;

  it('follows constants, shorthand keys and defineConfig() to the value, or to the name of an unknown key', () => {
    expect(locate(['themeConfig', 'nav', 1, 'link'], 'value')).toEqual({ line: 4, column: 24 });
    expect(locate(['titel'], 'key')).toEqual({ line: 8, column: 3 });
    expect(locate(['themeConfig', 'locales', 0, 'label'], 'value')).toEqual({ line: 11, column: 36 });
  });

  it('stops at the deepest literal when the path leaves the source: a missing key, a spread, a call', () => {
    expect(locate(['themeConfig', 'locales', 1, 'label'], 'value')).toEqual({ line: 11, column: 49 });
    expect(locate(['themeConfig', 'socialLinks', 1, 'content'], 'value')).toEqual({ line: 12, column: 18 });
    expect(locate(['themeConfig', 'footer', 'message'], 'value')).toEqual({ line: 13, column: 13 });
  });

  it('lists problems in the order of the source, with frames, saying when a key is missing', () => {
    const message = (() => {
      try {
        resolveConfig({ titel: 'oops', themeConfig: { socialLinks: [{ icon: 'github' }] } });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('site.config.ts: themeConfig.socialLinks[0].content: missing (expected string)');
    const lines = formatConfigProblems('site.config.ts', [
      { path: ['themeConfig', 'locales', 1, 'label'], text: 'missing (expected string)', at: 'value' },
      { path: ['titel'], text: 'unknown key', at: 'key' },
    ], { text: source, locate });
    expect(lines[0]).toMatch(/^site\.config\.ts:8:3: titel: unknown key\n(.*\n)*> {1,2}8 \| {3}titel: 'oops',\n +\| {3}\^/);
    expect(lines[1]).toMatch(/^site\.config\.ts:11:49: themeConfig\.locales\[1\]\.label: missing \(expected string\)/);
  });

  it('gives up quietly on a source it cannot parse', () => {
    expect(configKeyLocator('export default {', 'site.config.ts')).toBeUndefined();
  });
});
