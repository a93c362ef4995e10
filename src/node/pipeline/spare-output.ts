/**
 * The output a build replaces is kept as a spare (`<cache>/spare/`) and becomes the next build's staging
 * folder, instead of being deleted. A file the next build writes again keeps its inode and is overwritten in
 * place; what it does not write again (a removed page, a changed hash) is swept just before the swap.
 *
 * Why: on ext4 without a journal (how many VMs and CI runners mount their disks) the inode allocator steps
 * over every inode freed in the last minutes, so creating a file soon after thousands were deleted costs
 * about 0.5 ms of kernel time. Overwriting costs a tenth of that. Deleting the old output and writing ten
 * thousand new files made a 1000-page build spend seconds in the kernel.
 */
import { lstatSync, readdirSync, renameSync, rmdirSync, unlinkSync, type Stats } from 'node:fs';
import { join } from 'node:path';

interface Identity {
  ino: number;
  mtimeMs: number;
}

/** The file's stats, or undefined when nothing is there: gone, or a folder on its path is now a file (ENOTDIR). */
function currentStats(file: string): Stats | undefined {
  try {
    return lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export class LeftoverFiles {
  private readonly files = new Map<string, Identity>();
  private readonly dirs: string[] = [];

  /**
   * Moves the spare folder to `dir` and notes each file in it. Files linked elsewhere (copies in the build
   * store) are unlinked first: writing through them would change the stored copy. Undefined: no spare.
   */
  static claim(spare: string, dir: string): LeftoverFiles | undefined {
    try {
      renameSync(spare, dir);
    } catch {
      return undefined; // none kept, or on another file system
    }
    const leftovers = new LeftoverFiles();
    leftovers.note(dir);
    return leftovers;
  }

  private note(dir: string): void {
    this.dirs.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        this.note(file);
        continue;
      }
      const stats = lstatSync(file);
      if (stats.nlink > 1) unlinkSync(file);
      else this.files.set(file, { ino: stats.ino, mtimeMs: stats.mtimeMs });
    }
  }

  /** True for a file of the earlier output that this build has not written (an overwrite changes its mtime; a new file has a new inode). */
  isLeftover(file: string, stats: Stats | undefined = currentStats(file)): boolean {
    const noted = this.files.get(file);
    return !!noted && !!stats && stats.ino === noted.ino && stats.mtimeMs === noted.mtimeMs;
  }

  /** Deletes the leftovers, then the folders left empty. Returns how many files went. */
  sweep(): number {
    let removed = 0;
    for (const file of this.files.keys()) {
      if (!this.isLeftover(file)) continue;
      unlinkSync(file);
      removed++;
    }
    this.files.clear();
    for (const dir of this.dirs.slice(1).reverse()) {
      try {
        rmdirSync(dir);
      } catch {
        // not empty: the new output has files there
      }
    }
    return removed;
  }
}
