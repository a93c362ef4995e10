/**
 * Rspress 2's `markdown.link.checkDeadLinks` is read, not only accepted (test/fixtures/rspress-asset-links):
 * its `excludes` lets the not-yet-written `/roadmap` through; without them the same link fails the build at
 * its line in each language, and `checkDeadLinks: false` turns the check off.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

function build(edit: (config: string) => string) {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-link-keys-')), 'site');
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'rspress-asset-links'), project, { recursive: true });
  const config = join(project, 'site.config.ts');
  writeFileSync(config, edit(readFileSync(config, 'utf8')));
  const result = runDocsite(['build', project], { cwd: project });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('markdown.link.checkDeadLinks (Rspress 2’s key)', () => {
  it('{ excludes }: the excluded link is not reported, the build succeeds', () => {
    const r = build((c) => c);
    expect(r.status, r.output).toBe(0);
    expect(r.output).not.toContain('roadmap');
  }, 120_000);
  it('true: the same link is a dead link at its line, the build fails; false: no check', () => {
    const on = build((c) => c.replace("checkDeadLinks: { excludes: ['/roadmap'] }", 'checkDeadLinks: true'));
    expect(on.status).toBe(1);
    expect(on.output).toMatch(/docs\/en\/downloads\.md:15:\d+ → \/roadmap/);
    expect(on.output).toMatch(/docs\/zh\/downloads\.md:15:\d+ → \/roadmap/);
    const off = build((c) => c.replace("checkDeadLinks: { excludes: ['/roadmap'] }", 'checkDeadLinks: false'));
    expect(off.status, off.output).toBe(0);
  }, 180_000);
});
