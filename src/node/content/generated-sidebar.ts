/**
 * Sidebars generated from the folder tree, for each language: ordered and labelled by optional
 * `_meta.json` files (the Rspress convention), an mdBook's `SUMMARY.md`, or front matter and titles.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readSummary, SUMMARY_FILE } from './summary-file.ts';
import { isReadmeFile } from './readme-index.ts';
import { filePathToPagePath, type PageSource } from './scan.ts';
import { PAGE_FILE } from '../../shared/page-extensions.ts';
import { intlLocale } from '../../shared/i18n.ts';
import { readMeta, type MetaEntry, type CustomLinkChild } from './meta-file.ts';
import { namesNothing, type MissingMetaEntry } from './meta-entries.ts';
import type { LabelTranslator } from './i18n-labels.ts';
import { flattenSidebarLinks, type ResolvedSidebarItem } from './sidebar.ts';

/**
 * The pages directly in each folder (not its index page) and the folders directly in it, by the folder's
 * path ('/', '/guide/'), in one pass: looking them up in every page for every folder was quadratic (a
 * second of a 10,000-page build).
 */
function folderIndex(pages: PageSource[]): Map<string, { files: PageSource[]; dirs: Set<string> }> {
  const folders = new Map<string, { files: PageSource[]; dirs: Set<string> }>();
  const folder = (prefix: string) => {
    let found = folders.get(prefix);
    if (!found) folders.set(prefix, (found = { files: [], dirs: new Set() }));
    return found;
  };
  for (const page of pages) {
    // '/guide/start/intro' → ['', 'guide', 'start', 'intro']; an index page '/guide/' ends in ''.
    const parts = page.pagePath.split('/');
    let prefix = '/';
    for (let i = 1; i < parts.length - 1; i++) {
      folder(prefix).dirs.add(parts[i]);
      prefix += parts[i] + '/';
    }
    if (parts[parts.length - 1] !== '') folder(prefix).files.push(page);
  }
  return folders;
}

/** A file or folder name as a label: `getting-started` → `Getting started`. */
export const prettify = (name: string) => name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * What generating reads of the folder tree: `_meta.json` files, an mdBook's `SUMMARY.md`, whether a name is
 * on disk. The caller passes them (`DISK_FOLDERS` reads the disk; a test may hold them in memory).
 */
export interface SidebarFolders {
  /** The entries of `dir/_meta.json` (readMeta), undefined when there is none. */
  meta(dir: string): MetaEntry[] | undefined;
  /** Whether `langDir` has a SUMMARY.md. */
  hasSummary(langDir: string): boolean;
  /** The sidebar `langDir/SUMMARY.md` describes (readSummary), undefined when there is none. */
  summary(langDir: string, pageAt: (relativeLink: string) => string | undefined): ResolvedSidebarItem[] | undefined;
  /** True when no file or folder in `dir` bears `name` (a `_meta.json` entry naming nothing). */
  namesNothing(dir: string, name: string): boolean;
}

export const DISK_FOLDERS: SidebarFolders = {
  meta: readMeta,
  hasSummary: (langDir) => existsSync(join(langDir, SUMMARY_FILE)),
  summary: readSummary,
  namesNothing,
};

export interface GenerateOptions {
  /** Adds the language prefix to a `custom-link` entry's internal link. */
  localize?: (link: string) => string;
  /** Labels from `i18n.json` in the sidebar's language. */
  translate?: LabelTranslator;
  /** Each page's front matter by route: `order` / `sidebar_position`, `tag`, `icon`, `context`. */
  frontmatter?: Map<string, Record<string, unknown>>;
  /** The language the titles are sorted in. */
  lang?: string;
  /** Collects the `_meta.json` entries that name no page or folder (they are left out of the sidebar). */
  missingEntries?: MissingMetaEntry[];
  /** Where `_meta.json` and SUMMARY.md are read from (default: the disk). */
  folders?: SidebarFolders;
}

/** A `_meta.json` entry naming a file or folder, as the folder reader sees it. */
type NamedEntry = { type: 'file' | 'dir' | 'dir-section-header'; name: string; label?: string; collapsible?: boolean; collapsed?: boolean; tag?: string; icon?: string; context?: string; overviewHeaders?: number[] };

