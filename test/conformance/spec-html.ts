/**
 * Normalises HTML the way the CommonMark spec's own test runner does (test/normalize.py): whitespace
 * collapsed outside `<pre>` and dropped next to block-level tags, attributes sorted, characters
 * escaped one way, comments left out (docsite, like MDX, emits none). With `docsite: true` it also
 * takes off docsite's deliberate decorations, so only the Markdown's meaning is compared:
 *
 * - heading `id`s and their `a.header-anchor` links;
 * - the code block's wrapper and shiki's spans and attributes (the `<pre><code class="language-x">`
 *   and the text stay; one final newline is not compared);
 * - the GFM task list classes and the `code-long` class of long inline code;
 * - table cell alignment, which React writes as `style="text-align:…"` (on the spec side `align` is
 *   rewritten so);
 * - internal link targets, which docsite resolves against the page: both sides' `a[href]` go through that
 *   resolution (`mapHref`), so raw HTML links, which docsite leaves alone, compare too;
 * - the `<link rel="preload">` React 19 puts before an image it renders.
 *
 * Both sides are parsed into a tree as a browser parses them (parse5), after the last newline is taken
 * off (a spec output ending in an unclosed `<a>` would otherwise reopen it for that newline), and written
 * back one way: sorted attributes, `class` tokens joined by one space, adjacent text merged, whitespace
 * next to block-level tags dropped as normalize.py drops it.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { resolveInternalHref } from '../../src/shared/routes.ts';
import { resolveLinkTarget } from '../../src/node/markdown/plugins/links.ts';
import { isExternalUrl } from '../../src/shared/routes.ts';
import { SPEC_PAGE_PATH, SPEC_ROUTE_CONTEXT } from './render-examples.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const BLOCK = new Set(
  'article header aside hgroup blockquote hr iframe body li map button object canvas ol caption output col p colgroup pre dd progress div section dl table td dt tbody embed textarea fieldset tfoot figcaption th figure thead footer tr form ul h1 h2 h3 h4 h5 h6 video script style'.split(' '),
);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** How docsite writes a spec-side internal href (see links.ts): resolved against the page, language and base applied. */
function mapHref(href: string): string {
  if (isExternalUrl(href) || href.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(href)) return href;
  const target = resolveLinkTarget(href, SPEC_PAGE_PATH);
  if (target.path === '') return href;
  return resolveInternalHref(target.path + target.query + (target.hash ? '#' + target.hash : ''), 'en', SPEC_ROUTE_CONTEXT);
}

const classes = (el: Element) => (el.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: Element, name: string) => classes(el).includes(name);
const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';

function undecorate(el: Element): void {
  const tag = el.tagName;
  if (/^h[1-6]$/.test(tag)) {
    el.attrs = el.attrs.filter((a) => a.name !== 'id');
    el.childNodes = el.childNodes.filter((c) => !(c.nodeName === 'a' && hasClass(c as Element, 'header-anchor')));
  }
  const dropClasses = ['contains-task-list', 'task-list-item', 'code-long'];
  if (classes(el).some((c) => dropClasses.includes(c))) {
    const kept = classes(el).filter((c) => !dropClasses.includes(c));
    el.attrs = el.attrs.filter((a) => a.name !== 'class');
    if (kept.length) el.attrs.push({ name: 'class', value: kept.join(' ') });
  }
}

export function normalizeHtml(html: string, options: { docsite: boolean }): string {
  const out: string[] = [];
  const highlighted = new WeakSet<Element>();
  let afterBlock = true;
  const trimEnd = () => {
    while (out.length && /^\s*$/.test(out[out.length - 1]) && !out[out.length - 1].startsWith('<')) out.pop();
    if (out.length && !out[out.length - 1].startsWith('<')) out[out.length - 1] = out[out.length - 1].replace(/\s+$/, '');
  };
  const visit = (node: Node, inPre: boolean) => {
    if (node.nodeName === '#comment' || node.nodeName === '#documentType') return;
    if (node.nodeName === '#text') {
      let text = (node as DefaultTreeAdapterMap['textNode']).value;
      if (!inPre) {
        text = text.replace(/\s+/g, ' ');
        if (afterBlock) text = text.replace(/^ /, '');
      }
      if (text && out.length && !out[out.length - 1].startsWith('<')) {
        // Text next to text (a comment between them was left out): one run, spaces collapsed again.
        out[out.length - 1] = escapeText(decode(out[out.length - 1]) + text).replace(inPre ? /$^/ : /  +/g, ' ');
        return;
      }
      if (text) {
        out.push(escapeText(text));
        afterBlock = false;
      }
      return;
    }
    let el = node as Element;
    if (options.docsite && el.tagName === 'div' && hasClass(el, 'code-block')) {
      const pre = findPre(el);
      if (!pre) return;
      el = pre;
      el.attrs = [];
      highlighted.add(pre);
    }
    if (options.docsite && el.tagName === 'link' && el.attrs.some((a) => a.name === 'rel' && a.value === 'preload')) return;
    if (options.docsite) undecorate(el);
    if ((el.tagName === 'td' || el.tagName === 'th') && !options.docsite) {
      const align = el.attrs.find((a) => a.name === 'align');
      if (align) el.attrs = [...el.attrs.filter((a) => a !== align), { name: 'style', value: `text-align:${align.value}` }];
    }
    const tag = el.tagName;
    const block = BLOCK.has(tag);
    if (block) trimEnd();
    const attrs = [...el.attrs]
      .map((a) => ({ name: a.name, value: a.name === 'href' && tag === 'a' ? mapHref(a.value) : a.name === 'class' ? a.value.split(/\s+/).filter(Boolean).join(' ') : a.value }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((a) => ` ${a.name}="${escapeAttr(a.value)}"`)
      .join('');
    out.push(`<${tag}${attrs}>`);
    afterBlock = block;
    if (VOID.has(tag)) return;
    const children = 'content' in el ? (el as DefaultTreeAdapterMap['template']).content.childNodes : el.childNodes;
    if (tag === 'pre' && children.length === 1 && children[0].nodeName === 'code') {
      // The code's text alone, without a final newline: shiki's lines carry none (see the header).
      const code = children[0] as Element;
      const attrs = code.attrs.filter((a) => !options.docsite || (a.name === 'class' && /^language-/.test(a.value)));
      // A block's value keeps no final newline (mdast), the spec's HTML ends the text with one.
      const text = highlighted.has(el) ? textOf(code) : textOf(code).replace(/\n$/, '');
      out.push(`<code${attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')}>${escapeText(text)}</code>`);
    } else {
      for (const child of children) visit(child, inPre || tag === 'pre');
    }
    if (block) trimEnd();
    out.push(`</${tag}>`);
    afterBlock = block;
  };
  for (const node of parseFragment(html.trim()).childNodes) visit(node, false);
  trimEnd();
  return out.join('');
}

function findPre(el: Element): Element | undefined {
  for (const child of el.childNodes) {
    if (child.nodeName === 'pre') return child as Element;
    if ('childNodes' in child && child.nodeName !== '#text') {
      const found = findPre(child as Element);
      if (found) return found;
    }
  }
  return undefined;
}
