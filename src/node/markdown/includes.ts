/**
 * mdBook's `{{#include path}}` (and `{{#rustdoc_include path}}`): the line is replaced by the file's text,
 * or part of it: `path:5` (line 5), `path:5:` (from line 5), `path::10` (to line 10), `path:5:10`, or
 * `path:name` (the lines between `ANCHOR: name` and `ANCHOR_END: name`, anchor lines left out). The path
 * is relative to the page; included Markdown may include further (up to 10 levels). `\{{#include …}}`
 * stays as written, without the backslash. A missing file or anchor fails at the page's line.
 *
 * Lines after an include move by what it added; the compile cache key covers the included files
 * (`includedSources`).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DocsiteError } from '../errors.ts';

const INCLUDE = /(\\?)\{\{#(include|rustdoc_include)\s+([^}\s]+)\s*\}\}/g;
const MAX_DEPTH = 10;

export const hasIncludes = (source: string) => source.includes('{{#');

function positionOf(source: string, index: number): { line: number; column: number } {
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function select(text: string, spec: string | undefined, where: () => string): string {
  if (spec === undefined) return text;
  const lines = text.split('\n');
  const range = /^(\d*)(?::(\d*))?$/.exec(spec);
  if (range) {
    const start = range[1] ? Number(range[1]) : 1;
    const end = range[2] === undefined ? (range[1] ? start : lines.length) : range[2] ? Number(range[2]) : lines.length;
    return lines.slice(start - 1, end).join('\n');
  }
  const begin = lines.findIndex((l) => new RegExp(`ANCHOR:\\s*${spec}\\b`).test(l));
  const stop = lines.findIndex((l, i) => i > begin && new RegExp(`ANCHOR_END:\\s*${spec}\\b`).test(l));
  if (begin < 0) throw new DocsiteError(`${where()}: no "ANCHOR: ${spec}" in the included file`, { hint: 'mark the part with ANCHOR / ANCHOR_END comments, or include a line range (file:3:10)' });
  return lines
    .slice(begin + 1, stop < 0 ? lines.length : stop)
    .filter((l) => !/ANCHOR(?:_END)?:/.test(l))
    .join('\n');
}

function expand(source: string, file: string, depth: number, seen: string[] | undefined): string {
  return source.replace(INCLUDE, (whole, escaped: string, kind: string, target: string, index: number) => {
    if (escaped) return whole.slice(1);
    const where = () => {
      const { line, column } = positionOf(source, index);
      return `${file}:${line}:${column}: {{#${kind} ${target}}}`;
    };
    if (depth >= MAX_DEPTH) throw new DocsiteError(`${where()}: includes nested more than ${MAX_DEPTH} deep`, { hint: 'an included file includes itself, directly or not' });
    const colon = target.indexOf(':');
    const path = resolve(dirname(file), colon < 0 ? target : target.slice(0, colon));
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      throw new DocsiteError(`${where()}: no such file ${path}`, { hint: 'the path is relative to the page' });
    }
    seen?.push(path, text);
    const part = select(text.replace(/\r\n?/g, '\n'), colon < 0 ? undefined : target.slice(colon + 1), where);
    return expand(part.replace(/\n$/, ''), path, depth + 1, seen);
  });
}

/** The page's source with its includes in place. */
export function expandIncludes(source: string, file: string): string {
  return hasIncludes(source) ? expand(source, file, 0, undefined) : source;
}

/** The files a page includes and their text, for its cache key ('' for a page without includes). */
export function includedSources(source: string, file: string): string {
  if (!hasIncludes(source)) return '';
  const seen: string[] = [];
  try {
    expand(source, file, 0, seen);
  } catch {
    return seen.join('\0') + '\0failed'; // the compile reports it
  }
  return seen.join('\0');
}
