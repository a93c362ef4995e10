/**
 * Copies the site's public/ folder into the output. A symlink is copied as what it points to (a link in
 * the output would point outside it, or nowhere once deployed); a dangling one is left out with a warning
 * naming it. Whatever an earlier output left at a destination (the staging folder is the previous output,
 * see spare-output.ts) is removed first, never written through: a symlink there may point back into
 * public/, and a hard link into the build store.
 */
import { copyFileSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DocsiteError } from '../errors.ts';

/**
 * Copies `from` into `to`; returns a warning per symlink that points nowhere. `isLeftover` tells a file
 * of an earlier output (removed when in the way) from one this build wrote (a file of the same name is
 * replaced, as public files always replaced pages' output; a folder where a file goes, or the reverse, is an error).
 */
export function copyPublic(from: string, to: string, root: string, isLeftover: (file: string) => boolean): string[] {
  const warnings: string[] = [];
  const onlyLeftovers = (path: string): boolean => {
    const stats = lstatSync(path);
    return stats.isDirectory() ? readdirSync(path).every((name) => onlyLeftovers(join(path, name))) : isLeftover(path);
  };
  const clear = (source: string, target: string) => {
    if (!onlyLeftovers(target)) {
      throw new DocsiteError(`${relative(root, source)} is in the way of the site's own ${relative(to, target)}${lstatSync(target).isDirectory() ? '/' : ''} in the output`, { hint: 'rename or move the public file' });
    }
    rmSync(target, { recursive: true, force: true });
  };
  const copy = (src: string, dest: string, seen: Set<string>) => {
    for (const name of readdirSync(src)) {
      const source = join(src, name);
      const target = join(dest, name);
      const link = lstatSync(source);
      let stats = link;
      if (link.isSymbolicLink()) {
        try {
          stats = statSync(source);
        } catch {
          warnings.push(`${relative(root, source)}: a symlink to ${readlinkSync(source)}, which does not exist (not copied)`);
          continue;
        }
      }
      const existing = lstatSync(target, { throwIfNoEntry: false });
      if (stats.isDirectory()) {
        // A symlink to one of its own parents would copy forever.
        const id = `${stats.dev}:${stats.ino}`;
        if (seen.has(id)) {
          warnings.push(`${relative(root, source)}: a symlink to a folder that contains it (not copied)`);
          continue;
        }
        if (existing && !existing.isDirectory()) clear(source, target);
        mkdirSync(target, { recursive: true });
        copy(source, target, new Set(seen).add(id));
      } else if (stats.isFile()) {
        if (existing?.isDirectory()) clear(source, target);
        else if (existing) rmSync(target, { force: true });
        copyFileSync(source, target);
      }
    }
  };
  const top = statSync(from);
  copy(from, to, new Set([`${top.dev}:${top.ino}`]));
  return warnings;
}
