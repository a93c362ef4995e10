/** esbuild failures as DocsiteErrors: `file:line:column: message` and a code frame for each. Used by the build and the dev server. */
import { relative, resolve, sep } from 'node:path';
import { DocsiteError } from '../errors.ts';
import { CLIENT_DIR, SRC_DIR } from '../package-root.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number; lineText: string } | null;
}

/**
 * Where a message located in a page's compiled module (esbuild's `docsite-page` namespace) is in its source:
 * the compiled module keeps the page's import and export lines as written, so the line is looked up by its
 * text. An import the compiler added (an image written in Markdown) is found by the path it names.
 */
function inPageSource(message: EsbuildMessage, page: { source: string }): { line: number; column: number; lineText: string } | undefined {
  const loc = message.location!;
  const lines = page.source.split(/\r?\n/);
  const index = lines.indexOf(loc.lineText);
  if (index >= 0) return { line: index + 1, column: loc.column, lineText: loc.lineText };
  // An import of a name the module lacks: the import lines of '@theme' are rewritten (theme-imports.ts), so look for the name.
  const name = /^No matching export in "[^"]+" for import "([^"]+)"$/.exec(message.text)?.[1];
  if (name) {
    const word = new RegExp(`\\b${name.replace(/[$]/g, '\\$&')}\\b`);
    const line = lines.findIndex((text) => /^\s*import\b/.test(text) && word.test(text));
    if (line >= 0) return { line: line + 1, column: lines[line].search(word), lineText: lines[line] };
  }
  const specifier = /^Could not resolve "([^"]+)"/.exec(message.text)?.[1];
  if (!specifier) return undefined;
  // `![](pic.png)` is imported as "./pic.png".
  for (const written of [specifier, specifier.replace(/^\.\//, '')]) {
    const line = lines.findIndex((text) => text.includes(`(${written}`) || text.includes(`"${written}"`) || text.includes(`'${written}'`));
    if (line >= 0) return { line: line + 1, column: lines[line].indexOf(written), lineText: lines[line] };
  }
  return undefined;
}

/** esbuild names files relative to its working folder; docsite's own (the theme barrel) read better as `docsite/…`. */
function ownFilesNamed(text: string, root: string): string {
  return text.replace(/"([^"\n]+\.[jt]sx?)"/g, (quoted, path: string) => {
    const absolute = resolve(root, path);
    if (!absolute.startsWith(SRC_DIR + sep)) return quoted;
    // the theme and runtime by the names a site imports them with (`docsite/theme`), not the source layout
    const from = absolute.startsWith(CLIENT_DIR + sep) ? CLIENT_DIR : SRC_DIR;
    return `"docsite/${relative(from, absolute).split(sep).join('/')}"`;
  });
}

interface PageText {
  file: string;
  source: string;
}

/** `page`: the page being bundled, or (when many are) the page of a route. */
/** `root`: esbuild's working folder (its messages' paths are relative to it); `shownFrom`: the folder the paths shown are relative to. */
export function esbuildError(error: unknown, root: string, summary: string, hint: string, page?: PageText | ((routePath: string) => PageText | undefined), shownFrom = root): DocsiteError {
  const pageOf = typeof page === 'function' ? page : () => page;
  const errors = (error as { errors?: EsbuildMessage[] }).errors;
  if (!errors?.length) return error instanceof DocsiteError ? error : new DocsiteError(`${summary}: ${(error as Error)?.message ?? String(error)}`, { hint, cause: error });
  // A plugin that threw a DocsiteError (a fragment that failed to compile) already says where.
  const located = errors.map((e) => {
    const loc = e.location;
    const text = rspressHint(ownFilesNamed(e.text, root));
    if (!loc || e.text.includes(' | ')) return { file: '', text };
    const inPage = loc.file.startsWith('docsite-page:');
    const page = inPage ? pageOf(loc.file.slice('docsite-page:'.length)) : undefined;
    const where = page && inPageSource(e, page);
    if (inPage && page && !where) return { file: relative(shownFrom, page.file), text: `${relative(shownFrom, page.file)}: ${text}` }; // a position in compiled code would mislead
    const file = where ? relative(shownFrom, page!.file) : inPage ? loc.file.slice('docsite-page:'.length) : relative(shownFrom, resolve(root, loc.file)) || loc.file;
    const { line, column, lineText } = where ?? loc;
    const gutter = ' '.repeat(String(line).length);
    return { file, text: `${file}:${line}:${column + 1}: ${text}`, frame: `\n> ${line} | ${lineText}\n  ${gutter} | ${' '.repeat(column)}^` };
  });
  // Every error, grouped by file; the first few with a code frame, so a long list stays readable.
  const order = [...new Set(located.map((e) => e.file))];
  located.sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file));
  const lines = located.map((e, i) => (i < FRAMED_ERRORS ? e.text + (e.frame ?? '') + '\n' : e.text));
  const files = order.filter(Boolean).length;
  const count = `${errors.length} error${errors.length > 1 ? 's' : ''}${files > 1 ? ` in ${files} files` : ''}`;
  return new DocsiteError(lines.join('\n').trimEnd(), { summary: `${summary} (${count})`, hint, cause: error });
}

/**
 * An import from Rspress's packages that docsite does not map: say so, and what to write instead.
 * (`No matching export in "docsite/rspress/theme.tsx" for import "X"`, `Could not resolve "@rspress/…"`.)
 */
function rspressHint(text: string): string {
  const docusaurus = /^No matching export in "docsite-docusaurus:([^"]+)" for import "([^"]+)"$/.exec(text);
  if (docusaurus) {
    return `"${docusaurus[2]}" from ${docusaurus[1]} has no docsite equivalent; write it in your site (src/…, imported with @site/…) or remove it (the README's "Coming from Docusaurus" lists what is provided)`;
  }
  const missing = /^No matching export in "docsite\/rspress\/(theme|runtime)\.tsx" for import "([^"]+)"$/.exec(text);
  if (missing) {
    return `"${missing[2]}" from @rspress/core/${missing[1]} has no docsite equivalent; write the component in your site theme (content/_theme/index.tsx, imported as '@theme') or remove it (the README's "Coming from Rspress" lists what is provided)`;
  }
  const unresolved = /^Could not resolve "((?:@rspress|rspress)\/[^"]*)"/.exec(text);
  if (unresolved) {
    return `${text}: docsite maps @rspress/core/theme and @rspress/core/runtime only; "${unresolved[1]}" (theme overrides, plugins) has no docsite equivalent: use content/_theme/index.tsx for components, or remove the import`;
  }
  if (/^No loader is configured for "\.(scss|sass|less|styl)" files/.test(text)) {
    return `${text}: docsite does not compile Sass, Less or Stylus; write the styles as CSS (a CSS module as .module.css) and import that`;
  }
  return text;
}

/** Errors shown with a code frame; the rest get one line each. */
const FRAMED_ERRORS = 10;
