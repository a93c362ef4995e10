/**
 * Packages a config imports that Node cannot load as published (ESM with extensionless or folder imports,
 * which bundlers and Rspress's config loader accept): the config bundle takes them in, and every package that
 * depends on them, instead of leaving them to Node. Others stay external, as every config's packages are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isBuiltin } from 'node:module';
import type { Plugin } from 'esbuild';

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The package that holds the module Node failed to load from, when the failure is Node's strict ESM resolution inside a package. */
export function unloadablePackage(error: unknown): string | undefined {
  // Errors without a cause (a syntax error in the config itself) are not a package's.
  const { code, message, stack } = (error ?? {}) as { code?: string; message?: string; stack?: string };
  // CommonJS's names in an ES module (`__dirname` at the top of a published ESM file): the package of the first frame.
  if (error instanceof ReferenceError && /^(__dirname|__filename|require) is not defined in ES module scope/.test(message ?? '')) {
    const frame = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?:(?!node_modules)[^:\n])*:\d+/.exec(stack ?? '');
    return frame?.[1].replace('\\', '/');
  }
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT') return undefined;
  const from = /imported from (\S+)/.exec(message ?? '')?.[1];
  const inPackage = from && /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*node_modules[\\/])/.exec(from);
  // The missing module is a relative import of the package's own files (not a dependency it lacks).
  const missing = /(?:module|import) '([^']+)'/.exec(message ?? '')?.[1];
  if (!inPackage || !missing || !missing.includes(`node_modules/${inPackage[1].replace('\\', '/')}/`)) return undefined;
  return inPackage[1].replace('\\', '/');
}

function manifestOf(name: string, fromDir: string): { dependencies?: Record<string, string> } | undefined {
  for (let at = fromDir; ; at = dirname(at)) {
    const file = join(at, 'node_modules', name, 'package.json');
    if (existsSync(file)) {
      try {
        return JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        return undefined;
      }
    }
    if (dirname(at) === at) return undefined;
  }
}

/** esbuild: bare imports external, but for the `bundled` packages and those depending on them (transitively). */
export function externalPackagesBut(bundled: ReadonlySet<string>, projectDir: string): Plugin {
  const verdicts = new Map<string, boolean>();
  const needsBundling = (name: string, seen = new Set<string>()): boolean => {
    if (bundled.has(name)) return true;
    if (verdicts.has(name)) return verdicts.get(name)!;
    if (seen.has(name)) return false;
    seen.add(name);
    const deps = Object.keys(manifestOf(name, projectDir)?.dependencies ?? {});
    const verdict = deps.some((dep) => needsBundling(dep, seen));
    verdicts.set(name, verdict);
    return verdict;
  };
  return {
    name: 'docsite-config-packages',
    setup(build) {
      // A bundled package's own `__dirname` / `__filename` are its file's, not the config's (define's value).
      build.onLoad({ filter: /[\\/]node_modules[\\/].*\.(?:m|c)?js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!/\b__(?:dirname|filename)\b/.test(source) || /\b(?:const|let|var|function)\s+__(?:dirname|filename)\b/.test(source)) return undefined;
        return { contents: `var __dirname = ${JSON.stringify(dirname(args.path))}, __filename = ${JSON.stringify(args.path)};\n${source}`, loader: 'js', resolveDir: dirname(args.path) };
      });
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path === 'docsite' || isBuiltin(args.path)) return args.path === 'docsite' ? undefined : { path: args.path, external: true };
        return needsBundling(packageName(args.path)) ? undefined : { path: args.path, external: true };
      });
    },
  };
}
