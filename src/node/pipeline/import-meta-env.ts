/**
 * `import.meta.env` as Vite and Rsbuild define it, for pages, the theme and packages written for them
 * (`@rstack-dev/doc-ui` reads `import.meta.env.SSG_MD`): `MODE`, `DEV`, `PROD`, `BASE_URL` and `SSG_MD`
 * (false: docsite renders no Markdown copy of pages) are constants, so `if (import.meta.env.DEV)` branches
 * drop out of the bundle. `SSR` is read at run time (no `document`): one esbuild run bundles the client and
 * the server with shared modules (bundle.ts), so a constant could not differ between them. The whole object
 * (`const env = import.meta.env`) comes from a module injected only where it is read, so bundles that never
 * read it are byte for byte as before.
 */
import type { BuildOptions, Plugin } from 'esbuild';

const SSR = '__docsite_import_meta_env_ssr';
const ENV = '__docsite_import_meta_env';
const MODULE = 'docsite-import-meta-env';

export interface ImportMetaEnvOptions {
  dev: boolean;
  /** The site's base (`/`, `/docs/`): Vite's BASE_URL. */
  base: string;
}

/** The esbuild options that define `import.meta.env` (merge `define` with the bundle's own). */
export function importMetaEnv({ dev, base }: ImportMetaEnvOptions): Required<Pick<BuildOptions, 'define' | 'inject'>> & { plugin: Plugin } {
  const constants = { MODE: dev ? 'development' : 'production', DEV: dev, PROD: !dev, BASE_URL: base, SSG_MD: false };
  const define: Record<string, string> = { 'import.meta.env': ENV, 'import.meta.env.SSR': SSR };
  for (const [key, value] of Object.entries(constants)) define[`import.meta.env.${key}`] = JSON.stringify(value);
  const code = `export const ${SSR} = typeof document === 'undefined';\nexport const ${ENV} = { ...${JSON.stringify(constants)}, SSR: ${SSR} };\n`;
  return {
    define,
    inject: [MODULE],
    plugin: {
      name: 'docsite-import-meta-env',
      setup(b) {
        b.onResolve({ filter: new RegExp(`^${MODULE}$`) }, () => ({ path: MODULE, namespace: MODULE }));
        b.onLoad({ filter: /.*/, namespace: MODULE }, () => ({ contents: code, loader: 'js' }));
      },
    },
  };
}
