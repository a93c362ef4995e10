/**
 * GFM's tag filter (spec section "Disallowed Raw HTML"): in raw HTML, the `<` of `title`, `textarea`,
 * `style`, `xmp`, `iframe`, `noembed`, `noframes`, `script` and `plaintext` tags becomes `&lt;`, so the
 * tag shows as text. Left as HTML, these elements change how the rest of the page parses (a `<title>` or
 * `<textarea>` takes every following line as its text) or would run code. A `<script>` gets a warning
 * too: authors who wrote one expected it to run, and a .md page never runs code (an .mdx page may import
 * a component that does).
 */
import type { Html } from 'mdast';
import type { VFile } from 'vfile';

const DISALLOWED = /<(\/?)(title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext)(?=[\s/>]|$)/gi;

export function filterDisallowedTags(node: Html, file: VFile): void {
  if (!node.value.includes('<')) return;
  let script = false;
  node.value = node.value.replace(DISALLOWED, (_tag, slash: string, name: string) => {
    if (!slash && name.toLowerCase() === 'script') script = true;
    return `&lt;${slash}${name}`;
  });
  if (script) {
    (file.data.warnings ??= []).push({
      message: '<script> in Markdown is shown as text, as GitHub shows it: a .md page runs no code (put the script in a component imported by an .mdx page)',
      line: node.position?.start.line,
    });
  }
}
