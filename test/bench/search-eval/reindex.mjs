#!/usr/bin/env node
/**
 * Rebuilds a built site's search files with the current source, without building the site:
 *
 *   node test/bench/search-eval/reindex.mjs <fromDist> <toDist>
 *
 * The documents are read back from `<fromDist>/static/search_index.*.json` and their text shards (pages, titles,
 * headings, anchors and section texts are all there) and written by src/node/search/build-index.ts into
 * `<toDist>/static/`: a quick loop for trying an index change with report.mjs. A full build stays the
 * measure of record.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { documentsOf, readSearchFiles } from '../search-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const [from, to] = process.argv.slice(2).map((p) => resolve(p));
const out = join(root, 'node_modules/.cache/search-eval/build-index.mjs');
mkdirSync(dirname(out), { recursive: true });
const result = await build({ stdin: { contents: "export * from './src/node/search/build-index.ts'; export { createIndex, attachTexts } from './src/client/search/query.ts';", resolveDir: root, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'warning' });
writeFileSync(out, result.outputFiles[0].text);
const { attachTexts, createIndex, planSearchIndexes, writeSearchIndex } = await import(pathToFileURL(out).href + '?t=' + Date.now());

const docs = [];
for (const file of readdirSync(join(from, 'static')).filter((f) => f.startsWith('search_index.'))) {
  const { json, shards } = readSearchFiles(join(from, 'static'), file);
  const index = createIndex(json);
  attachTexts(index, shards);
  docs.push(...documentsOf(index));
}
rmSync(join(to, 'static'), { recursive: true, force: true });
mkdirSync(join(to, 'static'), { recursive: true });
for (const plan of planSearchIndexes(docs)) {
  await writeSearchIndex(plan, to);
  console.log(plan.file);
}
