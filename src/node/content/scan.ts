/**
 * Finds the pages of a site: `<contentDir>/<lang>/**.{md,mdx}` for each configured language, or the
 * folder itself for a single-language site; a versioned site (Rspress's `multiVersion`) has those inside
 * one folder per version, `<contentDir>/<version>/<lang>/`. A folder's `README.md` is its index page when it has
 * no other (readme-index.ts). `shared/` folders, `public/`, `_`-prefixed files (or what Rspress's
 * `route.excludeConvention` names) and configured excludes are not routed; `route.include` routes more files. Two files claiming one route, files that are not UTF-8 and
 * symlink loops are errors.
 */
import { readdirSync, readFileSync, realpathSync, statSync, existsSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { DocsiteError } from '../errors.ts';
import { isReadmeFile } from './readme-index.ts';
import { globMatcher } from './globs.ts';
import { COMPONENT_PAGE_FILE, DIALECT_PAGE_EXTENSIONS, PAGE_EXTENSIONS, PAGE_FILE } from '../../shared/page-extensions.ts';

/** Whether a `.tsx` file is a page (markdown/component-page.ts): it has a default export (a file of named components is not). */
export const isComponentPage = (source: string) => /\bexport\s+default\b/.test(source);

export interface PageSource {
  /** Absolute path of the source file. */
  file: string;
  /** Path relative to the content folder, with forward slashes (`en/guide/start/index.mdx`). */
  relativePath: string;
  lang: string;
  /** The version folder the page is in (the default version's too); '' or absent when the site has no versions. */
  version?: string;
  /** Route without version and language prefixes (`/guide/start/`). */
  pagePath: string;
  /** Full route (`/zh/guide/start/`, `/v1/zh/guide/start/`: the default version has no prefix). */
  routePath: string;
  /** The page's text, for a page a plugin added as source (`addPages`); otherwise it is read from `file`. */
  content?: string;
  /** The plugin that added the page. */
  addedBy?: string;
}

export interface ScanOptions {
  contentDir: string;
  /** Languages with their own folder; empty for a single-language site whose pages sit in contentDir. */
  langs: string[];
  defaultLang: string;
  /** Version folders (Rspress's `multiVersion.versions`); none for a site without versions. */
  versions?: readonly string[];
  /** The version whose routes have no prefix. */
  defaultVersion?: string;
  exclude: string[];
  /** Rspress's `route.include`: globs (relative to the pages folder or a language's) of more files to route. */
  include?: readonly string[];
  /** Rspress's `route.extensions`: the page files' extensions (default: DIALECT_PAGE_EXTENSIONS). */
  extensions?: readonly string[];
  /** Rspress's `route.excludeConvention`: globs in place of the `_`-prefix rule. */
  excludeConvention?: readonly string[];
  /** Folders never read as pages (absolute): the output and the cache, wherever they were put. */
  skipDirs?: string[];
}

// The output and cache folders are skipped by path (`skipDirs`), wherever they are; dot-folders always.
const IGNORED_DIRS = new Set(['node_modules', 'public', 'shared']);

/** Walks a folder, following symlinks but refusing to enter one folder twice (loops), and skipping `skipDirs`. */
export function walkFiles(root: string, skipDirs: readonly string[] = []): string[] {
  const skip = new Set(skipDirs);
  const out: string[] = [];
  const visited = new Set<string>();
  const visit = (dir: string, chain: string[]) => {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch (error) {
      throw new DocsiteError(`${dir}: cannot read folder (${(error as NodeJS.ErrnoException).code})`, {
        hint: 'a symbolic link inside the content folder points nowhere or loops; remove it',
      });
    }
    if (chain.includes(real)) {
      throw new DocsiteError(`${dir}: symbolic link loop (it leads back to ${relative(root, real) || '.'})`, {
        hint: 'remove the link that points to one of its own parent folders',
      });
    }
    if (visited.has(real)) return;
    visited.add(real);
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      let isDir = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        try {
          isDir = statSync(full).isDirectory();
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ELOOP') {
            throw new DocsiteError(`${full}: symbolic link loop`, { hint: 'remove the link that points back to itself' });
          }
          continue; // dangling link: nothing to build
        }
      }
      if (isDir) {
        if (!IGNORED_DIRS.has(entry.name) && !skip.has(full)) visit(full, [...chain, real]);
      } else {
        out.push(full);
      }
    }
  };
  visit(root, []);
  return out;
}

/** Converts a file path relative to its language folder into the language-free page path. */
export function filePathToPagePath(relativeToLang: string): string {
  let p = '/' + relativeToLang.replace(/\\/g, '/').replace(PAGE_FILE, '');
  if (p === '/index') return '/';
  if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  return p;
}

export function langRoutePath(pagePath: string, lang: string, defaultLang: string): string {
  return lang === defaultLang ? pagePath : `/${lang}${pagePath}`;
}

