/**
 * Internal links: resolved against the page (relative paths, `.md` extensions), rewritten for the
 * page's language as a `routeLink` (the bundle applies the base and clean URLs), and recorded for the
 * dead-link check.
 * `javascript:` links are dropped to their text: a page must never carry a live script URL.
 */
import type { Link, Definition } from 'mdast';
import type { VFile } from 'vfile';
import { readmeTarget } from '../../content/readme-index.ts';
import { isExternalUrl, normalizeRoutePath, resolveInternalHref, routeLink, stripDefaultLang, type CompileRouteContext } from '../../../shared/routes.ts';

export interface RecordedLink {
  /** Target route in the page's language (`/zh/guide/start/`), or '' for a same-page anchor. */
  routePath: string;
  hash: string;
  url: string;
  line?: number;
  column?: number;
  /** A link to a file (public/ or another non-page file), not a route: written as is, never checked as a page. */
  file?: boolean;
}

export interface LinkOptions {
  ctx: CompileRouteContext;
  lang: string;
  /** The page's version (versioned sites): a link naming none stays in it, as Rspress reads them. */
  version?: string;
  /** The page's route path without the language prefix, to resolve relative links. */
  pagePath: string;
  /** The files of public/ whose name reads as a page (`/pure.html`, `/notes.md`): links to them are file links, not page routes. */
  publicHtml?: ReadonlySet<string>;
  /** Routes of README files that are their folder's index (`/ref/README`): a link to one reaches the folder's route. */
  readmeRoutes?: ReadonlySet<string>;
  /** VitePress's sites: a link's `#hash` is put through the slugger, as VitePress does (`#Getting Started` → `#getting-started`). */
  slugHash?: (hash: string) => string;
  /** `markdown.link.autoPrefix: false` (Rspress's key): an absolute link (`/guide`) gets no language or version prefix, it names the page as written. */
  autoPrefix?: false;
  /** A Docusaurus site's page (see docusaurusTarget). */
  docusaurus?: DocusaurusLinks;
}

export interface DocusaurusLinks {
  /** The page's file from the docs folder (`/guides/01-setup.mdx`). */
  file: string;
  /** Each doc file's route, by its path from the docs folder. */
  routes: Readonly<Record<string, string>>;
}

/**
 * A link on a Docusaurus site's page, as Docusaurus reads it: a `.md`/`.mdx` path names that file, from the
 * page's folder or else from the docs folder, and reaches its route (which `slug` may have changed); `/docs/x`
 * (Docusaurus's route prefix) is `/x`. Other links are unchanged.
 */
