/**
 * The esbuild plugin of the build's one bundle for the whole site: the `docsite:` modules, every entry
 * re-exporting the shell (so the shell is one chunk), `@theme` imports taken from each component's own
 * module, `import.meta.env` in the site's and packages' files, and the pages (`loadPages`).
 */
import type { Loader, Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, extname, sep } from 'node:path';
import { clientModulesPrelude } from '../plugins/client-code.ts';
import type { BundleInput } from './bundle.ts';
import { scriptLoader, withImportMetaEnv } from './import-meta-env.ts';
import { loadPages } from './page-loading.ts';
import { CLIENT_ENTRY, SERVER_ENTRY, resolveDocsiteImport } from './runtime-entries.ts';
import { siteAliases } from './site-aliases.ts';
import { esbuildResolver, exportOriginsWith, moduleCode, rewriteBarrelImports, type ExportOrigin } from './theme-imports.ts';
import { loadVirtualModule } from './virtual-modules.ts';

/**
 * esbuild puts each module in the chunk of the set of entries (pages, on-demand modules, the client)
 * that reach it, so the shell every page loads came out as a dozen small chunks, one per set.
 * Every entry (pages, on-demand modules, client and server) re-exports the shell's root: the shell
 * then has one set, and loads as one chunk (fewer requests; less gzip per byte).
 */
const SHELL_EXPORT = 'export * as __docsiteShell from "docsite:shell";\n';
const ON_DEMAND_PROBE = Symbol('on-demand probe');
/** The app's own large dependencies, which read no `import.meta.env`: not read again to look (most of the bundle's input). */
const NO_IMPORT_META_ENV = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@mdx-js[\\/]react)[\\/]/;

export function siteBundlePlugin(input: BundleInput): Plugin {
  const { project } = input;
  return {
    name: 'docsite-virtual',
    setup(b) {
      b.onResolve({ filter: /^docsite:/ }, resolveDocsiteImport);
      b.onLoad({ filter: /.*/, namespace: 'docsite-virtual' }, (args) => loadVirtualModule(args.path, input, originsOf));
      const byRoute = new Map(input.pages.map((p) => [p.routePath, p]));
      const byFile = new Map(input.pages.map((p) => [p.file, p]));
      // Components imported through the theme barrels come from their own modules (theme-imports.ts).
      const aliases = siteAliases(project);
      const barrels = ['@theme', 'docsite/theme'] as const;
      const origins = new Map<string, Promise<Map<string, ExportOrigin> | undefined>>();
      const originsOf = exportOriginsWith(esbuildResolver(b));
      const themeImports = async (code: string) => {
        for (const barrel of barrels) {
          if (!code.includes(barrel)) continue;
          if (!origins.has(barrel)) origins.set(barrel, originsOf(aliases[barrel]));
          const map = await origins.get(barrel);
          if (map) code = await rewriteBarrelImports(code, barrel, map);
        }
        return code;
      };
      // The client, the server and modules loaded on demand (import('./SearchModal.tsx') …) re-export the shell too.
      const shellEntries = new Set([CLIENT_ENTRY, SERVER_ENTRY]);
      // Relative specifiers only: a callback on every import would cost a round trip per import.
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === ON_DEMAND_PROBE) return undefined;
        const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: ON_DEMAND_PROBE });
        // (not packages: prepending an ESM export to a CommonJS file would break it)
        if (!r.errors.length && r.namespace === 'file' && !r.path.includes(`${sep}node_modules${sep}`)) shellEntries.add(r.path);
        return r.errors.length ? undefined : r;
      });
      // The site's own theme files (content/_theme …) get the same treatment, once compiled to plain JS.
      // Packages' files too: those written for Vite read `import.meta.env` (import-meta-env.ts).
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const shell = (shellEntries.has(args.path) ? SHELL_EXPORT : '') + (args.path === CLIENT_ENTRY ? clientModulesPrelude(input.pluginClient) : '');
        const inSite = args.path.startsWith(project.root + sep) && !args.path.includes(`${sep}node_modules${sep}`);
        if (!inSite && !shell && NO_IMPORT_META_ENV.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const withEnv = await withImportMetaEnv(source, scriptLoader(args.path));
        if (!inSite && !shell) return withEnv === source ? undefined : { contents: withEnv, loader: scriptLoader(args.path), resolveDir: dirname(args.path) };
        const usesBarrel = inSite && barrels.some((barrel) => source.includes(`'${barrel}'`) || source.includes(`"${barrel}"`));
        if (usesBarrel) return { contents: shell + (await withImportMetaEnv(await themeImports(await moduleCode(args.path, source)))), loader: 'js', resolveDir: dirname(args.path) };
        return shell || withEnv !== source ? { contents: shell + withEnv, loader: extname(args.path).slice(1) as Loader, resolveDir: dirname(args.path) } : undefined;
      });
      loadPages(b, {
        project,
        siteData: input.siteData,
        page: (routePath) => byRoute.get(routePath),
        // A page may import another page (Rspress sites do): its compiled module serves as the fragment.
        fragment: (file) => input.fragments.get(file)?.code ?? byFile.get(file)?.code ?? input.compileFragment?.(file),
        // One bundle for the site: every page re-exports the shell (one chunk), and takes theme components from their own modules.
        finish: async (code, isPage) => (isPage ? SHELL_EXPORT : '') + (await themeImports(code)),
      });
    },
  };
}
