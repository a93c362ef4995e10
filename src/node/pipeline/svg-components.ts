/**
 * On a Docusaurus site, `import Logo from './logo.svg'` in a page or a component gives a React component
 * that draws the SVG (`<Logo className="x" />`), as Docusaurus's webpack rule does with SVGR for SVG files
 * imported from scripts and MDX. Markdown images (`![](./logo.svg)`) stay URLs, as Docusaurus's own image
 * transform loads them with the URL loader: the compiler marks their imports `with { docsite: 'url' }`
 * (markdown/docusaurus.ts). Stylesheets' `url(…)` are left to the other loaders.
 *
 * The SVG becomes JSX through the tools MDX compiles pages with (parse5 → hast → estree → JS), so
 * attribute names and `style` come out as React wants them; the root element takes the component's props
 * (they win over the file's), and `title` / `titleId` add a `<title>` as SVGR's `titleProp` does.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import type { Element, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import { toEstree } from 'hast-util-to-estree';
import { toJs, jsx } from 'estree-util-to-js';
import type { JSXOpeningElement, JSXElement } from 'estree-jsx';

import { MEDIA_IMPORT_ATTRIBUTE } from '../markdown/docusaurus.ts';
import { ASSET_NAMESPACE } from './imported-assets.ts';

const NAMESPACE = 'docsite-svg-component';
const PROBE = Symbol('svg component probe');


/** The module of an SVG file as a React component (JSX source). */
export function svgComponentModule(svgText: string, file: string): string {
  const tree = fromParse5(parseFragment(svgText)) as Root;
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new Error(`${file}: no <svg> element to make a component of`);
  const program = toEstree(svg, { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' });
  const statement = program.body[0];
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'JSXElement') throw new Error(`${file}: could not read the SVG`);
  const element = statement.expression as unknown as JSXElement;
  const opening = element.openingElement as JSXOpeningElement;
  opening.attributes.push(
    { type: 'JSXAttribute', name: { type: 'JSXIdentifier', name: 'aria-labelledby' }, value: { type: 'JSXExpressionContainer', expression: { type: 'Identifier', name: 'titleId' } } },
    { type: 'JSXSpreadAttribute', argument: { type: 'Identifier', name: 'props' } },
  );
  // `{title ? <title id={titleId}>{title}</title> : null}` first: SVGR's titleProp.
  element.children.unshift({
    type: 'JSXExpressionContainer',
    expression: {
      type: 'ConditionalExpression',
      test: { type: 'Identifier', name: 'title' },
      consequent: {
        type: 'JSXElement',
        openingElement: { type: 'JSXOpeningElement', name: { type: 'JSXIdentifier', name: 'title' }, attributes: [{ type: 'JSXAttribute', name: { type: 'JSXIdentifier', name: 'id' }, value: { type: 'JSXExpressionContainer', expression: { type: 'Identifier', name: 'titleId' } } }], selfClosing: false },
        closingElement: { type: 'JSXClosingElement', name: { type: 'JSXIdentifier', name: 'title' } },
        children: [{ type: 'JSXExpressionContainer', expression: { type: 'Identifier', name: 'title' } }],
      },
      alternate: { type: 'Literal', value: null },
    },
  } as JSXElement['children'][number]);
  if (element.closingElement === null) {
    opening.selfClosing = false;
    element.closingElement = { type: 'JSXClosingElement', name: opening.name };
  }
  const body = toJs({ type: 'Program', sourceType: 'module', body: [statement] }, { handlers: jsx }).value.trim().replace(/;$/, '');
  return `export default function SvgComponent({ title, titleId, ...props }) {\n  return ${body};\n}\n`;
}

/** The esbuild plugin (Docusaurus sites only): SVG files imported by scripts and pages as React components. */
export function svgComponents(): Plugin {
  return {
    name: 'docsite-svg-components',
    setup(b) {
      b.onResolve({ filter: /\.svg$/i }, async (args) => {
        // Another plugin resolving on its own behalf (its probe in pluginData, as the imported-assets plugin's)
        // or this one's own probe: taking it would send the two probing each other forever.
        if (args.pluginData !== undefined || args.with[MEDIA_IMPORT_ATTRIBUTE] === 'url') return undefined;
        if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import') return undefined;
        if (/\.(?:css|scss|sass|less)$/i.test(args.importer)) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PROBE });
        // The imported-assets plugin answers the probe too (as its namespace): the path is the file all the same.
        if (resolved.errors.length || resolved.external || !['file', ASSET_NAMESPACE].includes(resolved.namespace)) return undefined;
        return { path: resolved.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: svgComponentModule(readFileSync(args.path, 'utf8'), args.path),
        loader: 'jsx',
        resolveDir: process.cwd(),
        watchFiles: [args.path],
      }));
    },
  };
}
