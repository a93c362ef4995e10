/**
 * The theme's install tabs (`<PackageManagerTabs command=…>`, docsite's or Rspress's) get their commands
 * highlighted at build time, as a fenced `bash` block is: the build works out each tab's command with the
 * component's own rules (src/shared/package-manager-commands.ts), highlights it, and hands the HTML to the
 * component in a `highlighted` prop (command → HTML). No highlighter ships to the browser. Only props
 * written as literals can be known here; a command the build could not know stays plain text.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { PACKAGE_MANAGERS, commandFor, rspressCommands } from '../../../shared/package-manager-commands.ts';
import { highlightCode } from '../highlighter.ts';
import { literal, type EstreeNode } from '../estree-literal.ts';
import { withLanguageClass } from './code.ts';

/** Whose component a page's `PackageManagerTabs` is, by the module it is imported from. */
export type Flavour = 'docsite' | 'rspress';
const THEME_MODULES: Record<string, Flavour> = {
  '@theme': 'docsite',
  'docsite/theme': 'docsite',
  '@rspress/core/theme': 'rspress',
  'rspress/theme': 'rspress',
  '@rspress/theme-default': 'rspress',
  '@rspress/core/theme-original': 'rspress',
  'rspress/theme-original': 'rspress',
};

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The page's local names for the theme's `PackageManagerTabs` (`import { PackageManagerTabs as X } from '@theme'`). */
export function packageManagerTabsNames(tree: Root): Map<string, Flavour> {
  const names = new Map<string, Flavour>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node as MdxjsEsm).data?.estree?.body ?? []) as EstreeNode[]) {
      if (statement.type !== 'ImportDeclaration') continue;
      const flavour = THEME_MODULES[(statement.source as { value: string }).value];
      if (!flavour) continue;
      for (const specifier of statement.specifiers as EstreeNode[]) {
        const imported = specifier.imported as { name?: string; value?: string } | undefined;
        if (specifier.type === 'ImportSpecifier' && (imported?.name ?? imported?.value) === 'PackageManagerTabs') names.set((specifier.local as { name: string }).name, flavour);
      }
    }
  }
  return names;
}

/** An attribute's value when written as a literal: `"x"`, `{…}` of literals, or present without a value (true). */
function attributeValue(node: JsxElement, name: string): unknown {
  const attribute = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  const statement = (attribute.value.data?.estree?.body ?? [])[0] as EstreeNode | undefined;
  return statement?.type === 'ExpressionStatement' ? literal(statement.expression as EstreeNode) : undefined;
}

const isCommands = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The commands the component will show, as it works them out; empty when the build cannot know them. */
function tabCommands(node: JsxElement, flavour: Flavour): string[] {
  const command = attributeValue(node, 'command');
  if (typeof command !== 'string' && !isCommands(command)) return [];
  const given = isCommands(command) ? Object.fromEntries(Object.entries(command).filter((e): e is [string, string] => typeof e[1] === 'string')) : command;
  if (flavour === 'docsite') {
    return typeof given === 'string' ? PACKAGE_MANAGERS.map((m) => commandFor(m, given)) : PACKAGE_MANAGERS.flatMap((m) => given[m] ?? []);
  }
  const mode = attributeValue(node, 'dlx') === true ? 'dlx' : attributeValue(node, 'exec') === true ? 'exec' : 'run';
  const texts = Object.values(rspressCommands(given, mode)).filter((text): text is string => !!text);
  const extra = attributeValue(node, 'additionalTabs');
  for (const tab of Array.isArray(extra) ? extra : []) {
    const tool = isCommands(tab) && typeof tab.tool === 'string' ? tab.tool : undefined;
    if (tool) texts.push(typeof given === 'string' ? `${tool} ${given}` : (given[tool] ?? ''));
  }
  return texts.filter(Boolean);
}

/** A command as the build highlights a ```bash block, its `<pre>` marked as a command (code.css lays those out). */
async function commandHtml(text: string): Promise<string> {
  const html = withLanguageClass(await highlightCode({ code: text, lang: 'bash', meta: '' }), 'bash');
  return html.replace(/^<pre class="([^"]*)"/, '<pre class="$1 command"');
}

/** Adds the `highlighted` prop to each install tabs element whose commands are known. */
export async function highlightPackageManagerTabs(elements: readonly { node: JsxElement; flavour: Flavour }[]): Promise<void> {
  await Promise.all(
    elements.map(async ({ node, flavour }) => {
      const texts = [...new Set(tabCommands(node, flavour))];
      if (!texts.length || node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'highlighted')) return;
      const html = await Promise.all(texts.map(commandHtml)).catch((error: Error) => {
        // At the element's line: compile.ts turns `place` into file:line:column and a code frame.
        throw Object.assign(new Error(`the commands of these install tabs could not be highlighted: ${error.message}`), { place: node.position?.start });
      });
      const properties = texts.map((text, i) => ({ type: 'Property', key: { type: 'Literal', value: text }, value: { type: 'Literal', value: html[i] }, kind: 'init', method: false, shorthand: false, computed: false }));
      const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties } }] };
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'highlighted', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree } } } as MdxJsxAttribute);
    }),
  );
}
