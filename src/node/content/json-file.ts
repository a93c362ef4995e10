/**
 * The JSON files Rspress sites keep beside their pages (`_meta.json`, `_nav.json`, `i18n.json`): read,
 * checked against a zod schema, and every problem reported at its line and column with a code frame,
 * as config problems are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { LineCounter, parseDocument, isNode } from 'yaml';
import type { z } from 'zod';
import { configProblems, formatConfigProblems } from '../config/errors.ts';
import { DocsiteError } from '../errors.ts';

/** Finds a key path's line and column in the file's text (JSON is YAML, and the yaml parser keeps positions). */
function jsonLocator(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return (path: readonly PropertyKey[], at: 'key' | 'value') => {
    let node: unknown = doc.getIn(path as unknown[], true);
    if (!isNode(node) && at === 'key') node = doc.getIn(path.slice(0, -1) as unknown[], true);
    for (let parent = path.length - 1; !isNode(node) && parent >= 0; parent--) node = doc.getIn(path.slice(0, parent) as unknown[], true);
    const offset = isNode(node) ? node.range?.[0] : undefined;
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
}

/** The file's data, checked against `schema`; undefined when the file does not exist. */
export function readJsonFile<S extends z.ZodType>(file: string, schema: S, hint: string): z.output<S> | undefined {
  if (!existsSync(file)) return undefined;
  const shown = relative(process.cwd(), file) || file;
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DocsiteError(`${shown}: invalid JSON (${(error as Error).message})`, { hint: 'fix the JSON syntax' });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = configProblems(parsed.error.issues);
    const lines = formatConfigProblems(shown, problems, { text, locate: jsonLocator(text) });
    throw new DocsiteError(lines.join('\n'), {
      summary: `${shown}: ${problems.length} invalid entr${problems.length > 1 ? 'ies' : 'y'}`,
      hint,
    });
  }
  return parsed.data;
}
