/**
 * Line rewrites of a page's source before it is parsed, each keeping every line where it is (positions
 * in errors stay right). They spell what authors write in VitePress and Rspress the way docsite's parser
 * (micromark's directives, MDX) reads it, and skip fenced code, which is shown as written:
 *
 * - `:::tip Title`, `::: tip Title`, `::: tip` become `:::tip[Title]`, `:::tip` (the directive label form);
 *   `:::tip{title="…"}` stays (the attribute form: see containers.ts).
 * - A container holding a fenced block with a `:::` line, or a container of the same length, is given
 *   longer fences: a directive closes at the first line of at least its own colons, even inside a code
 *   block or a nested container, while authors mean the one that matches (as Rspress reads it).
 * - In MDX, a heading's custom id `{#id}` has its braces escaped (MDX would read an expression; Rspress
 *   pages that escape it themselves, `\{#id}`, are left alone); the heading plugin takes the id (headings.ts).
 */
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
const CONTAINER_OPEN = /^(\s*)(:{3,})[ \t]*([a-zA-Z][\w-]*)(.*)$/;
const CONTAINER_CLOSE = /^(\s*)(:{3,})\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)(?<!\\)\{(#[^\s{}]+)\}(\s*)$/;

interface OpenContainer {
  open: number;
  colons: number;
  /** Colons the container's fences need: more than any `:::` line inside it that must not close it. */
  need: number;
}

export function prepareSource(source: string, options: { mdx: boolean }): string {
  if (!source.includes(':::') && !(options.mdx && source.includes('{#'))) return source;
  const lines = source.split('\n');
  const stack: OpenContainer[] = [];
  const fences: { open: number; close: number; colons: number }[] = [];
  let fence: { char: string; length: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence.char && fenceMatch[1].length >= fence.length && !fenceMatch[2].trim()) fence = undefined;
      else {
        const colons = /^\s*(:{3,})/.exec(line)?.[1].length;
        if (colons) for (const container of stack) container.need = Math.max(container.need, colons + 1);
      }
      continue;
    }
    if (fenceMatch && !(fenceMatch[1][0] === '`' && fenceMatch[2].includes('`'))) {
      fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
      continue;
    }
    const close = CONTAINER_CLOSE.exec(line);
    if (close && stack.length) {
      const container = stack.pop()!;
      fences.push({ open: container.open, close: i, colons: container.need });
      // The container around this one must outlast this one's closing line.
      if (stack.length) stack[stack.length - 1].need = Math.max(stack[stack.length - 1].need, container.need + 1);
      continue;
    }
    const open = CONTAINER_OPEN.exec(line);
    if (open) {
      const [, indent, colons, name, rest] = open;
      lines[i] = indent + colons + name + containerLabel(rest);
      stack.push({ open: i, colons: colons.length, need: colons.length });
      continue;
    }
    if (options.mdx) {
      const id = HEADING_ID.exec(line);
      if (id) lines[i] = `${id[1]}\\{${id[2]}\\}${id[3]}`;
    }
  }
  for (const { open, close, colons } of fences) {
    lines[open] = lines[open].replace(/:{3,}/, ':'.repeat(colons));
    lines[close] = lines[close].replace(/:{3,}/, ':'.repeat(colons));
  }
  return lines.join('\n');
}

/** What follows a container's name: a title in words becomes the label `[Title]`; `[…]` and `{…}` stay. */
function containerLabel(rest: string): string {
  const trimmed = rest.trim();
  if (!trimmed || /^[[{]/.test(rest)) return rest.trimEnd();
  return `[${trimmed.replace(/[[\]]/g, (c) => '\\' + c)}]`;
}
