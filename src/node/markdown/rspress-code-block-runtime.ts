/**
 * Rspress's `<CodeBlockRuntime lang title code />` (from `@rspress/core/theme`) whose code is written in the
 * page (`code="…"`, or `code={`…`}` without `${}`) becomes a fenced code block before docsite's passes, as
 * docusaurus-code-block.ts does for Docusaurus's `<CodeBlock>`: highlighted at build time (shiki, with the
 * notation comments `// [!code highlight]` that Rspress's examples pass as `shikiOptions.transformers`), titled,
 * in the static HTML and the search text. Rspress highlights it in the browser; docsite's browser bundle
 * carries no highlighter, so code known only when the page renders stays with the component (plain text).
 */
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { fencedCode, importDeclarations, replaceElements, writtenText } from './component-code-blocks.ts';

/** The modules docsite reads as Rspress's theme (site-aliases.ts). */
const MODULES = new Set(['@rspress/core/theme', 'rspress/theme', '@rspress/theme-default', '@rspress/core/theme-original', 'rspress/theme-original']);

/** The local name of `import { CodeBlockRuntime } from '@rspress/core/theme'` (or `as X`). */
function importedName(tree: Root): string | undefined {
  for (const statement of importDeclarations(tree)) {
    if (!MODULES.has(String(statement.source.value))) continue;
    for (const s of statement.specifiers) {
      if (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'CodeBlockRuntime') return s.local.name;
    }
  }
  return undefined;
}

/** An attribute's text when written out: `a="x"`, `a={'x'}`, `a={`x`}` (no substitutions); else undefined. */
function attributeText(attribute: MdxJsxAttribute): string | undefined {
  const { value } = attribute;
  return typeof value === 'string' ? value : writtenText(value?.data?.estree as Program | undefined);
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
  const lang = props.get('lang');
  const flags = [props.has('lineNumbers') ? 'lineNumbers' : '', props.has('wrapCode') ? 'wrapCode' : ''];
  return fencedCode(element, { lang: typeof lang === 'string' ? lang : undefined, title: typeof title === 'string' ? title : undefined, flags, code });
}

export function remarkRspressCodeBlockRuntime() {
  return (tree: Root) => {
    const name = importedName(tree);
    if (name) replaceElements(tree, name, asCode);
  };
}

/** Pages that may hold such a block (a cheap test on the source). */
export const MAY_HAVE_CODE_BLOCK_RUNTIME = /\bCodeBlockRuntime\b/;
