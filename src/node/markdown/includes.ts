/**
 * Files a page pulls in, in the two dialects that do it before Markdown is parsed.
 *
 * mdBook's `{{#include path}}` (and `{{#rustdoc_include path}}`): the line is replaced by the file's text,
 * or part of it: `path:5` (line 5), `path:5:` (from line 5), `path::10` (to line 10), `path:5:10`, or
 * `path:name` (the lines between `ANCHOR: name` and `ANCHOR_END: name`, anchor lines left out). The path
 * is relative to the page; included Markdown may include further (up to 10 levels). `\{{#include …}}`
 * stays as written, without the backslash. A missing file or anchor fails at the page's line.
 *
 * VitePress's `<!--@include: path-->` (also `path{3,}`, `path{,10}`, `path{3,10}`, `path#region`, with
 * `<!-- #region name -->` … `<!-- #endregion -->` markers) puts a Markdown file's text in place, and a
 * line `<<< path` (outside fenced code) becomes a code block of the file: `<<< path#region{1,3-5 ts:line-numbers} [Title]`
 * (`// #region name` … `// #endregion` markers; the language defaults to the file's extension). `@/` is the
 * docs' source folder: the nearest folder above the page that holds the path. `<!--@@include: …-->` stays
 * as written, with one `@`.
 *
 * Warnings, links and errors are reported at the page's own lines (`originalLine`: an included part's at
 * its include's line); the compile cache key covers the included files (`includedSources`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { DocsiteError } from '../errors.ts';
import { lineColumnAt } from '../code-frame.ts';

const INCLUDE = /(\\?)\{\{#(include|rustdoc_include)\s+([^}\s]+)\s*\}\}/g;
const VITEPRESS_INCLUDE = /<!--(@?)@include:\s*([^\s{#]+?)(#[\w.-]+)?(?:\{(\d*),(\d*)\})?\s*-->/g;
const SNIPPET = /^<<<[ \t]+(\S+?)(#[\w.-]+)?(?:\{([^}]*)\})?(?:[ \t]+\[([^\]]*)\])?[ \t]*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})(.*)$/;
const MAX_DEPTH = 10;

export const hasIncludes = (source: string) => source.includes('{{#') || source.includes('@include:') || source.includes('<<<');

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

/** `path` as the page means it: relative to the page, or `@/path` in the nearest folder above it that holds it. */
function resolveFrom(file: string, path: string): string {
  if (!path.startsWith('@/')) return resolve(dirname(file), path);
  let dir = dirname(file);
  for (;;) {
    const candidate = resolve(dir, path.slice(2));
    if (existsSync(candidate) || dirname(dir) === dir) return candidate;
    dir = dirname(dir);
  }
}

function readIncluded(path: string, where: () => string, seen: string[] | undefined, hint = 'the path is relative to the page (`@/` is the docs folder)'): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new DocsiteError(`${where()}: no such file ${path}`, { hint });
  }
  seen?.push(path, text);
  return text.replace(/\r\n?/g, '\n');
}

