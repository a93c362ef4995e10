/**
 * A site whose generated sidebar is large: four folders of 20 short pages (80 links, past the 60 at which
 * folders start folded and the HTML holds only the branch of the page being read). Written and built in a
 * temporary folder; returns the output folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

export const FOLDERS = 4;
export const PAGES_PER_FOLDER = 20;
export const folderName = (f: number) => `part-${f}`;
/** The folder's title in the generated sidebar. */
export const folderTitle = (f: number) => `Part ${f}`;

export function buildLargeSidebarSite(): string {
  const docs = join(mkdtempSync(join(tmpdir(), 'docsite-large-sidebar-')), 'docs');
  mkdirSync(docs);
  writeFileSync(join(docs, 'index.md'), '# Home\n\nThe start.\n');
  for (let f = 0; f < FOLDERS; f++) {
    mkdirSync(join(docs, folderName(f)));
    for (let p = 0; p < PAGES_PER_FOLDER; p++) {
      writeFileSync(join(docs, folderName(f), `page-${String(p).padStart(2, '0')}.md`), `# Part ${f} page ${p}\n\nSome words about step ${p} of part ${f}.\n`);
    }
  }
  const r = runDocsite(['build', docs, '--no-cache', '--quiet'], { cwd: docs });
  if (r.status !== 0) throw new Error(`building the large-sidebar site failed:\n${r.stderr}${r.stdout}`);
  return join(docs, 'dist');
}
