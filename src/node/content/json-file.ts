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
import { codeFrame, lineColumnAt } from '../code-frame.ts';

/** Finds a key path's line and column in the file's text (JSON is YAML, and the yaml parser keeps positions). */
export function jsonLocator(text: string) {
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

/**
 * The offset of the token V8 names without a position, outside strings: a `]` or `}` after a comma (the
 * usual trailing comma, which the yaml parser accepts), any other character where it first appears.
 */
function unexpectedTokenOffset(text: string, token: string): number {
  let inString = false;
  let previous = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === token && (!']}'.includes(c) || previous === ',')) return i;
    if (c === '"') inString = true;
    if (!/\s/.test(c)) previous = c;
  }
  return -1;
}

/**
 * Where JSON.parse stopped: V8 gives an offset in most messages ("… in JSON at position 5"), not in all
 * ("Unexpected token '}', … is not valid JSON", "Unexpected end of JSON input"); there the yaml parser's
 * first error (JSON is YAML) gives the place.
 */
function jsonErrorPosition(text: string, message: string): { line: number; column: number } | undefined {
  const offset = /at position (\d+)/.exec(message)?.[1];
  if (offset !== undefined) return lineColumnAt(text, Number(offset));
  const token = /^Unexpected token '(.)'/.exec(message)?.[1];
  const tokenAt = token === undefined ? -1 : unexpectedTokenOffset(text, token);
  if (tokenAt !== -1) return lineColumnAt(text, tokenAt);
  const pos = parseDocument(text, { lineCounter: new LineCounter() }).errors[0]?.linePos?.[0];
  return pos && { line: pos.line, column: pos.col };
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
    const reason = (error as Error).message.replace(/, ".*" is not valid JSON$/s, '');
    const at = jsonErrorPosition(text, reason);
    const where = at ? `${shown}:${at.line}:${at.column}` : shown;
    const frame = at ? '\n' + codeFrame(text, at.line, at.column) : '';
    throw new DocsiteError(`${where}: invalid JSON (${reason})${frame}`, { summary: `${shown}: invalid JSON`, hint: 'fix the JSON syntax at that position' });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = configProblems(parsed.error.issues, schema);
    const lines = formatConfigProblems(shown, problems, { text, locate: jsonLocator(text) });
    throw new DocsiteError(lines.join('\n'), {
      summary: `${shown}: ${problems.length} invalid entr${problems.length > 1 ? 'ies' : 'y'}`,
      hint,
    });
  }
  return parsed.data;
}
