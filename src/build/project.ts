/** Where things are for one build: the project, its content, output, cache and optional site theme. */
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { ResolvedSiteConfig } from '../config/schema.ts';
import type { RouteContext } from '../shared/routes.ts';
import { findConfigFile } from '../config/load.ts';

export interface Project {
  root: string;
  /** True when the folder is a docsite project (config or content/); false for a bare Markdown folder. */
  isProject: boolean;
  contentDir: string;
  outDir: string;
  cacheDir: string;
  publicDir: string;
  /** `content/_theme/index.tsx` when the site has its own theme additions (imported by pages as `@theme`). */
  siteThemeEntry?: string;
  /**
   * Where the shell reads the site's `slots` from: `content/_theme/slots.tsx` when present (the shell on
   * every page then imports only that file, not every component the site theme re-exports), else the entry.
   */
  siteSlotsEntry?: string;
  langs: string[];
  /** Languages with their own folder under contentDir (empty for single-language sites). */
  langDirs: string[];
  ctx: RouteContext;
}

export function isProjectFolder(root: string): boolean {
  return !!findConfigFile(root) || existsSync(join(root, 'content'));
}

export function resolveProject(rootArg: string, config: ResolvedSiteConfig, outDirArg?: string): Project {
  const root = resolve(rootArg);
  const isProject = isProjectFolder(root);
  const contentDir = isProject ? resolve(root, config.root) : root;
  const configured = config.themeConfig.locales.map((l) => l.lang);
  const langs = configured.length ? configured : [config.lang];
  const langDirs = configured.length ? configured.filter((l) => existsSync(join(contentDir, l))) : [];
  const themeFile = (name: string) => ['.tsx', '.ts', '.jsx', '.js'].map((ext) => join(contentDir, '_theme', name + ext)).find((f) => existsSync(f));
  const siteThemeEntry = themeFile('index');
  return {
    root,
    isProject,
    contentDir,
    outDir: resolve(root, outDirArg ?? config.outDir),
    cacheDir: join(root, isProject ? '.docsite-cache' : join('node_modules', '.docsite-cache')),
    publicDir: join(contentDir, 'public'),
    siteThemeEntry,
    siteSlotsEntry: themeFile('slots') ?? siteThemeEntry,
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
  };
}

export function defaultSiteTitle(root: string): string {
  return basename(resolve(root));
}
