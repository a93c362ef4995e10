/**
 * Same input, same bytes: a site with code in many languages (some embedding or injecting into others)
 * built cold twice, the second time on a machine kept busy, and warm from the cache, gives identical output.
 */
import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';
import { runDocsite } from './run-cli.ts';
import { hashTree } from '../bench/hash-tree.mjs';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'code-languages');

/** Processes that keep every core busy until stopped. */
function burnCores(): ChildProcess[] {
  return Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

function build(root: string, out: string, ...flags: string[]) {
  return buildFrom(undefined, root, out, ...flags);
}

function buildFrom(cwd: string | undefined, root: string, out: string, ...flags: string[]) {
  const r = runDocsite(['build', root, '-o', out, ...flags], cwd ? { cwd } : undefined);
  expect(r.status, r.stderr).toBe(0);
  return hashTree(out);
}

describe('deterministic output', () => {
  it('cold, cold under load and warm builds of a many-language site are byte-identical', { timeout: 180_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-determinism-'));
    const root = join(dir, 'docs');
    cpSync(FIXTURE, root, { recursive: true });

    const first = build(root, join(dir, 'out-1'), '--no-cache');
    const busy = burnCores();
    let second: Map<string, string>;
    try {
      second = build(root, join(dir, 'out-2'), '--no-cache');
    } finally {
      for (const child of busy) child.kill('SIGKILL');
    }
    build(root, join(dir, 'out-warm-1'));
    const warm = build(root, join(dir, 'out-warm-2'));

    expect(first.size).toBeGreaterThan(5);
    expect([...second]).toEqual([...first]);
    expect([...warm]).toEqual([...first]);

    // The blocks are highlighted, and no line was lost on the way.
    const $ = load(readFileSync(join(dir, 'out-1', 'markup', 'markdown.html'), 'utf8'));
    const blocks = $('pre.shiki');
    expect(blocks.length).toBe(10);
    blocks.each((_, pre) => expect($(pre).find('span[class^="sk-"]').length, $(pre).text().slice(0, 40)).toBeGreaterThan(0));
    const source = readFileSync(join(root, 'systems', 'backend.md'), 'utf8');
    const backend = load(readFileSync(join(dir, 'out-1', 'systems', 'backend.html'), 'utf8'));
    const rust = backend('pre.shiki').eq(1).text();
    expect(source).toContain(rust.trimEnd());
  });

  it('names every file the same whichever folder the build is started from', { timeout: 120_000 }, () => {
    // esbuild hashes chunks with their modules' paths relative to its working folder: it must be the project's.
    const dir = mkdtempSync(join(tmpdir(), 'docsite-cwd-'));
    const root = join(dir, 'docs');
    cpSync(FIXTURE, root, { recursive: true });
    const fromRoot = buildFrom(root, root, join(dir, 'out-root'), '--no-cache');
    const fromParent = buildFrom(dir, root, join(dir, 'out-parent'), '--no-cache');
    expect([...fromParent]).toEqual([...fromRoot]);
  });
});
