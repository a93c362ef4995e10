// Checks of the Rspress e2e bench (rspress-e2e.mjs): per fixture, per case title, a function of the built
// output returning true (the case passes) or the reason it fails. Each is our reading of what the case asserts
// (the behaviour, not Rspress's class names), made on docsite's emitted HTML with cheerio; the expectations
// are structural (they quote none of the fixtures' text). Cases without a check have a hand verdict.
import { load } from 'cheerio';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const page = (dist, route) => {
  const file = [join(dist, `${route}.html`), join(dist, route, 'index.html')].find((f) => existsSync(f));
  if (!file) throw new Error(`no page ${route}`);
  return load(readFileSync(file, 'utf8'));
};

export const CHECKS = {
  'custom-headers': {
    'frontmatter property headers should override auto-injected OG tags': ({ dist }) => {
      const $ = page(dist, 'index');
      const keys = $('head meta[property^="og:"]').map((_, m) => $(m).attr('property')).get();
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
      return twice.length ? `written twice: ${[...new Set(twice)].join(', ')}` : true;
    },
  },
  'code-block-runtime': {
    '<CodeBlockRuntime /> should render title and code with correct language': ({ dist }) => {
      const $ = page(dist, 'index');
      const blocks = $('.doc-content .code-block');
      const plain = blocks.filter((_, b) => !$(b).find('pre code[class^="language-"]').length || !$(b).find('.code-title').length);
      return blocks.length && !plain.length ? true : `${plain.length} of ${blocks.length} blocks without a language or title (plain text)`;
    },
    'shiki transformerNotationHighlight should work': ({ dist }) => {
      const $ = page(dist, 'highlight');
      const blocks = $('.doc-content .code-block pre');
      const unmarked = blocks.filter((_, b) => !$(b).find('.highlighted').length || $(b).text().includes('[!code'));
      return blocks.length && !unmarked.length ? true : `${unmarked.length} of ${blocks.length} blocks show the notation comments, unhighlighted`;
    },
  },
  'custom-home-footer': {
    'custom home footer': ({ dist }) => (page(dist, 'index')('footer a').length ? true : 'no link in the footer: its HTML shown as text'),
  },
  i18n: {
    'generates reciprocal alternate language links': ({ dist }) => {
      const hrefs = (route) => { const $ = page(dist, route); return $('link[rel="alternate"][hreflang]').map((_, l) => $(l).attr('href')).get(); };
      const [zh, en] = [hrefs('index'), hrefs('en/index')];
      return zh.length >= 2 && zh.every((h) => en.includes(h)) ? true : `alternates differ: ${zh} / ${en}`;
    },
  },
};
