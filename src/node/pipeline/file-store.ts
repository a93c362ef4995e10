/**
 * A content store for build outputs kept between builds (`.docsite-cache/store/`). A stored file is
 * hard-linked into the new output instead of being written again: on this kind of disk a link costs
 * about a tenth of a 20 KB write. Without a cache folder every call simply writes the file.
 *
 * The store's index remembers each stored file's modification time. A tool that later rewrites an
 * output file in place (the same inode) changes that time, and the store then treats the entry as
 * missing, so an edited output never leaks into the next build. Linked files keep the time they were
 * first written, so deploy tools that compare size and time (rsync) skip exactly the unchanged ones.
 */
import { closeSync, copyFileSync, existsSync, ftruncateSync, linkSync, lstatSync, openSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';

const INDEX_FILE = 'index.json';

export function contentKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * Writes `dest`. An existing file is overwritten in place, and truncated only past the new end: on the
 * disks of spare-output.ts, `O_TRUNC` (free every block, then allocate them again) costs 3-10x a plain
 * overwrite. A file another name links to is replaced instead (writing through would change a stored
 * copy), and so is a symbolic link.
 */
export function writeOwnFile(dest: string, content: string | Uint8Array): void {
  const existing = lstatSync(dest, { throwIfNoEntry: false });
  if (!existing?.isFile() || existing.nlink > 1) {
    if (existing) unlinkSync(dest);
    writeFileSync(dest, content);
    return;
  }
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  const fd = openSync(dest, 'r+');
  try {
    for (let written = 0; written < data.length; ) written += writeSync(fd, data, written);
    if (existing.size > data.length) ftruncateSync(fd, data.length);
  } finally {
    closeSync(fd);
  }
}

export class FileStore {
  private readonly madeDirs = new Set<string>();
  /** Keys this build linked or stored: what `finish` keeps. */
  private readonly used = new Set<string>();

  /** Modification time (ms) of every stored file, as the store left it. */
  private readonly mtimes: Map<string, number>;

  /** `dir` undefined: no store (builds with --no-cache); `write` then writes, `link` always misses. */
  constructor(private readonly dir?: string) {
    let entries: [string, number][] = [];
    try {
      if (dir) entries = Object.entries(JSON.parse(readFileSync(join(dir, INDEX_FILE), 'utf8')));
    } catch {
      // no index yet, or a damaged one: every entry counts as missing
    }
    this.mtimes = new Map(entries);
  }

  get enabled(): boolean {
    return this.dir !== undefined;
  }

  private path(key: string): string {
    return join(this.dir!, key.slice(0, 2), key.slice(2));
  }

  private ensureDir(dir: string): void {
    if (this.madeDirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.madeDirs.add(dir);
  }

  /** Places the stored file `key` at `dest`; false when it is not stored (or was altered since). */
  link(key: string, dest: string): boolean {
    if (!this.dir) return false;
    const stored = this.path(key);
    const expected = this.mtimes.get(key);
    if (expected === undefined) return false;
    try {
      if (Math.floor(statSync(stored).mtimeMs) !== expected) {
        rmSync(stored, { force: true });
        this.mtimes.delete(key);
        return false;
      }
    } catch {
      this.mtimes.delete(key);
      return false;
    }
    this.ensureDir(dirname(dest));
    this.used.add(key);
    try {
      linkSync(stored, dest);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        unlinkSync(dest); // a file of an earlier output, in a reused staging folder
        linkSync(stored, dest);
      } else if (code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK') {
        copyFileSync(stored, dest); // another file system, or no hard links there
      } else {
        throw error;
      }
    }
    return true;
  }

  /** Writes `content` to `dest` and keeps it under `key` for the next build. */
  write(key: string, dest: string, content: string | Uint8Array): void {
    this.ensureDir(dirname(dest));
    writeOwnFile(dest, content);
    this.adopt(key, dest);
  }

  /** Stores an output file under `key` (one this build wrote, or another tool such as esbuild): a second link to it. */
  adopt(key: string, file: string): void {
    if (!this.dir) return;
    this.used.add(key);
    const stored = this.path(key);
    this.ensureDir(dirname(stored));
    try {
      const temp = `${stored}.${process.pid}.tmp`;
      rmSync(temp, { force: true });
      try {
        linkSync(file, temp);
      } catch {
        copyFileSync(file, temp);
      }
      this.mtimes.set(key, Math.floor(statSync(temp).mtimeMs));
      renameSync(temp, stored);
    } catch {
      // a store that cannot be written is only a slower next build
    }
  }


  /** Writes a file whose content is at hand, linking the stored copy when the same bytes were written before. */
  writeContent(dest: string, content: string | Uint8Array): void {
    const key = contentKey(content);
    if (!this.link(key, dest)) this.write(key, dest, content);
  }

  /**
   * Saves the index, after the build succeeded. Keeps the store from growing without bound: once it
   * holds more than twice what this build used, entries this build did not use go (older versions).
   */
  finish(): void {
    if (!this.dir || !existsSync(this.dir)) return;
    if (this.mtimes.size > 2 * this.used.size + 100) {
      for (const shard of readdirSync(this.dir, { withFileTypes: true })) {
        if (!shard.isDirectory()) continue;
        for (const name of readdirSync(join(this.dir, shard.name))) {
          const key = shard.name + name;
          if (!this.used.has(key)) {
            rmSync(join(this.dir, shard.name, name), { force: true });
            this.mtimes.delete(key);
          }
        }
      }
    }
    try {
      writeFileSync(join(this.dir, INDEX_FILE), JSON.stringify(Object.fromEntries(this.mtimes)));
    } catch {
      // without an index the next build simply writes every file again
    }
  }
}
