/**
 * The bundled config kept between builds, so that a build with nothing changed does not run esbuild
 * (starting its service and bundling cost about 0.3 s of a 1.6 s warm build). An entry is used only while
 * everything esbuild read to make it is as it was:
 * - the content of every file it bundled (the config, its local modules, a package bundled in);
 * - what resolving their imports again could find instead: the names in each folder an import was looked
 *   up in (`./plugin` resolved to plugin.ts: a new plugin.tsx or plugin/ changes it; see `lookupFolders`);
 * - the package.json, tsconfig.json and jsconfig.json of every folder from each file up to the root (module
 *   type, `imports`, paths, JSX settings); a tsconfig that `extends` another is not followed: no caching then;
 * - the settings it was bundled with: the config's path, docsite's code and esbuild's version (`tools`).
 * The packages the config leaves external are loaded by Node, not bundled: their versions join the
 * fingerprint (load.ts), not this key.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Metafile } from 'esbuild';

/** Bump when what an entry holds, or how its state is hashed, changes. */
const FORMAT = 1;
const MANIFESTS = ['package.json', 'tsconfig.json', 'jsconfig.json'];
/** A bundle is kept only when nothing it was made from changed in this long before bundling began (coarse file times included). */
const SETTLED_MS = 2000;

/** Where the cache is, and the versions of the code that bundles (docsite's own and esbuild's; see pipeline/cache-key.ts). */
export interface ConfigCache {
  dir: string;
  tools: string;
}

/** A bundled config as kept: its code, the files it was made from and the folders its imports were looked up in (absolute), the packages it leaves external. */
export interface ConfigBundle {
  code: string;
  inputs: string[];
  folders: string[];
  packages: string[];
}

interface Entry extends ConfigBundle {
  settings: string;
  state: string;
}

const entryFile = (cache: ConfigCache, configFile: string) => join(cache.dir, 'config', createHash('sha1').update(resolve(configFile)).digest('hex').slice(0, 16) + '.json');
const settingsOf = (cache: ConfigCache, configFile: string) => JSON.stringify([FORMAT, resolve(configFile), cache.tools, process.version]);

/** The state of `inputs` (see above) as a hash, and the newest modification time among what it read; undefined when it cannot be known (a tsconfig `extends`). */
function inputState(inputs: readonly string[], lookedIn: readonly string[]): { hash: string; newest: number } | undefined {
  const hash = createHash('sha256');
  let newest = 0;
  const read = (file: string): string | null => {
    try {
      const text = readFileSync(file, 'utf8');
      newest = Math.max(newest, statSync(file).mtimeMs);
      return text;
    } catch {
      return null;
    }
  };
  const listing = (dir: string): string => {
    try {
      const names = readdirSync(dir).sort().join('/');
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return names;
    } catch {
      return '\0none';
    }
  };
  const files = [...new Set(inputs)].sort();
  const ancestors = new Set<string>();
  for (const file of files) {
    hash.update(file).update('\0').update(read(file) ?? '\0missing').update('\0');
    for (let at = dirname(file); !ancestors.has(at); at = dirname(at)) {
      ancestors.add(at);
      if (dirname(at) === at) break;
    }
  }
  for (const folder of [...new Set(lookedIn)].sort()) hash.update(folder).update('\0').update(listing(folder)).update('\0');
  for (const folder of [...ancestors].sort()) {
    for (const name of MANIFESTS) {
      const text = read(join(folder, name));
      if (text === null) continue;
      if (name !== 'package.json' && /"extends"/.test(text)) return undefined;
      hash.update(join(folder, name)).update('\0').update(text).update('\0');
    }
  }
  return { hash: hash.digest('hex'), newest };
}

/** The kept bundle of `configFile`, when everything it was made from is as it was. */
export function readConfigBundle(cache: ConfigCache, configFile: string): ConfigBundle | undefined {
  let entry: Entry;
  try {
    entry = JSON.parse(readFileSync(entryFile(cache, configFile), 'utf8')) as Entry;
  } catch {
    return undefined;
  }
  if (entry.settings !== settingsOf(cache, configFile) || !Array.isArray(entry.inputs) || typeof entry.code !== 'string') return undefined;
  if (!Array.isArray(entry.folders) || inputState(entry.inputs, entry.folders)?.hash !== entry.state) return undefined;
  return { code: entry.code, inputs: entry.inputs, folders: entry.folders, packages: entry.packages };
}

/**
 * The state of a bundle's inputs, taken as soon as esbuild is done (before the config runs: its temporary
 * file is written beside it), or undefined when it is not to be kept: something it was made from changed
 * after `bundledFrom` (when esbuild started) or just before, so esbuild may have read it before the edit
 * while the state holds the edit, and the next build would take the older code for current.
 */
export function settledState(bundle: ConfigBundle, bundledFrom: number): string | undefined {
  const state = inputState(bundle.inputs, bundle.folders);
  return state && state.newest <= bundledFrom - SETTLED_MS ? state.hash : undefined;
}

/** Keeps a bundle for the next build, with its `settledState`. */
export function writeConfigBundle(cache: ConfigCache, configFile: string, bundle: ConfigBundle, state: string | undefined): void {
  if (state === undefined) return;
  const file = entryFile(cache, configFile);
  try {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ settings: settingsOf(cache, configFile), state, ...bundle } satisfies Entry));
    renameSync(tmp, file);
  } catch {
    // a read-only cache folder: the config is bundled every time
  }
}

/**
 * The folders esbuild looked in to resolve the imports of the bundled files (`inputs` of its metafile,
 * relative to `dir`): for `./plugin` from src/, src/ (plugin.ts, plugin.tsx …) and src/plugin/ (its index
 * or package.json); for a file found otherwise (a package bundled in, a tsconfig path), its folder, and
 * every node_modules folder from the importer up. The public API's alias (`docsite`) is fixed by the settings.
 */
export function lookupFolders(inputs: Metafile['inputs'], dir: string, alias: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const [input, { imports }] of Object.entries(inputs)) {
    if (input.includes(':')) continue;
    const from = dirname(resolve(dir, input));
    for (const imported of imports) {
      if (imported.external || imported.path.includes(':')) continue;
      const specifier = imported.original ?? imported.path;
      if (alias.includes(specifier)) continue;
      const found = resolve(dir, imported.path);
      folders.add(dirname(found));
      if (/^\.\.?(\/|$)/.test(specifier) || isAbsolute(specifier)) {
        const wanted = resolve(from, specifier);
        folders.add(dirname(wanted)).add(wanted);
      } else {
        for (let at = from; ; at = dirname(at)) {
          folders.add(join(at, 'node_modules'));
          if (dirname(at) === at) break;
        }
      }
    }
  }
  return [...folders].sort();
}
