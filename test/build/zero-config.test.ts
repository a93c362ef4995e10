/** A bare folder of Markdown builds with no config: title from the folder, sidebar from the tree and _meta.json. */
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { load } from 'cheerio';

const ROOT = join(import.meta.dirname, '..', '..');

describe('zero-config build', () => {
  it('titles the site after the folder and generates the sidebar, ordered and labelled by _meta.json', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'docsite-zero-')), 'my-handbook');
    const files: Record<string, string> = {
      'index.md': '# Welcome\n\nHello.\n',
      'getting-started.md': '# Getting started\n\nFirst steps.\n',
      'zebra.md': '# Zebra page\n\nLast.\n',
      'api/_meta.json': JSON.stringify(['overview', { type: 'file', name: 'advanced', label: 'Advanced usage' }]),
      'api/advanced.md': '# Advanced\n\nDeep.\n',
      'api/overview.md': '# API overview\n\nBroad.\n',
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), content);
    }
    execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', dir], { stdio: 'ignore', cwd: dirname(dir) });
    const $ = load(readFileSync(join(dirname(dir), 'dist', 'getting-started.html'), 'utf8'));
    expect($('title').text()).toBe('Getting started - my-handbook');
    expect($('.nav-title-text').text()).toBe('my-handbook');
    const links = $('.sidebar a.sidebar-link').map((_, a) => $(a).text()).get();
    expect(links).toEqual(['Getting started', 'Zebra page', 'API overview', 'Advanced usage']);
    expect($('.sidebar .sidebar-group-title').text()).toBe('Api');
    expect($('.pager-link.next').attr('href')).toBe('/zebra');
    expect(readFileSync(join(dirname(dir), 'dist', 'api', 'advanced.html'), 'utf8')).toContain('Deep.');
    // Precompression is opt-in: hosts compress on the fly.
    const output = readdirSync(join(dirname(dir), 'dist'), { recursive: true, encoding: 'utf8' });
    expect(output.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(4);
    expect(output.filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
  });

  it('an output folder inside the Markdown folder is never read back as pages; a root that does not exist is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-zero-out-'));
    writeFileSync(join(dir, 'index.md'), '# Home\n\nHi.\n');
    writeFileSync(join(dir, 'about.md'), '# About\n\nUs.\n');
    const build = () => execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', '.', '-o', 'site'], { cwd: dir, encoding: 'utf8' });
    expect(build()).toContain('built 2 pages');
    // The first build wrote site/about.md (the Markdown copy of the page): the second must not route it.
    expect(build()).toContain('built 2 pages');
    const missing = join(dir, 'nowhere');
    let failure = '';
    try {
      execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', missing], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = String((error as { stderr: string }).stderr);
    }
    expect(failure).toContain(`no such folder: ${missing}`);
    expect(readdirSync(dir).sort()).toEqual(['.docsite-cache', 'about.md', 'index.md', 'site']);
  });

  it('a site in one language sets its nav and sidebar in themeConfig, without locales', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-one-lang-'));
    const files: Record<string, string> = {
      'content/index.md': '# Home\n\nWelcome.\n',
      'content/guide/start.md': '# Start\n\nText.\n',
      'content/guide/next.md': '# Next\n\nMore.\n',
      'site.config.ts': `export default {
        title: 'One',
        themeConfig: {
          nav: [{ text: 'Guide', link: '/guide/start' }],
          sidebar: { '/guide/': [{ text: 'Basics', items: [{ text: 'Begin here', link: '/guide/start' }, { text: 'After that', link: '/guide/next' }] }] },
        },
      };\n`,
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), content);
    }
    execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', dir], { stdio: 'ignore' });
    const $ = load(readFileSync(join(dir, 'dist', 'guide', 'start.html'), 'utf8'));
    expect($('a.nav-link').map((_, a) => [[$(a).text(), $(a).attr('href')]]).get()).toEqual([['Guide', '/guide/start']]);
    expect($('.sidebar a.sidebar-link').map((_, a) => $(a).text()).get()).toEqual(['Begin here', 'After that']);
    expect($('.pager-link.next').attr('href')).toBe('/guide/next');
  });

  it('writes output and cache beside where it is run, never into the pages’ folder, and says which layout it uses', () => {
    const project = mkdtempSync(join(tmpdir(), 'docsite-where-'));
    mkdirSync(join(project, 'docs'));
    writeFileSync(join(project, 'docs', 'index.md'), '# Home\n\nHi.\n');
    const build = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', 'docs', ...args], { cwd: project, encoding: 'utf8' });
    let r = build();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('layout: folder of Markdown, no config · pages docs/ · output dist/ · cache .docsite-cache/');
    expect(readdirSync(join(project, 'docs'))).toEqual(['index.md']);
    expect(existsSync(join(project, 'dist', 'index.html'))).toBe(true);
    // With a node_modules (docsite installed in the project), the cache goes where tools keep theirs.
    mkdirSync(join(project, 'node_modules'));
    r = build();
    expect(r.stdout).toContain('cache node_modules/.cache/docsite/');
    expect(existsSync(join(project, 'node_modules', '.cache', 'docsite'))).toBe(true);
    // Another tool's dist/ is not replaced by a build that was given no output folder.
    rmSync(join(project, 'dist'), { recursive: true });
    mkdirSync(join(project, 'dist'));
    writeFileSync(join(project, 'dist', 'app.js'), 'app');
    r = build();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('dist/ holds files that are not a docsite build');
    expect(readdirSync(join(project, 'dist'))).toEqual(['app.js']);
    // A config makes it a project: its layout is printed too.
    writeFileSync(join(project, 'site.config.ts'), "export default { root: 'docs' };\n");
    r = spawnSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', '-o', 'site'], { cwd: project, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('layout: project (site.config.ts) · pages docs/ · output site/ · cache .docsite-cache/');
  });
});
