/**
 * What Rspress's front matter puts on a page besides its data: `title` on a page with no `# heading`
 * becomes the page's h1 (with its anchor, as any heading), and `overview: true` shows the section's
 * overview (docsite's Overview component, listing each page's headings) after the page's own content.
 */
import { parse } from 'acorn';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';

const OVERVIEW_IMPORT = "import { Overview as __DocsiteOverview } from 'docsite/theme';";

/** Page types with no article heading of their own (their layouts title them). */
const UNTITLED_LAYOUTS = new Set(['home', 'custom', 'blank', '404']);

export function remarkFrontmatterPage() {
  return (tree: Root, file: VFile) => {
    const fm = (file.data.frontmatter ?? {}) as Record<string, unknown>;
    if (UNTITLED_LAYOUTS.has(fm.pageType as string)) return;
    const afterYaml = tree.children[0]?.type === 'yaml' ? 1 : 0;
    if (typeof fm.title === 'string' && fm.title.trim() && !tree.children.some((node) => node.type === 'heading' && node.depth === 1)) {
      tree.children.splice(afterYaml, 0, { type: 'heading', depth: 1, children: [{ type: 'text', value: fm.title }] });
    }
    if (fm.overview === true) {
      const esm = {
        type: 'mdxjsEsm',
        value: OVERVIEW_IMPORT,
        data: { estree: parse(OVERVIEW_IMPORT, { ecmaVersion: 'latest', sourceType: 'module' }) },
      } as unknown as RootContent;
      // Rspress's overview page lists each page's headings (`overviewHeaders`) under it.
      const headers = { type: 'mdxJsxAttribute', name: 'headers', value: null };
      const element = { type: 'mdxJsxFlowElement', name: '__DocsiteOverview', attributes: [headers], children: [] } as unknown as RootContent;
      tree.children.splice(afterYaml, 0, esm);
      tree.children.push(element);
      file.data.usesOverview = true;
    }
  };
}
