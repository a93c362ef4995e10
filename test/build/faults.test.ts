/** Faults and determinism: interrupted builds, concurrent builds, unwritable output, byte-identical rebuilds. */
import { describe, expect, it } from 'vitest';
import { spawn, execFileSync } from 'node:child_process';
import { BIN, runDocsite } from './run-cli.ts';
import { hashTree } from '../bench/hash-tree.mjs';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { load } from 'cheerio';

const ROOT = join(import.meta.dirname, '..', '..');
const GEN = join(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');

/** A Markdown corpus big enough that a build takes a few seconds. */
function corpus(pages: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-fault-'));
  if (existsSync(GEN)) execFileSync(process.execPath, [GEN, String(pages), join(dir, 'docs')], { stdio: 'ignore' });
  else {
    // Folders of 50 pages and a home page, as the generator makes them.
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'index.md'), '---\ntitle: Corpus\n---\n\n# Corpus\n');
    for (let i = 0; i < pages; i++) {
      const folder = join(dir, 'docs', `section-${String(Math.floor(i / 50)).padStart(2, '0')}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `page-${String(i % 50).padStart(2, '0')}.md`), `# Page ${i}\n\n${'Text with words. '.repeat(200)}\n\n\`\`\`ts\nconst x = ${i};\n\`\`\`\n`);
    }
  }
  mkdirSync(join(dir, 'docs', 'dist'));
  writeFileSync(join(dir, 'docs', 'dist', 'previous-build.txt'), 'keep me');
  // What every docsite output holds: a zero-config build replaces no other tool's folder.
  writeFileSync(join(dir, 'docs', 'dist', 'csp.json'), '{}');
  return join(dir, 'docs');
}

/** Polls until `ready` holds (a fixed delay would race a build that got faster). */
async function waitFor(ready: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the build to get going');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('faults', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} during a build leaves the previous output intact and no temp folders`, async () => {
      const docs = corpus(150);
      const child = spawn(process.execPath, [BIN, 'build', docs, '--no-cache'], { stdio: 'pipe', cwd: docs });
      // Mid-build: the staging folder exists from the end of compiling until the swap.
      await waitFor(() => readdirSync(docs).some((f) => f.includes('.staging-')));
      child.kill(signal);
      const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
      expect(code).not.toBe(0);
      expect(readFileSync(join(docs, 'dist', 'previous-build.txt'), 'utf8')).toBe('keep me');
      expect(readdirSync(docs).filter((f) => /staging|lock|\.old-/.test(f))).toEqual([]);
    });
  }

  it('a second build started at once fails with a clear message and never mixes output', async () => {
    const docs = corpus(150);
    const first = spawn(process.execPath, [BIN, 'build', docs, '--no-cache'], { stdio: 'pipe', cwd: docs });
    await waitFor(() => readdirSync(docs).some((f) => f.includes('.staging-')));
    const second = runDocsite(['build', docs], { cwd: docs });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/another docsite build \(pid \d+\) is writing/);
    const code = await new Promise<number | null>((r) => first.on('exit', (c) => r(c)));
    expect(code).toBe(0);
    expect(existsSync(join(docs, 'dist', 'index.html'))).toBe(true);
    expect(existsSync(join(docs, 'dist', 'previous-build.txt'))).toBe(false);
  });

  it('an output path that cannot be created gives a clear error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-ro-'));
    writeFileSync(join(dir, 'not-a-folder'), '');
    const docs = corpus(3);
    const r = runDocsite(['build', docs, '--out-dir', join(dir, 'not-a-folder', 'dist')], { cwd: docs });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot create .*not-a-folder\/dist: a file is in the way/);
  });
});

describe('parallel build', () => {
  it('the CLI compiles and renders a large cold build in worker threads; a long generated sidebar starts folded', () => {
    const docs = corpus(150);
    const r = runDocsite(['build', docs, '--no-cache', '--precompress'], { env: { ...process.env, DOCSITE_TIMINGS: '1' }, cwd: docs });
    expect(r.status, r.stderr).toBe(0);
    const timings = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(timings.compileWorkers).toBeGreaterThan(0);
    expect(timings.renderWorkers).toBeGreaterThan(1);
    // Every page rendered by a worker, with the compressed siblings --precompress asks for, which decode to the page itself.
    for (let i = 0; i < 150; i++) {
      const file = join(docs, 'dist', `section-${String(Math.floor(i / 50)).padStart(2, '0')}`, `page-${String(i % 50).padStart(2, '0')}.html`);
      const html = readFileSync(file);
      expect(html.toString()).toContain('</html>');
      if (i % 37 === 0) {
        expect(brotliDecompressSync(readFileSync(file + '.br')).equals(html)).toBe(true);
        expect(gunzipSync(readFileSync(file + '.gz')).equals(html)).toBe(true);
      }
    }
    // 150 pages in three folders: only the folder being read is in the HTML, open (the others come with the script).
    const $ = load(readFileSync(join(docs, 'dist', 'section-01', 'page-07.html'), 'utf8'));
    expect($('.sidebar-group').length).toBe(1);
    expect($('.sidebar-group.open').length).toBe(1);
    expect($('.sidebar-group.open .sidebar-link').length).toBe(50);
    expect($('.sidebar-link.active').attr('href')).toBe('/section-01/page-07');
    expect($('.sidebar .sidebar-link').length).toBe(50);
  });
});

