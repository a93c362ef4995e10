/**
 * Last-updated dates are kept in the cache under the state of the git history (HEAD commit, shallow
 * boundary), read without starting git: a new commit, on a branch, in a worktree or with packed refs,
 * gives new dates; no commit, no git process.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitHistoryState, readGitDates, readGitDatesCached } from '../../src/node/pipeline/git-dates.ts';

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-git-dates-'));
  git(dir, 'init', '-q', '-b', 'main');
  mkdirSync(join(dir, 'content'));
  writeFileSync(join(dir, '.gitignore'), '.docsite-cache/\n');
  return dir;
}

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: dir } });
}

/** Commits `file` with the given committer time (seconds). */
function commit(dir: string, file: string, text: string, time: number): void {
  writeFileSync(join(dir, file), text);
  git(dir, 'add', '-A');
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', text], { cwd: dir, env: { PATH: process.env.PATH, HOME: dir, GIT_COMMITTER_DATE: `${time} +0000`, GIT_AUTHOR_DATE: `${time} +0000` } });
}

/** readGitDates, counting its calls (each is a git process). */
function counting() {
  const calls = { count: 0 };
  return { calls, read: (dir: string) => (calls.count++, readGitDates(dir)) };
}

describe('cached last-updated dates', () => {
  it('come from git once per history state, and a new commit gives new dates', () => {
    const dir = repo();
    const content = join(dir, 'content');
    const cache = join(dir, '.docsite-cache');
    commit(dir, 'content/a.md', 'one', 1_700_000_000);
    const { calls, read } = counting();
    const first = readGitDatesCached(content, cache, read);
    expect(first).toEqual(readGitDates(content));
    expect(first.get(join(content, 'a.md'))).toBe(1_700_000_000_000);
    expect(readGitDatesCached(content, cache, read)).toEqual(first);
    expect(calls.count).toBe(1);

    // Edits not committed change no date: still no git process.
    writeFileSync(join(content, 'a.md'), 'edited, not committed');
    expect(readGitDatesCached(content, cache, read)).toEqual(first);
    expect(calls.count).toBe(1);

    commit(dir, 'content/a.md', 'two', 1_800_000_000);
    expect(readGitDatesCached(content, cache, read).get(join(content, 'a.md'))).toBe(1_800_000_000_000);
    expect(calls.count).toBe(2);

    // Refs packed (as `git gc` leaves them): the state is still read, and follows the next commit.
    git(dir, 'pack-refs', '--all');
    expect(gitHistoryState(content)).toBeDefined();
    commit(dir, 'content/b.md', 'three', 1_900_000_000);
    git(dir, 'pack-refs', '--all');
    const after = readGitDatesCached(content, cache, read);
    expect(after).toEqual(readGitDates(content));
    expect(after.get(join(content, 'b.md'))).toBe(1_900_000_000_000);
    expect(calls.count).toBe(3);

    // Another branch checked out (HEAD names another ref).
    git(dir, 'checkout', '-q', '-b', 'other', 'HEAD~1');
    expect(readGitDatesCached(content, cache, read).has(join(content, 'b.md'))).toBe(false);
    expect(calls.count).toBe(4);
  });

  it('follow a worktree’s own HEAD, and are not cached without a repository or with git pointed elsewhere', () => {
    const dir = repo();
    commit(dir, 'content/a.md', 'one', 1_700_000_000);
    commit(dir, 'content/a.md', 'two', 1_800_000_000);
    const tree = join(mkdtempSync(join(tmpdir(), 'docsite-git-tree-')), 'tree');
    git(dir, 'worktree', 'add', '-q', '-b', 'side', tree, 'HEAD~1');
    const cache = join(tree, '.docsite-cache');
    const { calls, read } = counting();
    expect(readGitDatesCached(join(tree, 'content'), cache, read).get(join(tree, 'content', 'a.md'))).toBe(1_700_000_000_000);
    commit(tree, 'content/a.md', 'three', 1_900_000_000);
    expect(readGitDatesCached(join(tree, 'content'), cache, read).get(join(tree, 'content', 'a.md'))).toBe(1_900_000_000_000);
    expect(calls.count).toBe(2);

    const plain = mkdtempSync(join(tmpdir(), 'docsite-no-git-'));
    expect(gitHistoryState(plain)).toBeUndefined();
    process.env.GIT_DIR = join(dir, '.git');
    try {
      expect(gitHistoryState(join(dir, 'content'))).toBeUndefined();
    } finally {
      delete process.env.GIT_DIR;
    }
  });
});
