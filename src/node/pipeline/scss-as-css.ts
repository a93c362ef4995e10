/**
 * `.scss` files that are CSS (nesting and all, which browsers and esbuild read) load as CSS, so Rspress
 * components styled with `Foo.module.scss` bundle unchanged. docsite does not compile Sass: a file using
 * Sass's own syntax (`$variables`, `@use`, `@mixin`, `@include`, `@extend`, `#{…}`, `//` comments) fails
 * at that line, saying what to write instead.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const SASS_ONLY: [RegExp, string][] = [
  [/(^|[\s:(,])\$[\w-]+/, 'a Sass variable: use a CSS custom property (--name) instead'],
  [/@(use|forward|mixin|include|extend|function|each|if|for|while)\b/, 'a Sass at-rule'],
  [/#\{/, 'Sass interpolation'],
  [/(^|[^:"'])\/\/(?![^\n]*\*\/)/, 'a // comment: write /* … */'],
];

/** The first line using Sass's own syntax, or undefined when the file reads as CSS. */
export function sassOnlySyntax(text: string): { line: number; column: number; lineText: string; what: string } | undefined {
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
    for (const [pattern, what] of SASS_ONLY) {
      const m = pattern.exec(line);
      if (m) return { line: i + 1, column: m.index + (m[1]?.length ?? 0), lineText: lines[i], what };
    }
  }
  return undefined;
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
    return { contents: text, loader: args.path.endsWith('.module.scss') ? 'local-css' : 'css', watchFiles: [args.path] };
  });
}
