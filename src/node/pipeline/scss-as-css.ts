/**
 * `.scss` files that are CSS (nesting and all, which browsers and esbuild read) load as CSS, so Rspress
 * components styled with `Foo.module.scss` bundle unchanged. docsite does not compile Sass: a file using
 * Sass's own syntax (`$variables`, `@use`, `@mixin`, `@include`, `@extend`, `#{…}`) fails at that line,
 * saying what to write instead. Sass's `//` line comments are the one exception: they only ever vanish
 * from Sass's output, so they are removed and the rest loads as CSS.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const SASS_ONLY: [RegExp, string][] = [
  [/(^|[\s:(,])\$[\w-]+/, 'a Sass variable: use a CSS custom property (--name) instead'],
  [/@(use|forward|mixin|include|extend|function|each|if|for|while)\b/, 'a Sass at-rule'],
  [/#\{/, 'Sass interpolation'],
];

/** Where a `//` line comment starts in a line whose strings, url()s and block comments are blanked out. */
const LINE_COMMENT = /(^|[^:"'])\/\/(?![^\n]*\*\/)/;

/**
 * Each line with its block comments, strings and url()s blanked to spaces (same length, so a column in
 * it is a column in the line): what is left is the CSS or Sass syntax.
 */
function* syntaxLines(text: string): Generator<{ index: number; text: string; syntax: string }> {
  const lines = text.split(/\r?\n/);
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    // Leave block comments out (a `$` or `//` inside one is prose).
    if (inComment) {
      const end = line.indexOf('*/');
      if (end < 0) continue;
      line = ' '.repeat(end + 2) + line.slice(end + 2);
      inComment = false;
    }
    line = line.replace(/\/\*.*?\*\//g, (c) => ' '.repeat(c.length)).replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, (c) => ' '.repeat(c.length));
    const open = line.indexOf('/*');
    if (open >= 0) {
      inComment = true;
      line = line.slice(0, open);
    }
    yield { index: i, text: lines[i], syntax: line };
  }
}

/** Where a line's `//` comment starts, or -1. */
function lineCommentAt(syntax: string): number {
  const m = LINE_COMMENT.exec(syntax);
  return m ? m.index + m[1].length : -1;
}

/** The first line using Sass's own syntax, or undefined when the file reads as CSS (`//` comments aside). */
export function sassOnlySyntax(text: string): { line: number; column: number; lineText: string; what: string } | undefined {
  for (const { index, text: lineText, syntax } of syntaxLines(text)) {
    const at = lineCommentAt(syntax);
    const code = at >= 0 ? syntax.slice(0, at) : syntax;
    for (const [pattern, what] of SASS_ONLY) {
      const m = pattern.exec(code);
      if (m) return { line: index + 1, column: m.index + (m[1]?.length ?? 0), lineText, what };
    }
  }
  return undefined;
}

/** The text with Sass's `//` line comments removed (lines kept, so error lines still match the file). */
export function withoutLineComments(text: string): string {
  const out: string[] = [];
  for (const { text: lineText, syntax } of syntaxLines(text)) {
    const at = lineCommentAt(syntax);
    out.push(at >= 0 ? lineText.slice(0, at).trimEnd() : lineText);
  }
  return out.join('\n');
}

export function scssAsCss(b: Parameters<Plugin['setup']>[0]): void {
  b.onLoad({ filter: /\.scss$/ }, (args) => {
    const text = readFileSync(args.path, 'utf8');
    const sass = sassOnlySyntax(text);
    if (sass) {
      return {
        errors: [
          {
            text: `${sass.what}: docsite reads .scss files as CSS and does not compile Sass; write the styles as CSS (nesting works)`,
            location: { file: args.path, line: sass.line, column: sass.column, lineText: sass.lineText },
          },
        ],
      };
    }
    return { contents: withoutLineComments(text), loader: args.path.endsWith('.module.scss') ? 'local-css' : 'css', watchFiles: [args.path] };
  });
}
