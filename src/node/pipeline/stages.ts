/**
 * The stages `build` and `dev` share, as plain functions: which pages a site has (scanned, and added by
 * plugins), what each compile gets as input, and the 404 page's module. `build` runs them for every page
 * at once (pipeline/build.ts); `dev` runs them for the pages a request or a change needs (dev/pages.ts, dev/model.ts).
 * The other shared stages have modules of their own: the site model (site-model.ts, with sidebar URLs and
 * search documents), the page head (head.ts) and document (document.ts), bundling's options and virtual
 * modules (bundle.ts), and the plugins' hooks (plugins/).
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { DIALECT_PAGE_EXTENSIONS, PAGE_EXTENSIONS } from '../../shared/page-extensions.ts';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { readPageSource, scanPages, walkFiles, type PageSource } from '../content/scan.ts';
import { addedPageSources } from './added-pages.ts';
import type { PluginPage } from '../plugins/driver.ts';
import { pluginsRef } from '../plugins/markdown.ts';
import type { CompileJob } from './compile-pages.ts';
import type { Project } from './project.ts';
import { NOT_FOUND_ROUTE } from './site-model.ts';
import { localeContainerTitles } from '../config/locales.ts';
import { siteSlugger } from '../markdown/slugger.ts';
import { importedFragments } from './check-links.ts';
import { docFileRoutes, docusaurusSidebars, generatedIndexPage, routeDocusaurusDocs } from '../content/docusaurus.ts';

/** The site's pages: the content folder's, then those plugins added (`addPages`, already run). */
export function scanSite(project: Project, config: ResolvedSiteConfig, added: readonly PluginPage[]): PageSource[] {
  const sources = scanPages({
    contentDir: project.contentDir,
    langs: project.langDirs,
    defaultLang: project.ctx.defaultLang,
    versions: config.multiVersion.versions,
    defaultVersion: config.multiVersion.default,
    exclude: config.route.exclude,
    include: config.route.include,
    // Rspress's six by default; the other tools' sites keep their `.js`/`.ts` files as code.
    extensions: config.route.extensions ?? (project.dialect ? DIALECT_PAGE_EXTENSIONS : PAGE_EXTENSIONS),
    excludeConvention: config.route.excludeConvention,
    // The site theme is code, whatever its folder is called (`route.excludeConvention` may route `_` files).
    skipDirs: [project.outDir, project.cacheDir, ...(project.siteThemeEntry ? [dirname(project.siteThemeEntry)] : [])],
  });
  if (project.docusaurus) docusaurusPages(project, sources);
  if (added.length) sources.push(...addedPageSources([...added], project, sources));
  return sources;
}

/**
 * A Docusaurus site's docs get the routes Docusaurus gives them (front matter `slug`, `id`, number
 * prefixes), its sidebars are read, and each `generated-index` category becomes a page (content/docusaurus.ts).
 */
function docusaurusPages(project: Project, sources: PageSource[]): void {
  const site = project.docusaurus!;
  const docs = routeDocusaurusDocs(sources, project.contentDir);
  const sidebars = docusaurusSidebars(site, docs, project.contentDir);
  const taken = new Set(sources.map((s) => s.routePath));
  for (const index of sidebars.generatedIndexes) {
    if (taken.has(index.route)) continue;
    const relativePath = index.route.slice(1).replace(/\/$/, '/index') + '.mdx';
    sources.push({ file: join(project.contentDir, relativePath), relativePath, lang: project.ctx.defaultLang, pagePath: index.route, routePath: index.route, content: generatedIndexPage(index), addedBy: 'docusaurus (generated-index)' });
  }
  Object.assign(site, { docs, sidebars, fileRoutes: docFileRoutes(docs) });
}

/**
 * What every page of a language compiles with besides its own source: the settings in its compile input
 * (and so in its cache key). The dev server compares them to know when a config change recompiles pages.
 */
export function compileSettings(project: Project, config: ResolvedSiteConfig, fingerprint?: string) {
  const plugins = pluginsRef(project.root, fingerprint, config);
  // Not `cleanUrls`: links compile to route form, made hrefs when bundled (formatRouteLinks).
  const { cleanUrls: _cleanUrls, ...ctx } = project.ctx;
  const { dialect } = project;
  const slugger = siteSlugger(config.markdown.slugger, dialect);
  const common = {
    ...(plugins ? { plugins } : {}),
    ctx,
    markdown: {
      showLineNumbers: config.markdown.showLineNumbers,
      defaultWrapCode: config.markdown.defaultWrapCode,
      staticHtml: config.markdown.staticHtml,
      // Absent unless set, so other sites' compile inputs (and cache keys) stay as they were.
      ...(slugger === 'vitepress' ? { slugger } : {}),
      ...(config.replaceRules.length ? { replaceRules: config.replaceRules.map(({ search, replace }) => (typeof search === 'string' ? { search, replace } : { search: search.source, flags: search.flags, replace })) } : {}),
      ...(config.markdown.link?.autoPrefix === false ? { autoPrefix: false as const } : {}),
    },
    searchCodeBlocks: config.search !== false && config.search.mode === 'local' && config.search.codeBlocks,
    publicHtml: publicHtmlFiles(project.publicDir),
    // Only an mdBook's pages name it (their unknown elements are a preprocessor's, not Vue's): other sites' inputs stay as they were.
    ...(dialect === 'mdbook' ? { dialect } : {}),
  };
  // A site's own container titles join the Markdown options (and so the compile cache key) of their language's pages only.
  const titles = new Map(project.langs.map((lang) => [lang, localeContainerTitles(config, lang)]));
  return (lang: string) => {
    const containerTitles = titles.get(lang);
    return containerTitles ? { ...common, markdown: { ...common.markdown, containerTitles } } : common;
  };
}

