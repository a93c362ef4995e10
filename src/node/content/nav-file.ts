/**
 * Rspress's `_nav.json`: the top nav of a language, in the pages' folder (`docs/en/_nav.json`, or
 * `docs/_nav.json` for every language). Used when the config gives that language no nav.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { NavItem } from '../../shared/config-schema.ts';
import { readJsonFile } from './json-file.ts';
import type { LabelTranslator } from './i18n-labels.ts';

type RawNavItem = { text: string; link?: string; activeMatch?: string; position?: 'left' | 'right'; tag?: string; icon?: string; items?: RawNavItem[] };
// Keys docsite does not read (Rspress's `rel`, `target` …) are allowed and left out.
const navItem: z.ZodType<RawNavItem> = z.lazy(() =>
  z
    .object({
      text: z.string(),
      link: z.string().optional(),
      activeMatch: z.string().optional(),
      position: z.enum(['left', 'right']).optional(),
      tag: z.string().optional(),
      icon: z.string().optional(),
      items: z.array(navItem).optional(),
    })
    .loose(),
);
const navFile = z.array(navItem);

const HINT = '_nav.json is a list of { "text", "link"?, "activeMatch"?, "items"? }';

function clean(item: RawNavItem, translate: LabelTranslator): NavItem {
  const out: NavItem = { text: translate(item.text) };
  for (const key of ['link', 'activeMatch', 'position', 'tag', 'icon'] as const) if (item[key] !== undefined) (out as Record<string, unknown>)[key] = item[key];
  if (item.items) out.items = item.items.map((child) => clean(child, translate));
  return out;
}

/** The nav of the first folder that has a `_nav.json`, and that file; undefined when none has. */
export function readNavFile(dirs: readonly string[], translate: LabelTranslator): { nav: NavItem[]; file: string } | undefined {
  for (const dir of dirs) {
    const file = join(dir, '_nav.json');
    const items = readJsonFile(file, navFile, HINT);
    if (!items) continue;
    return { nav: items.map((item) => clean(item, translate)), file };
  }
  return undefined;
}
