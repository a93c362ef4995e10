/** esbuild failures as DocsiteErrors: `file:line:column: message` and a code frame for each. */
import { relative, resolve } from 'node:path';
import { DocsiteError } from '../shared/errors.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number; lineText: string } | null;
}

/**
 * Where a message located in a page's compiled module (esbuild's `docsite-page` namespace) is in its source:
 * the compiled module keeps the page's import and export lines as written, so the line is looked up by its text.
 */
function inPageSource(loc: NonNullable<EsbuildMessage['location']>, page: { file: string; source: string }): { line: number; column: number } | undefined {
  const index = page.source.split(/\r?\n/).indexOf(loc.lineText);
  return index < 0 ? undefined : { line: index + 1, column: loc.column };
}

export function esbuildError(error: unknown, root: string, summary: string, hint: string, page?: { file: string; source: string }): DocsiteError {
  const errors = (error as { errors?: EsbuildMessage[] }).errors;
  if (!errors?.length) return error instanceof DocsiteError ? error : new DocsiteError(`${summary}: ${(error as Error)?.message ?? String(error)}`, { hint, cause: error });
  // A plugin that threw a DocsiteError (a fragment that failed to compile) already says where.
  const lines = errors.slice(0, 10).map((e) => {
    const loc = e.location;
    if (!loc || e.text.includes(' | ')) return e.text;
    const inPage = loc.file.startsWith('docsite-page:');
    const where = inPage && page ? inPageSource(loc, page) : undefined;
    if (inPage && page && !where) return `${relative(root, page.file)}: ${e.text}`; // a position in compiled code would mislead
    const file = where ? relative(root, page!.file) : inPage ? loc.file.slice('docsite-page:'.length) : relative(root, resolve(root, loc.file)) || loc.file;
    const { line, column } = where ?? loc;
    const gutter = ' '.repeat(String(line).length);
    return `${file}:${line}:${column + 1}: ${e.text}\n> ${line} | ${loc.lineText}\n  ${gutter} | ${' '.repeat(column)}^`;
  });
  return new DocsiteError(lines.join('\n\n'), { summary: `${summary} (${errors.length} error${errors.length > 1 ? 's' : ''})`, hint, cause: error });
}
