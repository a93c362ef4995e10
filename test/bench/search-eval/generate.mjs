#!/usr/bin/env node
/**
 * Builds the search evaluation sets by the written rule of README.md (next to this file):
 *
 *   node test/bench/search-eval/generate.mjs [distDir] [--split]
 *
 * Reads the pages (route, title) of the built indexes (`<distDir>/static/search_index.{en,zh}.*.json`,
 * default ./dist), their words (`search_text.*.json`, to keep generated misspellings from being real
 * words) and reader-subjects.txt, and writes queries.json: `{ en: [{ q, expect, source }], zh: [...] }`.
 * With --split it also writes tuning.json and test.json: each language's queries shuffled with the
 * committed SEED and cut in two halves. The split is made once and committed; re-running --split on
 * different content would make a different split, which is what the rule forbids. Without --split, the
 * committed tuning.json and test.json are rewritten from the new queries.json keeping every query in its
 * half (see keepSplit): a reviewed correction changes answers or rewrites a query in place, never the split.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { indexFileOf, readSearchFiles } from '../search-files.mjs';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const dist = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '../../../dist'));
const split = args.includes('--split');

/** The one seed of this evaluation: misspellings, question templates and the split all draw from it. */
export const SEED = 47;

/** mulberry32: a small, well-known seeded generator (the same numbers on every machine). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(list, rand) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const staticDir = join(dist, 'static');
function readIndex(lang) {
  const { json, shards } = readSearchFiles(staticDir, indexFileOf(staticDir, lang));
  // the shards hold each page's sections ([heading, text, anchor]) in page order
  const sections = shards.flatMap((s) => s.sections);
  return { pages: json.pages, texts: sections.map((s) => s[1]), headings: sections.map((s) => s[0]) };
}

const prefixOf = (lang) => (lang === 'en' ? '' : `/${lang}`);
const squash = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** `assetPrefix` → `asset prefix`; `historyApiFallback` → `history api fallback`. */
const words = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').toLowerCase();

/** reader-subjects.txt: route[,route…] | en phrases | zh phrases. */
function readSubjects() {
  const rows = [];
  for (const line of readFileSync(join(here, 'reader-subjects.txt'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [routes, en, zh] = line.split('|').map((s) => s.trim());
    const list = (s) => s.split(';').map((x) => x.trim()).filter(Boolean);
    rows.push({ routes: routes.split(',').map((r) => r.trim().replace(/\/index$/, '/')), en: list(en), zh: list(zh) });
  }
  return rows;
}

const EN_QUESTIONS = ['how to configure {}', 'how to set {}', 'how do I change {}'];
const ZH_QUESTIONS = ['如何配置 {}', '怎么设置 {}', '{} 怎么配置'];
const ZH_MIXED = ['{} 是什么', '{} 的默认值', '{} 配置项', '{} 有什么用'];
/**
 * Guides whose whole subject is an option's words (review of issue 47): they answer the option's words as
 * well as the option page does, so the queries made of those words (option-word, the English question, and
 * a dot-less option name as written) expect them too. A guide that only has a section on the option is not
 * listed here.
 */
const SAME_SUBJECT = {
  hmr: ['/guide/advanced/hmr'],
  alias: ['/guide/advanced/alias'],
  rspack: ['/guide/configuration/rspack'],
  swc: ['/guide/configuration/swc'],
  template: ['/guide/basic/html-template'],
  'chunk split': ['/guide/optimization/code-splitting'],
  'override browserslist': ['/guide/advanced/browserslist'],
  profile: ['/guide/debug/build-profiling'],
  environments: ['/guide/advanced/environments'],
  plugins: ['/plugins/dev/', '/plugins/list/'],
};
/**
 * Option words that name no subject of their own (review of issue 47): no page answers them as a reader
 * means them, so they, the English questions made of them and their misspellings are dropped after all
 * seeded draws (the other draws stay).
 */
const NO_SUBJECT = new Set(['options']);
/** Misspelt queries per language. */
const TYPOS = 100;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit (deletion, insertion, substitution or transposition of neighbours) of `word`, not a word of the site. */
function misspell(word, rand, vocabulary) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const kind = Math.floor(rand() * 4);
    const i = Math.floor(rand() * word.length);
    const c = LETTERS[Math.floor(rand() * LETTERS.length)];
    let out;
    if (kind === 0) out = word.slice(0, i) + word.slice(i + 1);
    else if (kind === 1) out = word.slice(0, i) + c + word.slice(i);
    else if (kind === 2) out = word.slice(0, i) + c + word.slice(i + 1);
    else out = i < word.length - 1 ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : '';
    if (out && out !== word && !vocabulary.has(out.toLowerCase())) return out;
  }
  return '';
}