export function docusaurusTarget(url: string, links: DocusaurusLinks): string {
  const cut = url.search(/[?#]/);
  const [path, suffix] = cut >= 0 ? [url.slice(0, cut), url.slice(cut)] : [url, ''];
  if (/\.mdx?$/.test(path)) {
    const decoded = safeDecode(path);
    const fromPage = resolveLinkTarget(decoded, links.file).file;
    const route = links.routes[fromPage] ?? (decoded.startsWith('/') ? undefined : links.routes[resolveLinkTarget(decoded, '/').file]);
    if (route) return route + suffix;
  }
  const prefixed = /^\/docs(?=\/|$)/.exec(path);
  return prefixed ? (path.slice(prefixed[0].length) || '/') + suffix : url;
}

const SCRIPT_URL = /^\s*(?:javascript|vbscript|data:text\/html)/i;

/** Resolves `./a`, `../b/c.md`, `/x/y.mdx#h` into a language-free route path and a hash (`file`: the path as resolved, before it became a route). */
export function resolveLinkTarget(url: string, pagePath: string): { path: string; hash: string; query: string; file: string; outside?: boolean } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : '';
  let rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  const query = queryAt >= 0 ? rest.slice(queryAt) : '';
  if (queryAt >= 0) rest = rest.slice(0, queryAt);
  if (rest === '') return { path: '', hash, query, file: '' };
  let path = rest;
  let outside = false;
  if (!path.startsWith('/')) {
    const dir = pagePath.endsWith('/') ? pagePath : pagePath.slice(0, pagePath.lastIndexOf('/') + 1);
    const parts = (dir + path).split('/');
    const out: string[] = [];
    for (const part of parts) {
      if (part === '..') {
        if (out.length <= 1) outside = true; // above the site's root: another site's page
        out.pop();
      } else if (part !== '.') out.push(part);
    }
    path = out.join('/');
    if (!path.startsWith('/')) path = '/' + path;
  }
  const file = path;
  path = path.replace(/\.mdx?$/, '');
  return { path: normalizeRoutePath(path), hash, query, file, outside };
}

/**
 * The page's link rewriter (see tree-pass.ts): rewrites an internal link or definition in place and
 * records it, leaves external ones alone, and says 'drop' for a script URL (the walk keeps its text).
 */
export function linkRewriter(options: LinkOptions, file: VFile): (node: Link | Definition) => 'drop' | undefined {
  const links: RecordedLink[] = (file.data.links ??= []);
  return (node) => {
    const url = node.url;
    if (SCRIPT_URL.test(url)) return 'drop';
    if (isExternalUrl(url)) return;
    const target = resolveLinkTarget(options.docusaurus ? docusaurusTarget(url, options.docusaurus) : url, options.pagePath);
    // A relative link above the site's root (`../std/index.html` from an mdBook book to its sibling) goes
    // to another site: kept as written, not checked.
    if (target.outside) return;
    const fileLink = target.path !== '' && isFileLink(target.file, options.publicHtml);
    // A heading's own anchor (headings.ts) names its id as made, custom ids too: VitePress leaves those alone as well.
    const headerAnchor = ((node.data?.hProperties as { className?: string[] } | undefined)?.className ?? []).includes('header-anchor');
    if (target.hash && options.slugHash && !fileLink && !headerAnchor) target.hash = encodeURI(options.slugHash(safeDecode(target.hash)));
    const decodedHash = safeDecode(target.hash);
    const record: RecordedLink = {
      routePath: '',
      hash: decodedHash,
      url,
      line: node.position?.start.line,
      column: node.position?.start.column,
    };
    if (target.path === '') {
      if (decodedHash) links.push(record);
      if (decodedHash && options.slugHash) node.url = '#' + target.hash;
      return;
    }
    if (fileLink) {
      // A file beside the pages (`/pure.html` in public/, `/files/a.pdf`): no language prefix, no clean URL,
      // and the client router leaves it to the browser.
      record.file = true;
      record.routePath = target.file;
      links.push(record);
      node.url = options.ctx.base + target.file.slice(1) + target.query + (target.hash ? '#' + target.hash : '');
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), dataFile: '' } };
      return;
    }
    // `/en/guide/` with English the default language is the English page `/guide/` (from any language's page).
    const explicitDefault = stripDefaultLang(target.path, options.ctx);
    const path = explicitDefault ?? target.path;
    const asWritten = options.autoPrefix === false && url.startsWith('/');
    const lang = explicitDefault === undefined && !asWritten ? options.lang : options.ctx.defaultLang;
    const routePath = resolveInternalHref(path, lang, { ...options.ctx, base: '/', cleanUrls: true }, asWritten ? undefined : options.version);
    // `./README.md` names its folder's page when the README is the folder's index (`/ref/README` → `/ref/`).
    record.routePath = options.readmeRoutes ? readmeTarget(routePath, options.readmeRoutes) : routePath;
    links.push(record);
    // The base and clean URLs are applied when the page is bundled, as the theme's links are (routeToHref).
    node.url = routeLink(record.routePath) + target.query + (target.hash ? '#' + target.hash : '');
  };
}

/** A path naming a file rather than a page: an extension other than a page's, or an `.html` or `.md` file of public/. */
export function isFileLink(path: string, publicHtml: ReadonlySet<string> | undefined): boolean {
  const ext = /\.([a-z][a-z\d]{0,7})$/i.exec(path.slice(path.lastIndexOf('/') + 1))?.[1].toLowerCase();
  if (!ext) return false;
  // A path that reads as a page (`.html`, `.md`) is a file only when public/ holds that very file (`/notes.md`, as Rspress serves it).
  if (/^(?:html?|mdx?)$/.test(ext)) return publicHtml?.has(safeDecode(path)) ?? false;
  return true;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
