/**
 * What the passes that turn a theme's code-block component written out in a page into a fenced block share
 * (docusaurus-code-block.ts, rspress-code-block-runtime.ts): the page's imports, text written as a literal,
 * the fenced block itself, and the walk that swaps one for the other.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { ImportDeclaration, Program } from 'estree';

/** The page's import statements (its ESM blocks). */
export function* importDeclarations(tree: Root): Generator<ImportDeclaration> {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node as MdxjsEsm).data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type === 'ImportDeclaration') yield statement;
    }
  }
}

/** The text an expression writes out: a string, or a template literal without substitutions; else undefined. */
export function writtenText(estree: Program | undefined): string | undefined {
  const statement = estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const e = statement.expression;
  if (e.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e.type === 'TemplateLiteral' && !e.expressions.length) return e.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/**
 * The fenced block `element` stands for: its title first in the meta, then `flags`; the code without the blank
 * lines around it, as the components show it. Undefined for a title with a `"` (the meta could not hold it).
 */
export function fencedCode(element: MdxJsxFlowElement, { lang, title, flags, code }: { lang?: string; title?: string; flags: string[]; code: string }): Code | undefined {
  if (title?.includes('"')) return undefined;
  const meta = [title === undefined ? '' : `title="${title}"`, ...flags].filter(Boolean).join(' ');
  return { type: 'code', lang: lang ?? null, meta: meta || null, value: code.replace(/^\n+|\n+$/g, ''), position: element.position };
}

/** Replaces each `<name>` element, at any depth, with the fenced block `asCode` makes of it (left as it is when none). */
export function replaceElements(tree: Root, name: string, asCode: (element: MdxJsxFlowElement) => Code | undefined): void {
  const visit = (parent: { children: RootContent[] }) => {
    parent.children.forEach((node, i) => {
      const code = node.type === 'mdxJsxFlowElement' && node.name === name ? asCode(node) : undefined;
      if (code) parent.children[i] = code;
      else if ('children' in node) visit(node as { children: RootContent[] });
    });
  };
  visit(tree);
}
