/**
 * Builds each spec example as a `.md` page with docsite's own compile (`compilePage`, the one a build
 * runs), bundles all the page modules in one esbuild run, renders each on the server with React, and
 * compares the article with the spec's HTML after `normalizeHtml` (spec-html.ts).
 */
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compilePage } from '../../src/node/markdown/compile.ts';
import { configureHighlighter } from '../../src/node/markdown/highlighter.ts';
import { IMPORTED_ASSET_FILE } from '../../src/node/markdown/imported-asset-file.ts';
import { formatRouteLinks, type RouteContext } from '../../src/shared/routes.ts';
import type { SpecExample } from './spec-examples.ts';
import { normalizeHtml } from './spec-html.ts';

export const SPEC_ROUTE_CONTEXT: RouteContext = { base: '/', defaultLang: 'en', langs: ['en'], cleanUrls: true };
/** Each example is the page `/example` (relative links resolve against `/`). */
export const SPEC_PAGE_PATH = '/example';

export interface ExampleResult {
  example: SpecExample;
  /** The page's article, as rendered. */
  actual: string;
  expected: string;
  normalizedActual: string;
  normalizedExpected: string;
  pass: boolean;
  warnings: string[];
  error?: string;
}

/** What the theme's CodeBlock keeps of a block: the highlighted HTML (its buttons are left out). */
const CodeBlock = ({ html, lang }: { html: string; lang?: string }) =>
  createElement('div', { className: 'code-block', 'data-lang': lang }, createElement('div', { className: 'code-html', dangerouslySetInnerHTML: { __html: html } }));

export async function renderExamples(examples: readonly SpecExample[]): Promise<ExampleResult[]> {
  configureHighlighter({ langs: [] });
  const dir = fileURLToPath(new URL(`../.tmp/spec-examples-${process.pid}/`, import.meta.url));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const compiled = await Promise.all(
    examples.map(async (example, i) => {
      try {
        const { code, meta } = await compilePage({
          file: join(dir, `${example.id}.md`),
          source: example.markdown,
          lang: 'en',
          pagePath: SPEC_PAGE_PATH,
          ctx: SPEC_ROUTE_CONTEXT,
          markdown: { showLineNumbers: false, defaultWrapCode: false, staticHtml: true },
          searchCodeBlocks: false,
        });
        writeFileSync(join(dir, `page-${i}.mjs`), formatRouteLinks(code, SPEC_ROUTE_CONTEXT));
        return { ok: true as const, warnings: meta.warnings.map((w) => w.message) };
      } catch (error) {
        return { ok: false as const, error: (error as Error).message, warnings: [] as string[] };
      }
    }),
  );
  const entry = compiled.map((c, i) => (c.ok ? `export { default as p${i} } from './page-${i}.mjs';` : '')).join('\n');
  writeFileSync(join(dir, 'entry.mjs'), entry);
  // One bundle for every page. A page's media import gives back the path it was written with (in a
  // build it is the copied file's URL: the copy is docsite's, not the spec's business).
  await build({
    entryPoints: [join(dir, 'entry.mjs')],
    outfile: join(dir, 'bundle.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      {
        name: 'media-as-written',
        setup(b) {
          b.onResolve({ filter: IMPORTED_ASSET_FILE }, (args) => ({ path: args.path, namespace: 'media' }));
          b.onLoad({ filter: /.*/, namespace: 'media' }, (args) => ({ contents: `export default ${JSON.stringify(args.path.replace(/^\.\//, ''))};`, loader: 'js' }));
        },
      },
    ],
  });
  const pages = (await import(pathToFileURL(join(dir, 'bundle.mjs')).href)) as Record<string, (props: { components: object }) => ReactNode>;
  rmSync(dir, { recursive: true, force: true });
  return examples.map((example, i) => {
    const c = compiled[i];
    let actual = '';
    let error = c.ok ? undefined : c.error;
    if (c.ok) {
      try {
        actual = renderToStaticMarkup(createElement(pages[`p${i}`], { components: { CodeBlock } }));
      } catch (e) {
        error = (e as Error).message;
      }
    }
    const normalizedActual = error ? `ERROR: ${error}` : normalizeHtml(actual, { docsite: true });
    const normalizedExpected = normalizeHtml(example.html, { docsite: false });
    return { example, actual, expected: example.html, normalizedActual, normalizedExpected, pass: normalizedActual === normalizedExpected, warnings: c.warnings, error };
  });
}
