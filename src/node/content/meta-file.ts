/**
 * `_meta.json`: the order and labels of a folder's sidebar entries, in Rspress's shapes. Each entry is
 * checked against the schema below; a problem is reported at its line and column in the file, with a
 * code frame, as config problems are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { z } from 'zod';
import { configProblems, formatConfigProblems } from '../config/errors.ts';
import { DocsiteError } from '../errors.ts';

const label = z.string();
const tag = z.string().optional();
// Rspress keys docsite reads nowhere (`context`, `icon`, `overviewHeaders` …) are allowed: `.loose()`.
const metaEntry = z.union([
  z.string(),
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('file'), name: z.string(), label: label.optional(), tag }).loose(),
    z.object({ type: z.literal('dir'), name: z.string(), label: label.optional(), tag, collapsible: z.boolean().optional(), collapsed: z.boolean().optional() }).loose(),
    z.object({ type: z.literal('dir-section-header'), name: z.string(), label: label.optional(), tag }).loose(),
    z.object({ type: z.literal('divider'), dashed: z.boolean().optional() }).loose(),
    z.object({ type: z.literal('section-header'), label, tag }).loose(),
    z.object({ type: z.literal('custom-link'), label, link: z.string(), tag }).loose(),
  ]),
]);
const metaFile = z.array(metaEntry);

type ObjectEntry = Exclude<z.infer<typeof metaEntry>, string>;
/** A `_meta.json` entry, a bare name read as `{ type: 'file', name }`. */
export type MetaEntry = ObjectEntry;

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

/** The entries of `dir/_meta.json`, or undefined when there is none. */
export function readMeta(dir: string): MetaEntry[] | undefined {
  const file = join(dir, '_meta.json');
  if (!existsSync(file)) return undefined;
  const shown = relative(process.cwd(), file) || file;
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DocsiteError(`${shown}: invalid JSON (${(error as Error).message})`, { hint: 'fix the JSON syntax' });
  }
  const parsed = metaFile.safeParse(raw);
  if (!parsed.success) {
    const problems = configProblems(parsed.error.issues);
    const lines = formatConfigProblems(shown, problems, { text, locate: jsonLocator(text) });
    throw new DocsiteError(lines.join('\n'), {
      summary: `${shown}: ${problems.length} invalid entr${problems.length > 1 ? 'ies' : 'y'}`,
      hint: 'entries are "name", { "type": "file" | "dir" | "dir-section-header", "name", "label"? }, { "type": "section-header", "label" }, { "type": "custom-link", "label", "link" } or { "type": "divider" }',
    });
  }
  return parsed.data.map((entry) => (typeof entry === 'string' ? { type: 'file', name: entry } : entry));
}
