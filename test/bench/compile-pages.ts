/**
 * Compiles every Markdown/MDX page under a folder with docsite's compiler, in one thread, in the order
 * given (`forward` or `reverse`), and prints one JSON line per page: its file and a hash of its compiled
 * module and metadata, or its error. Two runs in fresh processes, in opposite orders, must print the same:
 * a page's output may depend on nothing but the input (see determinism.mjs, which bundles this file).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { walkFiles } from '../../src/node/content/scan.ts';
import { compilePage } from '../../src/node/markdown/compile.ts';
import { configureHighlighter } from '../../src/node/markdown/highlighter.ts';
import { siteHighlighter } from '../../src/node/pipeline/compile-pages.ts';

const [dir, order = 'forward'] = process.argv.slice(2);
const files = walkFiles(dir)
  .filter((file) => /\.mdx?$/.test(file) && !file.includes('/node_modules/'))
  .sort();
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
configureHighlighter(siteHighlighter({}, sources.values()));
if (order === 'reverse') files.reverse();
for (const file of files) {
  const rel = relative(dir, file);
  try {
    const page = await compilePage({
      file: rel,
      source: sources.get(file)!,
      lang: 'en',
      pagePath: '/' + rel.replace(/\.mdx?$/, ''),
      ctx: { base: '/', defaultLang: 'en', langs: ['en'] },
      markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: true },
      searchCodeBlocks: true,
    });
    const hash = createHash('sha1').update(page.code).update(JSON.stringify(page.meta)).digest('hex');
    console.log(JSON.stringify({ file: rel, hash }));
  } catch (error) {
    console.log(JSON.stringify({ file: rel, error: String((error as Error).message).split('\n')[0] }));
  }
}
