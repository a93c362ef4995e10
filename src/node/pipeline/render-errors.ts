/**
 * A page that throws while it renders, reported where the author can fix it. Compiled pages carry no
 * source positions, but the two usual mistakes name what failed: an undefined name in an expression
 * (`x is not defined`) and a component nothing provides (MDX's "Expected component `X` to be defined").
 * That name is looked up in the page's source, outside code blocks. Used by the build and the dev server.
 */
import { basename } from 'node:path';
import { codeFrame } from '../code-frame.ts';

function namedInError(message: string): string | undefined {
  return /^([\w$.]+) is not defined$/.exec(message)?.[1] ?? /^Expected component `([^`]+)` to be defined/.exec(message)?.[1];
}

/** The first place the source uses `name` in an expression (`{…name…}`) or as a tag (`<name`), outside fenced code. */
export function findNameInSource(source: string, name: string): { line: number; column: number } | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const use = new RegExp(`(?:\\{[^}]*?|<\\s*)(?<![\\w$])${escaped}(?![\\w$])`);
  const lines = source.split(/\r?\n/);
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(lines[i])?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) continue;
    const match = use.exec(lines[i]);
    if (match) return { line: i + 1, column: match.index + match[0].length - name.length + 1 };
  }
  return undefined;
}

/**
 * `file:line:column: rendering failed: …` and a code frame when the source shows the name, else
 * `file: rendering failed: …`. With `moduleFile` (the page's bundled module), only an error thrown in it
 * is placed: `window is not defined` from a theme component is not the page's `{…window…}`.
 */
export function renderFailure(file: string, error: unknown, source?: string, moduleFile?: string): string {
  const message = (error as Error)?.message ?? String(error);
  const topFrame = ((error as Error)?.stack ?? '').split('\n').find((line) => /^\s+at /.test(line)) ?? '';
  if (moduleFile && topFrame && !topFrame.includes(basename(moduleFile))) return `${file}: rendering failed: ${message}`;
  const name = namedInError(message);
  const at = name && source !== undefined ? findNameInSource(source, name) : undefined;
  if (!at) return `${file}: rendering failed: ${message}`;
  return `${file}:${at.line}:${at.column}: rendering failed: ${message}\n${codeFrame(source!, at.line, at.column)}`;
}
