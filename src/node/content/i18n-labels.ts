/**
 * Rspress's `i18n.json`: `{ "gettingStarted": { "en": "Getting Started", "zh": "开始" } }`. Labels in
 * `_meta.json` and texts in `_nav.json` that are keys of it are shown in the page's language. It is read
 * from the project folder, or the pages' folder when the project has none.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile } from './json-file.ts';
import { DocsiteError } from '../errors.ts';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';

type I18nSource = ResolvedSiteConfig['i18nSource'];

const i18nFile = z.record(z.string(), z.record(z.string(), z.string()));

/** Translates a label for one language: the key's text in that language, or the label itself. */
export type LabelTranslator = (label: string) => string;

export type I18nLabels = z.infer<typeof i18nFile>;

export function readI18nLabels(dirs: readonly string[]): I18nLabels {
  for (const dir of dirs) {
    const labels = readJsonFile(join(dir, 'i18n.json'), i18nFile, 'i18n.json maps each key to its text per language: { "key": { "en": "…", "zh": "…" } }');
    if (labels) return labels;
  }
  return {};
}

/**
 * The config's `i18nSource` (Rspress's key) over the labels: an object merged key by key and language by
 * language (its texts win), or a function given the labels that returns those to use (or changes them in place).
 */
export function withI18nSource(labels: I18nLabels, source: I18nSource | undefined): I18nLabels {
  if (!source) return labels;
  if (typeof source !== 'function') {
    const out: I18nLabels = structuredClone(labels);
    for (const [key, texts] of Object.entries(source)) out[key] = { ...out[key], ...texts };
    return out;
  }
  const copy = structuredClone(labels);
  const result = source(copy) ?? copy;
  if (result instanceof Promise) throw new DocsiteError('i18nSource: the function returned a promise; docsite calls it while building each model, synchronously', { hint: 'return the texts directly (read files with readFileSync), or write i18nSource as an object' });
  const checked = i18nFile.safeParse(result);
  if (!checked.success) throw new DocsiteError('i18nSource: the function returned something other than { key: { lang: text } }', { hint: 'return an object mapping each key to its text per language' });
  return checked.data;
}

export function labelTranslator(labels: I18nLabels, lang: string): LabelTranslator {
  return (label) => (Object.hasOwn(labels, label) ? (labels[label][lang] ?? label) : label);
}
