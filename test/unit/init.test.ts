import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initProject, parseLangs, defaultAnswers } from '../../src/node/init/init.ts';
import { loadConfig } from '../../src/node/config/load.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'docsite-init-'));

describe('docsite init', () => {
  it('writes a config, a home page and a two-page guide, package.json scripts and .gitignore', async () => {
    const dir = join(tempDir(), 'my-docs');
    const result = initProject(dir, defaultAnswers(dir));
    for (const file of ['site.config.ts', 'content/index.md', 'content/guide/getting-started.md', 'content/guide/writing-pages.md', 'package.json', '.gitignore', 'tsconfig.json']) {
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(result.scripts).toEqual({ dev: 'docsite dev', build: 'docsite build', preview: 'docsite preview' });
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toMatchObject({ name: 'my-docs', private: true, scripts: result.scripts, devDependencies: { docsite: expect.stringMatching(/^\^\d/) } });
    expect(readFileSync(join(dir, '.gitignore'), 'utf8').split('\n')).toEqual(expect.arrayContaining(['dist/', '.docsite-cache/', 'node_modules/']));
    const { config } = await loadConfig(dir);
    expect(config.title).toBe('my-docs');
    expect(config.themeConfig.sidebar?.['/guide/']).toBeDefined();
  });

  it('writes each language’s pages and a locale per language for two languages', async () => {
    const dir = tempDir();
    initProject(dir, { title: "Ann's 'docs'", description: 'About: things', langs: ['en', 'zh'] });
    expect(readFileSync(join(dir, 'content/zh/guide/getting-started.md'), 'utf8')).toContain('/zh/guide/getting-started');
    expect(readFileSync(join(dir, 'content/en/index.md'), 'utf8')).toContain('name: "Ann\'s \'docs\'"');
    const { config } = await loadConfig(dir);
    expect(config.title).toBe("Ann's 'docs'");
    expect(config.themeConfig.locales.map((l) => [l.lang, l.nav?.[0].text])).toEqual([['en', 'Guide'], ['zh', '指南']]);
  });

  it('writes the default description in each language: a Chinese home has a Chinese tagline', async () => {
    const dir = join(tempDir(), 'widget');
    initProject(dir, { ...defaultAnswers(dir), langs: ['en', 'zh'] });
    expect(readFileSync(join(dir, 'content/en/index.md'), 'utf8')).toContain('tagline: "Documentation for widget"');
    expect(readFileSync(join(dir, 'content/zh/index.md'), 'utf8')).toContain('tagline: "widget 文档"');
    const { config } = await loadConfig(dir);
    expect(config.description).toBe('Documentation for widget');
    expect(config.themeConfig.locales.map((l) => l.description)).toEqual([undefined, 'widget 文档']);
    const zhOnly = join(tempDir(), 'widget');
    initProject(zhOnly, { ...defaultAnswers(zhOnly), langs: ['zh'] });
    expect(readFileSync(join(zhOnly, 'content/index.md'), 'utf8')).toContain('tagline: "widget 文档"');
    expect((await loadConfig(zhOnly)).config.description).toBe('widget 文档');
  });

  it('refuses to write over existing files, and writes nothing then', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'site.config.ts'), 'export default {};\n');
    expect(() => initProject(dir, defaultAnswers(dir))).toThrow(/already has site\.config\.ts; init writes nothing over existing files/);
    expect(existsSync(join(dir, 'content'))).toBe(false);
    expect(existsSync(join(dir, 'package.json'))).toBe(false);
    expect(readFileSync(join(dir, 'site.config.ts'), 'utf8')).toBe('export default {};\n');
  });

  it('adds only missing scripts to an existing package.json (docs:… when a name is taken) and missing lines to .gitignore', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', scripts: { build: 'tsc', test: 'vitest' } }, null, 4) + '\n');
    writeFileSync(join(dir, '.gitignore'), 'node_modules\n/dist');
    const result = initProject(dir, defaultAnswers(dir));
    expect(result.scripts).toEqual({ dev: 'docsite dev', 'docs:build': 'docsite build', preview: 'docsite preview' });
    const text = readFileSync(join(dir, 'package.json'), 'utf8');
    expect(text).toMatch(/^\{\n {4}"name"/);
    expect(JSON.parse(text)).toEqual({ name: 'app', version: '1.0.0', scripts: { build: 'tsc', test: 'vitest', ...result.scripts } });
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('node_modules\n/dist\n.docsite-cache/\n');
  });

  it('takes one or two language codes', () => {
    expect(parseLangs('en,zh')).toEqual(['en', 'zh']);
    expect(parseLangs('pt-BR')).toEqual(['pt-BR']);
    expect(() => parseLangs('en,zh,ja')).toThrow(/one or two/);
    expect(() => parseLangs('en,en')).toThrow(/twice/);
    expect(() => parseLangs('English')).toThrow(/not a language code/);
  });
});