/** The lines between `#region name` and `#endregion` markers (any comment syntax), markers left out. */
function region(text: string, name: string, where: () => string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`#region\\s+${name.replace(/[.]/g, '\\.')}\\b`).test(l));
  if (start < 0) throw new DocsiteError(`${where()}: no "#region ${name}" in the included file`, { hint: 'mark the part with #region / #endregion comments' });
  const end = lines.findIndex((l, i) => i > start && /#endregion\b/.test(l));
  return lines
    .slice(start + 1, end < 0 ? lines.length : end)
    .filter((l) => !/#(?:end)?region\b/.test(l))
    .join('\n');
}

/** One replacement of a pass: at `inputLine`, `matchLines` lines became `outLines`. */
interface Replaced {
  inputLine: number;
  matchLines: number;
  outLines: number;
}

const lineCount = (text: string) => text.split('\n').length;

/** The line of a pass's input that a line of its output came from (an included part: the include's own line). */
function inputLineOf(line: number, replaced: readonly Replaced[]): number {
  let offset = 0;
  for (const r of replaced) {
    const start = r.inputLine + offset;
    if (line < start) break;
    if (line < start + r.outLines) return r.inputLine;
    offset += r.outLines - r.matchLines;
  }
  return line - offset;
}

/** `passes` collects each pass's replacements (the page's own passes only: nested files are part of one replacement). */
function expand(source: string, file: string, depth: number, seen: string[] | undefined, passes?: Replaced[][]): string {
  if (depth >= MAX_DEPTH) throw new DocsiteError(`${file}: includes nested more than ${MAX_DEPTH} deep`, { hint: 'an included file includes itself, directly or not' });
  const pass = () => {
    const replaced: Replaced[] = [];
    passes?.push(replaced);
    return passes ? replaced : undefined;
  };
  let out = source.includes('{{#') ? expandMdBook(source, file, depth, seen, pass()) : source;
  if (out.includes('@include:')) out = expandVitePressIncludes(out, file, depth, seen, pass());
  if (out.includes('<<<')) out = expandSnippets(out, file, seen, pass());
  return out;
}

function expandVitePressIncludes(source: string, file: string, depth: number, seen: string[] | undefined, replaced?: Replaced[]): string {
  return source.replace(VITEPRESS_INCLUDE, (whole, escaped: string, target: string, regionName: string | undefined, from: string | undefined, to: string | undefined, index: number) => {
    if (escaped) return whole.replace('@@', '@');
    const where = () => {
      const { line, column } = lineColumnAt(source, index);
      return `${file}:${line}:${column}: <!--@include: ${target}-->`;
    };
    const path = resolveFrom(file, target);
    let text = readIncluded(path, where, seen);
    if (regionName) text = region(text, regionName.slice(1), where);
    if (from !== undefined || to !== undefined) {
      const lines = text.split('\n');
      text = lines.slice(from ? Number(from) - 1 : 0, to ? Number(to) : lines.length).join('\n');
    }
    const expanded = expand(text.replace(/\n$/, ''), path, depth + 1, seen);
    replaced?.push({ inputLine: lineColumnAt(source, index).line, matchLines: lineCount(whole), outLines: lineCount(expanded) });
    return expanded;
  });
}

/** `<<< path#region{meta} [Title]` lines (outside fenced code) as code blocks of the file. */
function expandSnippets(source: string, file: string, seen: string[] | undefined, replaced?: Replaced[]): string {
  const lines = source.split('\n');
  let fence: { char: string; length: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (fence) {
      if (open && open[1][0] === fence.char && open[1].length >= fence.length && !open[2].trim()) fence = undefined;
      continue;
    }
    if (open) {
      fence = { char: open[1][0], length: open[1].length };
      continue;
    }
    const snippet = SNIPPET.exec(lines[i]);
    if (!snippet) continue;
    const [, target, regionName, meta = '', title] = snippet;
    const where = () => `${file}:${i + 1}:1: <<< ${target}`;
    const path = resolveFrom(file, target);
    let code = readIncluded(path, where, seen);
    if (regionName) code = region(code, regionName.slice(1), where);
    code = code.replace(/\n$/, '');
    // `{1,3-5 ts:line-numbers}`: lines to highlight, then the language (default: the file's extension).
    const [, highlight = '', lang = ''] = /^\s*([\d,\s-]*?)\s*([^\s\d,-][^\s]*)?\s*$/.exec(meta) ?? [];
    const language = lang || (extname(path).slice(1) || 'text');
    const ticks = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    const info = [language, highlight.trim() ? `{${highlight.replace(/\s+/g, '')}}` : '', title ? `[${title}]` : ''].filter(Boolean).join(' ');
    lines[i] = `${ticks}${info}\n${code}\n${ticks}`;
    replaced?.push({ inputLine: i + 1, matchLines: 1, outLines: lineCount(lines[i]) });
  }
  return lines.join('\n');
}

function expandMdBook(source: string, file: string, depth: number, seen: string[] | undefined, replaced?: Replaced[]): string {
  return source.replace(INCLUDE, (whole, escaped: string, kind: string, target: string, index: number) => {
    if (escaped) return whole.slice(1);
    const where = () => {
      const { line, column } = lineColumnAt(source, index);
      return `${file}:${line}:${column}: {{#${kind} ${target}}}`;
    };
    if (depth >= MAX_DEPTH) throw new DocsiteError(`${where()}: includes nested more than ${MAX_DEPTH} deep`, { hint: 'an included file includes itself, directly or not' });
    const colon = target.indexOf(':');
    const path = resolve(dirname(file), colon < 0 ? target : target.slice(0, colon));
    const text = readIncluded(path, where, seen, 'the path is relative to the page');
    const part = select(text, colon < 0 ? undefined : target.slice(colon + 1), where);
    const expanded = expand(part.replace(/\n$/, ''), path, depth + 1, seen);
    replaced?.push({ inputLine: lineColumnAt(source, index).line, matchLines: lineCount(whole), outLines: lineCount(expanded) });
    return expanded;
  });
}

export interface Expanded {
  source: string;
  /** The page's own line a line of the expanded source comes from (an included part: its include's line). */
  originalLine?: (line: number) => number;
}

/** The page's source with its includes in place, and how its lines map back to the page's. */
export function expandIncludes(source: string, file: string): Expanded {
  if (!hasIncludes(source)) return { source };
  const passes: Replaced[][] = [];
  const expanded = expand(source, file, 0, undefined, passes);
  if (expanded === source) return { source };
  return { source: expanded, originalLine: (line) => passes.reduceRight((at, replaced) => inputLineOf(at, replaced), line) };
}

/** Each file a page's includes read (nested ones too, as far as they resolve), followed by its text; `failed` when one did not resolve (the compile reports it). */
function traceIncludes(source: string, file: string): { seen: string[]; failed: boolean } {
  const seen: string[] = [];
  if (!hasIncludes(source)) return { seen, failed: false };
  try {
    expand(source, file, 0, seen);
    return { seen, failed: false };
  } catch {
    return { seen, failed: true };
  }
}

/** The files a page's includes read: the dev server watches them (those read before a failure too). */
export function includedFiles(source: string, file: string): string[] {
  return [...new Set(traceIncludes(source, file).seen.filter((_, i) => i % 2 === 0))];
}

/** The files a page includes and their text, for its cache key ('' for a page without includes). */
export function includedSources(source: string, file: string): string {
  const { seen, failed } = traceIncludes(source, file);
  return seen.join('\0') + (failed ? '\0failed' : '');
}
