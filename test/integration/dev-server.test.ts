/**
 * `docsite dev` against a copy of test/fixtures/dev-site: server-rendered pages like the build's,
 * live updates over the event channel, errors with positions that clear when fixed, pages added and
 * removed, config errors, bursts of edits, concurrency, and refusal of unsafe paths.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { EventClient, rawGet, sleep, startDev, type DevProcess } from './dev-helpers.ts';

let dev: DevProcess;
let events: EventClient;

const page = async (path: string) => {
  const res = await fetch(dev.url + path);
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const file = (rel: string) => join(dev.root, 'content', rel);
const sidebarTexts = async (route: string) => {
  const data = await (await fetch(`${dev.url}/static/route${route.endsWith('/') ? route + 'index' : route}.json`)).json();
  const items = await (await fetch(dev.url + data.sidebar)).json();
  const out: string[] = [];
  const walk = (list: any[]) => list.forEach((i) => (i.link && out.push(`${i.text} ${i.link}`), i.items && walk(i.items)));
  walk(items);
  return out;
};

beforeAll(async () => {
  dev = await startDev({ env: process.env.DOCSITE_TEST_LOG ? { DOCSITE_DEBUG: 'dev' } : {} });
  events = await EventClient.connect(dev.url);
});

afterAll(async () => {
  if (process.env.DOCSITE_TEST_LOG) writeFileSync(process.env.DOCSITE_TEST_LOG, dev.output());
  events?.close();
  await dev?.stop();
});

describe('docsite dev', () => {
  test('serves server-rendered pages with the build’s HTML structure, hydration data and the live-reload script', async () => {
    const { status, html, headers } = await page('/guide/intro');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en">/);
    expect(html).toContain('<title>Introduction - Dev Fixture</title>');
    // Rendered on the server, not an empty shell.
    expect(html).toMatch(/<div id="app"><div class="layout page-doc"[\s\S]*This is the introduction page/);
    expect(html).toMatch(/<script id="__DOCSITE_DATA__" type="application\/json">\{"page":\{"routePath":"\/guide\/intro"/);
    expect(html).toMatch(/<script type="module" src="\/static\/js\/client-[A-Z0-9]+\.js"><\/script>/);
    expect(html).toContain('/__docsite/events');
    // Trailing-slash variant and the Chinese page.
    expect((await page('/zh/guide/intro')).html).toContain('这是介绍页面');
    // MDX with a fragment import, a theme component and a highlighted code block.
    const setup = await page('/guide/setup');
    expect(setup.html).toContain('Shared note: keep calm.');
    expect(setup.html).toContain('badge');
    expect(setup.html).toMatch(/class="sk-/);
    const css = await (await fetch(dev.url + '/__docsite/code.css')).text();
    expect(css).toMatch(/\.sk-[\w-]+\{/);
  });

  test('serves route data, sidebars, the 404 page (status 404) and public files', async () => {
    const data = await (await fetch(dev.url + '/static/route/guide/intro.json')).json();
    expect(data).toMatchObject({ routePath: '/guide/intro', title: 'Introduction', lang: 'en' });
    expect(data.module).toMatch(/^\/static\/js\/pages\/.+\.js$/);
    const mod = await fetch(dev.url + data.module);
    expect(mod.status).toBe(200);
    expect(mod.headers.get('content-type')).toMatch(/javascript/);
    expect(await sidebarTexts('/guide/intro')).toEqual(expect.arrayContaining(['Introduction /guide/intro', 'Setup /guide/setup']));
    const missing = await page('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('__DOCSITE_DATA__');
    expect((await fetch(dev.url + '/static/route/no/such.json')).status).toBe(404);
    expect(await (await fetch(dev.url + '/hello.txt')).text()).toBe('hello from public\n');
    // an .html file in public/ is served as it is (as the build copies it), not taken for a page
    expect(await (await fetch(dev.url + '/pure.html')).text()).toBe('<p>plain file</p>\n');
  });

  test('builds the search index lazily, per language', async () => {
    const en = await fetch(dev.url + '/static/search_index.en.json');
    expect(en.status).toBe(200);
    const index = await en.json();
    expect(index).toMatchObject({ lang: 'en', format: 'docsite-search' });
    // its text shards, named by content, beside it
    const shards = await Promise.all(index.shards.map(async ([, name]: [number, string]) => (await fetch(dev.url + '/static/' + name)).json()));
    expect(shards.flatMap((s) => s.sections)).toHaveLength(index.pages.reduce((n: number, p: [string, string, number]) => n + p[2], 0));
    expect((await fetch(dev.url + '/static/search_text.en.00000000.json')).status).toBe(404);
    expect((await fetch(dev.url + '/static/search_index.xx.json')).status).toBe(404);
  });

  test('a page edit rebuilds that page and pushes an update with its new data', async () => {
    await page('/guide/intro');
    events.mark();
    const source = readFileSync(file('en/guide/intro.md'), 'utf8');
    writeFileSync(file('en/guide/intro.md'), source.replace('This is the introduction page.', 'Edited introduction text.'));
    const update = await events.next('update', (d) => d.routes?.includes('/guide/intro'));
    expect(update.data.pages[0]).toMatchObject({ routePath: '/guide/intro' });
    const mod = await (await fetch(dev.url + update.data.pages[0].module)).text();
    expect(mod).toContain('Edited introduction text.');
    expect((await page('/guide/intro')).html).toContain('Edited introduction text.');
  });

  test('an editor that saves by writing a temp file and renaming it is handled', async () => {
    await page('/guide/intro');
    events.mark();
    const target = file('en/guide/intro.md');
    const text = readFileSync(target, 'utf8').replace('Edited introduction text.', 'Saved atomically.');
    writeFileSync(target + '.tmp', text);
    renameSync(target + '.tmp', target);
    await events.nextUpdate((d) => d.routes === null || d.routes.includes('/guide/intro'));
    expect((await page('/guide/intro')).html).toContain('Saved atomically.');
  });

  test('an edit of a shared fragment rebuilds the pages that import it', async () => {
    await page('/guide/setup');
    events.mark();
    writeFileSync(file('en/shared/note.mdx'), '> Shared note: edited fragment.\n');
    await events.nextUpdate((d) => d.routes === null || d.routes.includes('/guide/setup'));
    expect((await page('/guide/setup')).html).toContain('Shared note: edited fragment.');
  });

  test('an MDX error is reported with file:line:column and a code frame, keeps the last good page, and clears when fixed', async () => {
    await page('/guide/setup');
    events.mark();
    const target = file('en/guide/setup.mdx');
    const good = readFileSync(target, 'utf8');
    writeFileSync(target, good.replace('Install it:', 'Install it: <Broken'));
    const { data } = await events.next('errors', (d) => d.errors.length > 0);
    const error = data.errors.find((e: any) => e.id.endsWith('setup.mdx'));
    expect(error.message).toMatch(/setup\.mdx:\d+:\d+: /);
    expect(error.message).toMatch(/> +\d+ \| Install it: <Broken/);
    // The terminal shows it too.
    await expect.poll(() => dev.output()).toMatch(/setup\.mdx:\d+:\d+:/);
    // The server keeps serving the last good version (the overlay shows the error in the browser).
    const still = await page('/guide/setup');
    expect(still.status).toBe(200);
    expect(still.html).toContain('Install it:');
    events.mark();
    writeFileSync(target, good.replace('Install it:', 'Install it now:'));
    await events.next('errors', (d) => d.errors.length === 0);
    await events.nextUpdate((d) => d.routes === null || d.routes.includes('/guide/setup'));
    expect((await page('/guide/setup')).html).toContain('Install it now:');
  });

  test('dead links go to the browsers as warnings labelled as the build judges them (it fails on a page, warns on an anchor), and are withdrawn once fixed', async () => {
    await page('/guide/setup');
    events.mark();
    const target = file('en/guide/setup.mdx');
    const good = readFileSync(target, 'utf8');
    const dead = (w: string) => w.includes('/guide/does-not-exist');
    writeFileSync(target, good.trimEnd() + '\n\nSee [the missing page](/guide/does-not-exist) and [a missing heading](#not-a-heading).\n');
    try {
      const { data } = await events.next('warnings', (d) => d.warnings.some(dead));
      expect(data.warnings.find(dead)).toMatch(/^dead link: content\/en\/guide\/setup\.mdx:\d+:5 → \/guide\/does-not-exist \(no such page\)$/);
      expect(data.warnings.find((w: string) => w.includes('#not-a-heading'))).toMatch(/^dead anchor: content\/en\/guide\/setup\.mdx:\d+:\d+ → #not-a-heading \(no such heading on this page\)$/);
    } finally {
      events.mark();
      writeFileSync(target, good);
      await events.next('warnings', (d) => !d.warnings.some(dead));
    }
  });

  test('a link to a heading of an embedded fragment is no dead link, as in the build (one rule)', async () => {
    await page('/guide/setup');
    const target = file('en/guide/setup.mdx');
    const fragment = file('en/shared/note.mdx');
    const good = readFileSync(target, 'utf8');
    const goodFragment = readFileSync(fragment, 'utf8');
    const dead = (w: string) => w.includes('/guide/does-not-exist');
    events.mark();
    writeFileSync(fragment, goodFragment.trimEnd() + '\n\n## Shared heading\n');
    writeFileSync(target, good.trimEnd() + '\n\nSee [the shared heading](#shared-heading) and [the missing page](/guide/does-not-exist).\n');
    try {
      const { data } = await events.next('warnings', (d) => d.warnings.some(dead));
      expect(data.warnings.filter((w: string) => w.includes('setup.mdx'))).toEqual([expect.stringMatching(/→ \/guide\/does-not-exist \(no such page\)$/)]);
    } finally {
      events.mark();
      writeFileSync(target, good);
      writeFileSync(fragment, goodFragment);
      await events.next('warnings', (d) => !d.warnings.some(dead));
    }
  });

  test('an import that does not resolve is reported at its line in the page source', async () => {
    events.mark();
    const target = file('en/guide/setup.mdx');
    const good = readFileSync(target, 'utf8');
    const broken = good.trimEnd() + "\n\nimport Missing from './missing-file.mdx';\n\n<Missing />\n";
    writeFileSync(target, broken);
    const line = broken.split('\n').indexOf("import Missing from './missing-file.mdx';") + 1;
    try {
      const { data } = await events.next('errors', (d) => d.errors.some((e: any) => /missing-file/.test(e.message)));
      const message: string = data.errors.find((e: any) => /missing-file/.test(e.message)).message;
      // The column is the specifier's, as esbuild reports it.
      expect(message).toContain(`content/en/guide/setup.mdx:${line}:21: Could not resolve "./missing-file.mdx"`);
      expect(message).toContain(`> ${line} | import Missing from './missing-file.mdx';`);
    } finally {
      events.mark();
      writeFileSync(target, good);
      await events.next('errors', (d) => d.errors.length === 0);
    }
  });

  test('a page that fails on its first request gets an error page that names the problem', async () => {
    writeFileSync(file('en/guide/broken.mdx'), '# Broken\n\n{unclosed\n');
    await expect.poll(async () => (await page('/guide/broken')).status).toBe(500);
    const { html } = await page('/guide/broken');
    expect(html).toMatch(/broken\.mdx:\d+:\d+/);
    expect(html).toContain('/__docsite/events');
    events.mark();
    rmSync(file('en/guide/broken.mdx'));
    await events.next('errors', (d) => !d.errors.some((e: any) => e.id.includes('broken')));
  });

  test("a React error while rendering reads as React's development message, not a production code", async () => {
    writeFileSync(file('en/guide/react-error.mdx'), 'export const Broken = undefined;\n\n# React error\n\n<Broken />\n');
    try {
      await expect.poll(async () => (await page('/guide/react-error')).status, { timeout: 30_000 }).toBe(500);
      const { html } = await page('/guide/react-error');
      expect(html).toMatch(/react-error\.mdx: rendering failed: Element type is invalid: expected a string/);
      expect(html).not.toContain('Minified React error');
    } finally {
      events.mark();
      rmSync(file('en/guide/react-error.mdx'));
      await events.next('update', () => true);
    }
  });

  test('adding and deleting a page updates the sidebars without a restart', async () => {
    events.mark();
    mkdirSync(file('en/guide'), { recursive: true });
    writeFileSync(file('en/guide/added.md'), '# Added Page\n\nBrand new.\n');
    await events.nextUpdate((d) => d.routes === null);
    expect(await sidebarTexts('/guide/intro')).toContain('Added Page /guide/added');
    expect((await page('/guide/added')).html).toContain('Brand new.');
    // A title change of a page in a generated sidebar refreshes every page.
    events.mark();
    writeFileSync(file('en/guide/added.md'), '# Renamed Title\n\nBrand new.\n');
    await events.nextUpdate((d) => d.routes === null);
    expect(await sidebarTexts('/guide/intro')).toContain('Renamed Title /guide/added');
    events.mark();
    rmSync(file('en/guide/added.md'));
    await events.nextUpdate((d) => d.routes === null);
    expect(await sidebarTexts('/guide/intro')).not.toContain('Renamed Title /guide/added');
    expect((await page('/guide/added')).status).toBe(404);
  });

  test('_meta.json changes the order and labels of a generated sidebar', async () => {
    events.mark();
    writeFileSync(file('en/guide/_meta.json'), JSON.stringify([{ type: 'file', name: 'setup', label: 'Setting up' }, 'intro']));
    await events.nextUpdate((d) => d.routes === null);
    // The watcher may first see the file created empty (a broken _meta.json, reported) and then written: the
    // server ends on the final content (server.ts rechecks each changed file), which is what is checked here.
    const setupFirst = async () => {
      const texts = await sidebarTexts('/guide/intro');
      const setup = texts.indexOf('Setting up /guide/setup');
      return setup >= 0 && setup < texts.findIndex((t) => t.endsWith('/guide/intro'));
    };
    await expect.poll(setupFirst, { timeout: 10_000 }).toBe(true);
    events.mark();
    rmSync(file('en/guide/_meta.json'));
    await events.nextUpdate((d) => d.routes === null);
  });

  test('a _meta.json entry that names no page is a warning in the terminal and the browsers, withdrawn once fixed', async () => {
    events.mark();
    const meta = file('en/guide/_meta.json');
    const missing = (w: string) => w.includes('"setpu"');
    writeFileSync(meta, '[\n  "intro",\n  "setpu"\n]\n');
    try {
      // The model (and so the sidebar's warnings) is made again when a page is asked for.
      await expect.poll(async () => (await page('/guide/intro'), dev.output().includes('"setpu"')), { timeout: 10_000 }).toBe(true);
      expect(dev.output()).toMatch(/content\/en\/guide\/_meta\.json:3:3: no page or folder "setpu" in content\/en\/guide\/ \(did you mean "setup"\?\): the entry is left out of the sidebar/);
      const { data } = await events.next('warnings', (d) => d.warnings.some(missing));
      expect(data.warnings.find(missing)).toBe('content/en/guide/_meta.json:3:3: no page or folder "setpu" in content/en/guide/ (did you mean "setup"?): the entry is left out of the sidebar');
    } finally {
      events.mark();
      rmSync(meta);
      await expect.poll(async () => (await page('/guide/intro'), true)).toBe(true);
      await events.next('warnings', (d) => !d.warnings.some(missing));
    }
  });

  test('a broken _meta.json is reported with the change that broke it, and cleared by the one that fixes it', async () => {
    events.mark();
    writeFileSync(file('en/guide/_meta.json'), '["intro", "setup",');
    const { data } = await events.next('errors', (d) => d.errors.some((e: any) => /_meta\.json/.test(e.message)));
    expect(data.errors.find((e: any) => /_meta\.json/.test(e.message)).message).toMatch(/invalid JSON/);
    events.mark();
    rmSync(file('en/guide/_meta.json'));
    await events.next('errors', (d) => !d.errors.some((e: any) => /_meta\.json/.test(e.message)));
  });

  test('links into a page that is deleted turn into dead-link warnings without saving the page that links, and back', async () => {
    const linking = file('en/guide/setup.mdx');
    const good = readFileSync(linking, 'utf8');
    writeFileSync(file('en/guide/target.md'), '# Target\n\nHere.\n');
    writeFileSync(linking, good.trimEnd() + '\n\nSee [the target](/guide/target).\n');
    const dead = (w: string) => w.includes('→ /guide/target (no such page)');
    try {
      await expect.poll(async () => (await page('/guide/setup')).html).toContain('the target');
      // the new page is known too (under load its add event can come after the linking page's change)
      await expect.poll(async () => (await page('/guide/target')).html).toContain('Here.');
      events.mark();
      rmSync(file('en/guide/target.md'));
      await events.next('warnings', (d) => d.warnings.some(dead));
      events.mark();
      writeFileSync(file('en/guide/target.md'), '# Target\n\nBack.\n');
      await events.next('warnings', (d) => !d.warnings.some(dead));
    } finally {
      events.mark();
      writeFileSync(linking, good);
      rmSync(file('en/guide/target.md'), { force: true });
      await events.nextUpdate(() => true);
    }
  });

  test('an invalid config is reported and the last good one keeps serving; a valid change applies without restart', async () => {
    const configFile = join(dev.root, 'site.config.ts');
    const good = readFileSync(configFile, 'utf8');
    events.mark();
    writeFileSync(configFile + '.tmp', good.replace("title: 'Dev Fixture',", 'title: 42,'));
    renameSync(configFile + '.tmp', configFile);
    const { data } = await events.next('errors', (d) => d.errors.some((e: any) => e.id === 'site.config.ts'));
    expect(data.errors.find((e: any) => e.id === 'site.config.ts').message).toMatch(/title/);
    await expect.poll(() => dev.output()).toMatch(/site\.config\.ts.*title/);
    expect((await page('/guide/intro')).html).toContain('<title>Introduction - Dev Fixture</title>');
    events.mark();
    // Written whole at once, as editors save: a plain write can be seen half-done (an empty config is valid).
    writeFileSync(configFile + '.tmp', good.replace("title: 'Dev Fixture',", "title: 'Renamed Fixture',"));
    renameSync(configFile + '.tmp', configFile);
    await events.next('errors', (d) => d.errors.length === 0);
    await events.next('reload');
    expect((await page('/guide/intro')).html).toContain('<title>Introduction - Renamed Fixture</title>');
  });

  test('a site theme added, broken and fixed: rebuilt without restart, errors shown, last good kept', async () => {
    const themeFile = file('_theme/index.tsx');
    mkdirSync(file('_theme'), { recursive: true });
    events.mark();
    writeFileSync(themeFile, "export * from 'docsite/theme';\nexport const slots = { beforeNavTitle: <span className=\"fixture-slot\">SLOT-ONE</span> };\n");
    await events.next('reload');
    expect((await page('/guide/intro')).html).toContain('SLOT-ONE');
    events.mark();
    writeFileSync(themeFile, "export * from 'docsite/theme';\nexport const slots = { beforeNavTitle: <span className=\"fixture-slot\">SLOT-TWO</span> ;\n");
    const { data } = await events.next('errors', (d) => d.errors.some((e: any) => e.id === 'theme'));
    expect(data.errors.find((e: any) => e.id === 'theme').message).toMatch(/content\/_theme\/index\.tsx:2:\d+: /);
    expect((await page('/guide/intro')).html).toContain('SLOT-ONE');
    events.mark();
    writeFileSync(themeFile, "export * from 'docsite/theme';\nexport const slots = { beforeNavTitle: <span className=\"fixture-slot\">SLOT-THREE</span> };\n");
    await events.next('errors', (d) => d.errors.length === 0);
    await events.next('reload');
    expect((await page('/guide/intro')).html).toContain('SLOT-THREE');
    events.mark();
    rmSync(file('_theme'), { recursive: true });
    await events.next('reload');
    expect((await page('/guide/intro')).html).not.toContain('SLOT-THREE');
  });

  test('keeps answering during a burst of 50 rapid edits, and ends on the last one', async () => {
    await page('/guide/intro');
    const target = file('en/guide/intro.md');
    const base = readFileSync(target, 'utf8');
    events.mark();
    const answers: Promise<number>[] = [];
    for (let i = 1; i <= 50; i++) {
      writeFileSync(target, `${base}\n\nBurst edit number ${i}.\n`);
      if (i % 5 === 0) answers.push(fetch(dev.url + '/guide/setup').then((r) => r.status));
      await sleep(4);
    }
    expect(await Promise.all(answers)).toEqual(Array(10).fill(200));
    await expect.poll(async () => (await page('/guide/intro')).html, { timeout: 10_000 }).toContain('Burst edit number 50.');
    const data = await (await fetch(dev.url + '/static/route/guide/intro.json')).json();
    expect(await (await fetch(dev.url + data.module)).text()).toContain('Burst edit number 50.');
  });

  test('answers another form of a page address with a 301 to its canonical one, as preview does (one function decides)', async () => {
    const location = async (path: string) => {
      const res = await rawGet(dev.url, path);
      return `${res.status} ${res.headers.location ?? ''}`.trim();
    };
    expect(await location('/guide/intro.html')).toBe('301 /guide/intro');
    expect(await location('/guide/intro/')).toBe('301 /guide/intro');
    expect(await location('/guide/intro/index.html')).toBe('301 /guide/intro');
    expect(await location('/guide/intro.html?from=old')).toBe('301 /guide/intro?from=old');
    expect(await location('/zh/guide/intro.html')).toBe('301 /zh/guide/intro');
    expect(await location('/zh')).toBe('301 /zh/');
    expect(await location('/zh/index.html')).toBe('301 /zh/');
    expect(await location('/index.html')).toBe('301 /');
    // The canonical forms, a public .html file and missing pages are answered as they were.
    for (const [path, status] of [['/guide/intro', 200], ['/zh/', 200], ['/', 200], ['/pure.html', 200], ['/guide/missing.html', 404]] as const) {
      expect((await rawGet(dev.url, path)).status, path).toBe(status);
    }
  });

  test('a folder\'s README.md is its index page; an index.md added beside it takes the route back, and links follow', async () => {
    events.mark();
    mkdirSync(file('en/ref'), { recursive: true });
    writeFileSync(file('en/ref/README.md'), '# Reference readme\n');
    writeFileSync(file('en/guide/to-ref.md'), '# To ref\n\n[the reference](../ref/README.md)\n');
    await events.nextUpdate((d) => d.routes === null);
    const linkTo = async () => /<a href="([^"]*)"[^>]*>the reference<\/a>/.exec((await page('/guide/to-ref')).html)?.[1];
    await expect.poll(async () => (await page('/ref/')).html).toContain('Reference readme');
    expect(await linkTo()).toBe('/ref/');
    // the README's own address (a bookmark) leads to the folder
    const readme = await rawGet(dev.url, '/ref/README');
    expect(`${readme.status} ${readme.headers.location}`).toBe('301 /ref/');
    events.mark();
    writeFileSync(file('en/ref/index.md'), '# Reference index\n');
    await events.nextUpdate((d) => d.routes === null);
    await expect.poll(async () => (await page('/ref/')).html).toContain('Reference index');
    expect((await page('/ref/README')).html).toContain('Reference readme');
    await expect.poll(linkTo).toBe('/ref/README');
    events.mark();
    rmSync(file('en/ref'), { recursive: true });
    rmSync(file('en/guide/to-ref.md'));
    await events.nextUpdate((d) => d.routes === null);
  });

  test('answers 200 concurrent requests', async () => {
    const paths = ['/guide/intro', '/guide/setup', '/zh/guide/intro', '/static/route/guide/intro.json', '/hello.txt'];
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(dev.url + paths[i % paths.length]).then(async (r) => (await r.arrayBuffer(), r.status))));
    expect(results).toEqual(Array(200).fill(200));
  });

  test('refuses path traversal in every spelling and never lists folders', async () => {
    const attempts = [
      '/../../../../etc/passwd',
      '/static/js/../../../../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/static/js/..%2f..%2f..%2fsite.config.ts',
      '/..\\..\\site.config.ts',
      '/static\\js\\..\\..\\site.config.ts',
      '/hello.txt%00.html',
      '/static/assets/%2e%2e/%2e%2e/%2e%2e/site.config.ts',
      '/.docsite-cache/',
      '/static/route/..%2F..%2Fsite.config.json',
    ];
    for (const path of attempts) {
      const res = await rawGet(dev.url, path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body, path).not.toMatch(/root:|defineConfig/);
    }
    // A raw NUL byte in the request line.
    const { port } = new URL(dev.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /hello.txt\0../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 40\d/);
    // No directory listings.
    for (const path of ['/static/js/', '/static/js/pages/', '/static/js/chunks/', '/static/', '/static/assets/']) {
      const res = await rawGet(dev.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toMatch(/Index of|<li><a href|"pages\/"|>guide_intro-/);
    }
  });

  test('the live-reload endpoint serves nothing but events', async () => {
    for (const path of ['/__docsite/events?file=../../site.config.ts', '/__docsite/events/../../site.config.ts', '/__docsite/events/x']) {
      const res = await rawGet(dev.url, path, 'HEAD');
      if (res.status === 200) expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      else expect([400, 404]).toContain(res.status);
    }
    expect((await rawGet(dev.url, '/__docsite/events', 'POST')).status).toBe(405);
  });
});

describe('docsite dev with a base path', () => {
  let based: DevProcess;
  beforeAll(async () => {
    based = await startDev({
      prepare: (root) => {
        const config = join(root, 'site.config.ts');
        writeFileSync(config, readFileSync(config, 'utf8').replace("lang: 'en',", "lang: 'en',\n  base: '/docs/',"));
      },
    });
  });
  afterAll(() => based?.stop());

  test('serves pages, data, modules and sidebars under the base, and redirects the bare root to it', async () => {
    expect(based.url + '/').toMatch(/\/$/);
    const res = await fetch(based.url + '/docs/guide/intro');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('This is the introduction page.');
    expect(html).toMatch(/<script type="module" src="\/docs\/static\/js\/client-[A-Z0-9]+\.js">/);
    const root = await fetch(based.url + '/', { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/docs/');
    const data = await (await fetch(based.url + '/docs/static/route/guide/intro.json')).json();
    expect(data.module).toMatch(/^\/docs\/static\/js\/pages\//);
    expect((await fetch(based.url + data.module)).status).toBe(200);
    expect(data.sidebar).toMatch(/^\/docs\/static\/sidebar\//);
    expect((await fetch(based.url + data.sidebar)).status).toBe(200);
    expect((await fetch(based.url + '/docs/hello.txt')).status).toBe(200);
    expect((await fetch(based.url + '/guide/intro')).status).toBe(404);
  });
});
