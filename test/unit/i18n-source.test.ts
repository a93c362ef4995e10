/** Rspress's `i18nSource` over `i18n.json`'s texts (content/i18n-labels.ts withI18nSource). */
import { describe, expect, it } from 'vitest';
import { withI18nSource } from '../../src/node/content/i18n-labels.ts';

const json = { tide: { zh: '潮汐', en: 'Tide' }, shore: { en: 'Shore' } };

describe('i18nSource', () => {
  it('an object merges key by key and language by language, its texts winning; i18n.json’s are not changed', () => {
    expect(withI18nSource(json, { shore: { zh: '海岸' }, reef: { en: 'Reef' } })).toEqual({ tide: { zh: '潮汐', en: 'Tide' }, shore: { en: 'Shore', zh: '海岸' }, reef: { en: 'Reef' } });
    expect(json.shore).toEqual({ en: 'Shore' });
  });

  it('a function gets a copy and returns the texts to use, or changes them in place and returns nothing', () => {
    expect(withI18nSource(json, () => ({ only: { en: 'Only' } }))).toEqual({ only: { en: 'Only' } });
    expect(withI18nSource(json, (source) => void (source.tide.en = 'High tide'))).toEqual({ tide: { zh: '潮汐', en: 'High tide' }, shore: { en: 'Shore' } });
    expect(json.tide.en).toBe('Tide');
  });

  it('a function returning a promise or something else is an error saying what to write', () => {
    expect(() => withI18nSource(json, (async () => json) as never)).toThrow(/i18nSource: the function returned a promise/);
    expect(() => withI18nSource(json, (() => ({ tide: 'Tide' })) as never)).toThrow(/returned something other than \{ key: \{ lang: text \} \}/);
  });
});