describe('compile workers started early', () => {
  it('a build starts them while it loads unless the last build compiled almost nothing', () => {
    const docs = corpus(40);
    const build = () => {
      const r = runDocsite(['build', docs], { env: { ...process.env, DOCSITE_TIMINGS: '1' }, cwd: docs });
      expect(r.status, r.stderr).toBe(0);
      const { earlyCompileWorkers, compileWorkers } = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
      return { early: earlyCompileWorkers > 0, compiledInWorkers: compileWorkers > 0 };
    };
    expect(build()).toEqual({ early: true, compiledInWorkers: true }); // no cache yet
    expect(build()).toEqual({ early: true, compiledInWorkers: false }); // the last build compiled 40 pages; this one takes them from the cache
    expect(build()).toEqual({ early: false, compiledInWorkers: false }); // the last build compiled none
    // Every page edited: this build starts its workers itself.
    for (const section of readdirSync(join(docs)).filter((f) => f.startsWith('section-'))) {
      for (const page of readdirSync(join(docs, section))) appendFileSync(join(docs, section, page), '\nEdited.\n');
    }
    expect(build()).toEqual({ early: false, compiledInWorkers: true });
    expect(build()).toEqual({ early: true, compiledInWorkers: false });
    // --no-cache always compiles everything.
    const r = runDocsite(['build', docs, '--no-cache'], { env: { ...process.env, DOCSITE_TIMINGS: '1' }, cwd: docs });
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1)!).earlyCompileWorkers).toBeGreaterThan(0);
  }, 300_000); // six builds
});

describe('determinism', () => {
  it('two builds of the same input are byte-identical', () => {
    const out1 = mkdtempSync(join(tmpdir(), 'docsite-det-'));
    const out2 = mkdtempSync(join(tmpdir(), 'docsite-det-'));
    const fixture = join(ROOT, 'test', 'fixtures', 'basic');
    execFileSync(process.execPath, [BIN, 'build', fixture, '--out-dir', join(out1, 'dist'), '--no-cache'], { stdio: 'ignore' });
    execFileSync(process.execPath, [BIN, 'build', fixture, '--out-dir', join(out2, 'dist'), '--no-cache'], { stdio: 'ignore' });
    const a = hashTree(join(out1, 'dist'));
    const b = hashTree(join(out2, 'dist'));
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const differing = [...a].filter(([file, hash]) => b.get(file) !== hash).map(([file]) => file);
    expect(differing).toEqual([]);
    // No absolute paths of this machine leak into the output.
    for (const file of a.keys()) if (/\.(html|js|json|css|xml|txt|md)$/.test(file)) expect(readFileSync(join(out1, 'dist', file), 'utf8')).not.toContain(ROOT);
  });

  it('a warm build (compile cache, file store) equals a cold one, sees edits and repairs outputs edited in place', () => {
    const project = mkdtempSync(join(tmpdir(), 'docsite-warm-'));
    cpSync(join(ROOT, 'test', 'fixtures', 'basic'), project, { recursive: true });
    const build = (...args: string[]) => execFileSync(process.execPath, [BIN, 'build', project, ...args], { stdio: 'ignore' });
    const differences = (a: Map<string, string>, b: Map<string, string>) =>
      [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();
    build('--out-dir', join(project, 'cold'), '--no-cache');
    const cold = hashTree(join(project, 'cold'));
    build();
    build(); // every page, module and compressed file now comes from the store
    expect(differences(cold, hashTree(join(project, 'dist')))).toEqual([]);

    // A post-processing step that rewrites an output in place must not poison the store.
    appendFileSync(join(project, 'dist', 'index.html'), '<!-- injected -->');
    build();
    expect(differences(cold, hashTree(join(project, 'dist')))).toEqual([]);

    const page = join(project, 'content', 'en', 'guide', 'syntax.md');
    writeFileSync(page, readFileSync(page, 'utf8') + '\n\nA sentence added by the test.\n');
    build();
    expect(readFileSync(join(project, 'dist', 'guide', 'syntax.html'), 'utf8')).toContain('A sentence added by the test.');
  });

  it('a build into the files of the output it replaced equals a fresh one and leaves the store intact', () => {
    const project = mkdtempSync(join(tmpdir(), 'docsite-spare-'));
    cpSync(join(ROOT, 'test', 'fixtures', 'basic'), project, { recursive: true, filter: (src) => !src.includes('.docsite-cache') });
    const build = (...args: string[]) => execFileSync(process.execPath, [BIN, 'build', project, ...args], { stdio: 'ignore' });
    const differences = (a: Map<string, string>, b: Map<string, string>) =>
      [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();
    const extra = join(project, 'content', 'en', 'guide', 'extra.md');
    writeFileSync(extra, '# Extra\n\nA page that a later build no longer has.\n');
    build();
    build(); // the first output is now the spare: store links and files of its own

    // The next build starts from that spare: one page gone, one edited, a public file added.
    rmSync(extra);
    const page = join(project, 'content', 'en', 'guide', 'syntax.md');
    writeFileSync(page, readFileSync(page, 'utf8') + '\n\nA sentence added by the test.\n');
    writeFileSync(join(project, 'content', 'public', 'added.txt'), 'added');
    build('--no-cache');
    expect(readdirSync(join(project, '.docsite-cache', 'spare'))).toHaveLength(1);
    build('--no-cache', '--out-dir', join(project, 'fresh'));
    const fresh = hashTree(join(project, 'fresh'));
    expect(differences(fresh, hashTree(join(project, 'dist')))).toEqual([]);
    expect([...fresh.keys()].filter((file) => /guide.extra/.test(file))).toEqual([]);

    // Nothing was written through a link into the store: a warm build from it still equals a fresh one.
    build();
    build();
    expect(differences(fresh, hashTree(join(project, 'dist')))).toEqual([]);
  }, 180_000); // four builds of the fixture: about 40 s while the suite runs, which left the default 60 s little room
});
