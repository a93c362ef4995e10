/**
 * Nav links to pages that do not exist: a warning each, not an error. Rspress builds such a site (its nav
 * item leads to the 404 page), and a `_meta.json` entry naming nothing is a warning too. The line names
 * where the link is written: its key path in the config, or its line and column in `_nav.json`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { jsonLocator } from './json-file.ts';
import type { LinkProblem } from './config-links.ts';

/** One line per dead nav link (`docs/_nav.json:4:13 → /guide/ (no such page): …`), each told once, in the order found. */
export function navLinkWarnings(problems: readonly LinkProblem[], root: string): string[] {
  const lines: string[] = [];
  const locators = new Map<string, ReturnType<typeof jsonLocator>>();
  for (const p of problems) {
    let where = `site config: ${p.where}`;
    if (p.file && p.path) {
      let locate = locators.get(p.file);
      if (!locate) locators.set(p.file, (locate = jsonLocator(readFileSync(p.file, 'utf8'))));
      const at = locate(p.path, 'value');
      where = `${relative(root, p.file)}${at ? `:${at.line}:${at.column}` : ''}`;
    }
    // Name the route looked for when the link does not spell it (a language's nav read from a shared `_nav.json`).
    const route = p.route && p.route !== p.link.split(/[?#]/)[0] ? ` ${p.route}` : '';
    const line = `dead nav link: ${where} → ${p.link} (no such page${route}): the nav item leads to the 404 page`;
    if (!lines.includes(line)) lines.push(line);
  }
  return lines;
}
