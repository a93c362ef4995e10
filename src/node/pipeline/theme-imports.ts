/**
 * Pages import components from `@theme`, a barrel that re-exports every component. esbuild's code
 * splitting assigns whole files to chunks, so a page that imports one component through the barrel
 * shares a chunk with all of them (about 7 KiB gzip for the Rsbuild site). This module rewrites such
 * imports to the modules that define each component, found once per build by following the barrel's
 * re-exports. A barrel that imports something for its side effects is left alone.
 */
import { readFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { transform, type PluginBuild } from 'esbuild';

export interface ExportOrigin {
  /** Absolute file that defines the export. */
  file: string;
  /** Its name there. */
  name: string;
}

/** Resolves an import specifier from a folder to an absolute file (undefined: leave it alone). */
export type ResolveImport = (specifier: string, fromDir: string) => Promise<string | undefined>;

const IDENT = /^[\w$]+$/;

/** `a, b as c` → [['a', 'a'], ['b', 'c']] (imported or exported name, local or exported name); undefined when unusual. */
function specifiers(list: string): [string, string][] | undefined {
  const out: [string, string][] = [];
  for (const part of list.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [from, as = from, ...rest] = part.split(/\s+as\s+/);
    if (rest.length || !IDENT.test(from) || !IDENT.test(as)) return undefined;
    out.push([from, as]);
  }
  return out;
}

/** A module as plain JavaScript (TypeScript and JSX compiled the way the bundle compiles them), for the lexer. */
export async function moduleCode(file: string, source = readFileSync(file, 'utf8')): Promise<string> {
  const ext = extname(file).slice(1);
  if (ext === 'js' || ext === 'mjs') return source;
  const loader = ext === 'tsx' || ext === 'jsx' ? ext : 'ts';
  return (await transform(source, { loader, jsx: 'automatic', jsxImportSource: 'react', sourcefile: file })).code;
}

/**
 * Where each export of `file` is defined, following `export … from`, `export *` and re-exported
 * imports. Undefined when the module cannot be skipped (side-effect imports, syntax it does not read).
 */
export async function exportOrigins(file: string, resolve: ResolveImport, memo = new Map<string, Promise<Map<string, ExportOrigin> | undefined>>()): Promise<Map<string, ExportOrigin> | undefined> {
  let pending = memo.get(file);
  if (!pending) {
    pending = readOrigins(file, resolve, memo);
    memo.set(file, pending);
  }
  return pending;
}

async function readOrigins(file: string, resolve: ResolveImport, memo: Map<string, Promise<Map<string, ExportOrigin> | undefined>>): Promise<Map<string, ExportOrigin> | undefined> {
  await init;
  const code = await moduleCode(file);
  const [imports, exports] = parse(code);
  const origins = new Map<string, ExportOrigin>();
  /** Local bindings imported from elsewhere: local name → where they come from. */
  const imported = new Map<string, { target: string; name: string }>();
  const reexportRanges: [number, number][] = [];
  const originIn = async (target: string, name: string): Promise<ExportOrigin> => (await exportOrigins(target, resolve, memo))?.get(name) ?? { file: target, name };

  for (const imp of imports) {
    if (imp.d !== -1) continue; // dynamic imports and import.meta load nothing up front
    const statement = code.slice(imp.ss, imp.se);
    const target = imp.n && (await resolve(imp.n, dirname(file)));
    if (!target) return undefined;
    if (statement.startsWith('export')) {
      reexportRanges.push([imp.ss, imp.se]);
      if (/^export\s*\*\s*from/.test(statement)) {
        const inner = await exportOrigins(target, resolve, memo);
        if (!inner) return undefined;
        for (const [name, origin] of inner) if (name !== 'default' && !origins.has(name)) origins.set(name, origin);
        continue;
      }
      const named = /^export\s*\{([^}]*)\}/.exec(statement);
      const list = named && specifiers(named[1]);
      if (!list) return undefined;
      for (const [from, as] of list) origins.set(as, await originIn(target, from));
      continue;
    }
    const clause = /^import\s+(?:([\w$]+)\s*(?:,\s*)?)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*from\s*['"]/.exec(statement);
    if (!clause || (!clause[1] && clause[2] === undefined && !/\*\s*as/.test(statement))) return undefined; // `import 'x'`: a side effect
    if (clause[1]) imported.set(clause[1], { target, name: 'default' });
    const list = clause[2] === undefined ? [] : specifiers(clause[2]);
    if (!list) return undefined;
    for (const [from, local] of list) imported.set(local, { target, name: from });
  }
  for (const exp of exports) {
    if (reexportRanges.some(([start, end]) => exp.s >= start && exp.e <= end)) continue;
    const via = exp.ln ? imported.get(exp.ln) : undefined;
    origins.set(exp.n, via ? await originIn(via.target, via.name) : { file, name: exp.n });
  }
  return origins;
}

/**
 * Rewrites `import { A, B as C } from '<barrel>'` statements of a page's code to import each name
 * from its defining module. Statements of another shape, or naming an export it cannot place, stay.
 */
export async function rewriteBarrelImports(code: string, barrel: string, origins: Map<string, ExportOrigin>): Promise<string> {
  if (!code.includes(barrel)) return code;
  await init;
  const [imports] = parse(code);
  let out = '';
  let last = 0;
  for (const imp of imports) {
    if (imp.d !== -1 || imp.n !== barrel) continue;
    const named = /^import\s*\{([^}]*)\}\s*from\s*['"][^'"]+['"]\s*;?$/.exec(code.slice(imp.ss, imp.se));
    const list = named && specifiers(named[1]);
    if (!list || list.some(([name]) => !origins.has(name))) continue;
    const byFile = new Map<string, string[]>();
    for (const [name, local] of list) {
      const origin = origins.get(name)!;
      const spec = origin.name === local ? local : `${origin.name} as ${local}`;
      byFile.set(origin.file, [...(byFile.get(origin.file) ?? []), spec]);
    }
    // The statement's own `;` (outside its range) ends the last import.
    out += code.slice(last, imp.ss) + [...byFile].map(([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)}`).join(';\n');
    last = imp.se;
  }
  return last ? out + code.slice(last) : code;
}

/** Resolves imports as the bundle does (aliases included), for following a barrel's exports. */
export function esbuildResolver(b: PluginBuild): ResolveImport {
  return async (specifier, resolveDir) => {
    const r = await b.resolve(specifier, { resolveDir, kind: 'import-statement' });
    return r.errors.length || r.external || r.namespace !== 'file' ? undefined : r.path;
  };
}

/** `exportOrigins` with one memo for a whole bundle run (the barrels are read once). */
export function exportOriginsWith(resolve: ResolveImport): (file: string) => Promise<Map<string, ExportOrigin> | undefined> {
  const memo = new Map<string, Promise<Map<string, ExportOrigin> | undefined>>();
  return (file) => exportOrigins(file, resolve, memo);
}
