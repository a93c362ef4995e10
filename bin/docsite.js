#!/usr/bin/env node
// Thin launcher: bundles docsite's TypeScript sources with esbuild when they changed (about 0.3 s,
// once), then runs the CLI. Requires Node.js 20 or later.
import { existsSync, readdirSync, statSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

const stale = !existsSync(cli) || statSync(cli).mtimeMs < Math.max(newestSource(join(root, 'src')), statSync(fileURLToPath(import.meta.url)).mtimeMs);
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
    packages: 'external',
    sourcemap: 'linked',
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

await import(pathToFileURL(cli).href);
