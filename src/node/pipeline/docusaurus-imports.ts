/**
 * Pages written for Docusaurus import its theme (`@theme/Tabs`) and runtime (`@docusaurus/Link`): each name
 * here is docsite's stand-in (src/client/docusaurus/), as a module whose default export is that name (and
 * which also exports the module's other names: `import Translate, { translate } from '@docusaurus/Translate'`).
 * Any other `@theme/…` or `@docusaurus/…` import fails the build at the import, saying what to do.
 *
 * The stand-ins are imported by a name of their own (DOCUSAURUS_STAND_INS, an alias of the site): the build
 * bundles them, the dev server takes them from the app as shared modules (dev/runtime-bundle.ts), so every
 * page in dev runs one instance of them, as of the theme.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { CLIENT_DIR } from '../package-root.ts';

const THEME_FILE = join(CLIENT_DIR, 'docusaurus', 'theme.tsx');
const RUNTIME_FILE = join(CLIENT_DIR, 'docusaurus', 'docusaurus.tsx');

const THEME = 'docsite/docusaurus/theme';
const RUNTIME = 'docsite/docusaurus/runtime';
/** The stand-in modules' import names → their files (aliases of every site: pipeline/bundle.ts siteAliases). */
export const DOCUSAURUS_STAND_INS: Record<string, string> = { [THEME]: THEME_FILE, [RUNTIME]: RUNTIME_FILE };

/** Import path → [stand-in module, its export that is the default]. */
export const DOCUSAURUS_IMPORTS: Record<string, [string, string]> = {
  ...Object.fromEntries(['Tabs', 'TabItem', 'CodeBlock', 'Admonition', 'Details', 'TOCInline', 'DocCardList', 'ThemedImage', 'IdealImage'].map((name) => [`@theme/${name}`, [THEME, name]])),
  // Modules of several names: the default export is the first.
  '@docusaurus/router': [RUNTIME, 'Redirect'],
  '@docusaurus/theme-common': [RUNTIME, 'useColorMode'],
  '@docusaurus/plugin-content-docs/client': [RUNTIME, 'useActiveDocContext'],
  ...Object.fromEntries(['Link', 'useBaseUrl', 'BrowserOnly', 'useDocusaurusContext', 'Head', 'Translate', 'Interpolate', 'useIsBrowser', 'ExecutionEnvironment'].map((name) => [`@docusaurus/${name}`, [RUNTIME, name]])),
};

const NAMESPACE = 'docsite-docusaurus';
const RAW_NAMESPACE = 'docsite-raw-loader';
const DOWNLOAD_FILE = /\.(?:docx?|xlsx?|pptx?|od[tsp]|pdf|zip|tgz|gz|epub|csv|mp4|webm|mp3|wav|ogg|avif|ico)$/i;

/** What a Docusaurus import docsite does not provide gets: the modules it does, and what to write instead. */
export function unsupportedDocusaurusImport(spec: string): string {
  const provided = Object.keys(DOCUSAURUS_IMPORTS).join(', ');
  const swizzled = /^@theme-(?:original|init)\//.test(spec) ? ' (swizzling wraps Docusaurus\'s own components, which docsite does not have: replace the shell\'s components in a site theme, see the README\'s "Theme")' : '';
  return `"${spec}" has no docsite equivalent${swizzled}; docsite provides ${provided}. Write the component in your site (src/components/…, imported with @site/…) or remove the import`;
}

export function docusaurusImports(): Plugin {
  return {
    name: 'docsite-docusaurus',
    setup(b) {
      b.onResolve({ filter: /^@(?:theme|theme-original|theme-init|docusaurus)\// }, (args) => {
        if (args.path in DOCUSAURUS_IMPORTS) return { path: args.path, namespace: NAMESPACE };
        // Also what a site's own components import: Docusaurus's packages need its runtime, which docsite replaces.
        return { errors: [{ text: unsupportedDocusaurusImport(args.path) }] };
      });
      // `![](@site/static/img/x.png)` in Markdown: the media import names it from the page's folder (`./@site/…`).
      b.onResolve({ filter: /^\.\/@site\// }, (args) => b.resolve(args.path.slice(2), { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, with: args.with }));
      // webpack's inline loader `!!raw-loader!./file` (pages show their own sources so): the file's text as
      // an ES module's default export, as raw-loader gives it (`require(…).default` too).
      b.onResolve({ filter: /^!!?raw-loader!/ }, async (args) => {
        const r = await b.resolve(args.path.replace(/^!!?raw-loader!/, ''), { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir });
        return r.errors.length ? { errors: r.errors } : { path: r.path, namespace: RAW_NAMESPACE, watchFiles: [r.path] };
      });
      b.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, (args) => ({ contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`, loader: 'js' }));
      // Files pages link to for download (`require('./x.docx').default`): copied with a hashed name, as webpack's file loader does.
      b.onLoad({ filter: DOWNLOAD_FILE }, (args) => ({ contents: readFileSync(args.path), loader: 'file' }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const [module, name] = DOCUSAURUS_IMPORTS[args.path];
        const from = JSON.stringify(module);
        return { contents: `export { ${name} as default } from ${from};\nexport * from ${from};\n`, loader: 'js', resolveDir: CLIENT_DIR };
      });
    },
  };
}
