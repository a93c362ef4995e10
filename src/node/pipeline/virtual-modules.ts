/** The `docsite:` modules a bundle generates (page list, site data, site theme, shell, code colours, site CSS), in `build` and `dev` alike. */
import type { OnLoadResult } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ClientSiteData } from '../../shared/page-data.ts';
import { CLIENT_DIR, SRC_DIR } from '../package-root.ts';
import type { Project } from './project.ts';
import type { PageListEntry } from './site-model.ts';
import { siteThemeModule } from './site-theme-module.ts';
import type { ExportOrigin } from './theme-imports.ts';

/** What the virtual modules are made of. */
export interface VirtualModuleInput {
  project: Project;
  siteData: ClientSiteData;
  codeCss: string;
  /** Every page's route, language, title and front matter: `docsite:pages`, bundled only where imported (Rspress's `usePages`). */
  pageList?: PageListEntry[];
  /** Every export of the site theme may be a layout (dev: pages compile on demand, so the names are not known yet). */
  everyLayout?: boolean;
  /** The pages bundled (their files: what the site theme's layouts may be named after). */
  pages?: { file: string }[];
}

/** The contents of a `docsite:` virtual module (site data, site theme, code colours, site CSS). Shared with the dev server. */
export function loadVirtualModule(
  path: string,
  input: VirtualModuleInput,
  originsOf?: (file: string) => Promise<Map<string, ExportOrigin> | undefined>,
): OnLoadResult | Promise<OnLoadResult> {
  switch (path) {
    case 'docsite:pages':
      return { contents: `export default ${JSON.stringify(input.pageList ?? [])};`, loader: 'js' };
    case 'docsite:site-data':
      return { contents: `export default ${JSON.stringify(input.siteData)};`, loader: 'js' };
    case 'docsite:site-theme':
      // The shell's components (the site theme's own or the built-in ones), layouts and slots.
      return originsOf ? siteThemeModule(input.project, input.everyLayout ? 'all' : (input.siteData.layouts ?? []), originsOf, input.pages?.map((p) => p.file), Boolean(input.siteData.algolia)) : { errors: [{ text: 'docsite:site-theme needs the bundle (originsOf)' }] };
    case 'docsite:shell':
      // The root of what every page loads: the app (theme, router, React) and React DOM's client.
      return {
        contents: `export { App } from ${JSON.stringify(join(CLIENT_DIR, 'runtime', 'App.tsx'))};\nexport { hydrateRoot } from 'react-dom/client';\nexport { flushSync } from 'react-dom';`,
        loader: 'js',
        resolveDir: SRC_DIR,
      };
    case 'docsite:code.css':
      return { contents: input.codeCss, loader: 'css' };
    case 'docsite:site.css': {
      // A site theme's stylesheet joins the one CSS file every page loads.
      const file = input.project.siteThemeEntry && join(dirname(input.project.siteThemeEntry), 'styles.css');
      // The config's `globalStyles` (Rspress's key) after it.
      if (input.project.globalStyles) {
        const files = [...(file && existsSync(file) ? [file] : []), input.project.globalStyles];
        return { contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), loader: 'css', resolveDir: input.project.root };
      }
      return file && existsSync(file)
        ? { contents: readFileSync(file, 'utf8'), loader: 'css', resolveDir: dirname(file), watchFiles: [file] }
        : { contents: '', loader: 'css' };
    }
    default:
      return { errors: [{ text: `unknown virtual module ${path}` }] };
  }
}
