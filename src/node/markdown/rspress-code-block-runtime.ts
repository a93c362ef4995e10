/**
 * Rspress's `<CodeBlockRuntime lang title code />` (from `@rspress/core/theme`) whose code is written in the
 * page (`code="…"`, or `code={`…`}` without `${}`) becomes a fenced code block before docsite's passes, as
 * docusaurus-code-block.ts does for Docusaurus's `<CodeBlock>`: highlighted at build time (shiki, with the
 * notation comments `// [!code highlight]` that Rspress's examples pass as `shikiOptions.transformers`), titled,
 * in the static HTML and the search text. Rspress highlights it in the browser; docsite's browser bundle
 * carries no highlighter, so code known only when the page renders stays with the component (plain text).
 */
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';

/** The modules docsite reads as Rspress's theme (site-aliases.ts). */
const MODULES = new Set(['@rspress/core/theme', 'rspress/theme', '@rspress/theme-default', '@rspress/core/theme-original', 'rspress/theme-original']);

/** The local name of `import { CodeBlockRuntime } from '@rspress/core/theme'` (or `as X`). */
function importedName(tree: Root): string | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node as MdxjsEsm).data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !MODULES.has(String(statement.source.value))) continue;
      for (const s of statement.specifiers) {
        if (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'CodeBlockRuntime') return s.local.name;
      }
    }
  }
  return undefined;
}

/** An attribute's text when written out: `a="x"`, `a={'x'}`, `a={`x`}` (no substitutions); else undefined. */
function attributeText(attribute: MdxJsxAttribute): string | undefined {
  const { value } = attribute;
  if (typeof value === 'string') return value;
  const statement = (value?.data?.estree as Program | undefined)?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const e = statement.expression;
  if (e.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e.type === 'TemplateLiteral' && !e.expressions.length) return e.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/** The element as a fenced block, when its code and its other props are known at build time; else undefined. */
function asCode(element: MdxJsxFlowElement): Code | undefined {
  if (element.children.length) return undefined;
  const props = new Map<string, string | true>();
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined; // a spread: props not known
    // Rspress's shiki options: docsite's highlighter settings apply instead (its notation transformers included).
    if (attribute.name === 'shikiOptions') continue;
    if (attribute.value === null || attribute.value === undefined) {
      props.set(attribute.name, true);
      continue;
    }
    const text = attributeText(attribute);
    if (text === undefined) return undefined;
    props.set(attribute.name, text);
  }
  const code = props.get('code');
  if (typeof code !== 'string') return undefined;
  const title = props.get('title');
  if (typeof title === 'string' && title.includes('"')) return undefined;
  const lang = props.get('lang');
  const meta = [typeof title === 'string' ? `title="${title}"` : '', props.has('lineNumbers') ? 'lineNumbers' : '', props.has('wrapCode') ? 'wrapCode' : ''].filter(Boolean).join(' ');
  return { type: 'code', lang: typeof lang === 'string' ? lang : null, meta: meta || null, value: code.replace(/^\n+|\n+$/g, ''), position: element.position };
}

export function remarkRspressCodeBlockRuntime() {
  return (tree: Root) => {
    const name = importedName(tree);
    if (!name) return;
    const visit = (parent: { children: RootContent[] }) => {
      parent.children.forEach((node, i) => {
        const code = node.type === 'mdxJsxFlowElement' && node.name === name ? asCode(node) : undefined;
        if (code) parent.children[i] = code;
        else if ('children' in node) visit(node as { children: RootContent[] });
      });
    };
    visit(tree);
  };
}

/** Pages that may hold such a block (a cheap test on the source). */
export const MAY_HAVE_CODE_BLOCK_RUNTIME = /\bCodeBlockRuntime\b/;
