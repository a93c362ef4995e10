/**
 * What Docusaurus's Markdown pipeline does to a page, done the same way here:
 *
 * - ```` ```mdx-code-block ```` fences hold MDX (imports, JSX) that Docusaurus runs: the fence lines are
 *   blanked out (every line stays where it is, so positions in errors are right).
 * - Magic comments in code blocks (`// highlight-next-line`, `highlight-start` … `highlight-end`, in the
 *   comment syntax of the block's language) are taken out and their lines highlighted, unless the meta
 *   names lines itself (`{1,3}`), as Docusaurus reads them.
 * - `npm2yarn` blocks become tabs (npm, Yarn, pnpm; tab group `npm2yarn`) converted by npm-to-yarn, the
 *   package Docusaurus's remark plugin uses, and the page imports `@theme/Tabs` and `@theme/TabItem` when it
 *   does not already (pages written for Docusaurus use `<Tabs>` without importing it for that reason).
 * - MDX pages can read `toc`, `frontMatter` and `contentTitle` (Docusaurus exports them from every page).
 * - A Markdown image's import is marked `with { docsite: 'url' }`: an SVG imported by a script is a React
 *   component on a Docusaurus site (pipeline/svg-components.ts), an SVG shown as an image stays its URL.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { ImportDeclaration } from 'estree';
import convert from 'npm-to-yarn';
import type { TocItem } from '../../shared/page-data.ts';
import { escapeHtmlText } from '../../shared/escape-html.ts';

const NESTED_IMPORT = /^\s+(import\s+[\w${}\s,*]+?\s+from\s+(['"])[^'"\n]+\2;?)\s*$/;
const JSX_OPEN_LINE = /^\s*<[A-Za-z][\w.:-]*(?:\s[^>]*)?>\s*$/;

/**
 * An `import` written indented inside a JSX element (`<BrowserWindow>` then `  import Logo from '…'`), as
 * pages written before MDX 2 did: MDX 2+ takes ESM only at the top level, so it would be text and the
 * component it names undefined. The import moves to the end of the page (imports are hoisted; every other
 * line keeps its number) and its line is returned for a warning. Lines in code fences are left alone.
 */
export function hoistNestedImports(source: string): { source: string; lines: number[] } {
  if (!/^\s+import\s/m.test(source)) return { source, lines: [] };
  const lines = source.split('\n');
  const moved: string[] = [];
  const at: number[] = [];
  let fence: string | undefined;
  let previous = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker))) {
      fence = fence ? undefined : marker;
      previous = line;
      continue;
    }
    if (fence || line.trim() === '') continue;
    const match = NESTED_IMPORT.exec(line);
    if (match && JSX_OPEN_LINE.test(previous)) {
      moved.push(match[1]);
      at.push(i + 1);
      lines[i] = '';
      continue; // the element's line stays the one before the next import
    }
    previous = line;
  }
  return moved.length ? { source: lines.join('\n') + '\n\n' + moved.join('\n') + '\n', lines: at } : { source, lines: [] };
}

/** The import attribute on a Markdown image's import (`with { docsite: 'url' }`): its URL, not a component. */
export const MEDIA_IMPORT_ATTRIBUTE = 'docsite';

/**
 * Rehype plugin, after rehype-mdx-import-media: marks the imports it added for the page's images (its
 * `_rehypeMdxImportMedia<n>` names) with MEDIA_IMPORT_ATTRIBUTE.
 */
export function rehypeMediaImportsAsUrls() {
  return (tree: { children: { type: string; data?: { estree?: { body: { type: string }[] } } }[] }) => {
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const declaration = statement as ImportDeclaration;
        if (!declaration.specifiers.some((s) => s.local.name.startsWith('_rehypeMdxImportMedia'))) continue;
        declaration.attributes = [{ type: 'ImportAttribute', key: { type: 'Identifier', name: MEDIA_IMPORT_ATTRIBUTE }, value: { type: 'Literal', value: 'url' } }];
      }
    }
  };
}

const MDX_CODE_BLOCK_OPEN = /^(\s*)(`{3,}|~{3,})\s*mdx-code-block\s*$/;

/** Blanks the fence lines of ```` ```mdx-code-block ```` blocks, leaving their MDX in the page. */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = MDX_CODE_BLOCK_OPEN.exec(lines[i]);
    if (!open) continue;
    const fence = open[2];
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    if (end === lines.length) break;
    lines[i] = '';
    lines[end] = '';
    // Indented MDX would read as indented code (MDX has none, but keep imports at the line start).
    const indent = open[1].length;
    if (indent) for (let j = i + 1; j < end; j++) lines[j] = lines[j].replace(new RegExp(`^ {0,${indent}}`), '');
    i = end;
  }
  return lines.join('\n');
}

const DIRECTIVE = '(highlight-next-line|highlight-start|highlight-end)';
const MAGIC_COMMENT = [
  new RegExp(`^\\s*(?://|#|--|%|;+)\\s*${DIRECTIVE}\\s*$`),
  new RegExp(`^\\s*(?:\\{\\s*)?/\\*\\s*${DIRECTIVE}\\s*\\*/(?:\\s*\\})?\\s*$`),
  new RegExp(`^\\s*<!--\\s*${DIRECTIVE}\\s*-->\\s*$`),
];
/** A meta naming lines to highlight (`{1,3-4}`): Docusaurus then leaves magic comments as they are. */
const META_LINES = /\{[\d,\s-]+\}/;

