/**
 * Every TypeScript/TSX snippet of the README type-checks in a project `docsite init` makes, with the
 * tsconfig.json it writes: one tsc run over all of them. A block is a file, named by its first line when
 * that is a path comment (`// content/_theme/index.tsx`); a later path comment starts another file of the
 * same example. `docsite` resolves to this repository's sources, as the package's `exports` name its
 * declarations of them; only the snippets' own errors count (the sources are checked by the repository's
 * own tsconfig, which allows their `.ts` import names).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { initProject, defaultAnswers } from '../../src/node/init/init.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
// Inside the repository, so that react's and node's types resolve from its node_modules as an install's would.
const work = mkdtempSync(join(ROOT, 'test', '.readme-snippets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PATH_COMMENT = /^\/\/ ([\w./-]+\.tsx?)(?::.*)?$/;

/** The README's ts/tsx blocks, each split into files at its path comments. */
export function readmeSnippets(readme: string): { block: number; line: number; files: { name: string; text: string }[] }[] {
  const out: { block: number; line: number; files: { name: string; text: string }[] }[] = [];
  const lines = readme.split('\n');
  for (let i = 0; i < lines.length; i++) {
    // A block may be indented (inside a list item): its lines lose that indentation.
    const open = /^( *)```(ts|tsx)\b/.exec(lines[i]);
    if (!open) continue;
    const indent = open[1].length;
    const start = i + 1;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].trimStart().startsWith('```'); i++) body.push(lines[i].slice(indent));
    const files: { name: string; text: string }[] = [];
    let current = { name: `snippet.${open[2]}`, lines: [] as string[] };
    for (const line of body) {
      const path = PATH_COMMENT.exec(line);
      if (path && current.lines.some((l) => l.trim())) {
        files.push({ name: current.name, text: current.lines.join('\n') + '\n' });
        current = { name: path[1], lines: [line] };
      } else {
        if (path) current.name = path[1];
        current.lines.push(line);
      }
    }
    files.push({ name: current.name, text: current.lines.join('\n') + '\n' });
    out.push({ block: out.length + 1, line: start, files });
  }
  return out;
}

describe('README snippets', () => {
  it('type-check in a project made by docsite init, with its tsconfig.json', () => {
    const project = join(work, 'project');
    initProject(project, defaultAnswers(project));
    const snippets = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(snippets.length).toBeGreaterThanOrEqual(8);
    const where = new Map<string, string>();
    for (const { block, line, files } of snippets) {
      for (const file of files) {
        const path = join(project, 'readme', `block-${block}`, file.name);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.text);
        where.set(relative(project, path), `README.md:${line} (${file.name})`);
      }
    }
    // init's tsconfig as written, with `docsite` resolved to this repository and the snippets included.
    const src = (p: string) => join(ROOT, 'src', p);
    writeFileSync(
      join(project, 'tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { paths: { docsite: [src('node/index.ts')], 'docsite/theme': [src('client/theme/index.ts')], 'docsite/theme/on-demand': [src('client/theme/on-demand.ts')] } },
        include: ['site.config.ts', 'content/_theme', 'readme'],
      }),
    );
    // The check is real: a broken file beside the snippets is reported, and only it.
    writeFileSync(join(project, 'readme', 'broken.ts'), "import { defineConfig } from 'docsite';\nexport default defineConfig({ title: 42 });\n");
    const r = spawnSync(process.execPath, [TSC, '--noEmit', '--pretty', 'false', '-p', join(project, 'tsconfig.check.json')], { cwd: project, encoding: 'utf8' });
    const errors = r.stdout
      .split('\n')
      .filter((line) => line.startsWith('readme/') || line.startsWith('site.config.ts') || line.startsWith('content/'))
      .map((line) => `${where.get(line.split('(')[0]) ?? ''} ${line}`);
    expect(errors).toEqual([" readme/broken.ts(2,31): error TS2322: Type 'number' is not assignable to type 'string'."]);
  }, 180_000);
});
