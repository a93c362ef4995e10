/**
 * Rspress's `route` keys and `globalUIComponents` as a Rspress site writes them (test/fixtures/rspress-route):
 * `route.extensions`, `route.include`, `route.excludeConvention`, `route.prefetchLink`, `route.useTransitions`,
 * and the global components in the emitted pages (the fixture's build failing on an unknown key is how each
 * failed before; `useTransitions` is accepted and changes nothing). In the browser: test/e2e/rspress-route.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runDocsite } from './run-cli.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'rspress-route');
let out = '';
const html = (file: string) => load(readFileSync(join(out, file), 'utf8'));
const has = (file: string) => existsSync(join(out, file));

beforeAll(() => {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-route-')), 'site');
  cpSync(FIXTURE, project, { recursive: true });
  const result = runDocsite(['build', project, '--quiet']);
  expect(result.status, result.stderr + result.stdout).toBe(0);
  out = join(project, 'dist');
}, 120_000);

/** Builds a small site written here (files: path → text) and returns its output folder. */
function buildSite(files: Record<string, string>): { status: number | null; output: string; out: string } {
  const project = join(mkdtempSync(join(tmpdir(), 'docsite-rspress-route-small-')), 'site');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), text);
  }
  const result = runDocsite(['build', project, '--quiet']);
  return { status: result.status, output: result.stderr + result.stdout, out: join(project, 'dist') };
}

describe('route.extensions and route.include', () => {
  it('routes a `.jsx` page the extensions list, not a `.tsx` one they leave out', () => {
    expect(html('counter.html')('.counter-page').text()).toBe('Counted in JSX.');
    expect(html('counter.html')('title').text()).toContain('Counter');
    expect(has('widget.html')).toBe(false);
  });

  it('routes a file `include` names, unless it has no default export', () => {
    expect(html('extra/pinned.html')('.pinned-page').text()).toBe('Routed through route.include.');
    expect(has('extra/loose.html')).toBe(false);
  });

  it('without `extensions`, a Rspress site routes Rspress’s six (a `.jsx`, `.ts` page too; not a `.d.ts` or a file of named exports)', () => {
    const site = buildSite({
      'site.config.ts': "export default { title: 'Six' };\n",
      'docs/index.md': '# Six\n',
      'docs/dial.jsx': "export default function Dial() { return <p className=\"dial\">dial</p>; }\n",
      'docs/gauge.ts': "import { createElement } from 'react';\nexport default function Gauge() { return createElement('p', { className: 'gauge' }, 'gauge'); }\n",
      'docs/helpers.ts': 'export const twice = (n: number) => n * 2;\n',
      'docs/env.d.ts': 'declare const X: string;\n',
    });
    expect(site.status, site.output).toBe(0);
    expect(load(readFileSync(join(site.out, 'dial.html'), 'utf8'))('.dial').text()).toBe('dial');
    expect(load(readFileSync(join(site.out, 'gauge.html'), 'utf8'))('.gauge').text()).toBe('gauge');
    expect(existsSync(join(site.out, 'helpers.html'))).toBe(false);
    expect(existsSync(join(site.out, 'env.d.html'))).toBe(false);
  }, 120_000);

  it('an `include` matching a file that cannot be a page is an error naming it', () => {
    const site = buildSite({
      'site.config.ts': "export default { title: 'Bad', route: { include: ['notes/*'] } };\n",
      'docs/index.md': '# Bad\n',
      'docs/notes/todo.txt': 'later\n',
    });
    expect(site.status).toBe(1);
    expect(site.output).toContain('route.include: notes/todo.txt is not a page file (a page is .js, .jsx, .ts, .tsx, .md, .mdx)');
  }, 120_000);

  it('an extension docsite cannot compile is a config error listing those it can', () => {
    const site = buildSite({
      'site.config.ts': "export default { title: 'Bad', route: { extensions: ['.md', '.vue'] } };\n",
      'docs/index.md': '# Bad\n',
    });
    expect(site.status).toBe(1);
    expect(site.output).toMatch(/site\.config\.ts:1:\d+: route\.extensions\[1\]: expected one of ".js"\|".jsx"\|".ts"\|".tsx"\|".md"\|".mdx"/);
  }, 120_000);
});

describe('route.excludeConvention', () => {
  it('replaces the `_` rule: `_changelog.md` is a page, `_fragment-intro.mdx` is not, and still imports', () => {
    expect(html('_changelog.html')('h1').text()).toContain('Changelog');
    expect(has('_fragment-intro.html')).toBe(false);
    expect(html('guide.html')('main').text()).toContain('Trim the wick before the first lighting.');
    expect(html('index.html')('main a[href="/_changelog"]').length).toBe(1); // a live link, not a dead one
  });
});

