/**
 * Reads a built site's search files for the benches: an index file and the text shards it lists
 * (src/shared/search/format.ts), raw and parsed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The index file of a language (`search_index.<lang>.<hash>.json`) in a `static/` folder. */
export function indexFileOf(staticDir, lang) {
  const file = readdirSync(staticDir).find((f) => new RegExp(`^search_index\\.${lang}\\.[0-9a-f]{8}\\.json$`).test(f));
  if (!file) throw new Error(`no search_index.${lang}.<hash>.json in ${staticDir}: build the site first`);
  return file;
}

/** An index file and its shards: `raw`/`shardRaws` (Buffers), `json`/`shards` (parsed). */
export function readSearchFiles(staticDir, file) {
  const raw = readFileSync(join(staticDir, file));
  const json = JSON.parse(raw.toString('utf8'));
  const shardRaws = json.shards.map(([, name]) => readFileSync(join(staticDir, name)));
  return { raw, json, shardRaws, shards: shardRaws.map((b) => JSON.parse(b.toString('utf8'))) };
}

/** The build's input read back from a loaded index with all its shards (query.ts `createIndex` + `attachTexts`). */
export function documentsOf(index) {
  return index.pages.map((page) => ({
    routePath: page.routePath,
    lang: index.lang,
    version: index.version,
    title: page.title,
    sections: page.sections.map((s) => ({ anchor: index.sections[s].anchor, heading: index.sections[s].heading, depth: index.sections[s].heading ? 2 : 1, text: index.sections[s].text })),
  }));
}
