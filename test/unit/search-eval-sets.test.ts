// The search evaluation sets of issue 47 (test/bench/search-eval): their shape, split and answers, read
// without a build, so a hand edit or a regeneration that breaks the written rule fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Query = { q: string; expect: string | string[]; source: string };
type Sets = Record<'en' | 'zh', Query[]>;

const dir = join(__dirname, '../bench/search-eval');
const read = (f: string): Sets => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const queries = read('queries.json');
const tuning = read('tuning.json');
const test = read('test.json');
const langs = ['en', 'zh'] as const;
const answers = (x: Query) => [x.expect].flat();

/** A route's page in content/ (`/zh/guide/start/` → content/zh/guide/start/index.mdx). */
function pageExists(route: string): boolean {
  const [lang, path] = route.startsWith('/zh/') ? ['zh', route.slice(3)] : ['en', route];
  const base = join(__dirname, '../../content', lang, path.endsWith('/') ? `${path}index` : path);
  return ['.md', '.mdx'].some((ext) => existsSync(base + ext));
}

/** Edit distance with neighbour swaps counted once (what the rule calls edit distance 1). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

describe.each(langs)('search-eval sets (%s)', (lang) => {
  it('has at least 300 queries, each once, case-folded', () => {
    expect(queries[lang].length).toBeGreaterThanOrEqual(300);
    const keys = queries[lang].map((x) => x.q.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('splits every query into exactly one half, entries identical to queries.json', () => {
    const all = new Map(queries[lang].map((x) => [x.q, x]));
    const halves = [...tuning[lang], ...test[lang]];
    expect(halves).toHaveLength(all.size);
    for (const x of halves) expect(x).toEqual(all.get(x.q));
    // halves were cut equal; queries dropped by review leave the half they were in, so they drift a little
    for (const half of [tuning, test]) expect(half[lang].length / all.size).toBeGreaterThan(0.45);
  });

  it('answers every query with pages of its own language that exist in content/', () => {
    for (const x of queries[lang]) {
      for (const route of answers(x)) {
        expect(route.startsWith('/zh/'), `${x.q} → ${route}`).toBe(lang === 'zh');
        expect(pageExists(route), `${x.q} → ${route}`).toBe(true);
      }
    }
  });

  it('misspells each typo query at edit distance 1 from a query with the same answers', () => {
    const originals = queries[lang].filter((x) => x.source !== 'typo');
    const typos = queries[lang].filter((x) => x.source === 'typo');
    expect(typos.length).toBeGreaterThanOrEqual(90);
    for (const t of typos) {
      const origin = originals.find((x) => distance(x.q, t.q) === 1 && answers(x).sort().join() === answers(t).sort().join());
      expect(origin, t.q).toBeDefined();
    }
  });
});
