/** Reads YAML front matter into `file.data.frontmatter`; a YAML error reports the page's line and column. */
import { parse, YAMLParseError } from 'yaml';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { withFeatureIcons } from './feature-icons.ts';

/**
 * VitePress's `layout` key in docsite's terms: `layout: home` is a home page (its `hero` and `features`
 * are already in the shapes docsite reads), `layout: page` a page without sidebar and outline, `layout:
 * false` a blank page. A `pageType` the page gives wins.
 */
function fromVitePress(frontmatter: Record<string, unknown>): Record<string, unknown> {
  const { layout } = frontmatter;
  if (layout === undefined || frontmatter.pageType !== undefined) return frontmatter;
  const pageType = layout === 'home' ? 'home' : layout === 'page' ? 'custom' : layout === false ? 'blank' : layout === 'doc' ? 'doc' : undefined;
  return pageType ? { ...frontmatter, pageType } : frontmatter;
}

/** A page source's leading front matter block (`---` … `---`), its YAML text in group 1. */
export const FRONT_MATTER_BLOCK = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * The front matter of a page's source, parsed with the compiler's YAML parser, for a quick look before the
 * page compiles (dev's sidebar titles): {} when there is none or it is not valid (the compile reports that).
 */
export function readFrontMatter(source: string): Record<string, unknown> {
  const block = FRONT_MATTER_BLOCK.exec(source);
  if (!block) return {};
  try {
    const value: unknown = parse(block[1]);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `base`: the site's URL prefix, which images in features' HTML icons get (feature-icons.ts). */
export function remarkFrontmatterData(options: { base?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const node = tree.children[0];
    if (!node || node.type !== 'yaml') {
      file.data.frontmatter = {};
      return;
    }
    try {
      const value = parse(node.value) ?? {};
      if (typeof value !== 'object' || Array.isArray(value)) throw new Error('front matter must be a mapping of keys to values');
      file.data.frontmatter = withFeatureIcons(fromVitePress(value as Record<string, unknown>), options.base);
    } catch (error) {
      const startLine = (node.position?.start.line ?? 1) + 1; // first line after the opening ---
      const pos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
      const line = startLine + (pos ? pos.line - 1 : 0);
      const column = pos?.col ?? 1;
      file.fail(`invalid YAML front matter: ${(error as Error).message.split('\n')[0]}`, {
        place: { line, column },
        ruleId: 'frontmatter',
        source: 'docsite',
      });
    }
  };
}