describe('globalUIComponents', () => {
  it('renders each component after the layout on every page, with its props from the config', () => {
    for (const file of ['index.html', 'guide.html', 'counter.html', '_changelog.html', 'extra/pinned.html', '404.html']) {
      const $ = html(file);
      expect($('.lantern-stamp').length, file).toBe(1);
      expect($('.lantern-ribbon.lantern-amber').text(), file).toBe('Preview build (0)');
      // After the layout, in the order the config lists them.
      expect($('.layout').nextAll('.lantern-stamp').length, file).toBe(1);
      expect($('.lantern-stamp').nextAll('.lantern-ribbon').length, file).toBe(1);
    }
  });

  it('a page whose front matter says `globalUIComponents: false` has none', () => {
    const $ = html('plain.html');
    expect($('h1').text()).toContain('Plain');
    expect($('.lantern-stamp, .lantern-ribbon').length).toBe(0);
  });
});

describe('i18nSource and a language folder written with `_` (Rspress’s e2e i18n-source-text, our own site)', () => {
  it('the config’s function gets i18n.json’s texts and its result is what useI18n shows; `en_US` builds (it crashed in `Intl`); a missing text falls back to English', () => {
    const site = buildSite({
      'site.config.ts': `export default {
  title: 'Tide',
  lang: 'zh',
  themeConfig: { locales: [{ lang: 'zh', label: '简体中文' }, { lang: 'en', label: 'English' }, { lang: 'en_US', label: 'EN_US' }] },
  i18nSource(source) {
    source.tide = { zh: '潮汐-配置', en: 'Tide from the config' };
    for (const key of Object.keys(source)) source[key].en_US = source[key].en;
    return source;
  },
};
`,
      'i18n.json': JSON.stringify({ tide: { zh: '潮汐', en: 'Tide' }, shore: { zh: '海岸', en: 'Shore' }, englishOnly: { en: 'Only written in English' } }),
      'docs/components/Words.tsx': "import { useI18n } from '@rspress/core/runtime';\nexport function Words() {\n  const t = useI18n();\n  return <p className=\"words\">{[t('tide'), t('shore'), t('englishOnly')].join(' | ')}</p>;\n}\n",
      ...Object.fromEntries(['zh', 'en', 'en_US'].map((lang) => [`docs/${lang}/index.mdx`, "import { Words } from '../components/Words.tsx';\n\n# Tide\n\n<Words />\n"])),
    });
    expect(site.status, site.output).toBe(0);
    const page = (file: string) => load(readFileSync(join(site.out, file), 'utf8'));
    expect(page('index.html')('.words').text()).toBe('潮汐-配置 | 海岸 | Only written in English');
    expect(page('en/index.html')('.words').text()).toBe('Tide from the config | Shore | Only written in English');
    expect(page('en_US/index.html')('.words').text()).toBe('Tide from the config | Shore | Only written in English');
    // As written, as Rspress writes it; `Intl` (sidebar order, dates, language names) gets `en-US`.
    expect(page('en_US/index.html')('html').attr('lang')).toBe('en_US');
  }, 120_000);
});

describe('icon as a file URL (Rspress’s e2e icon-file-url, our own site)', () => {
  it('the file is copied to the output’s root and every page links it as the favicon', () => {
    const site = buildSite({
      'site.config.ts': "export default { title: 'Mark', icon: new URL('./brand/mark.svg', import.meta.url) };\n",
      'brand/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
      'docs/index.md': '# Mark\n',
    });
    expect(site.status, site.output).toBe(0);
    expect(readFileSync(join(site.out, 'mark.svg'), 'utf8')).toContain('<rect width="1" height="1"/>');
    expect(load(readFileSync(join(site.out, 'index.html'), 'utf8'))('link[rel="icon"]').attr('href')).toBe('/mark.svg');
  }, 120_000);

  it('a file URL naming no file is an error saying which', () => {
    const site = buildSite({
      'site.config.ts': "export default { title: 'Mark', icon: new URL('./brand/missing.svg', import.meta.url) };\n",
      'docs/index.md': '# Mark\n',
    });
    expect(site.status).toBe(1);
    expect(site.output).toMatch(/icon: \S*brand\/missing\.svg does not exist \(the config's file URL file:\/\/\S+\/brand\/missing\.svg\)/);
  }, 120_000);
});
