import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CACHE_ENTRY_MAX_AGE_MS, CACHE_ENTRY_TOUCH_AFTER_MS, codeClassesIn, compileAll, compileCacheKey, handOutOrder, highlighterSettings, pruneCompileCache } from '../../src/node/pipeline/compile-pages.ts';
import type { CompileInput } from '../../src/node/markdown/compile.ts';
import { pageInput } from './compile-input.ts';
import { expectsCompileWork, recordCompiled } from '../../src/node/pipeline/compile-workers.ts';

const input = (source: string): CompileInput => pageInput(source);

function age(file: string, ms: number) {
  const then = new Date(Date.now() - ms);
  utimesSync(file, then, then);
}

describe('compile cache pruning', () => {
  it('removes only entries that are unused and older than the maximum age', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-cache-'));
    for (const name of ['used-old.json', 'unused-old.json', 'unused-new.json', 'crashed.json.tmp']) writeFileSync(join(dir, name), '{}');
    age(join(dir, 'used-old.json'), CACHE_ENTRY_MAX_AGE_MS * 2);
    age(join(dir, 'unused-old.json'), CACHE_ENTRY_MAX_AGE_MS + 60_000);
    age(join(dir, 'crashed.json.tmp'), CACHE_ENTRY_MAX_AGE_MS * 3);
    expect(pruneCompileCache(dir, new Set(['used-old.json']))).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(['unused-new.json', 'used-old.json']);
  });

  it('a build keeps what it used, refreshes its age, and drops stale entries', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'docsite-cache-'));
    const job = { key: '/page', input: input('# Page\n\nText.') };
    await compileAll([job], { cacheDir, highlighter: {}, workers: 0 });
    const entry = join(cacheDir, 'pages', compileCacheKey(job.input, highlighterSettings({})) + '.json');
    expect(existsSync(entry)).toBe(true);

    // The page's entry was last used long ago; another page's entry (an earlier edit) too.
    age(entry, CACHE_ENTRY_MAX_AGE_MS * 2);
    const stale = join(cacheDir, 'pages', compileCacheKey(input('# Page\n\nOld text.'), highlighterSettings({})) + '.json');
    mkdirSync(join(cacheDir, 'pages'), { recursive: true });
    writeFileSync(stale, '{}');
    age(stale, CACHE_ENTRY_MAX_AGE_MS * 2);

    const { cacheHits } = await compileAll([job], { cacheDir, highlighter: {}, workers: 0 });
    expect(cacheHits).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(Date.now() - statSync(entry).mtimeMs).toBeLessThan(60_000);
  });

  it('a hit on an entry marked within the day leaves its file times alone, and its code file must still be there', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'docsite-cache-'));
    const job = { key: '/page', input: input('# Page\n\nText.') };
    await compileAll([job], { cacheDir, highlighter: {}, workers: 0 });
    const entry = join(cacheDir, 'pages', compileCacheKey(job.input, highlighterSettings({})) + '.json');
    const code = entry.replace(/\.json$/, '.js');
    age(entry, CACHE_ENTRY_TOUCH_AFTER_MS / 2);
    age(code, CACHE_ENTRY_TOUCH_AFTER_MS / 2);
    const marked = [statSync(entry).mtimeMs, statSync(code).mtimeMs];
    expect((await compileAll([job], { cacheDir, highlighter: {}, workers: 0 })).cacheHits).toBe(1);
    expect([statSync(entry).mtimeMs, statSync(code).mtimeMs]).toEqual(marked);
    rmSync(code);
    const again = await compileAll([job], { cacheDir, highlighter: {}, workers: 0 });
    expect(again.cacheHits).toBe(0);
    expect(again.pages.get('/page')!.code).toContain('Text.');
  });
});

describe('compile workers started early', () => {
  it('a build that has no pages for them stops them (a warm build must not keep threads alive)', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'docsite-cache-'));
    const job = { key: '/page', input: input('# Page\n\nText.') };
    await compileAll([job], { cacheDir, highlighter: {}, workers: 0 });
    // A stand-in worker that would run forever, as the CLI starts it before it knows the cache holds every page.
    const lead = new Worker('setInterval(() => {}, 1000)', { eval: true });
    const other = new Worker('setInterval(() => {}, 1000)', { eval: true });
    const exited = Promise.all([lead, other].map((worker) => new Promise<number>((resolve) => worker.once('exit', resolve))));
    const { cacheHits, workers } = await compileAll([job], { cacheDir, highlighter: {}, started: { lead, others: [other] } });
    expect(cacheHits).toBe(1);
    expect(workers).toBe(0);
    await exited; // (the test times out if they keep running)
  });
});

describe('the note of how many pages the last build compiled', () => {
  it('decides whether the CLI starts compile workers early; a cache that cannot be written is no error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-note-'));
    const other = mkdtempSync(join(tmpdir(), 'docsite-note-'));
    expect(expectsCompileWork([dir, other])).toBe(true); // no note: a first build
    recordCompiled(other, 3);
    expect(expectsCompileWork([dir, other])).toBe(false);
    recordCompiled(dir, 400); // the first folder holding a note decides
    expect(expectsCompileWork([dir, other])).toBe(true);
    recordCompiled(dir, 0);
    expect(expectsCompileWork([dir, other])).toBe(false);
    writeFileSync(join(dir, 'compiled-last'), 'damaged');
    expect(expectsCompileWork([dir])).toBe(true);
    const notAFolder = join(dir, 'file');
    writeFileSync(notAFolder, '');
    expect(() => recordCompiled(notAFolder, 5)).not.toThrow();
  });
});

describe('code colour classes in compiled code', () => {
  it('are the sk- names standing alone', () => {
    const code = '"<span class=\\"sk-1a2b sk-dark-x_y\\">"; const risk-free = ask-me; "sk-" + "(sk-9)"';
    expect(codeClassesIn(code)).toEqual(['sk-1a2b', 'sk-dark-x_y', 'sk-9']);
    expect(codeClassesIn('no classes')).toEqual([]);
  });
});

describe('the order pages are handed out in', () => {
  it('puts the pages with the fewest code blocks first (in their own order), then the others as they came', () => {
    const fence = '```ts\nlet a = 1;\n```\n';
    const page = (key: string, blocks: number) => ({ key, input: input(`# ${key}\n\n` + fence.repeat(blocks)) });
    const jobs = [page('api-a', 5), page('api-b', 4), page('guide-a', 0), page('guide-b', 3), page('guide-c', 1), page('guide-d', 0)];
    expect(handOutOrder(jobs, 3).map((job) => job.key)).toEqual(['guide-a', 'guide-c', 'guide-d', 'api-a', 'api-b', 'guide-b']);
    expect(handOutOrder(jobs, 0).map((job) => job.key)).toEqual(jobs.map((job) => job.key));
  });
});
