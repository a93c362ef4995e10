/** Where things are for one build: the project, its content, output, cache and optional site theme. */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { RouteContext } from '../../shared/routes.ts';
import { findConfigFile } from '../config/load.ts';
import { projectCacheDir, zeroConfigCacheDir } from './cache-dir.ts';
import type { DocusaurusDoc, DocusaurusSidebars } from '../content/docusaurus.ts';
import { siteDialect, type Dialect, type DocusaurusSite } from '../content/dialect.ts';

export interface Project {
  root: string;
  /** True when the folder is a docsite project (config or content/); false for a bare Markdown folder. */
  isProject: boolean;
  contentDir: string;
  outDir: string;
  cacheDir: string;
  publicDir: string;
  /**
   * `content/_theme/index.tsx` (or `index.tsx` in the config's `themeDir`, or Rspress's `theme/index.tsx`
   * beside the config, see siteThemeDir) when the site has its own theme:
   * what pages import as `@theme`, and where the shell finds the components a site replaces.
   */
  siteThemeEntry?: string;
  /**
   * Where the shell reads the site's `slots` from: `content/_theme/slots.tsx` when present (the shell on
   * every page then imports only that file, not every component the site theme re-exports), else the entry.
   */
  siteSlotsEntry?: string;
  /** The config's `globalStyles` (Rspress's key), absolute: its CSS joins the stylesheet every page loads. */
  globalStyles?: string;
  /** The config's `globalUIComponents` (Rspress's key): module specifiers (relative paths made absolute) and their props. */
  globalUIComponents?: { module: string; props?: Record<string, unknown> }[];
  /** `icon` written as a `file:` URL (Rspress's): that file, served and copied at the output's root as its name (head.ts iconHref). */
  iconFile?: string;
  /** Rspress's `route.prefetchLink: false`: hovering or focusing a link loads nothing ahead. */
  prefetchLink?: false;
  langs: string[];
  /** Languages with their own folder under contentDir (empty for single-language sites). */
  langDirs: string[];
  ctx: RouteContext;
  /** The tool the pages were written for, when docsite follows it (content/dialect.ts); absent for docsite's own (and Rspress's). */
  dialect?: Dialect;
  /**
   * A Docusaurus site (sidebars.ts or docusaurus.config.* beside the config): its docs' ids, routes and
   * sidebars, filled in when the pages are scanned (content/docusaurus.ts).
   */
  docusaurus?: DocusaurusSite & { docs?: DocusaurusDoc[]; sidebars?: DocusaurusSidebars; fileRoutes?: Record<string, string> };
}

/**
 * A project holds a config, a content/ folder, or (Rspress's and VitePress's default) a docs/ folder of
 * pages. Without content/, a docs/ folder is where the pages are, config or not.
 */
export function isProjectFolder(root: string): boolean {
  return !!findConfigFile(root) || existsSync(join(root, 'content')) || existsSync(join(root, 'docs'));
}

function pagesFolder(root: string, configured: string): string {
  if (configured === 'content' && !existsSync(join(root, 'content')) && existsSync(join(root, 'docs'))) return resolve(root, 'docs');
  return resolve(root, configured);
}

/** Each version of `multiVersion.versions` is a folder of the pages folder (that the default is one of them, the config schema checks). */
function checkVersionFolders(contentDir: string, versions: readonly string[], cwd: string): void {
  const missing = versions.filter((v) => !existsSync(join(contentDir, v)));
  if (missing.length) {
    throw new Error(`multiVersion.versions: ${missing.map((v) => relative(cwd, join(contentDir, v)) + '/').join(', ')} not found: each version's pages are in a folder of its name (${relative(cwd, contentDir) || '.'}/<version>/<lang>/…); create it or remove the version`);
  }
}

const THEME_ENTRY_EXTS = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * The site theme's folder: the config's `themeDir`; else `content/_theme/` when it exists; else, as Rspress
 * reads it, a `theme/` folder beside the config holding an index file (so a Rspress site's theme comes along
 * unchanged); else `content/_theme/` (which then does not exist: no site theme).
 */
export function siteThemeDir(root: string, contentDir: string, configured: string | undefined): string {
  if (configured !== undefined) return resolve(root, configured);
  const own = join(contentDir, '_theme');
  if (existsSync(own)) return own;
  const besideConfig = join(root, 'theme');
  if (THEME_ENTRY_EXTS.some((ext) => existsSync(join(besideConfig, 'index' + ext)))) return besideConfig;
  return own;
}

/**
 * The two layouts. A project (site.config.ts or content/): pages in content/ (config `root`), output and
 * cache in the project (outDir, .docsite-cache/), `-o` relative to the project. A folder of Markdown: the
 * folder is the pages; output and cache go beside where docsite is run (./dist, see zeroConfigCacheDir),
 * `-o` relative to there.
 */
