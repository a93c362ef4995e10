/** The interface-string table: complete in every language, found by BCP 47 tags, overridden by the config. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTAINER_TITLES, UI_STRINGS, UI_STRING_KEYS, UiString, containerTitle, uiLanguage, uiStringArray, uiStringsFor } from '../../src/shared/ui-strings.ts';
import { localeContainerTitles, localeUiStrings } from '../../src/node/config/locales.ts';
import { siteConfigSchema } from '../../src/shared/config-schema.ts';

const SRC = join(import.meta.dirname, '..', '..', 'src');

describe('interface strings', () => {
  it('gives every string in en, zh, ja, ko, de, fr, es, pt and ru, and every container title', () => {
    expect(Object.keys(UI_STRINGS).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'ko', 'pt', 'ru', 'zh']);
    for (const [lang, strings] of Object.entries(UI_STRINGS)) {
      expect(Object.keys(strings), lang).toEqual(UI_STRING_KEYS);
      for (const key of UI_STRING_KEYS) expect(strings[key].trim(), `${lang}.${key}`).not.toBe('');
      expect(Object.keys(CONTAINER_TITLES[lang]).sort(), lang).toEqual(['caution', 'danger', 'details', 'info', 'note', 'tip', 'warning']);
    }
    // The copy prompt keeps its placeholder in every language.
    for (const strings of Object.values(UI_STRINGS)) expect(strings.copyPrompt).toContain('{shortcut}');
  });

  it('numbers the strings in the order of the arrays the browser gets', () => {
    const array = uiStringArray(uiStringsFor('ja'));
    expect(array[UiString.outlineTitle]).toBe('目次');
    expect(array[UiString.nextPage]).toBe('次のページ');
    expect(array.length).toBe(UI_STRING_KEYS.length);
  });

  it('finds a language as BCP 47 matching does: zh-CN, zh-Hans and zh find Chinese, pt-BR finds pt, unknown is English', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'ZH-cn', 'zh_TW']) expect(uiLanguage(tag), tag).toBe('zh');
    expect(uiLanguage('pt-BR')).toBe('pt');
    expect(uiLanguage('de-AT')).toBe('de');
    expect(uiLanguage('ja-JP')).toBe('ja');
    expect(uiLanguage('tlh')).toBe('en');
    expect(uiStringsFor('zh-CN').searchButton).toBe('搜索');
    expect(containerTitle('tip', 'zh-Hans')).toBe('提示');
    expect(containerTitle('warning', 'fr-CA')).toBe('AVERTISSEMENT');
    expect(containerTitle('warning', 'fr-CA', { tip: 'Astuce' })).toBe('AVERTISSEMENT');
    expect(containerTitle('tip', 'fr-CA', { tip: 'Astuce' })).toBe('Astuce');
  });

  it('lays a site\'s own strings over the built-in ones: themeConfig.ui, then the Rspress-style fields, then the locale\'s ui', () => {
    const config = siteConfigSchema.parse({
      themeConfig: {
        ui: { menu: 'Site menu', nextPage: 'Onward' },
        locales: [
          { lang: 'en', label: 'English', prevPageText: 'Before', ui: { nextPage: 'Next up' } },
          { lang: 'ko', label: '한국어', editLink: { docRepoBaseUrl: 'https://example.com', text: '고치기' } },
        ],
      },
    });
    const en = localeUiStrings(config, config.themeConfig.locales[0]);
    expect([en.menu, en.prevPage, en.nextPage, en.copied]).toEqual(['Site menu', 'Before', 'Next up', 'Copied']);
    const ko = localeUiStrings(config, config.themeConfig.locales[1]);
    expect([ko.editLink, ko.nextPage, ko.copied]).toEqual(['고치기', 'Onward', '복사됨']);
    // Container titles are the compiler's: per language, only what the site sets.
    const withTitles = siteConfigSchema.parse({ themeConfig: { ui: { tip: 'Hint' }, locales: [{ lang: 'en', label: 'English' }, { lang: 'de', label: 'Deutsch', ui: { tip: 'Tipp!' } }] } });
    expect(localeContainerTitles(withTitles, 'en')).toEqual({ tip: 'Hint' });
    expect(localeContainerTitles(withTitles, 'de')).toEqual({ tip: 'Tipp!' });
    expect(localeContainerTitles(config, 'en')).toBeUndefined();
  });

  it('rejects a string name it does not know, naming its key path', () => {
    const result = siteConfigSchema.safeParse({ themeConfig: { locales: [{ lang: 'en', label: 'English', ui: { nextPag: 'x' } }] } });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error!.issues)).toContain('nextPag');
    expect(result.error!.issues[0].path).toEqual(['themeConfig', 'locales', 0, 'ui']);
  });

  it('chooses no interface string by comparing a language with zh in the browser code or shared code', () => {
    const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => join(dir, f));
    // Chinese search tokenising (src/shared/search) is language logic, not an interface string.
    const sources = [...files(join(SRC, 'client')), ...files(join(SRC, 'shared'))].filter((f) => !f.includes(`${join('shared', 'search')}`) && !f.includes(join('client', 'search')));
    for (const file of sources) expect(readFileSync(file, 'utf8'), file).not.toMatch(/===\s*['"]zh['"]|startsWith\(['"]zh['"]\)/);
  });
});
