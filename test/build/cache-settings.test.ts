/**
 * A cached build applies every setting a cached step reads: change one, build again with the cache, and
 * the output is what a build without the cache makes.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

const config = (markdown: string) => `export default { title: 'Cache', markdown: { ${markdown} } };\n`;

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-cache-settings-'));
  mkdirSync(join(dir, 'content'));
  writeFileSync(join(dir, 'content', 'index.md'), '# Home\n\n```ts\nconst answer: number = 42;\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
  return dir;
}

function build(dir: string, ...flags: string[]) {
  const r = runDocsite(['build', dir, ...flags], { cwd: dir });
  expect(r.status, r.stderr).toBe(0);
}

/** The page's HTML and the CSS files' text: what the settings below change. */
function output(dir: string): string {
  const css = readdirSync(join(dir, 'dist', 'static', 'js'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(dir, 'dist', 'static', 'js', name), 'utf8'));
  return readFileSync(join(dir, 'dist', 'index.html'), 'utf8') + css.join('\n');
}

describe('cached builds follow the settings', () => {
  const settings: [string, string][] = [
    ['highlighter themes', "highlighter: { themes: { light: 'min-light', dark: 'min-dark' } }"],
    ['line numbers', 'showLineNumbers: true'],
    ['wrapped code', 'defaultWrapCode: true'],
    ['static HTML off', 'staticHtml: false'],
  ];
  for (const [name, markdown] of settings) {
    it(`${name}: a cached build after the change equals a build without the cache`, { timeout: 120_000 }, () => {
      const dir = project();
      writeFileSync(join(dir, 'site.config.ts'), config(''));
      build(dir);
      const before = output(dir);
      writeFileSync(join(dir, 'site.config.ts'), config(markdown));
      build(dir);
      const cached = output(dir);
      build(dir, '--no-cache');
      expect(cached).toBe(output(dir));
      expect(cached).not.toBe(before);
    });
  }
});

describe('clean URLs', () => {
  it('are applied when pages are bundled: switching them recompiles no page, and links follow the setting', { timeout: 120_000 }, () => {
    const dir = project();
    mkdirSync(join(dir, 'content', 'guide'));
    writeFileSync(join(dir, 'content', 'guide', 'index.md'), '# Guide\n\nSee [the page](./page#page) and [home](/).\n');
    writeFileSync(join(dir, 'content', 'guide', 'page.md'), '# Page\n\nBack to [the guide](/guide/).\n');
    const withCleanUrls = (on: boolean) => writeFileSync(join(dir, 'site.config.ts'), `export default { title: 'Cache', route: { cleanUrls: ${on} } };\n`);
    withCleanUrls(true);
    build(dir);
    expect(readFileSync(join(dir, 'dist', 'guide', 'index.html'), 'utf8')).toContain('href="/guide/page#page"');
    withCleanUrls(false);
    const r = runDocsite(['build', dir], { cwd: dir });
    expect(r.status, r.stderr).toBe(0);
    // Every page and its links compiled once, for either setting.
    expect(r.stdout + r.stderr).toMatch(/compile\s+3 files, 3 from the cache/);
    const guide = readFileSync(join(dir, 'dist', 'guide', 'index.html'), 'utf8');
    expect(guide).toContain('href="/guide/page.html#page"');
    expect(readFileSync(join(dir, 'dist', 'guide', 'page.html'), 'utf8')).toContain('href="/guide/index.html"');
    build(dir, '--no-cache');
    expect(readFileSync(join(dir, 'dist', 'guide', 'index.html'), 'utf8')).toBe(guide);
  });
});
