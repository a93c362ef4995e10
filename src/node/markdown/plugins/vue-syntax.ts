/**
 * Vue-only syntax in a Markdown page (VitePress pages are Vue templates): docsite pages are React, so it
 * cannot run. Each kind is reported once per page at its first line, saying what to write instead:
 *
 * - `<script setup>` and `<style scoped|module>` blocks are left out of the page (they are code and
 *   styles for Vue's compiler, not content);
 * - `{{ expression }}` interpolations stay as text (nothing evaluates them);
 * - Vue directives on elements (`v-if`, `v-for`, `:prop="…"`, `@click`) are left on the element as inert attributes;
 * - Vue components (`<VPTeamMembers>`, `<ClientOnly>`: a capitalised tag other than `<Badge>`, which
 *   docsite renders) become unknown HTML elements; in an mdBook such a tag (`<Listing>`) is a
 *   preprocessor's element, not Vue's, and is told about as that; on a Docusaurus site (a page built as
 *   Markdown: not valid MDX, or so its front matter says) it is the React component MDX would have run;
 * - `[[toc]]` (VitePress's table of contents) is left out: the page's outline lists its headings.
 */
import type { Html, Paragraph, Text } from 'mdast';
import type { VFile } from 'vfile';

const VUE_BLOCK = /^\s*<(script\b[^>]*\bsetup\b|style\b[^>]*\b(?:scoped|module)\b)[^>]*>/i;
const INTERPOLATION = /\{\{(?!#)[\s\S]*?\}\}/;
const COMPONENT = /<([A-Z][\w-]*)/g;
const KNOWN_COMPONENTS = new Set(['Badge']);
const DIRECTIVE = /<[a-zA-Z][\w-]*\s[^>]*?(?:\sv-(?:if|else|else-if|for|show|bind|on|model|html|text)\b|\s[:@][a-zA-Z][\w.-]*=)/;

const ADVICE = {
  block: 'a Vue <script setup> or scoped <style> block is not supported in docsite pages (React) and is left out: put the logic in a component imported by an .mdx page, and styles in the site theme',
  interpolation: 'Vue interpolation {{ … }} is not supported and shows as written: write the value itself, or use an .mdx page with a {expression}',
  directive: 'Vue directives (v-if, v-for, :prop, @event) are not supported and do nothing: use an .mdx page with a React component',
  component: 'Vue components cannot render in a .md page: use an .mdx page that imports a React component (the theme\'s are listed in the README)',
  toc: '[[toc]] is not supported and is left out: the outline beside the page lists its headings',
  react: 'a React component in a page built as Markdown (it is not valid MDX, see its other warning, or its front matter says `mdx: { format: md }`) renders as an unknown element around its content: build the page as MDX to run it',
  element: 'not an HTML element: docsite runs no mdBook preprocessor, so it renders as an unknown element around its content (write plain HTML, or use an .mdx page with a React component)',
} as const;

export function vueSyntaxReporter(file: VFile, dialect?: 'mdbook' | 'docusaurus') {
  const reported = new Set<keyof typeof ADVICE>();
  const report = (kind: keyof typeof ADVICE, line: number | undefined, what?: string) => {
    if (reported.has(kind)) return;
    reported.add(kind);
    (file.data.warnings ??= []).push({ message: what ? `${what}: ${ADVICE[kind]}` : ADVICE[kind], line });
  };
  return {
    /** Returns 'drop' for a Vue block the page must leave out. */
    html(node: Html): 'drop' | undefined {
      if (VUE_BLOCK.test(node.value)) {
        report('block', node.position?.start.line);
        return 'drop';
      }
      if (node.value.includes('{{') && INTERPOLATION.test(node.value)) report('interpolation', node.position?.start.line);
      if (DIRECTIVE.test(node.value)) report('directive', node.position?.start.line);
      for (const [, name] of node.value.matchAll(COMPONENT)) {
        if (KNOWN_COMPONENTS.has(name)) continue;
        report(dialect === 'mdbook' ? 'element' : dialect === 'docusaurus' ? 'react' : 'component', node.position?.start.line, `<${name}>`);
        break;
      }
      return undefined;
    },
    text(node: Text): void {
      if (node.value.includes('{{') && INTERPOLATION.test(node.value)) report('interpolation', node.position?.start.line);
    },
    /** Returns 'drop' for a paragraph that is VitePress's `[[toc]]`. */
    paragraph(node: Paragraph): 'drop' | undefined {
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only?.type !== 'text' || only.value.trim() !== '[[toc]]') return undefined;
      report('toc', node.position?.start.line);
      return 'drop';
    },
  };
}
