/**
 * The fenced code blocks of a Markdown source, found by a line scan instead of a parse: the build uses
 * them to highlight a page's blocks before its parse asks for them (see `prefetchHighlights`). The scan
 * follows CommonMark's fence rules; where it cannot tell what a parser would (a fence in a block quote,
 * one left open, tabs), a block comes out different or missing, which only costs a wasted prefetch.
 */
import type { HighlightRequest } from './highlighter.ts';
import { magicComments } from './docusaurus.ts';

// The meta runs from the first character after the language to the end of the line (trailing spaces kept, as the parser does).
const OPENING = /^( *)(`{3,}|~{3,})[ \t]*([^\s`]*)[ \t]*(.*)$/;

/** Up to `width` leading spaces off `line` (CommonMark strips the opening fence's indentation from the content). */
function stripIndent(line: string, width: number): string {
  let i = 0;
  while (i < width && line.charCodeAt(i) === 32) i++;
  return line.slice(i);
}

export function findFencedCode(source: string): HighlightRequest[] {
  if (source.includes('\r')) return [];
  const lines = source.split('\n');
  const found: HighlightRequest[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    if (fence[0] === '`' && meta.includes('`')) continue; // not a fence: inline code
    const closing = new RegExp(`^ *${fence[0]}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) end++;
    if (end === lines.length) break;
    const code = lines.slice(i + 1, end).map((line) => stripIndent(line, indent.length)).join('\n');
    // Docusaurus's magic comments come out before the block is highlighted (docusaurus.ts).
    const stripped = magicComments(code, meta);
    found.push({ code: stripped?.code ?? code, lang: lang.toLowerCase(), meta: stripped?.meta ?? meta });
    i = end;
  }
  return found;
}
