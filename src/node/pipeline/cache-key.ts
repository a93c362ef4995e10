/**
 * Cache keys, made in one place. Each cached step (compiling a page, bundling, rendering) states what
 * its result depends on as one typed object, and the key is the hash of that object: a setting the step
 * reads but the key leaves out would let a build reuse a result made under other settings.
 *
 * Every key includes the versions of docsite (and a hash of its running code, which changes with every
 * edit of its sources) and of the compilers whose output is kept: MDX, shiki, esbuild and React.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../package-root.ts';
import { contentKey } from './file-store.ts';

/** The packages whose versions every cached result depends on. */
const COMPILERS = ['@mdx-js/mdx', 'shiki', 'esbuild', 'react', 'react-dom'] as const;

export interface ToolVersions {
  docsite: string;
  /** A hash of docsite's running code: the bundled CLI, or the TypeScript sources (tests, development). */
  docsiteCode: string;
  compilers: Record<(typeof COMPILERS)[number], string>;
}

const requireHere = createRequire(import.meta.url);

/** The version in `name`'s package.json, found from its resolved entry (packages need not export their package.json). */
function installedVersion(name: string): string {
  let dir = dirname(requireHere.resolve(name));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (found === name) return version;
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/** Code files below `dir`, sorted. */
function codeFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) codeFiles(full, into);
    else if (/\.(m?js|tsx?|css)$/.test(entry.name)) into.push(full);
  }
  return into;
}

/** A hash of the code files below `dir`: their paths and contents. */
export function codeHash(dir: string, files = codeFiles(dir)): string {
  const code = createHash('sha1');
  for (const file of files) code.update(file.slice(dir.length)).update('\0').update(readFileSync(file)).update('\0');
  return code.digest('hex');
}

/**
 * Where the hash of the bundled code in `dir` is kept: the user's cache folder, never the installed package
 * (it may be read-only, or shared by users, and an install must stay as npm wrote it).
 */
export function codeHashMemo(dir: string, cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')): string {
  return join(cacheHome, 'docsite', `code-hash-${createHash('sha1').update(dir).digest('hex').slice(0, 16)}.json`);
}

/**
 * The hash of the bundled code (about 3 MB read and hashed: a tenth of a warm build), kept under each code
 * file's name, size, inode and modification time: any rewrite of a file (a new bundle, a patch) changes
 * those and the hash is made again. Where the memo cannot be written, the code is hashed every time.
 */
export function bundledCodeHash(dir: string, memo = codeHashMemo(dir)): string {
  const files = codeFiles(dir);
  const identity = files.map((file) => {
    const stats = statSync(file);
    return [file.slice(dir.length), stats.size, stats.ino, stats.mtimeMs];
  });
  const signature = JSON.stringify(identity);
  try {
    const kept = JSON.parse(readFileSync(memo, 'utf8')) as { signature: string; hash: string };
    if (kept.signature === signature) return kept.hash;
  } catch {
    // not kept yet
  }
  const hash = codeHash(dir, files);
  try {
    mkdirSync(dirname(memo), { recursive: true });
    writeFileSync(memo, JSON.stringify({ signature, hash }));
  } catch {
    // no writable cache folder: hashed again next time
  }
  return hash;
}

let versions: ToolVersions | undefined;

export function toolVersions(): ToolVersions {
  if (versions) return versions;
  const here = dirname(fileURLToPath(import.meta.url));
  // From sources this file is src/node/pipeline/cache-key.ts: hash all of src/. Bundled, every chunk sits beside it.
  const codeDir = basename(here) === 'pipeline' && basename(dirname(here)) === 'node' ? dirname(dirname(here)) : here;
  versions = {
    docsite: (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version,
    docsiteCode: codeDir === here ? bundledCodeHash(codeDir) : codeHash(codeDir),
    compilers: Object.fromEntries(COMPILERS.map((name) => [name, installedVersion(name)])) as ToolVersions['compilers'],
  };
  return versions;
}

/**
 * The key of a cached result: `step` names it (and its format version), `settings` is everything it
 * depends on, `contents` its large inputs (sources), hashed as they are rather than serialised.
 */
export function cacheKey<Settings extends object>(step: string, settings: Settings, ...contents: (string | Uint8Array)[]): string {
  return contentKey(JSON.stringify({ step, tools: toolVersions(), settings }), ...contents);
}
