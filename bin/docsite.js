#!/usr/bin/env node
// Launcher. An installed package runs the CLI compiled when it was packed (lib/, read-only is fine);
// a git checkout of docsite bundles its sources first when they changed (about 0.6 s, once).
// Requires Node.js 20 or later.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`docsite needs Node.js 20 or later (this is ${process.version}).`);
  process.exit(1);
}

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// npm never packs .git, so only a checkout has one (a worktree's is a file).
const checkout = existsSync(join(root, '.git')) && existsSync(join(root, 'bin', 'bundle.mjs'));
let cli = join(root, 'lib', 'cli.mjs');
if (checkout) {
  const { bundleCheckoutWhenStale } = await import(pathToFileURL(join(root, 'bin', 'bundle.mjs')).href);
  cli = await bundleCheckoutWhenStale(root);
} else if (!existsSync(cli)) {
  console.error(`docsite: ${cli} is missing: this copy was not packed. Install docsite from its package, or run \`npm run prepack\` in ${root}.`);
  process.exit(1);
}

// V8 optimises a function once it has run through an "interrupt budget" of bytecode. With the default
// budget, a build spends about a quarter of its CPU in optimising compiles, many of them thrown away on
// the next deoptimisation; a larger budget optimises only the code that stays hot. Process-wide: the
// worker threads get it too. Rsbuild site cold build: about 9 % faster; 1000-page corpus: no change.
setFlagsFromString('--interrupt-budget=500000');

await import(pathToFileURL(cli).href);
