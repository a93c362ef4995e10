/**
 * Where in the config's own sources a plugin threw. The config runs as one bundled module written to a
 * temporary file; its inline source map leads a stack frame in that file back to the plugin's source
 * (read with node:module's SourceMap, so Node's process-wide source-map support stays off: turning it on
 * would make Node read the maps of every module loaded afterwards, docsite's own chunks among them).
 */
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';

const maps = new Map<string, { payload: string; map?: SourceMap }>();

/** Remembers the inline source map of the config bundle run from `file`. */
export function registerConfigSourceMap(file: string, code: string): void {
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
  if (inline) maps.set(file, { payload: inline[1] });
}

/** `file:line:column` in the config's sources for a place in a config bundle, or undefined when it is not one. */
export function originalPlace(file: string, line: number, column: number): string | undefined {
  const entry = maps.get(file);
  if (!entry) return undefined;
  try {
    entry.map ??= new SourceMap(JSON.parse(Buffer.from(entry.payload, 'base64').toString('utf8')));
    const found = entry.map.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (found.originalSource === undefined || found.originalLine === undefined) return undefined;
    const source = found.originalSource.startsWith('file://') ? new URL(found.originalSource).pathname : resolve(dirname(file), found.originalSource);
    return `${source}:${found.originalLine + 1}:${(found.originalColumn ?? 0) + 1}`;
  } catch {
    return undefined;
  }
}