/** The block without its magic comments and the meta with the lines they mark; undefined when it has none. */
export function magicComments(code: string, meta: string): { code: string; meta: string } | undefined {
  if (!code.includes('highlight-') || META_LINES.test(meta)) return undefined;
  const out: string[] = [];
  const marked: number[] = [];
  let nextLine = false;
  let open = 0;
  let found = false;
  for (const line of code.split('\n')) {
    const directive = MAGIC_COMMENT.map((re) => re.exec(line)?.[1]).find(Boolean);
    if (directive) {
      found = true;
      if (directive === 'highlight-next-line') nextLine = true;
      else if (directive === 'highlight-start') open++;
      else open = Math.max(0, open - 1);
      continue;
    }
    out.push(line);
    if (nextLine || open) marked.push(out.length);
    nextLine = false;
  }
  if (!found) return undefined;
  return { code: out.join('\n'), meta: marked.length ? `${meta ? meta + ' ' : ''}{${ranges(marked)}}` : meta };
}

/** [1,2,3,5] → "1-3,5" */
function ranges(lines: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j] + 1) j++;
    out.push(i === j ? String(lines[i]) : `${lines[i]}-${lines[j]}`);
    i = j;
  }
  return out.join(',');
}

const NPM2YARN = /(?:^|\s)npm2yarn(?=\s|$)/;
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

const attribute = (name: string, value: string | null): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** `import Name from 'source'` as an MDX ESM node (its estree, which MDX compiles). */
function defaultImport(name: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }], source: { type: 'Literal', value: source, raw: `'${source}'` }, attributes: [] }],
      },
    },
  } as MdxjsEsm;
}

/** The tabs an `npm2yarn` block becomes: one code block per package manager. */
function npm2yarnTabs(node: Code): MdxJsxFlowElement {
  const meta = (node.meta ?? '').replace(NPM2YARN, ' ').trim() || null;
  const tab = (manager: (typeof MANAGERS)[number]): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [attribute('value', manager.value), attribute('label', manager.label)],
    children: [{ type: 'code', lang: node.lang, meta, value: manager.value === 'npm' ? node.value : convert(node.value, manager.value), position: node.position }],
  });
  return { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [attribute('groupId', 'npm2yarn')], children: MANAGERS.map(tab), position: node.position };
}

/** Whether the page already binds a name at the top level (an import or export of its own). */
const binds = (tree: Root, name: string) =>
  tree.children.some((node) => node.type === 'mdxjsEsm' && new RegExp(`\\b${name}\\b`).test((node as MdxjsEsm).value));

/** Docusaurus's fence meta `showLineNumbers` (or `showLineNumbers=5`: docsite numbers from 1), docsite's `lineNumbers`. */
const SHOW_LINE_NUMBERS = /(^|\s)showLineNumbers(?:=\d+)?(?=\s|$)/;

/**
 * Magic comments and `npm2yarn` blocks (see above), on the parsed page, before docsite's own passes;
 * `lineNumbers`: a Docusaurus site's page, whose `showLineNumbers` fences get line numbers.
 */
export function remarkDocusaurusCode(options: { lineNumbers?: boolean } = {}) {
  return (tree: Root) => {
    let tabs = false;
    const visit = (parent: { children: RootContent[] }) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i];
        if (node.type === 'code') {
          const stripped = magicComments(node.value, node.meta ?? '');
          if (stripped) [node.value, node.meta] = [stripped.code, stripped.meta || null];
          if (options.lineNumbers && node.meta && SHOW_LINE_NUMBERS.test(node.meta)) node.meta = node.meta.replace(SHOW_LINE_NUMBERS, '$1lineNumbers');
          if (node.meta && NPM2YARN.test(node.meta)) {
            parent.children[i] = npm2yarnTabs(node) as RootContent;
            tabs = true;
          }
        } else if ('children' in node) visit(node as { children: RootContent[] });
      }
    };
    visit(tree);
    if (!tabs) return;
    const imports = (['Tabs', 'TabItem'] as const).filter((name) => !binds(tree, name)).map((name) => defaultImport(name, `@theme/${name}`));
    tree.children.unshift(...(imports as RootContent[]));
  };
}

/** Code blocks of a page that may need this pass (a cheap test on the source). */
export const MAY_NEED_DOCUSAURUS_CODE = /highlight-(?:next-line|start)|npm2yarn/;

/**
 * `export const toc / frontMatter / contentTitle` for an MDX page that reads one of them and does not
 * declare it itself (appended to the compiled module: the content reads them when it renders).
 */
export function docusaurusExports(code: string, source: string, data: { toc: TocItem[]; frontmatter: Record<string, unknown>; title: string }): string {
  const wanted: [string, unknown][] = [
    // Docusaurus's `toc` entries: `{ value, id, level }`, value as HTML.
    ['toc', data.toc.filter((h) => h.depth > 1).map((h) => ({ value: h.html ?? escapeHtmlText(h.text), id: h.id, level: h.depth }))],
    ['frontMatter', data.frontmatter],
    ['contentTitle', data.title],
  ];
  // Code blocks show code (`declare const toc`), they declare nothing.
  const prose = source.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm, '');
  const declared = (name: string) => new RegExp(`^(?:export\\s+)?(?:const|let|var|function|class)\\s+${name}\\b|^import\\b[^;]*\\b${name}\\b`, 'm').test(prose);
  const add = wanted.filter(([name]) => new RegExp(`\\b${name}\\b`).test(prose) && !declared(name));
  return add.length ? code + '\n' + add.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`).join('\n') + '\n' : code;
}
