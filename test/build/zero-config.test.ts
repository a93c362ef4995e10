/** A bare folder of Markdown builds with no config: title from the folder, sidebar from the tree and _meta.json. */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', dir], { stdio: 'ignore' });
    const $ = load(readFileSync(join(dir, 'dist', 'getting-started.html'), 'utf8'));
    expect($('title').text()).toBe('Getting started - my-handbook');
    expect($('.nav-title-text').text()).toBe('my-handbook');
    const links = $('.sidebar a.sidebar-link').map((_, a) => $(a).text()).get();
    expect(links).toEqual(['Getting started', 'Zebra page', 'API overview', 'Advanced usage']);
    expect($('.sidebar .sidebar-group-title').text()).toBe('Api');
    expect($('.pager-link.next').attr('href')).toBe('/zebra');
    expect(readFileSync(join(dir, 'dist', 'api', 'advanced.html'), 'utf8')).toContain('Deep.');
    // Precompression is opt-in: hosts compress on the fly.
    const output = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
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
    expect(readdirSync(dir).sort()).toEqual(['about.md', 'index.md', 'node_modules', 'site']);
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
});
