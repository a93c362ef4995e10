/**
 * Docusaurus's `<CodeBlock language title showLineNumbers>{`…`}</CodeBlock>` (from `@theme/CodeBlock`) whose
 * code is written in the page (a string or a template literal without `${}`) becomes a fenced code block
 * before docsite's passes: it is then highlighted at build time like one (shiki), its title, line numbers,
 * magic comments and search text included, and renders the same in the static HTML and after hydration.
 *
 * Code known only when the page renders (`{require('!!raw-loader!…').default}`, `{JSON.stringify(x)}`) is
 * left to the component, which shows it as plain text: docsite highlights at build time only, and the
 * browser bundle carries no highlighter.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { fencedCode, importDeclarations, replaceElements, writtenText } from './component-code-blocks.ts';

const MODULE = '@theme/CodeBlock';

/** The name the page imports Docusaurus's CodeBlock as (`import CodeBlock from '@theme/CodeBlock'`). */
function importedName(tree: Root): string | undefined {
  for (const statement of importDeclarations(tree)) {
    if (statement.source.value !== MODULE) continue;
    const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
    if (local) return local;
  }
  return undefined;
}

/** The code a child expression writes out: a string or a template literal without substitutions. */
function literalText(child: RootContent): string | undefined {
  if (child.type !== 'mdxFlowExpression') return undefined;
  return writtenText((child.data as { estree?: Program } | undefined)?.estree);
}

/** The element as a fenced code block, when its code and its props are all written out; else undefined. */
function asCode(element: MdxJsxFlowElement): Code | undefined {
  if (element.children.length !== 1) return undefined;
  const code = literalText(element.children[0]);
  if (code === undefined) return undefined;
  const props: Record<string, string | boolean> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined; // a spread: props not known
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else if (/^\s*(true|false)\s*$/.test(value.value)) props[name] = value.value.trim() === 'true';
    else return undefined;
  }
  const className = typeof props.className === 'string' ? props.className : '';
  const lang = typeof props.language === 'string' ? props.language : /(?:^|\s)language-(\S+)/.exec(className)?.[1];
  const flags: string[] = [];
  if (props.showLineNumbers !== undefined) flags.push(props.showLineNumbers === false ? 'lineNumbers=false' : 'lineNumbers');
  if (typeof props.metastring === 'string') flags.push(props.metastring);
  return fencedCode(element, { lang, title: typeof props.title === 'string' ? props.title : undefined, flags, code });
}

export function remarkDocusaurusCodeBlocks() {
  return (tree: Root) => {
    const name = importedName(tree);
    if (name) replaceElements(tree, name, asCode);
  };
}

/** Pages that may hold such a block (a cheap test on the source). */
export const MAY_HAVE_CODE_BLOCK_ELEMENT = /@theme\/CodeBlock/;