export function resolveProject(rootArg: string, config: ResolvedSiteConfig, outDirArg?: string, cwd = process.cwd()): Project {
  const root = resolve(rootArg);
  const isProject = isProjectFolder(root);
  const contentDir = isProject ? pagesFolder(root, config.root) : root;
  const configured = config.themeConfig.locales.map((l) => l.lang);
  const langs = configured.length ? configured : [config.lang];
  const { versions } = config.multiVersion;
  if (versions.length) checkVersionFolders(contentDir, versions, cwd);
  // A versioned site keeps its language folders inside each version's (docs/v1/en/).
  const langDirs = configured.length ? configured.filter((l) => (versions.length ? versions : ['']).some((v) => existsSync(join(contentDir, v, l)))) : [];
  const themeDir = siteThemeDir(root, contentDir, config.themeDir);
  const themeFile = (name: string) => THEME_ENTRY_EXTS.map((ext) => join(themeDir, name + ext)).find((f) => existsSync(f));
  const siteThemeEntry = themeFile('index');
  const dialect = siteDialect(root, contentDir, langDirs, isProject);
  const docusaurus = dialect?.name === 'docusaurus' ? dialect.docusaurus : undefined;
  // Docusaurus's public folder is static/ beside the config (when the pages folder has no public/).
  const publicDir = docusaurus?.staticDir && !existsSync(join(contentDir, 'public')) ? docusaurus.staticDir : join(contentDir, 'public');
  if (config.themeDir !== undefined && !siteThemeEntry) {
    throw new Error(`themeDir: ${relative(cwd, themeDir) || '.'} has no index.tsx (or index.ts, .jsx, .js): create it (start it with \`export * from 'docsite/theme';\`), or remove themeDir to use ${relative(root, join(contentDir, '_theme'))}/`);
  }
  const globalStyles = config.globalStyles === undefined ? undefined : resolve(root, config.globalStyles);
  if (globalStyles && !existsSync(globalStyles)) {
    throw new Error(`globalStyles: ${relative(cwd, globalStyles)} does not exist: write the path of a CSS file (absolute, or relative to the project folder)`);
  }
  const iconFile = config.icon?.startsWith('file:') ? fileURLToPath(config.icon) : undefined;
  if (iconFile && !(existsSync(iconFile) && statSync(iconFile).isFile())) {
    throw new Error(`icon: ${relative(cwd, iconFile)} does not exist (the config's file URL ${config.icon}): write the URL of an image file that is there, or a path in the public folder (/icon.png)`);
  }
  const globalUIComponents = config.globalUIComponents.map((entry) => {
    const [specifier, props] = typeof entry === 'string' ? [entry] : entry;
    // As Rspress's bundler reads it: a path (absolute, or `./` from the project), else a package.
    const module = isAbsolute(specifier) || /^\.\.?\//.test(specifier) ? resolve(root, specifier) : specifier;
    return props ? { module, props } : { module };
  });
  return {
    root,
    isProject,
    contentDir,
    outDir: resolve(isProject ? root : cwd, outDirArg ?? config.outDir),
    cacheDir: isProject ? projectCacheDir(root) : zeroConfigCacheDir(cwd),
    publicDir,
    siteThemeEntry,
    siteSlotsEntry: themeFile('slots') ?? siteThemeEntry,
    ...(globalStyles ? { globalStyles } : {}),
    ...(globalUIComponents.length ? { globalUIComponents } : {}),
    ...(iconFile ? { iconFile } : {}),
    ...(config.route.prefetchLink ? {} : { prefetchLink: false as const }),
    langs,
    langDirs,
    ctx: {
      base: config.base,
      defaultLang: config.lang,
      langs,
      versions: config.multiVersion.versions,
      defaultVersion: config.multiVersion.default,
      cleanUrls: config.route.cleanUrls,
    },
    ...(dialect ? { dialect: dialect.name } : {}),
    ...(docusaurus ? { docusaurus } : {}),
  };
}

/** The line every command prints first: which layout this is and where pages, output and cache are. */
export function describeLayout(project: Project, configFile: string | undefined, cwd = process.cwd()): string {
  const at = (dir: string) => (relative(cwd, dir) || '.') + '/';
  const where = `pages ${at(project.contentDir)} · output ${at(project.outDir)} · cache ${at(project.cacheDir)}`;
  if (!project.isProject) return `layout: folder of Markdown, no config · ${where}`;
  const config = configFile ? relative(cwd, configFile) : 'no config file';
  return `layout: project (${config}) · ${where}`;
}
