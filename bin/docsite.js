#!/usr/bin/env node
// Thin launcher: bundles docsite's TypeScript sources with esbuild when they changed (about 0.6 s,
// once), then runs the CLI. Requires Node.js 20 or later.
import { existsSync, readdirSync, statSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`docsite needs Node.js 20 or later (this is ${process.version}).`);
  process.exit(1);
}

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outDir = join(root, 'node_modules', '.cache', 'docsite-cli');
const cli = join(outDir, 'cli.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// Dependencies are bundled in too (see below): an install that changes them also makes the bundle stale.
const inputs = [fileURLToPath(import.meta.url), join(root, 'package.json'), join(root, 'node_modules', '.package-lock.json')].filter((file) => existsSync(file));
const stale = !existsSync(cli) || statSync(cli).mtimeMs < Math.max(newestSource(join(root, 'src')), ...inputs.map((file) => statSync(file).mtimeMs));

/**
 * Packages loaded from node_modules at run time rather than bundled: native or WebAssembly code and
 * esbuild's binary; shiki, whose hundreds of grammars load on demand; React and the MDX provider, which
 * must be the same instances as those the site's pages import; and what only dev, search or tests load.
 * Everything else (MDX, micromark, unified, zod …) is bundled: a few large files load faster than the
 * hundreds of small modules they come in, in the main thread and in every worker (about 5 % of a cold build).
 */
const RUNTIME_PACKAGES = new Set(['esbuild', 'nodejieba', 'shiki', 'react', 'react-dom', '@mdx-js/react', 'chokidar', 'sirv', 'lunr', 'lunr-languages']);
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
if (stale) {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: {
      cli: join(root, 'src', 'cli.ts'),
      'compile-worker': join(root, 'src', 'build', 'compile-worker.ts'),
      'search-worker': join(root, 'src', 'build', 'search-worker.ts'),
      'render-worker': join(root, 'src', 'build', 'render-worker.ts'),
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
    plugins: [externalPackages],
    sourcemap: 'linked',
    // Every thread parses the bundle it loads (1.7 MB for the compile worker): 1.2 MB without the
    // whitespace and comments. Names stay, so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    metafile: true,
  });
  removeOldChunks(new Set(Object.keys(result.metafile.outputs).map((file) => resolve(file))));
}

// Chunk names change with their content, so every rebuild leaves the previous ones behind. A process
// started before the rebuild (a dev server) may still import its chunks lazily: they go after a day.
function removeOldChunks(current) {
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

// V8 optimises a function once it has run through an "interrupt budget" of bytecode. With the default
// budget, a build spends about a quarter of its CPU in optimising compiles, many of them thrown away on
// the next deoptimisation; a larger budget optimises only the code that stays hot. Process-wide: the
// worker threads get it too. Rsbuild site cold build: about 9 % faster; 1000-page corpus: no change.
setFlagsFromString('--interrupt-budget=500000');

await import(pathToFileURL(cli).href);