function generate(lang, site, subjects, rand) {
  const prefix = prefixOf(lang);
  const out = [];
  const seen = new Set();
  const add = (q, expect, source) => {
    const key = q.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ q, expect: expect.length === 1 ? expect[0] : [...expect].sort(), source });
  };
  const routes = new Set(site.pages.map(([r]) => r));
  // pages whose title, squashed, is the query squashed, also answer it (`css modules` → the CSS Modules guide)
  const titled = (q) => site.pages.filter(([, t]) => squash(t) === squash(q)).map(([r]) => r);
  const same = (w) => (SAME_SUBJECT[w] ?? []).map((r) => prefix + r).filter((r) => routes.has(r));
  const origin = new Map(); // typo → the query it misspells

  // 1. options: every page under /config/ titled with an option name (`output.minify`, `mode`)
  const options = site.pages.filter(([r, t]) => r.startsWith(`${prefix}/config/`) && /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/.test(t));
  const byLast = new Map();
  for (const [r, t] of options) {
    const last = t.split('.').at(-1);
    if (!byLast.has(words(last))) byLast.set(words(last), []);
    byLast.get(words(last)).push(r);
  }
  for (const [r, t] of options) {
    const last = t.split('.').at(-1);
    const w = words(last);
    add(t, t === w ? [r, ...same(w)] : [r], 'option-name');
    const answers = new Set([...byLast.get(w), ...titled(w), ...same(w)]);
    if (last !== w && last !== t) add(last, [...answers], 'option-word');
    add(w, [...answers], 'option-word');
  }

  // 2. subjects in a reader's words (reader-subjects.txt)
  for (const row of subjects) {
    const expect = row.routes.map((r) => prefix + r).filter((r) => routes.has(r));
    if (expect.length !== row.routes.length) throw new Error(`reader-subjects.txt: ${row.routes.join(',')} is not a page of ${lang}`);
    for (const q of row[lang]) add(q, expect, 'subject');
  }

  // 3. questions about each option, by a template drawn with the seed (Chinese ones are mixed too)
  for (const [r, t] of options) {
    const templates = lang === 'en' ? EN_QUESTIONS : ZH_QUESTIONS;
    const template = templates[Math.floor(rand() * templates.length)];
    const w = words(t.split('.').at(-1));
    const worded = lang === 'en' || t === w; // the query holds the option's words, not a dotted name
    const q = template.replace('{}', lang === 'en' ? w : t);
    // words shared by several options (`asset prefix`) ask for all of them; a dotted name only for its own page
    add(q, [...new Set([...(worded ? byLast.get(w) : []), r, ...(worded ? same(w) : [])])], 'question');
    if (lang === 'en' && NO_SUBJECT.has(w)) origin.set(q, w); // `how do I change options` names no subject either
  }

  // 4. mixed Chinese and English (Chinese site): an option name in a Chinese sentence
  if (lang !== 'en') {
    for (const [r, t] of options) add(ZH_MIXED[Math.floor(rand() * ZH_MIXED.length)].replace('{}', t), [r], 'mixed');
  }

  // 5. misspellings: TYPOS of the option and subject queries with a Latin word of 5+ letters, drawn
  //    with the seed; in each, one such word drawn with the seed and edited once; the original's answers
  const vocabulary = new Set();
  for (const t of [...site.texts, ...site.headings, ...site.pages.map((p) => p[1])]) for (const m of t.matchAll(/[A-Za-z]+/g)) vocabulary.add(m[0].toLowerCase());
  const eligible = out.filter((item) => (item.source.startsWith('option') || item.source === 'subject') && /[A-Za-z]{5,}/.test(item.q));
  for (const item of shuffle(eligible, rand).slice(0, TYPOS)) {
    const candidates = [...item.q.matchAll(/[A-Za-z]{5,}/g)];
    if (!candidates.length) continue;
    const m = candidates[Math.floor(rand() * candidates.length)];
    const typo = misspell(m[0], rand, vocabulary);
    const q = item.q.slice(0, m.index) + typo + item.q.slice(m.index + m[0].length);
    if (typo) add(q, Array.isArray(item.expect) ? item.expect : [item.expect], 'typo');
    if (typo) origin.set(q, item.q);
    if (typo) typoOrigin.set(`${lang}\t${q}`, item.q);
  }
  const dropped = (q) => NO_SUBJECT.has(q.toLowerCase()) || (origin.has(q) && dropped(origin.get(q)));
  for (const item of out) if (dropped(item.q)) droppedByReview.add(`${lang}\t${item.q}`);
  return out.filter((item) => !dropped(item.q));
}

