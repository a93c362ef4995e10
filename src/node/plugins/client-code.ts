/**
 * What plugins add to the browser bundle, the same in `build` and `dev`: global components (their
 * default export registered in the components every MDX page renders with, under the file's base name)
 * and client modules (imported by the browser entry, so they run once before the page hydrates).
 * A site without either bundles exactly what it did before: nothing here is added.
 */
import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { CLIENT_DIR } from '../package-root.ts';

export interface PluginClientCode {
  /** Absolute paths of the global components' modules. */
  globalComponents: string[];
  /** Absolute paths of the client modules. */
  clientModules: string[];
}

const MDX_COMPONENTS = join(CLIENT_DIR, 'theme', 'mdx-components.tsx');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A global component's name in MDX: its file's base name (`Badge.tsx`, `badge/Badge.jsx` → `Badge`). */
export const globalComponentName = (file: string) => basename(file, extname(file));

/** The browser entry's first lines: one import per client module (empty when there are none). */
export function clientModulesPrelude(code: PluginClientCode | undefined): string {
  return (code?.clientModules ?? []).map((file) => `import ${JSON.stringify(file)};\n`).join('');
}

/**
 * An esbuild plugin that appends the global components to the theme's MDX components (one module,
 * in the shell both the server render and the browser run), or undefined when there are none.
 */
export function globalComponentsPlugin(code: PluginClientCode | undefined): Plugin | undefined {
  const files = code?.globalComponents ?? [];
  if (!files.length) return undefined;
  const registration =
    files.map((file, i) => `import __docsiteGlobal${i} from ${JSON.stringify(file)};\n`).join('') +
    `Object.assign(mdxComponents, { ${files.map((file, i) => `${globalComponentName(file)}: __docsiteGlobal${i}`).join(', ')} });\n`;
  return {
    name: 'docsite-global-components',
    setup(b) {
      b.onLoad({ filter: new RegExp(`^${escapeRegExp(MDX_COMPONENTS)}$`) }, (args) => ({
        contents: readFileSync(args.path, 'utf8') + '\n' + registration,
        loader: 'tsx',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
