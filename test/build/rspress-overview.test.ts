/**
 * Rspress's overview pages and sidebar decorations, on a small site of ours in its dialect
 * (test/fixtures/rspress-overview): the groups an overview lists and their order, nested overviews, section
 * headers with icons and tags, and `_nav.json` items' icons.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocsite } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-overview');
let out = '';
const html = (file: string): CheerioAPI => load(readFileSync(join(out, file), 'utf8'));

beforeAll(() => {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-overview-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  const result = runDocsite(['build', project, '--quiet']);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  out = join(project, 'dist');
}, 120_000);

/** Each group as `## name`, then `title -> link: headings`. */
function overview(file: string): string[] {
  const $ = html(file);
  return $('.overview-group')
    .map((_, group) => [
      `## ${$(group).children('h2').text()}`,
      ...$(group)
        .children('ul')
        .children('li')
        .map((_, li) => `${$(li).children('a').text()} -> ${$(li).children('a').attr('href')}: ${$(li).find('.overview-headers a').map((_, a) => $(a).text()).get().join(', ')}`)
        .get(),
    ])
    .get();
}

describe('overview groups, as Rspress groups them', () => {
  it('one group per sidebar entry in order: a folder with its entries (a sub-folder is one entry), a single page its own group; external links and section headers left out', () => {
    expect(overview('kiln/index.html')).toEqual([
      '## Glazes',
      'Celadon -> /kiln/glazes/celadon: Mixing celadon, Applying celadon',
      'Tenmoku -> /kiln/glazes/tenmoku: Mixing tenmoku',
      '## Firing',
      'Bisque firing -> /kiln/firing/bisque: Candling',
      'Cones -> /kiln/firing/cones/six: ', // a sub-folder: one entry, to its first page
      '## Loading the kiln',
      'Loading the kiln -> /kiln/loading: Shelves first',
      '## Unloading the kiln',
      'Unloading the kiln -> /kiln/unloading: Let it cool',
      // a dir-section-header's pages are entries of the sidebar's level: each its own group
      '## Low fire',
      'Low fire -> /kiln/cones-chart/low: Earthenware',
      '## High fire',
      'High fire -> /kiln/cones-chart/high: Stoneware',
    ]);
  });

  it('nested overviews: each lists its own level; pages with headings first, then the others (Rspress’s grid)', () => {
    expect(overview('shelf/index.html')).toEqual(['## Tiers', 'Top tier -> /shelf/tiers/top: Small pots', 'Tiers -> /shelf/tiers/: ', 'Middle tier -> /shelf/tiers/middle/: ']);
    expect(overview('shelf/tiers/index.html')).toEqual([
      '## Top tier',
      'Top tier -> /shelf/tiers/top: Small pots',
      '## Middle tier',
      'Mugs -> /shelf/tiers/middle/mugs: Handles up',
      'Middle tier -> /shelf/tiers/middle/: ',
    ]);
    expect(overview('shelf/tiers/middle/index.html')).toEqual(['## Mugs', 'Mugs -> /shelf/tiers/middle/mugs: Handles up']);
  });
});

describe('icons and tags', () => {
  it('section headers carry their icon (an inline <svg>, or an <img> as written) and tag; items their image icon and context', () => {
    const $ = html('tools/index.html');
    const headers = $('.sidebar-section-header');
    expect(headers.map((_, h) => $(h).text()).get()).toEqual(['Throwingcore', 'Trimming']);
    expect(headers.eq(0).find('.sidebar-icon svg circle').length).toBe(1);
    expect(headers.eq(0).find('.sidebar-tag').text()).toBe('core');
    expect(headers.eq(1).find('.sidebar-icon img').attr('src')).toBe('/clay.svg');
    const item = $('li[data-context="tools-home"]');
    expect(item.find('.sidebar-icon img').attr('src')).toBe('/wheel.svg');
    expect(item.find('.sidebar-tag').text()).toBe('new');
  });

  it('_nav.json items’ icons are drawn before their text: inline <svg>, or an image from public/', () => {
    const $ = html('tools/index.html');
    const kiln = $('.nav-link').filter((_, a) => $(a).text() === 'Kiln').first();
    expect(kiln.children().first().is('span.nav-link-icon')).toBe(true);
    expect(kiln.find('.nav-link-icon svg rect').length).toBe(1);
    const tools = $('.nav-link').filter((_, a) => $(a).text() === 'Tools').first();
    expect(tools.find('.nav-link-icon img').attr('src')).toBe('/wheel.svg');
    expect($('.nav-link').filter((_, a) => $(a).text() === 'Shelf').first().find('.nav-link-icon').length).toBe(0);
  });

  it('_nav.json icons written as Rspress takes them: a menu’s own, `../x.svg` as written, an http: URL as an image', () => {
    const $ = html('tools/index.html');
    const studio = $('.menu-button').filter((_, b) => $(b).text() === 'Studio').first();
    expect(studio.find('.nav-link-icon img').attr('src')).toBe('/clay.svg');
    const entry = (text: string) => $('.menu-link').filter((_, a) => $(a).text() === text).first();
    expect(entry('Ribs').find('.nav-link-icon img').attr('src')).toBe('../wheel.svg');
    expect(entry('Clay supplier').find('.nav-link-icon img').attr('src')).toBe('http://clay.example.com/logo.svg');
  });
});
