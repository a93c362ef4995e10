/** esbuild failures as DocsiteErrors: `file:line:column: message` and a code frame for each. */
import { relative, resolve } from 'node:path';
import { DocsiteError } from '../shared/errors.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number; lineText: string } | null;
}

export function esbuildError(error: unknown, root: string, summary: string, hint: string): DocsiteError {
  const errors = (error as { errors?: EsbuildMessage[] }).errors;
  if (!errors?.length) return error instanceof DocsiteError ? error : new DocsiteError(`${summary}: ${(error as Error)?.message ?? String(error)}`, { hint, cause: error });
  // A plugin that threw a DocsiteError (a fragment that failed to compile) already says where.
  const lines = errors.slice(0, 10).map((e) => {
    const loc = e.location;
    if (!loc || e.text.includes(' | ')) return e.text;
    const file = loc.file.startsWith('docsite-page:') ? loc.file.slice('docsite-page:'.length) : relative(root, resolve(root, loc.file)) || loc.file;
    const gutter = ' '.repeat(String(loc.line).length);
    return `${file}:${loc.line}:${loc.column + 1}: ${e.text}\n> ${loc.line} | ${loc.lineText}\n  ${gutter} | ${' '.repeat(loc.column)}^`;
  });
  return new DocsiteError(lines.join('\n\n'), { summary: `${summary} (${errors.length} error${errors.length > 1 ? 's' : ''})`, hint, cause: error });
}
