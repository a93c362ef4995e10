import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/load.ts';
import { DocsiteError } from '../../src/shared/errors.ts';

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

  it('rejects unknown keys, naming them', () => {
    expect(problems({ titel: 'x' })).toContain('site.config.ts: titel: unknown key');
    expect(problems({ themeConfig: { socialLinks: [{ icon: 'github', content: 'x', colour: 'red' }] } })).toContain('themeConfig.socialLinks[0].colour: unknown key');
  });

  it('requires lang on a locale and refuses duplicates', () => {
    expect(problems({ themeConfig: { locales: [{ label: 'English' }] } })).toContain('themeConfig.locales[0].lang');
    expect(problems({ themeConfig: { locales: [{ lang: 'en', label: 'a' }, { lang: 'en', label: 'b' }] } })).toContain('duplicate locale "en"');
  });

  it('reports sidebar mistakes inside nested items', () => {
    const message = problems({ themeConfig: { locales: [{ lang: 'en', label: 'E', sidebar: { '/guide/': [{ text: 'G', items: [{ text: 'x', link: false }] }] } }] } });
    expect(message).toContain('themeConfig.locales[0].sidebar./guide/[0].items[0].link');
  });

  it('normalises base with a warning, and only warns on an invalid redirect pattern', () => {
    const { config, warnings } = resolveConfig({ base: 'docs', redirects: [{ from: '(', to: '/' }] });
    expect(config.base).toBe('/docs/');
    expect(warnings.join('\n')).toContain('base "docs"');
    expect(warnings.join('\n')).toContain('redirects[0].from: invalid pattern');
  });

  it('accepts the search modes', () => {
    expect(resolveConfig({ search: false }).config.search).toBe(false);
    expect(resolveConfig({ search: { mode: 'remote', apiUrl: 'https://s.example.com' } }).config.search).toMatchObject({ mode: 'remote', maxResults: 7 });
    expect(problems({ search: { mode: 'remote' } })).toContain('search');
  });
});
