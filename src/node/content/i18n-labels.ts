/**
 * Rspress's `i18n.json`: `{ "gettingStarted": { "en": "Getting Started", "zh": "开始" } }`. Labels in
 * `_meta.json` and texts in `_nav.json` that are keys of it are shown in the page's language. It is read
 * from the project folder, or the pages' folder when the project has none.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile } from './json-file.ts';

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

export function labelTranslator(labels: I18nLabels, lang: string): LabelTranslator {
  return (label) => (Object.hasOwn(labels, label) ? (labels[label][lang] ?? label) : label);
}
