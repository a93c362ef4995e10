import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type { fromMarkdown as FromMarkdown, Extension as MdastExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { remarkDocsSyntax } from '../../src/node/markdown/plugins/syntax.ts';
import { prepareSource } from '../../src/node/markdown/prepare-source.ts';
import { walkFiles } from '../../src/node/content/scan.ts';
// @ts-expect-error: a plain .mjs script of the launcher, without types
import { dependencyPatches, patchSource } from '../../bin/dependency-patches.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FROM_MARKDOWN = join(ROOT, 'node_modules/mdast-util-from-markdown/lib/index.js');

/** mdast-util-from-markdown bundled as the CLI bundles it, with or without the patches. */
async function bundledFromMarkdown(dir: string, name: string, plugins: Plugin[]): Promise<typeof FromMarkdown> {
  const outfile = join(dir, `${name}.mjs`);
  await build({ stdin: { contents: "export { fromMarkdown } from 'mdast-util-from-markdown';", resolveDir: ROOT }, bundle: true, format: 'esm', platform: 'node', outfile, plugins, logLevel: 'error' });
  return ((await import(pathToFileURL(outfile).href)) as { fromMarkdown: typeof FromMarkdown }).fromMarkdown;
}

/** The micromark and mdast extensions a page is parsed with (MDX or Markdown, front matter, docsite's syntax). */
function extensionsOf(format: 'mdx' | 'md') {
  const processor = createProcessor({ format, remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkDocsSyntax] }).freeze();
  const data = processor.data() as { micromarkExtensions?: MicromarkExtension[]; fromMarkdownExtensions?: (MdastExtension | MdastExtension[])[] };
  return { extensions: data.micromarkExtensions ?? [], mdastExtensions: (data.fromMarkdownExtensions ?? []).flat() };
}

describe('dependency patches (bin/dependency-patches.mjs, applied when the CLI is bundled)', () => {
  it('gives mdast-util-from-markdown one compile context for all events, not a copy per event', () => {
    const original = readFileSync(FROM_MARKDOWN, 'utf8');
    const patched = patchSource(FROM_MARKDOWN, original) as string;
    const copyPerEvent = /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]/;
    expect(original).toMatch(copyPerEvent);
    expect(patched).not.toMatch(copyPerEvent);
    expect(patched).toContain('.call(eventContext, events[index][1])');
    // Other files pass through untouched.
    expect(patchSource('/x/node_modules/micromark/lib/parse.js', original)).toBe(original);
  });

  it('fails the bundle when the text a patch replaces is gone (an upgraded dependency)', () => {
    expect(() => patchSource(FROM_MARKDOWN, 'export function fromMarkdown() {}')).toThrow(/no longer holds the text this patch replaces/);
  });

  it('parses every page of the site to the same tree as the unpatched parser', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-patches-'));
    try {
      const plain = await bundledFromMarkdown(dir, 'plain', []);
      const patched = await bundledFromMarkdown(dir, 'patched', [dependencyPatches as Plugin]);
      expect(readFileSync(join(dir, 'patched.mjs'), 'utf8')).toContain('eventContext');
      const files = walkFiles(join(ROOT, 'content')).filter((f) => /\.mdx?$/.test(f));
      expect(files.length).toBeGreaterThan(300);
      const mdx = extensionsOf('mdx');
      const md = extensionsOf('md');
      let nodes = 0;
      files.forEach((file, i) => {
        const source = readFileSync(file, 'utf8');
        // Every page as MDX (as it is built), every eighth also as plain Markdown (raw HTML, no JSX).
        for (const [options, mdxSyntax] of i % 8 ? [[mdx, true] as const] : [[mdx, true] as const, [md, false] as const]) {
          const text = prepareSource(source, { mdx: mdxSyntax });
          const expected = JSON.stringify(plain(text, options));
          expect(JSON.stringify(patched(text, options)), file).toBe(expected);
          nodes += expected.length;
        }
      });
      expect(nodes).toBeGreaterThan(1_000_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
