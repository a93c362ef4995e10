/**
 * `import.meta.env` as Vite and Rsbuild define it, for pages, the theme and packages written for them
 * (`@rstack-dev/doc-ui` reads `import.meta.env.SSG_MD`): `MODE`, `DEV`, `PROD`, `BASE_URL` and `SSG_MD`
 * (false: docsite writes no Markdown copy of pages through React) are constants, so `if (import.meta.env.DEV)`
 * branches drop out of the bundle. `SSR` is read where the code runs (no `document`: the server): one esbuild
 * run bundles the client and the server with shared modules (bundle.ts), so a constant could not differ
 * between them. `SSR` and the whole object (`const env = import.meta.env`) come from a small module that
 * only the files reading `import.meta.env` import (esbuild's `inject` would add an init stub to every
 * bundle, so the output of sites that never read it would change).
 */
import { transform, type Loader, type Plugin } from 'esbuild';
import { init, parse } from 'es-module-lexer';
import { extname } from 'node:path';

const SSR = '__docsite_import_meta_env_ssr';
const ENV = '__docsite_import_meta_env';
const MODULE = 'docsite:import-meta-env';
const USES_ENV = /\bimport\.meta\.env\b/;

export interface ImportMetaEnvOptions {
  dev: boolean;
  /** The site's base (`/`, `/docs/`): Vite's BASE_URL. */
  base: string;
}

/** The `define` entries (merge with the bundle's own) and the plugin that serves the env module. */
export function importMetaEnv({ dev, base }: ImportMetaEnvOptions): { define: Record<string, string>; plugin: Plugin } {
  const constants = { MODE: dev ? 'development' : 'production', DEV: dev, PROD: !dev, BASE_URL: base, SSG_MD: false };
  const define: Record<string, string> = { 'import.meta.env': ENV, 'import.meta.env.SSR': SSR };
  for (const [key, value] of Object.entries(constants)) define[`import.meta.env.${key}`] = JSON.stringify(value);
  const code = `export const ${SSR} = typeof document === 'undefined';\nexport const ${ENV} = { ...${JSON.stringify(constants)}, SSR: ${SSR} };\n`;
  return {
    define,
    plugin: {
      name: 'docsite-import-meta-env',
      setup(b) {
        b.onResolve({ filter: /^docsite:import-meta-env$/ }, () => ({ path: MODULE, namespace: 'docsite-import-meta-env' }));
        b.onLoad({ filter: /.*/, namespace: 'docsite-import-meta-env' }, () => ({ contents: code, loader: 'js' }));
      },
    },
  };
}

/**
 * Whether code reads `import.meta.env`, not just says it (the Rsbuild site's pages mention it in prose): the
 * `import.meta` es-module-lexer finds outside strings and comments, followed by `.env`. TypeScript and JSX are
 * made plain JS first (only for the few files that name it at all).
 */
async function readsImportMetaEnv(source: string, loader: Loader): Promise<boolean> {
  if (!USES_ENV.test(source)) return false;
  const code = loader === 'js' ? source : (await transform(source, { loader, jsx: 'automatic' })).code;
  await init;
  try {
    return parse(code)[0].some((entry) => entry.d === -2 && /^\s*\.\s*env\b/.test(code.slice(entry.e)));
  } catch {
    return true; // unparsable here: esbuild reports the syntax error, with or without the import
  }
}

/** A module's source, importing the env module first when it reads `import.meta.env` (unchanged otherwise). */
export async function withImportMetaEnv(source: string, loader: Loader = 'js'): Promise<string> {
  return (await readsImportMetaEnv(source, loader)) ? `import { ${SSR}, ${ENV} } from ${JSON.stringify(MODULE)};\n${source}` : source;
}

/** The loader esbuild would pick for a script file by its extension. */
export function scriptLoader(file: string): Loader {
  const ext = extname(file).slice(1);
  return ext === 'ts' || ext === 'mts' || ext === 'cts' ? 'ts' : ext === 'tsx' ? 'tsx' : ext === 'jsx' ? 'jsx' : 'js';
}

/** An onLoad for script files (dev bundles): those reading `import.meta.env` import the env module. */
export function importMetaEnvLoader(b: Parameters<Plugin['setup']>[0], filter = /\.[cm]?[jt]sx?$/): void {
  b.onLoad({ filter }, async (args) => {
    if (args.namespace !== 'file') return undefined;
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(args.path, 'utf8');
    const contents = await withImportMetaEnv(source, scriptLoader(args.path));
    return contents === source ? undefined : { contents, loader: scriptLoader(args.path) };
  });
}