const subjects = readSubjects();
/** `lang\tq` of the queries NO_SUBJECT drops: they leave the split rather than pair with a rewritten query. */
const droppedByReview = new Set();
/** `lang\tq` of each misspelling → the query it misspells. */
const typoOrigin = new Map();
/** The committed queries, read before they are rewritten: their order pairs a rewritten query with its original. */
const committed = JSON.parse(readFileSync(join(here, 'queries.json'), 'utf8'));
const all = {};
for (const lang of ['en', 'zh']) all[lang] = generate(lang, readIndex(lang), subjects, random(SEED + (lang === 'en' ? 0 : 1)));
const json = (x) => JSON.stringify(x, null, 1) + '\n';
writeFileSync(join(here, 'queries.json'), json(all));
for (const lang of Object.keys(all)) {
  const counts = {};
  for (const q of all[lang]) counts[q.source] = (counts[q.source] ?? 0) + 1;
  console.log(`${lang}: ${all[lang].length} queries`, counts);
}
if (!split) keepSplit();
else {
  const tuning = {};
  const test = {};
  for (const [lang, list] of Object.entries(all)) {
    const shuffled = shuffle(list, random(SEED * 1000 + (lang === 'en' ? 0 : 1)));
    const half = Math.ceil(shuffled.length / 2);
    tuning[lang] = shuffled.slice(0, half);
    test[lang] = shuffled.slice(half);
  }
  writeFileSync(join(here, 'tuning.json'), json(tuning));
  writeFileSync(join(here, 'test.json'), json(test));
  console.log('wrote tuning.json and test.json');
}

/**
 * Rewrites the committed tuning.json and test.json from the new queries: a query keeps its half (matched
 * by its text); a query rewritten in place by a reviewed correction takes the half of the one it replaces
 * (the unmatched old and new queries of one source, in generation order, pair up one to one); a query
 * dropped by review leaves its half. A new query with nothing to replace is an error: the split is made once.
 */
function keepSplit() {
  const read = (f) => JSON.parse(readFileSync(join(here, f), 'utf8'));
  const halves = { tuning: read('tuning.json'), test: read('test.json') };
  for (const lang of Object.keys(all)) {
    const halfOf = new Map();
    for (const [name, half] of Object.entries(halves)) for (const item of half[lang]) halfOf.set(item.q, { name, item });
    const fresh = new Map(all[lang].map((item) => [item.q, item]));
    const placed = new Map(); // old q → new item
    const unmatchedOld = committed[lang].filter((o) => !fresh.has(o.q) && !droppedByReview.has(`${lang}\t${o.q}`));
    for (const item of all[lang].filter((x) => !halfOf.has(x.q))) {
      // a misspelling may only change with the query it misspells; otherwise the seeded draws moved
      if (item.source === 'typo' && halfOf.has(typoOrigin.get(`${lang}\t${item.q}`))) {
        throw new Error(`${lang}: misspelling "${item.q}" was redrawn; a rewrite must keep each query's Latin words of 5+ letters (or their absence) so the seeded draws stay`);
      }
      const old = unmatchedOld.find((o) => !placed.has(o.q) && o.source === item.source);
      if (!old) throw new Error(`${lang}: new query "${item.q}" replaces no committed query; the split is made once`);
      placed.set(old.q, item);
    }
    for (const half of Object.values(halves)) {
      half[lang] = half[lang].flatMap((o) => (fresh.has(o.q) ? [fresh.get(o.q)] : placed.has(o.q) ? [placed.get(o.q)] : []));
    }
  }
  writeFileSync(join(here, 'tuning.json'), json(halves.tuning));
  writeFileSync(join(here, 'test.json'), json(halves.test));
  for (const lang of Object.keys(all)) console.log(`${lang}: tuning ${halves.tuning[lang].length}, test ${halves.test[lang].length} (split kept)`);
}
