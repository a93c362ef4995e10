/**
 * `docsite dev` runs what `docsite build` runs, on test/fixtures/dev-extras (a temp copy): the page list
 * (`docsite:pages`, Rspress's `usePages`) holds every page with its front matter, a page is compiled again
 * when a file it includes changes (VitePress `<!--@include:-->` and `<<<`, mdBook `{{#include}}`, also from
 * outside the content folder), an edit of `_nav.json` reaches the site data, and `--base` serves the site
 * under a prefix.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventClient, ROOT, startDev, type DevProcess } from './dev-helpers.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'dev-extras');

describe('docsite dev: the build’s stages on demand', () => {
  let dev: DevProcess;
  let events: EventClient;
  beforeAll(async () => {
    dev = await startDev({ fixture: FIXTURE });
    events = await EventClient.connect(dev.url);
  });
  afterAll(async () => {
    events?.close();
    await dev?.stop();
  });
  const html = async (path: string) => (await fetch(dev.url + path)).text();
  const edit = (rel: string, from: string, to: string) => {
    const file = join(dev.root, rel);
    writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  };

  test('docsite:pages lists every page with its title and front matter, as the build does', async () => {
    const page = await html('/guide/pages');
    expect(page).toContain('/guide/first|First page|alpha');
    expect(page).toContain('/guide/includes|Includes|-');
    expect(page).toContain('/guide/pages|All pages|-');
  });

  test('a page is compiled again when a file it includes changes', async () => {
    const first = await html('/guide/includes');
    expect(first).toContain('Included paragraph, first version.');
    expect(first).toContain('Book include, first version.');
    expect(first).toContain('first');
    for (const [rel, from, to, expected] of [
      ['content/guide/_parts/included.md', 'first version', 'second version', 'Included paragraph, second version.'],
      ['content/guide/_parts/book.md', 'first version', 'second version', 'Book include, second version.'],
      // outside the content folder: watched because the page includes it
      ['snippets/example.ts', "'first'", "'second-snippet'", 'second-snippet'],
    ]) {
      events.mark();
      edit(rel, from, to);
      await events.nextUpdate((d) => d.routes === null || d.routes.includes('/guide/includes'));
      expect(await html('/guide/includes')).toContain(expected);
    }
  });

  test('an edit of _nav.json reaches the site data the pages are rendered with', async () => {
    expect(await html('/guide/first')).toContain('Nav from file');
    events.mark();
    edit('content/_nav.json', 'Nav from file', 'Nav edited');
    await events.nextUpdate((d) => d.routes === null);
    await expect.poll(() => html('/guide/first')).toContain('Nav edited');
    expect(await html('/guide/first')).not.toContain('Nav from file');
  });
});

describe('docsite dev --base, with clean URLs off', () => {
  let dev: DevProcess;
  beforeAll(async () => {
    dev = await startDev({
      fixture: FIXTURE,
      args: ['--base', '/prefix'],
      prepare: (root) => writeFileSync(join(root, 'site.config.ts'), readFileSync(join(root, 'site.config.ts'), 'utf8').replace("title: 'Dev Extras',", "title: 'Dev Extras',\n  route: { cleanUrls: false },")),
    });
  });
  afterAll(() => dev?.stop());

  test('serves the site under the prefix given on the command line, as build and preview take it', async () => {
    const res = await fetch(dev.url + '/prefix/guide/first');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Text of the first page.');
    expect(page).toMatch(/<script type="module" src="\/prefix\/static\/js\/client-[A-Z0-9]+\.js">/);
    // A link in the page and one of the theme's (the nav) follow the same rule: base, and .html without clean URLs.
    expect(page).toContain('href="/prefix/guide/includes.html#includes"');
    expect(page).toMatch(/<a [^>]*href="\/prefix\/guide\/first\.html"[^>]*>Nav from file/);
    const data = await (await fetch(dev.url + '/prefix/static/route/guide/first.json')).json();
    expect(data.module).toMatch(/^\/prefix\/static\/js\/pages\//);
    expect((await fetch(dev.url + '/guide/first')).status).toBe(404);
    const root = await fetch(dev.url + '/', { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/prefix/');
  });

  test('answers the clean and slash forms of a page with a 301 to its .html address, as preview does', async () => {
    const location = async (path: string) => {
      const res = await fetch(dev.url + path, { redirect: 'manual' });
      return `${res.status} ${res.headers.get('location') ?? ''}`.trim();
    };
    expect(await location('/prefix/guide/first')).toBe('301 /prefix/guide/first.html');
    expect(await location('/prefix/guide/first/')).toBe('301 /prefix/guide/first.html');
    expect(await location('/prefix/guide/first.html')).toBe('200');
    expect(await location('/prefix/')).toBe('200');
    expect(await location('/prefix/index.html')).toBe('200');
  });
});
