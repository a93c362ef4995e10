/**
 * Bad input, one small project per case: the right outcome for each (error with file, position and what
 * to do; or a build with a warning), and never a lost dist/ — every case starts with a previous output.
 */
import { describe, expect, it } from 'vitest';
import { runDocsite } from './run-cli.ts';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';


const CONFIG = (extra = '', locales = `[{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }]`) =>
  `import { defineConfig } from 'docsite';\nexport default defineConfig({ title: 'T', ${extra} themeConfig: { locales: ${locales} } });\n`;

interface Case {
  name: string;
  files: Record<string, string | Buffer>;
  setup?: (dir: string) => void;
  /** 'error': exit 1 and dist untouched; 'ok': exit 0. */
  outcome: 'error' | 'ok';
  message?: RegExp[];
  check?: (dir: string) => void;
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const page = (title: string, body = 'Some text.') => `# ${title}\n\n${body}\n`;
const twins = (files: Record<string, string>) => ({ ...files, ...Object.fromEntries(Object.entries(files).map(([k, v]) => [k.replace(/^content\/en\//, 'content/zh/'), v])) });

const cases: Case[] = [
  // config
  { name: 'config syntax error', files: { 'site.config.ts': 'export default {\n  title: "x",,\n};\n', 'content/en/index.md': page('Home') }, outcome: 'error', message: [/site\.config\.ts:2:\d+/, /\^/] },
  { name: 'config throws while loading', files: { 'site.config.ts': 'throw new Error("boom from config");\nexport default {};\n', 'content/en/index.md': page('Home') }, outcome: 'error', message: [/threw while loading: boom from config/] },
  {
    name: 'wrong type at a nested path',
    files: { 'site.config.ts': CONFIG('', `[{ lang: 'en', label: 'E', nav: [{ text: 'a', link: 42 }] }]`), 'content/en/index.md': page('Home') },
    outcome: 'error',
    // CONFIG writes the whole config on line 2; the frame's caret sits under the 42.
    message: [/site\.config\.ts:2:\d+: themeConfig\.locales\[0\]\.nav\[0\]\.link: expected string, received number/, /> 2 \| .*link: 42/],
  },
  {
    name: 'dead link in the nav and sidebar a site sets in themeConfig (no locales)',
    files: {
      'site.config.ts': `export default { title: 'T', themeConfig: { nav: [{ text: 'a', link: '/nowhere' }], sidebar: { '/': [{ text: 'b', link: '/gone' }] } } };\n`,
      'content/index.md': page('Home'),
    },
    outcome: 'error',
    message: [/themeConfig\.sidebar\["\/"\]\[0\] → \/gone \(no such page\)/, /1 dead link\b/],
  },
  {
    // As Rspress builds it, and as a `_meta.json` entry naming nothing is told: a warning naming where it is written.
    name: 'a nav link to a missing page is a warning at its config key, the build goes on',
    files: { 'site.config.ts': `export default { title: 'T', themeConfig: { nav: [{ text: 'a', link: '/nowhere' }] } };\n`, 'content/index.md': page('Home') },
    outcome: 'ok',
    message: [/warn dead nav link: site config: themeConfig\.nav\[0\]\.link → \/nowhere \(no such page\): the nav item leads to the 404 page/],
    check: (dir) => expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toContain('href="/nowhere"'),
  },
  {
    // Rspress's build fails when the template's favicon is not in docs/public; docsite checks the logo too.
    name: "a Rspress site whose icon and logo name files its public folder lacks fails, naming each key and file",
    files: {
      'site.config.ts': `export default {\n  title: 'Kettle',\n  icon: '/kettle-icon.png',\n  logo: { light: '/kettle-light.png', dark: '/kettle-dark.png' },\n};\n`,
      'docs/index.md': page('Kettle', 'This site keeps no public folder.'),
    },
    outcome: 'error',
    message: [
      /missing public files: docs\/public\/kettle-icon\.png, docs\/public\/kettle-light\.png, docs\/public\/kettle-dark\.png/,
      /site\.config\.ts:3:9: icon: "\/kettle-icon\.png" is not in the public folder: docs\/public\/kettle-icon\.png does not exist \(every page's head links to it as the favicon\)/,
      /site\.config\.ts:4:18: logo\.light: "\/kettle-light\.png" is not in the public folder/,
      /site\.config\.ts:4:45: logo\.dark: /,
      /add the files to docs\/public\/, or write the path of one that is there, or a full URL/,
    ],
  },
  {
    name: 'an icon and logo in the public folder (one written under the base) or at a URL build',
    files: {
      'site.config.ts': `export default { title: 'Kettle', base: '/tea/', icon: 'https://example.com/kettle.png', logo: { light: '/kettle.png', dark: '/tea/kettle.png' } };\n`,
      'docs/index.md': page('Kettle'),
      'docs/public/kettle.png': PNG,
    },
    outcome: 'ok',
  },
  { name: 'unknown config key', files: { 'site.config.ts': CONFIG('titel: "x",'), ...twins({ 'content/en/index.md': page('Home') }) }, outcome: 'error', message: [/titel: unknown key/] },
  {
    name: 'a misspelt config key is told the known key it is closest to',
    files: { 'site.config.ts': "export default {\n  title: 'X',\n  themeConfig: { socialLink: [] },\n  serach: { maxResults: 3 },\n};\n", 'docs/index.md': page('Home') },
    outcome: 'error',
    message: [/site\.config\.ts:3:18: themeConfig\.socialLink: unknown key: did you mean "socialLinks"\?\n(.*\n)*> 3 \|   themeConfig: \{ socialLink/, /site\.config\.ts:4:3: serach: unknown key: did you mean "search"\?/],
  },
  { name: 'locale without lang', files: { 'site.config.ts': CONFIG('', `[{ label: 'English' }]`), 'content/en/index.md': page('Home') }, outcome: 'error', message: [/themeConfig\.locales\[0\]\.lang/] },
  { name: 'duplicate locales', files: { 'site.config.ts': CONFIG('', `[{ lang: 'en', label: 'a' }, { lang: 'en', label: 'b' }]`), 'content/en/index.md': page('Home') }, outcome: 'error', message: [/duplicate locale "en"/] },
  {
    name: 'nav link to a missing page',
    files: { 'site.config.ts': CONFIG('', `[{ lang: 'en', label: 'E', nav: [{ text: 'Guide', link: '/guide/missing' }] }]`), 'content/en/index.md': page('Home') },
    outcome: 'ok',
    message: [/warn dead nav link: site config: themeConfig\.locales\[0\]\.nav\[0\]\.link → \/guide\/missing \(no such page\)/],
  },
  { name: 'invalid redirect pattern only warns', files: { 'site.config.ts': CONFIG('redirects: [{ from: "(", to: "/" }],'), ...twins({ 'content/en/index.md': page('Home') }) }, outcome: 'ok', message: [/warn .*redirects\[0\]\.from: invalid pattern/] },
  { name: 'base without leading slash is normalised', files: { 'site.config.ts': CONFIG('base: "docs",'), ...twins({ 'content/en/index.md': page('Home') }) }, outcome: 'ok', message: [/base "docs" should start and end with "\/"; using "\/docs\/"/] },
  // content errors
  { name: 'malformed YAML front matter', files: { 'site.config.ts': CONFIG(), 'content/en/index.md': '---\ntitle: ok\nbad: [unclosed\n---\n\n# Home\n' }, outcome: 'error', message: [/content\/en\/index\.md:\d+:\d+: invalid YAML front matter/] },
  { name: 'unclosed JSX', files: { 'site.config.ts': CONFIG(), 'content/en/index.mdx': '# Home\n\nText\n\n<div>\nnever closed\n' }, outcome: 'error', message: [/content\/en\/index\.mdx:5:1: /, /> +5 \| <div>/] },
  {
    name: 'a page that fails to compile is named relative to the project, as every other message names it',
    files: { 'site.config.ts': CONFIG(), 'content/en/index.mdx': '# Home\n\nText <Foo>\n\nmore\n' },
    outcome: 'error',
    // MDX places it at the paragraph's start (3:1); the frame points at the unclosed tag.
    message: [/^content\/en\/index\.mdx:3:6: Expected a closing tag for `<Foo>`/m, /^ +\| {6}\^$/m],
  },
  { name: 'import that does not resolve', files: { 'site.config.ts': CONFIG(), 'content/en/index.mdx': "import Missing from './nope.mdx';\n\n# Home\n\n<Missing />\n" }, outcome: 'error', message: [/content\/en\/index\.mdx/, /nope\.mdx/] },
  {
    name: 'an undefined name in an expression fails at its place in the source',
    files: { 'site.config.ts': CONFIG(), 'content/en/index.mdx': '# Home\n\n```js\nconst a = {notDefined};\n```\n\nTotal: {1 + notDefined}\n' },
    outcome: 'error',
    message: [/content\/en\/index\.mdx:7:13: rendering failed: notDefined is not defined/, /> 7 \| Total: \{1 \+ notDefined\}/],
  },
  { name: 'expression that throws while rendering', files: { 'site.config.ts': CONFIG(), 'content/en/index.mdx': '# Home\n\n{(() => { throw new Error("kaboom"); })()}\n' }, outcome: 'error', message: [/content\/en\/index\.mdx: rendering failed: kaboom/] },
  { name: 'two files for one route', files: { 'site.config.ts': CONFIG(), 'content/en/a.md': page('A'), 'content/en/a/index.md': page('A again') }, outcome: 'error', message: [/en\/a(\/index)?\.md and en\/a(\/index)?\.md both map to the route \/a/] },
  { name: 'a page that is not UTF-8', files: { 'site.config.ts': CONFIG(), 'content/en/index.md': Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x48, 0x69, 0x0a]) }, outcome: 'error', message: [/index\.md: the file is not valid UTF-8/, /save the page as UTF-8/] },
  {
    name: 'symlink loop in content',
    files: { 'site.config.ts': CONFIG(), 'content/en/index.md': page('Home') },
    setup: (dir) => symlinkSync(join(dir, 'content', 'en'), join(dir, 'content', 'en', 'loop')),
    outcome: 'error',
    message: [/symbolic link loop/],
  },
  // content that builds, with a warning where a reader would lose something
  { name: 'unknown container type', files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': '# Home\n\n:::mystery\nBody\n:::\n' }) }, outcome: 'ok', message: [/warn content\/en\/index\.md:3: unknown container type ":::mystery"/] },
  {
    name: 'repeated headings get suffixed ids',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': '# FAQ\n\n## Why?\n\nA.\n\n## Why?\n\nB.\n\n## Why?\n\nC.\n' }) },
    outcome: 'ok',
    check: (dir) => {
      const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
      for (const id of ['why', 'why-1', 'why-2']) expect(html).toContain(`id="${id}"`);
    },
  },
  {
    name: 'page without its translation: the warning says the language menu links to the home, and it does',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': page('Home'), 'content/en/both.md': page('Both') }), 'content/en/only-en.md': page('Only English') },
    outcome: 'ok',
    message: [/1 page in "en" has no "zh" version \(its language menu links to the "zh" home instead\): \/only-en\n/],
    check: (dir) => {
      const menu = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8').match(/<a [^>]*hrefLang="zh-CN"[^>]*>|<a [^>]*hreflang="zh-CN"[^>]*>/g) ?? [];
      expect(menu('only-en.html').join('')).toContain('href="/zh/"');
      expect(menu('both.html').join('')).toContain('href="/zh/both"');
    },
  },
  {
    name: 'default language zh: an untranslated English page is named by its address, and a plugin page named /zh/x is the zh page /x',
    files: {
      'site.config.ts': CONFIG(`lang: 'zh', plugins: [{ name: 'changelog', addPages: () => [{ routePath: '/zh/changelog', content: '# 更新记录\\n' }, { routePath: '/en/changelog', content: '# Changelog\\n' }] }],`),
      ...twins({ 'content/en/index.md': page('Home') }),
      'content/en/guide/configuration.md': page('Configuration'),
    },
    outcome: 'ok',
    message: [/1 page in "en" has no "zh" version \(its language menu links to the "zh" home instead\): \/en\/guide\/configuration\n/],
    check: (dir) => {
      const zh = readFileSync(join(dir, 'dist', 'changelog.html'), 'utf8');
      expect(zh).toContain('<html lang="zh-CN"');
      expect(zh).toContain('更新记录');
      expect(readFileSync(join(dir, 'dist', 'en', 'changelog.html'), 'utf8')).toContain('<html lang="en"');
      expect(existsSync(join(dir, 'dist', 'zh'))).toBe(false);
      // The English-only page's menu offers the Chinese home, which is /.
      expect(readFileSync(join(dir, 'dist', 'en', 'guide', 'configuration.html'), 'utf8')).toMatch(/<a [^>]*href="\/"[^>]*hrefLang="zh-CN"|<a [^>]*href="\/"[^>]*hreflang="zh-CN"/);
    },
  },
  {
    name: 'a site with public/favicon.ico and no icon in the config gets no empty icon link: browsers find the file',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': page('Home') }), 'content/public/favicon.ico': PNG },
    outcome: 'ok',
    check: (dir) => expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).not.toContain('rel="icon"'),
  },
  { name: 'empty file', files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': page('Home') }), 'content/en/empty.md': '' }, outcome: 'ok', check: (dir) => expect(existsSync(join(dir, 'dist', 'empty.html'))).toBe(true) },
  {
    name: 'a 5 MB page',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': page('Home') }), 'content/en/big.md': '# Big\n\n' + 'A long paragraph of words that goes on. '.repeat(10).concat('\n\n').repeat(13000) },
    outcome: 'ok',
    check: (dir) => expect(readFileSync(join(dir, 'dist', 'big.html')).length).toBeGreaterThan(5_000_000),
  },
  // links
  {
    name: 'dead links and anchors, all reported at once',
    files: {
      'site.config.ts': CONFIG(`markdown: { checkDeadLinks: { anchors: 'error' } },`),
      ...twins({ 'content/en/index.md': '# Home\n\n[a](/nowhere)\n\n[b](/other#missing)\n\n[c](#nope)\n\n[d](/other/)\n\n[e](/guide)\n', 'content/en/other.md': '# Other\n', 'content/en/guide/index.md': '# Guide\n' }),
    },
    outcome: 'error',
    message: [
      /content\/en\/index\.md:3:1 → \/nowhere \(no such page\)\n/,
      /content\/en\/index\.md:5:1 → \/other#missing \(no heading #missing on that page\)/,
      /content\/en\/index\.md:7:1 → #nope/,
      // A static host looks for other/index.html there; /guide reaches the folder page /guide/ (hosts redirect it).
      /content\/en\/index\.md:9:1 → \/other\/ \(no such page: the page is \/other, without the trailing slash\)/,
      // The Chinese page's links lead to Chinese pages: the message names the route looked for.
      /content\/zh\/index\.md:3:1 → \/nowhere \(no such page \/zh\/nowhere\)/,
      /8 dead links/,
    ],
  },
  {
    // Docusaurus's defaults (onBrokenLinks: throw, onBrokenAnchors: warn): the anchors are listed, the missing page fails.
    name: 'by default a dead anchor is a warning at file:line:column, a dead page still fails the build',
    files: {
      'site.config.ts': CONFIG(),
      ...twins({ 'content/en/index.md': '# Home\n\n[a](/nowhere)\n\nSee [b](/other#missing) and [c](#nope).\n', 'content/en/other.md': '# Other\n' }),
    },
    outcome: 'error',
    message: [/content\/en\/index\.md:3:1 → \/nowhere \(no such page\)/, /2 dead links/],
  },
  {
    name: 'dead anchors alone: the build succeeds and lists each as a warning',
    files: {
      'site.config.ts': CONFIG(),
      ...twins({ 'content/en/index.md': '# Home\n\nSee [b](/other#missing) and [c](#nope).\n', 'content/en/other.md': '# Other\n' }),
    },
    outcome: 'ok',
    message: [
      /warn dead anchor: content\/en\/index\.md:3:5 → \/other#missing \(no heading #missing on that page\)/,
      /warn dead anchor: content\/en\/index\.md:3:29 → #nope \(no such heading on this page\)/,
      /warn dead anchor: content\/zh\/index\.md:3:5 → \/other#missing/,
    ],
  },
  {
    name: 'a dead link or anchor spelt nearly as a page or heading is told its column and which one it meant',
    files: {
      // Anchors fatal too, so every problem is in the failure's list.
      'site.config.ts': CONFIG("markdown: { checkDeadLinks: { anchors: 'error' } },"),
      ...twins({ 'content/en/index.md': '# Home\n\nRead [the start](/guide/strat) and [setup](/guide/start#instal), or [below](#detials).\n\n## Details\n', 'content/en/guide/start.md': '# Start\n\n## Install\n' }),
    },
    outcome: 'error',
    message: [
      /content\/en\/index\.md:3:6 → \/guide\/strat \(no such page; did you mean \/guide\/start\?\)/,
      /content\/en\/index\.md:3:36 → \/guide\/start#instal \(no heading #instal on that page; did you mean #install\?\)/,
      /content\/en\/index\.md:3:69 → #detials \(no such heading on this page; did you mean #details\?\)/,
      /content\/zh\/index\.md:3:6 → \/guide\/strat \(no such page \/zh\/guide\/strat; did you mean \/zh\/guide\/start\?\)/,
    ],
  },
  // images and imports
  {
    name: 'an image next to a page is copied with a hashed name and linked from the site root',
    files: {
      'site.config.ts': CONFIG(),
      ...twins({ 'content/en/index.md': page('Home') }),
      'content/en/guide/deep/a.md': '# A\n\n![diagram](./pic.png)\n\n<img src="pic.png" alt="raw">\n',
      'content/en/guide/deep/pic.png': PNG,
    },
    outcome: 'ok',
    check: (dir) => {
      const html = readFileSync(join(dir, 'dist', 'guide', 'deep', 'a.html'), 'utf8');
      const sources = [...html.matchAll(/<img src="([^"]+)" alt="(diagram|raw)"/g)].map((m) => m[1]);
      expect(sources).toHaveLength(2);
      expect(sources[0]).toMatch(/^\/static\/assets\/pic-[0-9a-f]{8}\.png$/);
      expect(sources[1]).toBe(sources[0]);
      expect(readFileSync(join(dir, 'dist', sources[0]))).toEqual(PNG);
    },
  },
  {
    name: 'a missing image fails at its line',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': '# Home\n\n![gone](./gone.png)\n' }) },
    outcome: 'error',
    message: [/content\/en\/index\.md:3:9: Could not resolve "\.\/gone\.png"/, /> 3 \| !\[gone\]\(\.\/gone\.png\)/],
  },
  {
    name: 'a theme component that does not exist fails at its import, naming docsite’s theme',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.mdx': "import { Nope, Badge } from '@theme';\n\n# Home\n\n<Nope />\n" }) },
    outcome: 'error',
    message: [/content\/en\/index\.mdx:1:10: No matching export in "docsite\/theme\/index\.ts" for import "Nope"/],
  },
  {
    name: "a React error in the render step reads as React's development message, not a code",
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': page('Home'), 'content/en/broken.mdx': 'export const Broken = undefined;\n\n# Broken\n\n<Broken />\n' }) },
    outcome: 'error',
    message: [/content\/(en|zh)\/broken\.mdx: rendering failed: Element type is invalid: expected a string .* but got: undefined/],
    check: (dir) => expect(readdirSync(join(dir, '.docsite-cache', 'tmp'))).toEqual([]), // the throw-away bundle is gone
  },
  {
    name: '_meta.json with an entry docsite does not know fails at its line',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/index.md': page('Home'), 'content/en/guide/a.md': page('A'), 'content/en/guide/_meta.json': '[\n  "a",\n  { "type": "secton-header", "label": "More" }\n]\n' }) },
    outcome: 'error',
    message: [/content\/(en|zh)\/guide\/_meta\.json:3:\d+: \[1\]\.type: expected "file" \| "dir"/, /> 3 \|   \{ "type": "secton-header"/],
  },
  {
    name: '_meta.json entries that name no page or folder warn at their place, and the build succeeds',
    files: {
      'docs/index.md': page('Home'),
      'docs/guide/start.md': page('Start'),
      'docs/guide/advanced/index.md': page('Advanced'),
      'docs/guide/_meta.json': '["start", "missing-page", {"type":"file","name":"gone"}, "strat",\n  { "type": "dir", "name": "advnced" }, "advanced"]\n',
    },
    outcome: 'ok',
    message: [
      /^warn docs\/guide\/_meta\.json:1:11: no page or folder "missing-page" in docs\/guide\/: the entry is left out of the sidebar$/m,
      /^warn docs\/guide\/_meta\.json:1:49: no page or folder "gone" in docs\/guide\/: the entry is left out of the sidebar$/m,
      /^warn docs\/guide\/_meta\.json:1:58: no page or folder "strat" in docs\/guide\/ \(did you mean "start"\?\): the entry is left out of the sidebar$/m,
      /^warn docs\/guide\/_meta\.json:2:28: no page or folder "advnced" in docs\/guide\/ \(did you mean "advanced"\?\)/m,
    ],
    check: (dir) => {
      const warnings = (output: string) => output.split('\n').filter((line) => line.startsWith('warn '));
      const first = runDocsite(['build', dir], { cwd: dir, timeout: 120_000 });
      const again = runDocsite(['build', dir, '--no-cache'], { cwd: dir, timeout: 120_000 });
      expect(again.status).toBe(0);
      // The same warnings in the same order every build, and only these four.
      expect(warnings(again.stdout + again.stderr)).toEqual(warnings(first.stdout + first.stderr));
      expect(warnings(first.stdout + first.stderr)).toHaveLength(4);
      const html = readFileSync(join(dir, 'dist', 'guide', 'start.html'), 'utf8');
      expect(html).toContain('href="/guide/start"');
      expect(html).toContain('href="/guide/advanced/"');
    },
  },
  {
    name: 'links with .., query strings and encoded characters resolve',
    files: { 'site.config.ts': CONFIG(), ...twins({ 'content/en/guide/a.md': '# A\n\n[up](../b.md) [q](/b?tab=1) [enc](/c%20d) [zh](/b#%E4%B8%AD%E6%96%87)\n', 'content/en/b.md': '# B\n\n## 中文\n', 'content/en/c d.md': '# C D\n' }) },
    outcome: 'ok',
  },
];

function makeProject(c: Case): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-bad-'));
  for (const [file, content] of Object.entries(c.files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  c.setup?.(dir);
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'previous-build.txt'), 'keep me');
  return dir;
}

// Not `describe.concurrent`: each case's build is a synchronous spawn, so concurrent cases ran one after
// another anyway, while their timeouts ran together: five builds of 13 s on a busy machine timed out a batch.
describe('bad input', () => {
  for (const c of cases) {
    it(c.name, () => {
      const dir = makeProject(c);
      const r = runDocsite(['build', dir], { cwd: dir, timeout: 120_000 });
      const output = r.stdout + r.stderr;
      if (c.outcome === 'error') {
        expect(r.status, output).toBe(1);
        expect(r.stderr).toMatch(/✗ build failed: /);
        expect(output).not.toMatch(/^\s+at .*\(.*:\d+:\d+\)$/m); // no bare stack trace
        expect(readFileSync(join(dir, 'dist', 'previous-build.txt'), 'utf8')).toBe('keep me');
      } else {
        expect(r.status, output).toBe(0);
        expect(existsSync(join(dir, 'dist', 'previous-build.txt'))).toBe(false); // replaced by the new build
      }
      expect(readdirSync(dir).filter((f) => f.includes('staging') || f.includes('lock'))).toEqual([]);
      for (const pattern of c.message ?? []) expect(output).toMatch(pattern);
      c.check?.(dir);
    });
  }
});
