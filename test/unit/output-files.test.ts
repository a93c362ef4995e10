/** Writing over files of an earlier output: in place when safe, never through a link, leftovers found and swept. */
import { describe, expect, it } from 'vitest';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeOwnFile } from '../../src/node/pipeline/file-store.ts';
import { LeftoverFiles } from '../../src/node/pipeline/spare-output.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'docsite-output-files-'));

describe('writeOwnFile', () => {
  it('overwrites a file in place and cuts what the new content no longer covers', () => {
    const file = join(folder(), 'page.html');
    writeFileSync(file, 'a long first version of the page');
    const inode = statSync(file).ino;
    writeOwnFile(file, 'short');
    expect(readFileSync(file, 'utf8')).toBe('short');
    expect(statSync(file).ino).toBe(inode);
    writeOwnFile(file, new TextEncoder().encode('a longer second version'));
    expect(readFileSync(file, 'utf8')).toBe('a longer second version');
  });

  it('replaces a file that another name links to, and a symbolic link, leaving their targets as they were', () => {
    const dir = folder();
    const stored = join(dir, 'stored');
    writeFileSync(stored, 'stored copy');
    linkSync(stored, join(dir, 'linked'));
    symlinkSync(stored, join(dir, 'symlinked'));
    writeOwnFile(join(dir, 'linked'), 'new');
    writeOwnFile(join(dir, 'symlinked'), 'new too');
    expect(readFileSync(stored, 'utf8')).toBe('stored copy');
    expect(readFileSync(join(dir, 'linked'), 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'symlinked'), 'utf8')).toBe('new too');
  });
});

describe('LeftoverFiles', () => {
  it('claims a spare folder, tells files written again from leftovers, and sweeps the leftovers and empty folders', () => {
    const dir = folder();
    const spare = join(dir, 'spare');
    mkdirSync(join(spare, 'kept'), { recursive: true });
    mkdirSync(join(spare, 'gone'), { recursive: true });
    writeFileSync(join(spare, 'kept', 'rewritten.html'), 'old');
    writeFileSync(join(spare, 'kept', 'leftover.html'), 'old');
    writeFileSync(join(spare, 'gone', 'leftover.json'), 'old');
    writeFileSync(join(dir, 'stored'), 'stored copy');
    linkSync(join(dir, 'stored'), join(spare, 'kept', 'linked.js'));
    // Written by an earlier build, not within this clock tick (where a rewrite would keep the same mtime).
    const earlier = new Date(Date.now() - 60_000);
    for (const file of ['kept/rewritten.html', 'kept/leftover.html', 'gone/leftover.json']) utimesSync(join(spare, file), earlier, earlier);

    const staging = join(dir, 'staging');
    expect(LeftoverFiles.claim(join(dir, 'no-spare'), staging)).toBeUndefined();
    const leftovers = LeftoverFiles.claim(spare, staging)!;
    expect(existsSync(spare)).toBe(false);
    // A linked file is unlinked at once: no writer may go through it.
    expect(existsSync(join(staging, 'kept', 'linked.js'))).toBe(false);
    expect(readFileSync(join(dir, 'stored'), 'utf8')).toBe('stored copy');

    writeOwnFile(join(staging, 'kept', 'rewritten.html'), 'new');
    writeFileSync(join(staging, 'kept', 'added.html'), 'new');
    expect(leftovers.isLeftover(join(staging, 'kept', 'rewritten.html'))).toBe(false);
    expect(leftovers.isLeftover(join(staging, 'kept', 'added.html'))).toBe(false);
    expect(leftovers.isLeftover(join(staging, 'kept', 'leftover.html'))).toBe(true);

    expect(leftovers.sweep()).toBe(2);
    expect(existsSync(join(staging, 'kept', 'leftover.html'))).toBe(false);
    expect(existsSync(join(staging, 'gone'))).toBe(false);
    expect(readFileSync(join(staging, 'kept', 'rewritten.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(staging, 'kept', 'added.html'), 'utf8')).toBe('new');
  });
});
