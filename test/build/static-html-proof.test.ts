/**
 * Static HTML islands (src/node/markdown/plugins/static-html.ts) hand React plain Markdown as HTML strings
 * instead of MDX's JSX. This proves the pages come out the same: the Rsbuild site is built again with
 * `markdown.staticHtml: false` (MDX's own JSX for every element) and every page's content is compared.
 */
import { describe, expect, inject, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'cheerio';
import { ROOT, TMP } from '../setup/global-setup.ts';
import { runDocsite } from './run-cli.ts';

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) htmlFiles(full, out);
    else if (name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** A page's article as a reader's browser has it: parsed, without the empty comments React puts between text nodes. */
function article(file: string): string {
  const $ = load(readFileSync(file, 'utf8'));
  $('*')
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  return $('article.doc-content').html() ?? $('main').html() ?? '';
}

describe('static HTML islands', () => {
  it('every page of the Rsbuild site has the same content as with MDX JSX for every element', { timeout: 600_000 }, () => {
    const siteDist = inject('siteDist');
    expect(siteDist, inject('siteBuildError')).not.toBe('');
    const project = join(TMP, 'static-proof');
    mkdirSync(project, { recursive: true });
    const site = relative(project, ROOT).split('\\').join('/');
    writeFileSync(
      join(project, 'site.config.ts'),
      `import site from '${site}/site.config.ts';\nexport default { ...site, root: '${site}/content', markdown: { ...site.markdown, staticHtml: false } };\n`,
    );
    const out = join(project, 'dist');
    const r = runDocsite(['build', project, '--out-dir', out]);
    expect(r.status, r.stderr).toBe(0);

    const pages = htmlFiles(siteDist).map((file) => relative(siteDist, file));
    expect(pages.length).toBeGreaterThan(360);
    let compared = 0;
    for (const page of pages) {
      const expected = article(join(out, page));
      expect(article(join(siteDist, page)), page).toBe(expected);
      if (expected) compared++;
    }
    expect(compared).toBeGreaterThan(360);
  });
});
