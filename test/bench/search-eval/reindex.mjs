#!/usr/bin/env node
/**
 * Rebuilds a built site's search files with the current source, without building the site:
 *
 *   node test/bench/search-eval/reindex.mjs <fromDist> <toDist>
 *
 * The documents are read back from `<fromDist>/static/search_{index,text}.*.json` (pages, titles,
 * headings, anchors and section texts are all there) and written by src/node/search/build-index.ts into
 * `<toDist>/static/`: a quick loop for trying an index change with report.mjs. A full build stays the
 * measure of record.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const [from, to] = process.argv.slice(2).map((p) => resolve(p));
const out = join(root, 'node_modules/.cache/search-eval/build-index.mjs');
mkdirSync(dirname(out), { recursive: true });
const result = await build({ stdin: { contents: "export * from './src/node/search/build-index.ts'; export { predictAnchors } from './src/shared/search/format.ts';", resolveDir: root, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'warning' });
writeFileSync(out, result.outputFiles[0].text);
const { planSearchIndexes, predictAnchors, writeSearchIndex } = await import(pathToFileURL(out).href + '?t=' + Date.now());

const docs = [];
for (const file of readdirSync(join(from, 'static')).filter((f) => f.startsWith('search_index.'))) {
  const index = JSON.parse(readFileSync(join(from, 'static', file), 'utf8'));
  const { texts } = JSON.parse(readFileSync(join(from, 'static', file.replace('search_index.', 'search_text.')), 'utf8'));
  const byPage = index.pages.map(([routePath, title]) => ({ routePath, lang: index.lang, version: index.version, title, sections: [] }));
  const sections = index.sections.map(([p, heading, anchor], s) => ({ p, heading, anchor, text: texts[s] }));
  byPage.forEach((page, p) => {
    const own = sections.filter((s) => s.p === p);
    const predicted = predictAnchors(page.title, own.map((s) => s.heading));
    own.forEach((s, k) => page.sections.push({ anchor: s.anchor ?? predicted[k], heading: s.heading, depth: 2, text: s.text }));
  });
  docs.push(...byPage);
}
rmSync(join(to, 'static'), { recursive: true, force: true });
mkdirSync(join(to, 'static'), { recursive: true });
for (const plan of planSearchIndexes(docs)) {
  await writeSearchIndex(plan, to);
  console.log(plan.file);
}
