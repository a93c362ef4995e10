/**
 * What a site's imports resolve to in every bundle (`build` and `dev` alike): `@theme`, `docsite/theme`,
 * `@site`, one `@<lang>` per language folder, Rspress's module names, Docusaurus's stand-ins (docusaurus-imports.ts),
 * and docsite's own React.
 */
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CLIENT_DIR, PACKAGE_ROOT } from '../package-root.ts';
import { langAliases } from './lang-aliases.ts';
import { DOCUSAURUS_STAND_INS } from './docusaurus-imports.ts';
import type { Project } from './project.ts';

/** Pages written for Rspress import its theme and runtime: docsite's equivalents (src/client/rspress/). */
export const RSPRESS_ALIASES: Record<string, string> = Object.fromEntries([
  ...['@rspress/core/theme', 'rspress/theme', '@rspress/theme-default', '@rspress/core/theme-original', 'rspress/theme-original'].map((name) => [name, join(CLIENT_DIR, 'rspress', 'theme.tsx')]),
  ...['@rspress/core/runtime', 'rspress/runtime', '@rspress/runtime'].map((name) => [name, join(CLIENT_DIR, 'rspress', 'runtime.tsx')]),
  // A theme's `Search` from Rspress's Algolia plugin renders docsite's search (see the module).
  ['@rspress/plugin-algolia/runtime', join(CLIENT_DIR, 'rspress', 'plugin-algolia.tsx')],
]);

/** Import aliases of a site: `@theme`, `docsite/theme` and one `@<lang>` per language folder. Shared with the dev server. */
export function siteAliases(project: Project): Record<string, string> {
  const alias: Record<string, string> = {
    '@theme': project.siteThemeEntry ?? join(CLIENT_DIR, 'theme', 'index.ts'),
    'docsite/theme': join(CLIENT_DIR, 'theme', 'index.ts'),
    'docsite/theme/on-demand': join(CLIENT_DIR, 'theme', 'on-demand.ts'),
    // Docusaurus's name for the site's folder (`@site/src/components/X`, `@site/static/img/y.png`).
    '@site': project.root,
  };
  return { ...alias, ...langAliases(project), ...RSPRESS_ALIASES, ...DOCUSAURUS_STAND_INS };
}

/** React (and the MDX provider) as docsite resolves them: the app renders pages with them. */
const DOCSITE_REQUIRE = createRequire(join(PACKAGE_ROOT, 'package.json'));
const SHARED_PACKAGES = ['react', 'react-dom', '@mdx-js/react'];

/**
 * A site whose folder installs another React (a Docusaurus website has React 17 or 18) would give its pages
 * and components a second React, whose hooks fail under docsite's: those imports are pointed at docsite's.
 * Nothing changes for a site that resolves the same packages (no plugin).
 */
export function sharedReact(root: string): Plugin | undefined {
  const site = createRequire(join(root, 'package.json'));
  const names = SHARED_PACKAGES.filter((name) => {
    const theirs = packageDir(site, name);
    return theirs && theirs !== packageDir(DOCSITE_REQUIRE, name);
  });
  if (!names.length) return undefined;
  const filter = new RegExp(`^(?:${names.map((n) => n.replace(/[/@.]/g, '\\$&')).join('|')})(?:/|$)`);
  return {
    name: 'docsite-shared-react',
    setup(b) {
      b.onResolve({ filter }, (args) => (args.resolveDir === PACKAGE_ROOT ? undefined : b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: PACKAGE_ROOT })));
    },
  };
}

/** The folder Node would load a package from (its package.json need not be exported). */
function packageDir(require: NodeJS.Require, name: string): string | undefined {
  return require.resolve.paths(name)?.map((dir) => join(dir, name)).find((dir) => existsSync(join(dir, 'package.json')));
}
