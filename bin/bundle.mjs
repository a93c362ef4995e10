// Bundles docsite's TypeScript sources into ES modules Node runs directly: the CLI, the Node API and the
// worker threads. Used by `npm pack` (prepack: into lib/, shipped in the package) and, in a git checkout,
// by bin/docsite.js (into node_modules/.cache/docsite-cli/ when a source changed).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { dependencyPatches } from './dependency-patches.mjs';

/**
 * Packages loaded from node_modules at run time rather than bundled: native or WebAssembly code and
 * esbuild's binary; shiki, whose hundreds of grammars load on demand; React and the MDX provider, which
 * must be the same instances as those the site's pages import; and what only dev, search or tests load.
 * Everything else (MDX, micromark, unified, zod …) is bundled: a few large files load faster than the
 * hundreds of small modules they come in, in the main thread and in every worker (about 5 % of a cold build).
 */
export const RUNTIME_PACKAGES = new Set(['esbuild', '@node-rs/jieba', 'shiki', 'react', 'react-dom', '@mdx-js/react', 'chokidar', 'sirv', 'lunr', 'lunr-languages']);

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      const name = packageName(path);
      if (path.startsWith('node:') || RUNTIME_PACKAGES.has(name) || name.startsWith('@shikijs/')) return { external: true };
      return undefined;
    });
  },
};

/** Bundles the entries of `root`/src into `outDir`; returns the files written. */
export async function bundleDocsite(root, outDir, { sourcemap = true } = {}) {
  const src = join(root, 'src');
  const result = await build({
    entryPoints: {
      cli: join(src, 'node', 'cli.ts'),
      index: join(src, 'node', 'index.ts'),
      'compile-worker': join(src, 'node', 'pipeline', 'compile-worker.ts'),
      'search-worker': join(src, 'node', 'pipeline', 'search-worker.ts'),
      'render-worker': join(src, 'node', 'pipeline', 'render-worker.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Each command loads only what it uses: `--version` needs none of MDX, shiki or lunr.
    splitting: true,
    // Chunks sit beside the entries, so `new URL('./compile-worker.mjs', import.meta.url)` works from any of them.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages, dependencyPatches],
    // A checkout keeps source maps (--enable-source-maps); the package does without their 6 MB (names stay).
    sourcemap: sourcemap ? 'linked' : false,
    // Every thread parses the bundle it loads (1.7 MB for the compile worker): 1.2 MB without the
    // whitespace and comments. Names stay, so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    metafile: true,
  });
  return new Set(Object.keys(result.metafile.outputs).map((file) => resolve(file)));
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The CLI of a git checkout, bundled into node_modules/.cache/docsite-cli/ when a source file, this script,
 * package.json or the installed packages (bundled in too) changed since the last bundle.
 */
export async function bundleCheckoutWhenStale(root) {
  const outDir = join(root, 'node_modules', '.cache', 'docsite-cli');
  const cli = join(outDir, 'cli.mjs');
  const inputs = [new URL(import.meta.url).pathname, new URL('./dependency-patches.mjs', import.meta.url).pathname, join(root, 'bin', 'docsite.js'), join(root, 'package.json'), join(root, 'node_modules', '.package-lock.json')].filter((file) => existsSync(file));
  const stale = !existsSync(cli) || statSync(cli).mtimeMs < Math.max(newestSource(join(root, 'src')), ...inputs.map((file) => statSync(file).mtimeMs));
  if (stale) removeOldChunks(outDir, await bundleDocsite(root, outDir));
  return cli;
}

// Chunk names change with their content, so every rebuild leaves the previous ones behind. A process
// started before the rebuild (a dev server) may still import its chunks lazily: they go after a day.
function removeOldChunks(outDir, current) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(outDir)) {
    const file = join(outDir, name);
    if (current.has(file) || current.has(file.replace(/\.map$/, ''))) continue;
    try {
      if (statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      // removed by another launcher meanwhile
    }
  }
}