/** The route of a page of a version: `/v1` before the language route, none for the default version. */
export function versionRoutePath(pagePath: string, lang: string, defaultLang: string, version: string, defaultVersion = ''): string {
  const route = langRoutePath(pagePath, lang, defaultLang);
  return version && version !== defaultVersion ? `/${version}${route}` : route;
}

/** The folder of one version's pages in one language (`docs/v1/en`, `docs/v1` for one language, `docs/en` unversioned). */
export function pagesDir(contentDir: string, version: string, lang: string | undefined): string {
  return join(contentDir, ...(version ? [version] : []), ...(lang ? [lang] : []));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a page as UTF-8, failing with a clear message for other encodings. */
export function readPageSource(file: string): string {
  const bytes = readFileSync(file);
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new DocsiteError(`${file}: the file is not valid UTF-8`, { hint: 'save the page as UTF-8' });
  }
}

/**
 * Whether a file is kept out of routes by convention: by default a file or folder whose name starts with `_`
 * (a fragment, `_theme/`); with Rspress's `route.excludeConvention`, a file or folder its globs match.
 */
function conventionMatcher(patterns: readonly string[] | undefined): (rel: string) => boolean {
  if (!patterns) return (rel) => rel.split('/').some((part) => part.startsWith('_'));
  const matches = globMatcher(patterns);
  return (rel) => {
    const parts = rel.split('/');
    return parts.some((_, i) => matches(parts.slice(0, i + 1).join('/')));
  };
}

export function scanPages(options: ScanOptions): PageSource[] {
  if (!existsSync(options.contentDir)) {
    throw new DocsiteError(`content folder not found: ${options.contentDir}`, { hint: 'create it or set "root" in site.config.ts' });
  }
  const excluded = globMatcher(options.exclude);
  const included = globMatcher(options.include ?? []);
  const extensions = new Set(options.extensions ?? DIALECT_PAGE_EXTENSIONS);
  const byConvention = conventionMatcher(options.excludeConvention);
  const versions = options.versions?.length ? options.versions : [''];
  const roots = versions.flatMap((version) =>
    options.langs.length
      ? options.langs.map((lang) => ({ lang, version, dir: pagesDir(options.contentDir, version, lang) })).filter((r) => existsSync(r.dir))
      : [{ lang: options.defaultLang, version, dir: pagesDir(options.contentDir, version, undefined) }].filter((r) => !version || existsSync(r.dir)),
  );
  const pages: PageSource[] = [];
  const byRoute = new Map<string, PageSource>();
  for (const { lang, version, dir } of roots) {
    const found: { file: string; rel: string; relToContent: string }[] = [];
    for (const file of walkFiles(dir, options.skipDirs)) {
      const rel = relative(dir, file).split(sep).join('/');
      const relToContent = relative(options.contentDir, file).split(sep).join('/');
      const ext = extname(file);
      const isIncluded = included(relToContent) || included(rel);
      if (!extensions.has(ext) && !isIncluded) continue;
      if (!PAGE_FILE.test(file) || file.endsWith('.d.ts')) {
        if (!isIncluded || file.endsWith('.d.ts')) continue;
        throw new DocsiteError(`route.include: ${relToContent} is not a page file (a page is ${PAGE_EXTENSIONS.join(', ')})`, {
          hint: 'narrow the pattern to page files (`other/**/*.{md,mdx}`), or rename the file',
        });
      }
      // A component file is a page when it has a default export; a file of named components is not.
      if (COMPONENT_PAGE_FILE.test(file) && !isComponentPage(readFileSync(file, 'utf8'))) continue;
      if (byConvention(rel) || byConvention(relToContent)) continue;
      // mdBook's table of contents is the sidebar (summary-file.ts), not a page.
      if (rel === 'SUMMARY.md') continue;
      if (excluded(relToContent) || excluded(rel)) continue;
      found.push({ file, rel, relToContent });
    }
    // A folder's README is its index page unless another page claims the folder's route (readme-index.ts).
    const claimed = new Set(found.filter((f) => !isReadmeFile(basename(f.rel))).map((f) => filePathToPagePath(f.rel).replace(/\/$/, '')));
    for (const { file, rel, relToContent } of found) {
      let pagePath = filePathToPagePath(rel);
      if (isReadmeFile(basename(rel))) {
        const folder = pagePath.slice(0, pagePath.lastIndexOf('/') + 1);
        if (!claimed.has(folder.replace(/\/$/, ''))) pagePath = folder;
      }
      const routePath = versionRoutePath(pagePath, lang, options.defaultLang, version, options.defaultVersion);
      const page: PageSource = { file, relativePath: relToContent, lang, version, pagePath, routePath };
      // `/a` and `/a/` are one page to a reader: a.md next to a/index.md is ambiguous.
      const key = routePath.replace(/\/$/, '') || '/';
      const clash = byRoute.get(key);
      if (clash) {
        throw new DocsiteError(`${clash.relativePath} and ${relToContent} both map to the route ${routePath}`, {
          hint: 'rename or remove one of the two files',
        });
      }
      byRoute.set(key, page);
      pages.push(page);
    }
  }
  return pages;
}
