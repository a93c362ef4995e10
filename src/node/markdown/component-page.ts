/**
 * A `.tsx` (or `.jsx`, `.ts`, `.js`) page (Rspress's convention): its default export is the page's content. The page module only
 * re-exports it (the bundle compiles the file itself); the metadata comes from an optional
 * `export const frontmatter = { title: … }` of literal values, the title falling back to the file name.
 */
import { transform } from 'esbuild';
import { parse } from 'acorn';
import { basename, extname } from 'node:path';
import type { CompileInput, CompiledPage } from './compile.ts';
import { DocsiteError } from '../errors.ts';
import { literal, type EstreeNode as Node } from './estree-literal.ts';

export { COMPONENT_PAGE_FILE as COMPONENT_PAGE } from '../../shared/page-extensions.ts';

export async function compileComponentPage(input: CompileInput): Promise<CompiledPage> {
  let frontmatter: Record<string, unknown> = {};
  try {
    const { code } = await transform(input.source, { loader: extname(input.file).slice(1) as 'tsx' | 'jsx' | 'ts' | 'js', jsx: 'automatic', sourcefile: input.file });
    const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: Node[] };
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
      for (const d of (declaration?.declarations as Node[] | undefined) ?? []) {
        if ((d.id as Node).name === 'frontmatter' && d.init) frontmatter = (literal(d.init as Node) as Record<string, unknown>) ?? {};
      }
    }
  } catch (error) {
    const e = error as { errors?: { text: string; location?: { line: number; column: number } }[]; message: string };
    const first = e.errors?.[0];
    const where = first?.location ? `${input.file}:${first.location.line}:${first.location.column + 1}` : input.file;
    throw new DocsiteError(`${where}: ${first?.text ?? e.message}`, { hint: 'fix the syntax of the page component' });
  }
  const title = typeof frontmatter.title === 'string' ? frontmatter.title : basename(input.file, extname(input.file));
  return {
    code: `export { default } from ${JSON.stringify(input.file)};\nexport const frontmatter = ${JSON.stringify(frontmatter)};\n`,
    meta: { title, frontmatter, toc: [], headingIds: [], links: [], sections: [], excerpt: typeof frontmatter.description === 'string' ? frontmatter.description : '', warnings: [], usesOverview: false },
  };
}
