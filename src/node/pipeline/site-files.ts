/**
 * The loader step before the site model: what the model needs of the site's own files, read from disk
 * here (`i18n.json`, each language's and version's `_nav.json`, `_meta.json` and SUMMARY.md as the sidebar
 * generator asks, the files a warning quotes), so the model is made from data alone (site-model.ts).
 */
import { relative } from 'node:path';
import type { NavItem, ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { labelTranslator, readI18nLabels, withI18nSource, type I18nLabels } from '../content/i18n-labels.ts';
import { readNavFile } from '../content/nav-file.ts';
import { pagesDir } from '../content/scan.ts';
import { DISK_FOLDERS, type SidebarFolders } from '../content/generated-sidebar.ts';
import { navLinkWarnings } from '../content/nav-link-warnings.ts';
import { missingEntryWarnings, type MissingMetaEntry } from '../content/meta-entries.ts';
import type { LinkProblem } from '../content/config-links.ts';
import { siteLocales } from '../config/locales.ts';
import type { Project } from './project.ts';

/** What the model reads of the site's files. */
export interface SiteFiles {
  /** Rspress's `i18n.json` labels ({} without one). */
  i18nLabels: I18nLabels;
  /**
   * The `_nav.json` nav of each language (translated) in each version (`navKey`), for the languages the
   * config gives no nav; `where`: the file as warnings name it.
   */
  navFiles: ReadonlyMap<string, { nav: NavItem[]; file: string; where: string }>;
  /** `_meta.json` and SUMMARY.md of the folder tree. */
  folders: SidebarFolders;
  /** Warning lines for nav links to no page (located in `_nav.json`). */
  navLinkWarnings(problems: readonly LinkProblem[]): string[];
  /** Warning lines for `_meta.json` entries that name nothing (located in the file, with a did-you-mean). */
  sidebarFileWarnings(entries: readonly MissingMetaEntry[]): string[];
}

/** The versions a site's folders are read for: '' stands for the one version of a site without versions. */
export const modelVersions = (config: ResolvedSiteConfig): readonly string[] => (config.multiVersion.versions.length ? config.multiVersion.versions : ['']);

/** The key of a language's nav in a version. */
export const navKey = (lang: string, version: string): string => `${lang}\u0000${version}`;

/** The pages folder of a language in a version. */
export const langVersionDir = (project: Project, version: string, lang: string): string =>
  pagesDir(project.contentDir, version, project.langDirs.includes(lang) ? lang : undefined);

/** Reads what the model needs from disk; paths in warnings are shown from `cwd` (`_nav.json`) and the project (`_meta.json`), as before. */
export function readSiteFiles(config: ResolvedSiteConfig, project: Project, cwd = process.cwd()): SiteFiles {
  // Rspress's conventions: `_nav.json` per language (or for all), `i18n.json` labels.
  const i18nLabels = withI18nSource(readI18nLabels([project.root, project.contentDir]), config.i18nSource);
  const navFiles = new Map<string, { nav: NavItem[]; file: string; where: string }>();
  for (const locale of siteLocales(config)) {
    if (locale.nav) continue;
    for (const version of modelVersions(config)) {
      const dirs = [...new Set([langVersionDir(project, version, locale.lang), pagesDir(project.contentDir, version, undefined), project.contentDir])];
      const file = readNavFile(dirs, labelTranslator(i18nLabels, locale.lang));
      if (file) navFiles.set(navKey(locale.lang, version), { ...file, where: relative(cwd, file.file) });
    }
  }
  return {
    i18nLabels,
    navFiles,
    folders: DISK_FOLDERS,
    navLinkWarnings: (problems) => navLinkWarnings(problems, project.root),
    sidebarFileWarnings: (entries) => missingEntryWarnings(entries, project.root),
  };
}
