/**
 * Plugins in `docsite dev` (issue 34): the same hooks as the build, on the plugins fixture. Pages compile
 * with the plugins' remark/rehype plugins and shiki transformers, added pages are served, page data is
 * extended, head tags added, global components render, client modules are in the browser entry, and an
 * edit of a plugin's module (imported by the config) reloads it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { load } from 'cheerio';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, startDev, type DevProcess } from './dev-helpers.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'plugins');
let dev: DevProcess;
const get = async (path: string) => {
  const response = await fetch(dev.url + path);
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  dev = await startDev({ fixture: FIXTURE });
});

afterAll(async () => {
  await dev?.stop();
});

describe('plugins in docsite dev', () => {
  test('a page is compiled with the remark, rehype and shiki plugins, gets the head tags and the global component', async () => {
    const { status, text } = await get('/guide/start');
    expect(status, dev.output()).toBe(200);
    const $ = load(text);
    expect($('article p').first().text()).toBe('The current version is 1.2.3.');
    expect($('article h2#install').attr('data-plugin-rehype')).toBe('yes');
    expect($('article h2#install').attr('data-config-rehype')).toBe('yes');
    expect($('article pre.plugin-pre').length).toBe(1);
    expect($('head meta[name="plugin-route"]').attr('content')).toBe('/guide/start');
    expect($('article strong.shout').text()).toBe('no import needed!');
    // extendPageData, in the embedded data and in the route data the router fetches.
    expect(JSON.parse($('#__DOCSITE_DATA__').text()).page.frontmatter.extendedBy).toBe('markers');
    const route = await get('/static/route/guide/start.json');
    expect(JSON.parse(route.text).frontmatter.extendedBy).toBe('markers');
    // The client module is in the browser entry.
    const entry = $('script[type="module"][src]').first().attr('src')!;
    expect((await get(entry)).text).toContain('pluginClient');
  });

  test('pages added by a plugin are served, from text and from a file', async () => {
    const generated = load((await get('/generated')).text);
    expect(generated('article h1').text()).toBe('Generated page#');
    expect(generated('article strong.shout').text()).toBe('from a global component!');
    const external = load((await get('/external')).text);
    expect(external('article h1').text()).toBe('External page#');
  });

  test('an edit of a page a plugin added from a file outside the content folder updates it', async () => {
    expect(load((await get('/external')).text)('article h1').text()).toBe('External page#'); // compiled before the edit (# is its anchor)
    await sleep(300); // the watcher is settled on the file
    writeFileSync(join(dev.root, 'extra', 'external.md'), '# External page, edited\n\nNew text.\n');
    let title = '';
    for (let i = 0; i < 100; i++) {
      title = load((await get('/external')).text)('article h1').text();
      if (title.includes('edited')) break;
      await sleep(100);
    }
    expect(title, dev.output()).toBe('External page, edited#');
  });

  test('an edit of a plugin module the config imports reloads the config and recompiles the pages', async () => {
    const plugin = join(dev.root, 'plugins', 'markers.ts');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace('node.value.replaceAll(\'%VERSION%\', options.version)', 'node.value.replaceAll(\'%VERSION%\', `v${options.version}`)'));
    let text = '';
    for (let i = 0; i < 100; i++) {
      text = load((await get('/guide/start')).text)('article p').first().text();
      if (text.includes('v1.2.3')) break;
      await sleep(100);
    }
    expect(text, dev.output()).toBe('The current version is v1.2.3.');
  });
});
