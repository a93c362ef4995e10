// `npm pack` / `npm publish` (and installs from git): compiles what the package runs and ships into lib/:
// the bundled CLI, Node API and workers, and the type declarations of `docsite` and `docsite/theme`.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDocsite } from './bundle.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const lib = join(root, 'lib');
const started = performance.now();
rmSync(lib, { recursive: true, force: true });
await bundleDocsite(root, lib, { sourcemap: false });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'bin', 'tsconfig.lib.json')], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
// The sources import each other with their .ts names; declarations are read by any TypeScript a user
// has, which takes the .js spelling everywhere.
(function rewrite(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) rewrite(file);
    else if (name.endsWith('.d.ts')) writeFileSync(file, readFileSync(file, 'utf8').replace(/((?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2'));
  }
})(join(lib, 'types'));
// stderr: `npm pack --json` prints its JSON on stdout.
console.error(`docsite: compiled lib/ in ${((performance.now() - started) / 1000).toFixed(1)}s`);
