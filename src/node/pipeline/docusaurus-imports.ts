/**
 * Pages written for Docusaurus import its theme (`@theme/Tabs`) and runtime (`@docusaurus/Link`): each name
 * here is docsite's stand-in (src/client/docusaurus/), as a module whose default export is that name (and
 * which also exports the module's other names: `import Translate, { translate } from '@docusaurus/Translate'`).
 * Any other `@theme/…` or `@docusaurus/…` import fails the build at the import, saying what to do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { CLIENT_DIR } from '../package-root.ts';

const THEME_FILE = join(CLIENT_DIR, 'docusaurus', 'theme.tsx');
const RUNTIME_FILE = join(CLIENT_DIR, 'docusaurus', 'docusaurus.tsx');

/** Import path → [stand-in module, its export that is the default]. */
export const DOCUSAURUS_IMPORTS: Record<string, [string, string]> = {
  ...Object.fromEntries(['Tabs', 'TabItem', 'CodeBlock', 'Admonition', 'Details', 'TOCInline', 'DocCardList', 'ThemedImage', 'IdealImage'].map((name) => [`@theme/${name}`, [THEME_FILE, name]])),
  // Modules of several names: the default export is the first.
  '@docusaurus/router': [RUNTIME_FILE, 'Redirect'],
  '@docusaurus/theme-common': [RUNTIME_FILE, 'useColorMode'],
  '@docusaurus/plugin-content-docs/client': [RUNTIME_FILE, 'useActiveDocContext'],
  ...Object.fromEntries(['Link', 'useBaseUrl', 'BrowserOnly', 'useDocusaurusContext', 'Head', 'Translate', 'Interpolate', 'useIsBrowser', 'ExecutionEnvironment'].map((name) => [`@docusaurus/${name}`, [RUNTIME_FILE, name]])),
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
        const [file, name] = DOCUSAURUS_IMPORTS[args.path];
        const from = JSON.stringify(file);
        return { contents: `export { ${name} as default } from ${from};\nexport * from ${from};\n`, loader: 'js', resolveDir: CLIENT_DIR };
      });
    },
  };
}
