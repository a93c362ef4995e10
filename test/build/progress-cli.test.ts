/** What `docsite build` prints off a terminal (CI logs): the layout, one plain line per step, the summary; `--quiet`: the summary. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

describe('build output off a terminal', () => {
  it('prints one plain line per step, and a summary of pages, languages, size and time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-progress-'));
    writeFileSync(join(dir, 'index.md'), '# Home\n\nHello.\n');
    writeFileSync(join(dir, 'other.md'), '# Other\n\n:::nonsense\nx\n:::\n');
    const r = runDocsite(['build'], { cwd: dir, env: { ...process.env, CI: '' } });
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.map((line) => line.split(/\s/)[0])).toEqual(['layout:', 'config', 'compile', 'bundle', 'render', 'search', 'extras', '✓']);
    expect(lines[1]).toMatch(/^config {3}2 pages {2}\d+\.\d\ds$/);
    expect(lines[2]).toMatch(/^compile {2}2 files {2}\d+\.\d\ds$/);
    // The same count as config's and the summary's, and the 404 page written besides.
    expect(lines[4]).toMatch(/^render {3}2 pages and 404\.html {2}\d+\.\d\ds$/);
    expect(lines.at(-1)).toMatch(/^✓ built 2 pages \(en\) into dist\/: [\d.]+ KiB in \d+\.\d\ds$/);
    // No cursor movement or redrawing in a log.
    expect(r.stdout).not.toMatch(/\r|\x1b/);
    expect(r.stderr).toContain('unknown container type');

    const quiet = runDocsite(['build', '--quiet'], { cwd: dir });
    expect(quiet.status, quiet.stderr).toBe(0);
    expect(quiet.stdout.trim()).toMatch(/^✓ built 2 pages \(en\) into dist\/: [\d.]+ KiB in \d+\.\d\ds, 1 warning$/);
    expect(quiet.stderr).toBe('');
  });
});