/**
 * `_meta.json`'s `overviewHeaders` of each generated item (the heading levels an overview lists for its
 * pages, see pipeline/site-model.ts): kept beside the items rather than on them, since the items are
 * the sidebar data every page's browser loads, and this is the build's alone.
 */
const overviewHeaders = new WeakMap<ResolvedSidebarItem, number[]>();
export const overviewHeadersOf = (item: ResolvedSidebarItem): number[] | undefined => overviewHeaders.get(item);
function withOverviewHeaders<T extends ResolvedSidebarItem>(item: T, entry: { overviewHeaders?: number[] } | undefined): T {
  if (entry?.overviewHeaders) overviewHeaders.set(item, entry.overviewHeaders);
  return item;
}

type Decoration = { tag?: string; icon?: string; context?: string };
const decoration = (...sources: (Record<string, unknown> | undefined)[]): Decoration => {
  const out: Decoration = {};
  for (const key of ['tag', 'icon', 'context'] as const) {
    const value = sources.map((s) => s?.[key]).find((v) => typeof v === 'string' && v !== '');
    if (value !== undefined) out[key] = value as string;
  }
  return out;
};

/** The position a page asks for: front matter `order` or `sidebar_position`, else a number leading its file name (`2-install`). */
function orderOf(frontmatter: Record<string, unknown> | undefined, name: string): number | undefined {
  for (const key of ['order', 'sidebar_position']) {
    const value = frontmatter?.[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  const leading = /^(\d+)[-_. ]/.exec(name);
  return leading ? Number(leading[1]) : undefined;
}

/** `intro`, `intro.mdx`, `icons/index` → the page path under `prefix`. */
function entryPagePath(prefix: string, name: string): string {
  const bare = name.replace(PAGE_FILE, '').replace(/^\.\//, '');
  if (bare === 'index') return prefix;
  return prefix + (bare.endsWith('/index') ? bare.slice(0, -'index'.length) : bare);
}

/**
 * Generates a sidebar from the folder tree: pages become links (text = page title), folders become
 * groups titled and linked by their index page (or by a page of the folder's name beside it), a folder
 * whose only page is its index becomes that one link. Order follows `_meta.json` when present, else
 * front matter `order` / `sidebar_position` (or a number leading the file name), then titles; pages
 * before folders. Folders start open, unless the sidebar is long (see GENERATED_SIDEBAR_OPEN_LIMIT).
 */
export function generateSidebar(
  langDir: string,
  pages: PageSource[],
  titles: Map<string, string>,
  options: GenerateOptions | ((link: string) => string) = {},
  /** Language-free path of the folder the sidebar lists ('/' for the whole tree). */
  rootPrefix = '/',
): ResolvedSidebarItem[] {
  const opts: GenerateOptions = typeof options === 'function' ? { localize: options } : options;
  const folderFiles = opts.folders ?? DISK_FOLDERS;
  const localize = opts.localize ?? ((link: string) => link);
  const translate = opts.translate ?? ((label: string) => label);
  const fm = (page: PageSource | undefined) => (page ? opts.frontmatter?.get(page.routePath) : undefined);
  const collator = new Intl.Collator(intlLocale(opts.lang || 'en'), { numeric: true, sensitivity: 'base' });
  const byRel = new Map<string, PageSource>();
  for (const page of pages) byRel.set(page.pagePath, page);
  const folders = folderIndex(pages);
  const titleOf = (page: PageSource, name: string) => titles.get(page.routePath) ?? prettify(name);
  /** The page a `_meta.json` name names under `prefix`: `intro`, `intro.md`, `icons/index`, and `README` (or `sub/README.md`) when that README is its folder's index. */
  const pageNamed = (prefix: string, name: string): PageSource | undefined => {
    const pagePath = entryPagePath(prefix, name);
    const page = byRel.get(pagePath);
    if (page) return page;
    const folder = pagePath.slice(0, pagePath.lastIndexOf('/') + 1);
    const fileName = basename(byRel.get(folder)?.file ?? '');
    return isReadmeFile(fileName) && fileName.replace(/\.mdx?$/i, '') === pagePath.slice(folder.length) ? byRel.get(folder) : undefined;
  };

  /** A folder as one item: a group of its entries, linked to its index page or same-name page. */
  const folderItem = (dir: string, prefix: string, name: string, entry: NamedEntry | undefined): ResolvedSidebarItem | undefined => {
    const subPrefix = `${prefix}${name}/`;
    const subMeta = folderFiles.meta(join(dir, name));
    const listsIndex = subMeta?.some((e) => 'name' in e && typeof e.name === 'string' && pageNamed(subPrefix, e.name)?.pagePath === subPrefix);
    const linkPage = (listsIndex ? undefined : byRel.get(subPrefix)) ?? byRel.get(prefix + name);
    const sub = build(join(dir, name), subMeta, subPrefix, false, linkPage);
    const label = entry?.label !== undefined ? translate(entry.label) : undefined;
    const text = label ?? (linkPage ? titleOf(linkPage, name) : prettify(name));
    const decor = decoration(entry, fm(linkPage));
    if (!sub.length) return linkPage ? withOverviewHeaders({ text, link: linkPage.routePath, ...decor }, entry) : undefined;
    const folding: { collapsible?: boolean; collapsed?: boolean } = entry && entry.type !== 'file' ? entry : {};
    return withOverviewHeaders(
      {
        text,
        ...(linkPage ? { link: linkPage.routePath } : {}),
        items: sub,
        collapsible: folding.collapsible ?? true,
        ...(folding.collapsed !== undefined ? { collapsed: folding.collapsed } : {}),
        ...decor,
      },
      entry,
    );
  };

  const customLink = (entry: CustomLinkChild): ResolvedSidebarItem => {
    const item: ResolvedSidebarItem = withOverviewHeaders({ text: translate(entry.label), ...(entry.link ? { link: localize(entry.link) } : {}), ...decoration(entry) }, entry);
    if (entry.items?.length) {
      item.items = entry.items.map(customLink);
      item.collapsible = entry.collapsible ?? true;
      if (entry.collapsed !== undefined) item.collapsed = entry.collapsed;
    }
    return item;
  };

  /** The entries of a folder (`meta`: its `_meta.json`, read by the caller); `top` when the folder is the sidebar's own root, `taken` the page its group already links to. */
  function build(dir: string, meta: MetaEntry[] | undefined, prefix: string, top: boolean, taken?: PageSource): ResolvedSidebarItem[] {
    const { files: childPages, dirs: childDirs } = folders.get(prefix) ?? { files: [], dirs: new Set<string>() };
    const entries: MetaEntry[] = meta ?? defaultEntries(prefix, top, childPages, childDirs);
    const items: ResolvedSidebarItem[] = [];
    // Entries of the folder's _meta.json that placed nothing: reported when nothing on disk bears their name.
    const unplaced = (index: number, name: string) => {
      if (meta && opts.missingEntries && folderFiles.namesNothing(dir, name)) opts.missingEntries.push({ dir, index, name });
    };
    for (const [index, entry] of entries.entries()) {
      if (entry.type === 'divider') {
        items.push({ dividerType: entry.dashed ? 'dashed' : 'solid' });
      } else if (entry.type === 'section-header') {
        items.push({ sectionHeaderText: translate(entry.label), ...decoration(entry) });
      } else if (entry.type === 'custom-link') {
        items.push(customLink(entry));
      } else if (entry.type === 'dir-section-header') {
        // The folder's entries follow a header with its name, at this level.
        const sub = build(join(dir, entry.name), folderFiles.meta(join(dir, entry.name)), `${prefix}${entry.name}/`, true);
        if (sub.length) items.push({ sectionHeaderText: entry.label !== undefined ? translate(entry.label) : prettify(entry.name), ...decoration(entry) }, ...sub);
        else unplaced(index, entry.name);
      } else if (entry.type === 'dir') {
        const item = folderItem(dir, prefix, entry.name, entry);
        if (item) items.push(item);
        else unplaced(index, entry.name);
      } else {
        const page = pageNamed(prefix, entry.name);
        // A name that is a folder (`"advanced"` for `advanced/`), or a page with a folder of its name beside it.
        if (childDirs.has(entry.name.replace(/\.mdx?$/, '')) && (!page || page.pagePath === prefix + entry.name.replace(/\.mdx?$/, ''))) {
          const item = folderItem(dir, prefix, entry.name.replace(/\.mdx?$/, ''), entry);
          if (item) items.push(item);
          continue;
        }
        if (!page) unplaced(index, entry.name);
        if (!page || page === taken) continue;
        items.push(withOverviewHeaders({ text: entry.label !== undefined ? translate(entry.label) : titleOf(page, entry.name), link: page.routePath, ...decoration(fm(page), entry) }, entry));
      }
    }
    return items;
  }

  /** With no `_meta.json`: the index page first (at a sidebar's root), then pages, then folders, each by order, then title. */
  function defaultEntries(prefix: string, top: boolean, childPages: PageSource[], childDirs: Set<string>): MetaEntry[] {
    const byOrderThenTitle = <T>(list: T[], key: (item: T) => { order?: number; title: string; name: string }) =>
      list
        .map((item) => ({ item, ...key(item) }))
        .sort(
          (a, b) =>
            (a.order ?? Infinity) - (b.order ?? Infinity) || collator.compare(a.title, b.title) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
        )
        .map((x) => x.item);
    const indexPage = byRel.get(prefix);
    const files = byOrderThenTitle(
      childPages.filter((p) => !childDirs.has(p.pagePath.slice(prefix.length))),
      (p) => {
        const name = p.pagePath.slice(prefix.length);
        return { order: orderOf(fm(p), name), title: titleOf(p, name), name };
      },
    );
    const dirs = byOrderThenTitle([...childDirs], (name) => {
      const linkPage = byRel.get(`${prefix}${name}/`) ?? byRel.get(prefix + name);
      return { order: orderOf(fm(linkPage), name), title: linkPage ? titleOf(linkPage, name) : prettify(name), name };
    });
    return [
      ...(indexPage && top && prefix !== '/' ? [{ type: 'file' as const, name: 'index' }] : []),
      ...files.map((p) => ({ type: 'file' as const, name: p.pagePath.slice(prefix.length) })),
      ...dirs.map((name) => ({ type: 'dir' as const, name })),
    ];
  }

  // SUMMARY.md links files: `README.md` is the page of that file, its folder's index when it is one.
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const summary = rootPrefix === '/' ? folderFiles.summary(langDir, (link) => (byFile.get(join(langDir, link)) ?? byRel.get(filePathToPagePath(link)))?.routePath) : undefined;
  const rootDir = join(langDir, rootPrefix.slice(1));
  const items = summary ?? build(rootDir, folderFiles.meta(rootDir), rootPrefix, true);
  // A long generated sidebar starts with its folders folded (the one being read opens), so readers
  // see the outline of the site and every page's HTML does not carry thousands of links.
  const fold = flattenSidebarLinks(items).length > GENERATED_SIDEBAR_OPEN_LIMIT;
  const applyDefault = (list: ResolvedSidebarItem[]) => {
    for (const item of list) {
      if (!('text' in item) || !item.items) continue;
      item.collapsed ??= fold;
      applyDefault(item.items);
    }
  };
  applyDefault(items);
  return items;
}

/**
 * The generated sidebars of one language. With a nav (config or `_nav.json`) and no `_meta.json` at the
 * language's root, each top-level folder is a section with its own sidebar, as Rspress does; pages at
 * the root (the home page) get none. Otherwise one sidebar lists the whole tree.
 */
export function generateSidebars(langDir: string, pages: PageSource[], titles: Map<string, string>, options: GenerateOptions & { perSection: boolean }): { prefix: string; items: ResolvedSidebarItem[] }[] {
  const folderFiles = options.folders ?? DISK_FOLDERS;
  if (!options.perSection || folderFiles.meta(langDir) || folderFiles.hasSummary(langDir)) return [{ prefix: '/', items: generateSidebar(langDir, pages, titles, options) }];
  const sections = [...new Set(pages.map((p) => p.pagePath.split('/')).filter((parts) => parts.length > 2).map((parts) => parts[1]))].sort();
  return sections
    .map((name) => {
      const prefix = `/${name}/`;
      return { prefix, items: generateSidebar(langDir, pages.filter((p) => p.pagePath.startsWith(prefix)), titles, options, prefix) };
    })
    .filter((s) => s.items.length);
}

/** Generated sidebars listing more pages than this start with their folders folded (`_meta.json` `collapsed` overrides). */
export const GENERATED_SIDEBAR_OPEN_LIMIT = 60;
