/**
 * The esbuild plugins through which pages, and what they import, resolve and load: one list for `docsite
 * build` (bundle.ts) and the dev server's page bundles (dev/page-bundle.ts), so a page imports the same
 * things in both (`@site/…`, Docusaurus's `@theme/*` and `@docusaurus/*`, SVG components, media,
 * `import.meta.env`, docsite's React). The caller adds its own: the build its virtual modules, dev (before
 * these) the modules pages take from the app.
 */
import type { Plugin } from 'esbuild';
import type { Project } from './project.ts';
import { docusaurusImports } from './docusaurus-imports.ts';
import { importedAssets } from './imported-assets.ts';
import { importMetaEnv } from './import-meta-env.ts';
import { versionedLangImports } from './lang-aliases.ts';
import { sharedReact } from './site-aliases.ts';
import { svgComponents } from './svg-components.ts';

export function pagePlugins(project: Project, outDir: string, dev: boolean) {
  const assets = importedAssets(outDir, project.ctx.base);
  const env = importMetaEnv({ dev, base: project.ctx.base });
  const optional = [sharedReact(project.root), versionedLangImports(project)].filter((p): p is Plugin => p !== undefined);
  return { assets, define: { ...env.define, ...appDefines(project) }, plugins: [...(project.docusaurus ? [svgComponents()] : []), assets.plugin, env.plugin, docusaurusImports(), ...optional] };
}

/** Constants of the app's code (src/client/runtime/App.tsx): Rspress's `route.prefetchLink`, folded away by the minifier. */
export function appDefines(project: Pick<Project, 'prefetchLink'>): Record<string, string> {
  return { __DOCSITE_PREFETCH_LINK__: String(project.prefetchLink !== false) };
}
