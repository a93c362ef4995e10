/**
 * Whether a Docusaurus site's page compiles as MDX or as Markdown, by Docusaurus 3's rules (its mdx-loader's
 * `getFormat`): the page's front matter `mdx: { format: md | mdx | detect }` wins, else the site's
 * `markdown.format`, whose default is `mdx` for `.md` files too; `detect` means by extension (`.md` is
 * Markdown). docsite does not read `docusaurus.config.*`, so the site-wide setting is always the default.
 */
import { codeFrame } from '../code-frame.ts';
import { DocsiteError } from '../errors.ts';
import { FRONT_MATTER_BLOCK, readFrontMatter } from './plugins/frontmatter.ts';

const FORMATS = ['md', 'mdx', 'detect'] as const;

export function docusaurusFormat(source: string, file: string): 'md' | 'mdx' {
  const mdx = readFrontMatter(source).mdx;
  const format = mdx && typeof mdx === 'object' ? (mdx as Record<string, unknown>).format : undefined;
  if (format === undefined || format === 'mdx') return 'mdx';
  if (format === 'md') return 'md';
  if (format === 'detect') return /\.mdx$/i.test(file) ? 'mdx' : 'md';
  // The key's line: inside the front matter block (line 1 is its `---`).
  const lines = (FRONT_MATTER_BLOCK.exec(source)?.[1] ?? '').split(/\r?\n/);
  const at = lines.findIndex((l) => /^\s+format\s*:/.test(l));
  const line = at >= 0 ? at + 2 : 1;
  const column = at >= 0 ? lines[at].indexOf('format') + 1 : 1;
  // The advice is in the message: a page's compile error is shown without its hint.
  throw new DocsiteError(
    `${file}:${line}:${column}: front matter mdx.format is ${JSON.stringify(format)}, expected one of ${FORMATS.join(', ')}: write \`format: md\` to build the page as Markdown (its JSX stays text), \`format: mdx\` to run it as MDX, or \`format: detect\` to choose by its extension\n${codeFrame(source, line, column)}`,
  );
}