export type CompileSettings = ReturnType<typeof compileSettings>;

/**
 * `readmeRoutes`: the whole site's README index routes (content/readme-index.ts `readmeIndexRoutes` of every
 * page), which pages link to as their folders, also when only some of its pages are compiled.
 * `withTitles`: the site's compile settings when the caller keeps them (the dev server, between config loads).
 */
export function compileJobs(
  project: Project,
  sources: PageSource[],
  fragments: string[],
  config: ResolvedSiteConfig,
  fingerprint: string | undefined,
  readmeRoutes: readonly string[],
  withTitles: CompileSettings = compileSettings(project, config, fingerprint),
): CompileJob[] {
  // Absent when there are none, so the compile inputs (and cache keys) of other sites stay as they were.
  const readme = readmeRoutes.length ? { readmeRoutes } : {};
  const jobs: CompileJob[] = sources.map((s) => ({
    key: s.routePath,
    input: { file: s.file, source: s.content ?? readPageSource(s.file), lang: s.lang, ...(s.version ? { version: s.version } : {}), pagePath: s.pagePath, ...withTitles(s.lang), ...readme, ...docusaurusLinks(project, s.file, withTitles(s.lang).markdown) },
  }));
  for (const file of fragments) {
    // A fragment of a versioned site (`v1/en/shared/x.md`) belongs to that version's language folder; one
    // outside the content folder (`../fragments/x.mdx`, a package's) to the default language.
    const inContent = relative(project.contentDir, file).split('\\').join('/').replace(/^(?:\.\.\/)+/, '');
    const version = project.ctx.versions?.find((v) => inContent.startsWith(v + '/'));
    const rel = version ? inContent.slice(version.length + 1) : inContent;
    const lang = project.langDirs.find((l) => rel.startsWith(l + '/')) ?? project.ctx.defaultLang;
    jobs.push({ key: 'fragment:' + file, input: { file, source: readPageSource(file), lang, ...(version ? { version } : {}), pagePath: '/' + rel.replace(/^[^/]+\//, ''), ...withTitles(lang), ...readme } });
  }
  return jobs;
}

/** A Docusaurus site's page resolves links written as file paths (from its folder, else the docs folder) to routes. */
function docusaurusLinks(project: Project, file: string, markdown: ReturnType<CompileSettings>['markdown']) {
  const routes = project.docusaurus?.fileRoutes;
  if (!routes) return {};
  // Docusaurus components read the React tree of what they wrap (`<APITable>` its table's rows): its
  // Markdown stays React elements, not HTML strings (static-html.ts; the DOM is the same).
  return { docusaurus: { file: '/' + relative(project.contentDir, file).split('\\').join('/'), routes }, markdown: { ...markdown, staticHtml: false } };
}

/** The files of public/ whose name reads as a page (`/pure.html`, `/notes.md`), as site paths: pages link to them as files (see links.ts). */
function publicHtmlFiles(publicDir: string): string[] {
  if (!existsSync(publicDir)) return [];
  return walkFiles(publicDir)
    .filter((file) => /\.(?:html?|mdx?)$/i.test(file))
    .map((file) => '/' + relative(publicDir, file).split('\\').join('/'))
    .sort();
}

/**
 * Markdown files under the content folder that are not routed but may be imported: those in `shared/`
 * folders, and (Rspress's convention) those whose name or folder starts with `_`.
 */
export function findFragments(project: Project, sources: PageSource[], underscored = underscoreFragments(project)): string[] {
  const routed = new Set(sources.map((s) => s.file));
  const out: string[] = [];
  const versions = project.ctx.versions?.length ? project.ctx.versions : [''];
  for (const dir of versions.flatMap((version) => (project.langDirs.length ? project.langDirs : ['']).map((lang) => join(project.contentDir, version, lang, 'shared')))) {
    if (!existsSync(dir)) continue;
    for (const file of walkFiles(dir)) if (/\.mdx?$/.test(file) && !routed.has(file)) out.push(file);
  }
  for (const file of underscored) if (!routed.has(file) && !out.includes(file)) out.push(file);
  return out;
}

/**
 * Markdown files the compiled pages and fragments import that are neither (excluded by `route.exclude`,
 * outside the content folder): Rspress compiles any `.md`/`.mdx` a page imports, so they become fragments.
 */
export function importedMarkdownFiles(compiled: Iterable<[file: string, code: string]>, known: ReadonlySet<string>, project: Project): string[] {
  const out = new Set<string>();
  for (const [file, code] of compiled) {
    for (const imported of importedFragments(code, file, project)) if (!known.has(imported) && existsSync(imported)) out.add(imported);
  }
  return [...out].sort();
}

/** `_part.mdx`, `_parts/x.md` under the content folder (not `_theme/`, which holds code). */
function underscoreFragments(project: Project): string[] {
  const out: string[] = [];
  for (const file of walkFiles(project.contentDir, [project.outDir, project.cacheDir, join(project.contentDir, '_theme')])) {
    if (!/\.mdx?$/.test(file)) continue;
    const rel = relative(project.contentDir, file).split('\\').join('/');
    if (rel.split('/').some((part) => part.startsWith('_'))) out.push(file);
  }
  return out;
}

/**
 * The 404 page's module: the not-found screen itself, so its code loads with the one page that shows it
 * rather than in the shell every page loads. Shared with the dev server.
 */
const NOT_FOUND_MODULE_CODE = "import * as siteTheme from 'docsite:site-theme';\nimport { NotFound } from 'docsite/theme';\nexport default siteTheme.NotFound ?? NotFound;\n";

export function notFoundModule(project: Project) {
  return { routePath: NOT_FOUND_ROUTE, file: join(project.contentDir, '404.virtual.js'), code: NOT_FOUND_MODULE_CODE };
}

