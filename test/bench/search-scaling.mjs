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
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const [distArg, lang = 'en'] = process.argv.slice(2);
const dist = resolve(distArg ?? join(root, 'dist'));
const out = join(root, 'node_modules/.cache/search-bench/build-index.mjs');
mkdirSync(dirname(out), { recursive: true });
const bundled = await build({ entryPoints: [join(root, 'src/node/search/build-index.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'warning' });
writeFileSync(out, bundled.outputFiles[0].text);
const { buildIndexFiles } = await import(pathToFileURL(out).href);

const file = readdirSync(join(dist, 'static')).find((f) => f.startsWith(`search_index.${lang}.`));
const index = JSON.parse(readFileSync(join(dist, 'static', file), 'utf8'));
const { texts } = JSON.parse(readFileSync(join(dist, 'static', file.replace('search_index.', 'search_text.')), 'utf8'));
const docs = index.pages.map(([routePath, title]) => ({ routePath, lang, version: '', title, sections: [] }));
index.sections.forEach(([p, heading, anchor], s) => docs[p].sections.push({ anchor: anchor ?? '', heading, depth: heading ? 2 : 1, text: texts[s] }));

const n = docs.length;
buildIndexFiles(docs.slice(0, Math.min(n, 50)), lang, ''); // warm up (jieba, JIT)
for (const size of [Math.round(n / 4), Math.round(n / 2), n]) {
  let best = Infinity;
  let bytes = 0;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const files = buildIndexFiles(docs.slice(0, size), lang, '');
    bytes = JSON.stringify(files.index).length;
    best = Math.min(best, performance.now() - t0);
  }
  console.log(`${String(size).padStart(6)} pages: ${best.toFixed(0).padStart(6)} ms, ${(best / size).toFixed(2)} ms/page, index ${(bytes / 1024).toFixed(0)} KiB`);
}
