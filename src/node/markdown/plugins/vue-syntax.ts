/**
 * Vue-only syntax in a Markdown page (VitePress pages are Vue templates): docsite pages are React, so it
 * cannot run. Each kind is reported once per page at its first line, saying what to write instead:
 *
 * - `<script setup>` and `<style scoped|module>` blocks are left out of the page (they are code and
 *   styles for Vue's compiler, not content);
 * - `{{ expression }}` interpolations stay as text (nothing evaluates them);
 * - Vue directives on elements (`v-if`, `v-for`, `:prop="…"`, `@click`) are left on the element as inert attributes.
 */
import type { Html, Text } from 'mdast';
import type { VFile } from 'vfile';

const VUE_BLOCK = /^\s*<(script\b[^>]*\bsetup\b|style\b[^>]*\b(?:scoped|module)\b)[^>]*>/i;
const INTERPOLATION = /\{\{(?!#)[\s\S]*?\}\}/;
const DIRECTIVE = /<[a-zA-Z][\w-]*\s[^>]*?(?:\sv-(?:if|else|else-if|for|show|bind|on|model|html|text)\b|\s[:@][a-zA-Z][\w.-]*=)/;

const ADVICE = {
  block: 'a Vue <script setup> or scoped <style> block is not supported in docsite pages (React) and is left out: put the logic in a component imported by an .mdx page, and styles in the site theme',
  interpolation: 'Vue interpolation {{ … }} is not supported and shows as written: write the value itself, or use an .mdx page with a {expression}',
  directive: 'Vue directives (v-if, v-for, :prop, @event) are not supported and do nothing: use an .mdx page with a React component',
} as const;

export function vueSyntaxReporter(file: VFile) {
  const reported = new Set<keyof typeof ADVICE>();
  const report = (kind: keyof typeof ADVICE, line: number | undefined) => {
    if (reported.has(kind)) return;
    reported.add(kind);
    (file.data.warnings ??= []).push({ message: ADVICE[kind], line });
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
      return undefined;
    },
    text(node: Text): void {
      if (node.value.includes('{{') && INTERPOLATION.test(node.value)) report('interpolation', node.position?.start.line);
    },
  };
}
