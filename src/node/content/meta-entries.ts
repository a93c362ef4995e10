/**
 * `_meta.json` entries that name no page or folder: left out of the sidebar (as before), and now told
 * about: one warning each, at the entry's line and column in the file, with the sibling name it was most
 * likely meant to be. A warning, not an error: the site still builds and reads well without the entry
 * (Rspress 1 warned too; Rspress 2 stops the build).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { didYouMean } from '../did-you-mean.ts';
import { jsonLocator } from './json-file.ts';
// The extensions a page file may have (scan.ts), tried after a name written without one.
import { PAGE_EXTENSIONS as PAGE_EXTS, PAGE_FILE } from '../../shared/page-extensions.ts';

/** An entry of `dir/_meta.json` (the `index`-th) whose `name` the sidebar could not place. */
export interface MissingMetaEntry {
  dir: string;
  index: number;
  name: string;
}

/**
 * Whether nothing in `dir` bears the name: no page file (`name`, `name.md`, `.mdx`, `.tsx`) and no folder.
 * Asked only of an entry the page set does not hold, so a file that exists but is no page (excluded by
 * `route.exclude`, a page of another language sharing the folder) is not reported: it is not missing.
 */
export function namesNothing(dir: string, name: string): boolean {
  const path = join(dir, name);
  return !existsSync(path) && !PAGE_EXTS.some((ext) => existsSync(path + ext));
}

/** What may be named beside the entry: the folder's page files (without extension) and folders, sorted. */
function siblingNames(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const names = entries.flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name.startsWith('_')) return [];
    if (entry.isDirectory()) return [entry.name];
    return PAGE_FILE.test(entry.name) ? [entry.name.replace(PAGE_FILE, '')] : [];
  });
  return [...new Set(names)].sort();
}

/**
 * One line per missing entry: `docs/guide/_meta.json:1:11: no page or folder "missing-page" in docs/guide/ …`.
 * Paths are relative to `root` (the project), as the pages' warnings are. In the order found (the sidebar's
 * generation order, the same every build); an entry met twice (two languages sharing one folder) is told once.
 */
export function missingEntryWarnings(entries: readonly MissingMetaEntry[], root: string): string[] {
  const lines: string[] = [];
  const locators = new Map<string, ReturnType<typeof jsonLocator>>();
  for (const { dir, index, name } of entries) {
    const file = join(dir, '_meta.json');
    let locate = locators.get(file);
    if (!locate) locators.set(file, (locate = jsonLocator(readFileSync(file, 'utf8'))));
    // At the name of an object entry, at the string of a bare one (the locator falls back to the entry).
    const at = locate([index, 'name'], 'value');
    const shown = relative(root, file);
    const folder = (relative(root, dir) || '.') + '/';
    const suggestion = didYouMean(name.replace(PAGE_FILE, ''), siblingNames(dir));
    const line = `${shown}${at ? `:${at.line}:${at.column}` : ''}: no page or folder "${name}" in ${folder}${suggestion ? ` (${suggestion})` : ''}: the entry is left out of the sidebar`;
    if (!lines.includes(line)) lines.push(line);
  }
  return lines;
}
