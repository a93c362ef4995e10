/**
 * public/ and the output folder across builds: symlinks are copied as the files they point to, nothing
 * a previous build left in the output can fail the next one, and a preview left running across a
 * rebuild serves the new files.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticHandler } from '../../src/node/dev/preview.ts';
import { BIN } from './run-cli.ts';
import { stripVTControlCharacters } from 'node:util';

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-public-'));
  mkdirSync(join(dir, 'content', 'public', 'real-folder'), { recursive: true });
  writeFileSync(join(dir, 'content', 'index.md'), '# Home\n\nHello.\n');
  writeFileSync(join(dir, 'site.config.ts'), "export default { title: 'Public' };\n");
  mkdirSync(join(dir, 'shared'));
  writeFileSync(join(dir, 'shared', 'logo.svg'), '<svg/>');
  mkdirSync(join(dir, 'shared', 'fonts'));
  writeFileSync(join(dir, 'shared', 'fonts', 'a.woff2'), 'font');
  writeFileSync(join(dir, 'content', 'public', 'real-folder', 'plain.txt'), 'plain');
  symlinkSync(join(dir, 'shared', 'logo.svg'), join(dir, 'content', 'public', 'logo.svg'));
  symlinkSync('../../shared/fonts', join(dir, 'content', 'public', 'fonts'));
  symlinkSync(join(dir, 'shared', 'gone.png'), join(dir, 'content', 'public', 'gone.png'));
  return dir;
}

const build = (dir: string) => {
  const r = spawnSync(process.execPath, [BIN, 'build'], { cwd: dir, encoding: 'utf8' });
  return { status: r.status, stdout: stripVTControlCharacters(r.stdout), stderr: stripVTControlCharacters(r.stderr) };
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => !lstatSync(join(dir, f)).isDirectory());
}

describe('public files', () => {
  it('copies symlinks as the files they point to, warns about a dangling one, and builds again and again', () => {
    const dir = project();
    for (let round = 1; round <= 3; round++) {
      const r = build(dir);
      expect(r.status, `build ${round}: ${r.stderr}`).toBe(0);
      expect(r.stderr).toContain('content/public/gone.png: a symlink to');
      expect(r.stderr).toContain('which does not exist (not copied)');
      const dist = join(dir, 'dist');
      for (const file of filesUnder(dist)) expect(lstatSync(join(dist, file)).isSymbolicLink(), file).toBe(false);
      expect(readFileSync(join(dist, 'logo.svg'), 'utf8')).toBe('<svg/>');
      expect(readFileSync(join(dist, 'fonts', 'a.woff2'), 'utf8')).toBe('font');
      expect(readFileSync(join(dist, 'real-folder', 'plain.txt'), 'utf8')).toBe('plain');
      expect(filesUnder(dist)).not.toContain('gone.png');
      // The copies never write through to the sources.
      expect(readFileSync(join(dir, 'shared', 'logo.svg'), 'utf8')).toBe('<svg/>');
    }
  });

  it('a file where a folder was (and the other way round), or a link an older docsite left in the output, does not fail the next build', () => {
    const dir = project();
    expect(build(dir).status).toBe(0);
    // Swap a file and a folder in public/, and leave absolute symlinks in the output (as docsite once did).
    rmSync(join(dir, 'content', 'public', 'real-folder'), { recursive: true });
    writeFileSync(join(dir, 'content', 'public', 'real-folder'), 'now a file');
    rmSync(join(dir, 'content', 'public', 'logo.svg'));
    mkdirSync(join(dir, 'content', 'public', 'logo.svg'));
    writeFileSync(join(dir, 'content', 'public', 'logo.svg', 'inside.txt'), 'inside');
    rmSync(join(dir, 'dist', 'fonts'), { recursive: true });
    symlinkSync(join(dir, 'shared', 'fonts'), join(dir, 'dist', 'fonts'));
    for (let round = 1; round <= 3; round++) {
      const r = build(dir);
      expect(r.status, `build ${round}: ${r.stderr}`).toBe(0);
    }
    expect(readFileSync(join(dir, 'dist', 'real-folder'), 'utf8')).toBe('now a file');
    expect(readFileSync(join(dir, 'dist', 'logo.svg', 'inside.txt'), 'utf8')).toBe('inside');
    expect(lstatSync(join(dir, 'dist', 'fonts')).isSymbolicLink()).toBe(false);
    expect(readdirSync(join(dir, 'shared', 'fonts'))).toEqual(['a.woff2']);
  });

  it('a preview left running across a rebuild serves the new hashed assets, and starts with a dangling symlink in the output', async () => {
    const dir = project();
    expect(build(dir).status).toBe(0);
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dist', 'dangling.txt'));
    const server = createServer(createStaticHandler(join(dir, 'dist')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const assets = async () => {
        const html = await (await fetch(url + '/')).text();
        return [...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1]);
      };
      const before = await assets();
      expect(before.length).toBeGreaterThan(1);
      // A theme change gives the shell new hashed names.
      mkdirSync(join(dir, 'content', '_theme'));
      writeFileSync(join(dir, 'content', '_theme', 'index.tsx'), "export * from 'docsite/theme';\nexport const Extra = () => null;\nconsole.log('changed');\n");
      expect(build(dir).status).toBe(0);
      const after = await assets();
      expect(after.filter((a) => !before.includes(a)).length).toBeGreaterThan(0);
      for (const asset of after) expect((await fetch(url + asset)).status, asset).toBe(200);
      expect((await fetch(url + '/dangling.txt')).status).toBe(404);
      expect((await fetch(url + '/.hidden')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
