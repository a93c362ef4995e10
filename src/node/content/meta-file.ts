/**
 * `_meta.json`: the order and labels of a folder's sidebar entries, in Rspress's shapes. Each entry is
 * checked against the schema below; a problem is reported at its line and column in the file.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile } from './json-file.ts';

const label = z.string();
const tag = z.string().optional();
/** An image path or URL, an inline `<svg>`, or an emoji, shown before the entry's text. */
const icon = z.string().optional();
/** Written to the entry's element as `data-context`, for a site's CSS or scripts. */
const context = z.string().optional();
const folding = { collapsible: z.boolean().optional(), collapsed: z.boolean().optional() };
/** The heading levels an overview page lists for the entry's pages (`[2, 3]`; `[]`: none), as in Rspress. */
const overviewHeaders = z.array(z.number().int().min(1).max(6)).optional();
// Rspress keys docsite reads nowhere are allowed: `.loose()`.
type CustomLinkChild = { label: string; link?: string; tag?: string; icon?: string; context?: string; overviewHeaders?: number[]; collapsible?: boolean; collapsed?: boolean; items?: CustomLinkChild[] };
const customLinkChild: z.ZodType<CustomLinkChild> = z.lazy(() =>
  z.object({ type: z.literal('custom-link').optional(), label, link: z.string().optional(), tag, icon, context, overviewHeaders, ...folding, items: z.array(customLinkChild).optional() }).loose(),
);
const metaEntry = z.union([
  z.string(),
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('file'), name: z.string(), label: label.optional(), tag, icon, context, overviewHeaders }).loose(),
    z.object({ type: z.literal('dir'), name: z.string(), label: label.optional(), tag, icon, context, overviewHeaders, ...folding }).loose(),
    z.object({ type: z.literal('dir-section-header'), name: z.string(), label: label.optional(), tag, icon, context, overviewHeaders, ...folding }).loose(),
    z.object({ type: z.literal('divider'), dashed: z.boolean().optional() }).loose(),
    z.object({ type: z.literal('section-header'), label, tag, icon }).loose(),
    z.object({ type: z.literal('custom-link'), label, link: z.string().optional(), tag, icon, context, overviewHeaders, ...folding, items: z.array(customLinkChild).optional() }).loose(),
  ]),
]);
const metaFile = z.array(metaEntry);

type ObjectEntry = Exclude<z.infer<typeof metaEntry>, string>;
/** A `_meta.json` entry, a bare name read as `{ type: 'file', name }`. */
export type MetaEntry = ObjectEntry;
export type { CustomLinkChild };

const HINT =
  'entries are "name", { "type": "file" | "dir" | "dir-section-header", "name", "label"? }, { "type": "section-header", "label" }, { "type": "custom-link", "label", "link" } or { "type": "divider" }';

/**
 * The entries of `dir/_meta.json`, or undefined when there is none. An empty list (`[]`) is read as no
 * list, as Rspress reads it: the folder's pages are listed in the default order rather than hidden.
 */
export function readMeta(dir: string): MetaEntry[] | undefined {
  const entries = readJsonFile(join(dir, '_meta.json'), metaFile, HINT);
  if (!entries?.length) return undefined;
  return entries.map((entry) => (typeof entry === 'string' ? { type: 'file', name: entry } : entry));
}
