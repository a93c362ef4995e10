#!/usr/bin/env node
/**
 * How the search step grows with the number of pages.
 *
 *   node test/bench/search-scaling.mjs <distDir> [lang]
 *
 * Reads the search files of a built site (e.g. the 1000-page corpus: node ../shared/bench/gen-corpus.mjs
 * 1000 DIR && node bin/docsite.js build DIR), turns them back into the build's input (pages and their
 * sections) and times building the index files (src/node/search/build-index.ts `buildIndexFiles`: tokenising,
 * lunr, serialising) for the first quarter, half and all of the pages, best of three each.
 * Prints ms per page for each size: it should not grow with the size.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { documentsOf, indexFileOf, readSearchFiles } from './search-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const [distArg, lang = 'en'] = process.argv.slice(2);
const dist = resolve(distArg ?? join(root, 'dist'));
const out = join(root, 'node_modules/.cache/search-bench/build-index.mjs');
mkdirSync(dirname(out), { recursive: true });
const bundled = await build({ stdin: { contents: "export * from './src/node/search/build-index.ts'; export { createIndex, attachTexts } from './src/client/search/query.ts';", resolveDir: root, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'warning' });
writeFileSync(out, bundled.outputFiles[0].text);
const { attachTexts, buildIndexFiles, createIndex } = await import(pathToFileURL(out).href);

const { json, shards } = readSearchFiles(join(dist, 'static'), indexFileOf(join(dist, 'static'), lang));
const loaded = createIndex(json);
attachTexts(loaded, shards);
const docs = documentsOf(loaded);

const n = docs.length;
buildIndexFiles(docs.slice(0, Math.min(n, 50)), lang, ''); // warm up (jieba, JIT)
for (const size of [Math.round(n / 4), Math.round(n / 2), n]) {
  let best = Infinity;
  let bytes = 0;
  let gz = 0;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const files = buildIndexFiles(docs.slice(0, size), lang, '');
    bytes = JSON.stringify(files.index).length;
    gz = gzipSync(JSON.stringify(files.index)).length;
    best = Math.min(best, performance.now() - t0);
  }
  console.log(`${String(size).padStart(6)} pages: ${best.toFixed(0).padStart(6)} ms, ${(best / size).toFixed(2)} ms/page, index ${(bytes / 1024).toFixed(0)} KiB, ${(gz / 1024).toFixed(0)} KiB gzip`);
}
