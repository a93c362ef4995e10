/** The plugin driver, named remark/rehype plugins and the compile cache key with plugins (issue 34). */
import { describe, expect, it } from 'vitest';
import { PluginDriver, runHook, type ResolvedPlugin } from '../../src/node/plugins/driver.ts';
import { MarkdownPluginError, namedUnifiedPlugin, pluginsRef } from '../../src/node/plugins/markdown.ts';
import { registerMarkdownExtensions } from '../../src/node/config/load.ts';
import { compilePage, type CompileInput } from '../../src/node/markdown/compile.ts';
import { compileCacheKey, highlighterSettings } from '../../src/node/pipeline/compile-pages.ts';
import { resolveConfig } from '../../src/node/config/load.ts';
import { DocsiteError } from '../../src/node/errors.ts';
import { pageInput } from './compile-input.ts';

const input = (source: string, extra: Partial<CompileInput> = {}): CompileInput => pageInput(source, { file: '/site/content/page.md', ...extra });

describe('plugin hooks', () => {
  it('wraps what a hook throws as "plugin <name>: <hook> failed: …", with where it threw', async () => {
    const error = await runHook({ name: 'demo' }, 'buildStart', () => {
      throw new Error('no disk');
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsiteError);
    expect((error as Error).message).toMatch(/^plugin demo: buildStart failed: no disk \(at \S+plugins\.test\.ts:\d+:\d+\)$/);
  });

  it('runs hooks in plugin order and checks what they return', async () => {
    const order: string[] = [];
    const plugins = [
      { name: 'a', head: () => { order.push('a'); return '<meta name="a">'; } },
      { name: 'b', head: async () => { order.push('b'); return ['<meta name="b1">', '<meta name="b2">']; } },
      { name: 'c' },
    ] as ResolvedPlugin[];
    const driver = new PluginDriver(plugins, '/site');
    const page = { routePath: '/x' } as never;
    expect(await driver.head(page)).toEqual(['<meta name="a">', '<meta name="b1">', '<meta name="b2">']);
    expect(order).toEqual(['a', 'b']);
    const bad = new PluginDriver([{ name: 'bad', head: () => [42] }] as unknown as ResolvedPlugin[], '/site');
    await expect(bad.head(page)).rejects.toThrow('plugin bad: head failed: expected HTML strings, got number');
    const pages = new PluginDriver([{ name: 'pages', addPages: () => [{ route: '/x' }] }] as unknown as ResolvedPlugin[], '/site');
    await expect(pages.addPages()).rejects.toThrow(/^plugin pages: addPages failed: page 0 .* must be \{ routePath/);
  });

  it('rejects a global component whose file name is not a component name', () => {
    const driver = new PluginDriver([{ name: 'g', globalComponents: ['components/lower.tsx'] }] as ResolvedPlugin[], '/site');
    expect(() => driver.globalComponents()).toThrow(/^plugin g: globalComponents failed: \/site\/components\/lower\.tsx: the file's base name "lower"/);
  });
});

describe('remark and rehype plugins of the site', () => {
  const compileWith = async (plugins: CompileInput['plugins'], source = '# Title\n\nHello %NAME%.\n') => compilePage(input(source, { plugins }));
  const register = (fingerprint: string, remark: unknown[], rehype: unknown[] = []) => {
    const { config } = resolveConfig({ markdown: { remarkPlugins: remark, rehypePlugins: rehype } });
    registerMarkdownExtensions(fingerprint, config);
    return pluginsRef('/site', fingerprint, config)!;
  };

  it('runs them, sync, async and callback-style alike, and their changes reach the metadata', async () => {
    const replace = (tree: { children?: unknown[]; type?: string; value?: string }) => {
      const walk = (node: { children?: unknown[]; type?: string; value?: string }) => {
        if (node.type === 'text') node.value = node.value!.replace('%NAME%', 'world');
        (node.children as (typeof node)[] | undefined)?.forEach(walk);
      };
      walk(tree);
    };
    const sync = () => replace;
    const promise = () => async (tree: never) => replace(tree);
    const callback = () => (tree: never, _file: unknown, next: () => void) => setTimeout(() => (replace(tree), next()), 1);
    for (const [i, plugin] of [sync, promise, callback].entries()) {
      const ref = register(`fp-run-${i}`, [namedUnifiedPlugin('demo', 'remarkPlugins', plugin)]);
      const page = await compileWith(ref);
      expect(page.meta.excerpt, plugin.name).toBe('Hello world.');
      expect(page.code).toContain('Hello world.');
    }
  });

  it('names the plugin and the page when one throws, rejects or passes an error on', async () => {
    const failing = [
      () => () => { throw new Error('sync boom'); },
      () => async () => { throw new Error('async boom'); },
      () => (_tree: never, _file: unknown, next: (e: Error) => void) => next(new Error('callback boom')),
    ];
    for (const [i, plugin] of failing.entries()) {
      const ref = register(`fp-fail-${i}`, [namedUnifiedPlugin('shouty', 'remarkPlugins', plugin)]);
      const error = await compileWith(ref).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocsiteError);
      expect((error as Error).message).toMatch(/^\/site\/content\/page\.md: plugin shouty: remarkPlugins failed: (sync|async|callback) boom/);
      expect((error as DocsiteError).cause).toBeInstanceOf(MarkdownPluginError);
    }
  });
});

describe('compile cache key with plugins', () => {
  const settings = highlighterSettings({});
  it('is unchanged for a site without remark/rehype plugins, and follows the config code and the plugins’ options', () => {
    const plain = compileCacheKey(input('# A'), settings);
    expect(compileCacheKey(input('# A', { plugins: undefined }), settings)).toBe(plain);
    const a = compileCacheKey(input('# A', { plugins: { root: '/site', fingerprint: 'code-1', settings: '[["x",{"v":1}]]' } }), settings);
    const b = compileCacheKey(input('# A', { plugins: { root: '/site', fingerprint: 'code-2', settings: '[["x",{"v":1}]]' } }), settings);
    const c = compileCacheKey(input('# A', { plugins: { root: '/site', fingerprint: 'code-1', settings: '[["x",{"v":2}]]' } }), settings);
    expect(new Set([plain, a, b, c]).size).toBe(4);
  });

  it('describes the plugins by name and options, functions by name', () => {
    function remarkThing() {}
    const { config } = resolveConfig({ markdown: { remarkPlugins: [[remarkThing, { level: 2, map: (x: number) => x }]] } });
    expect(pluginsRef('/site', 'fp', config)!.settings).toBe('[[["remarkThing",{"level":2,"map":"[function map]"}]],[]]');
    expect(pluginsRef('/site', undefined, config)).toBeUndefined();
    expect(pluginsRef('/site', 'fp', resolveConfig({}).config)).toBeUndefined();
  });

  it('keys code colours by the transformers when a site has some', () => {
    const withTransformers = highlighterSettings({ transformers: [{ name: 't' }], transformersKey: 'code-1' });
    expect(withTransformers.transformers).toBe('code-1');
    expect(highlighterSettings({})).toEqual({ themes: settings.themes, grammars: [] });
  });
});

describe('pages plugins add', () => {
  it('get their language from the route, a file path where they would live, and may not take a route twice', async () => {
    const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { resolveProject } = await import('../../src/node/pipeline/project.ts');
    const { addedPageSources } = await import('../../src/node/pipeline/added-pages.ts');
    const root = mkdtempSync(join(tmpdir(), 'docsite-added-'));
    for (const lang of ['en', 'zh']) mkdirSync(join(root, 'content', lang), { recursive: true });
    writeFileSync(join(root, 'site.config.ts'), 'export default {};\n');
    const { config } = resolveConfig({ themeConfig: { locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] } });
    const project = resolveProject(root, config);
    const scanned = [{ file: join(root, 'content/en/taken.md'), relativePath: 'en/taken.md', lang: 'en', pagePath: '/taken', routePath: '/taken' }];
    const added = addedPageSources(
      [
        { plugin: 'p', page: { routePath: '/zh/blog/', content: '# 博客' } },
        { plugin: 'p', page: { routePath: '/notes.html', content: '# Notes', format: 'md' } },
      ],
      project,
      scanned,
    );
    expect(added.map(({ routePath, lang, pagePath, relativePath, addedBy }) => ({ routePath, lang, pagePath, relativePath, addedBy }))).toEqual([
      { routePath: '/zh/blog/', lang: 'zh', pagePath: '/blog/', relativePath: 'zh/blog/index.mdx', addedBy: 'p' },
      { routePath: '/notes', lang: 'en', pagePath: '/notes', relativePath: 'en/notes.md', addedBy: 'p' },
    ]);
    expect(added[0].file).toBe(join(root, 'content', 'zh', 'blog', 'index.mdx'));
    expect(() => addedPageSources([{ plugin: 'q', page: { routePath: '/taken', content: '# Again' } }], project, scanned)).toThrow(
      'plugin q: addPages failed: the route /taken is already a page (content/en/taken.md)',
    );
    expect(() => addedPageSources([{ plugin: 'q', page: { routePath: '/x', filepath: join(root, 'missing.md') } }], project, scanned)).toThrow(/plugin q: addPages failed: \/x: no such file/);
  });
});
