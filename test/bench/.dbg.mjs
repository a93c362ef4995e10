import { build } from 'esbuild';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
const r = await build({ entryPoints: ['/work/wt-38/src/search/query.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false });
writeFileSync('node_modules/.cache/dbg.mjs', r.outputFiles[0].text);
const e = await import('/work/wt-38/node_modules/.cache/dbg.mjs');
const [lang, ...qs] = process.argv.slice(2);
const f = readdirSync('dist/static').find((x) => x.startsWith('search_index.' + lang));
const idx = e.createIndex(JSON.parse(readFileSync('dist/static/' + f)));
e.attachTexts(idx, JSON.parse(readFileSync('dist/static/' + f.replace('search_index', 'search_text'))));
globalThis.DBG = true;
for (const q of qs) { console.log(q, e.rankPages(idx, q).slice(0, 5)); const raw = idx.lunr.query((qq) => {}); }
