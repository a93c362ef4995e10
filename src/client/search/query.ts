/**
 * Search on the client (also runs in Node for tests and the quality bench): loads an index file
 * (format.ts) with `lunr.Index.load`, turns a query into lunr clauses and groups the hits by page.
 *
 * Query → lunr (`index.query`): every word of the query is a *clause* with alternatives, and every
 * term of every alternative is a lunr term clause (optional presence, with a boost):
 * - a Latin word: its whole folded form (`distpath`) or its identifier parts (`dist` + `path`); words
 *   joined by `-`/`_` also as one (`dist-path` → `distpath`). Terms go through the index's own search
 *   pipeline (docsite-terms, lunr's stemmer). The word being typed (no space after it yet) also matches
 *   as a prefix (a trailing wildcard: `ba` → `babel`), and longer words match longer forms (`alias*`).
 *   A word of 5+ letters also matches the index terms one edit away (`proxxy` → `proxy`), boosted low.
 * - a CJK run: cut into the index's own words with the fewest pieces (`segmentCjk` over the index's
 *   vocabulary, which holds the words jieba cut the text into), each word matched whole or through the
 *   shorter words it is made of. A run no indexed word matches still finds the pages holding it as
 *   written (jieba cut their text differently), after the others.
 * Ranking: lunr's score (BM25 with the field boosts of format.ts), times the squared share of the
 * query's words the page holds (weighted by idf), times 3 when the query names the page (its title, or
 * the title's last segment), times 1.5 when its title and lead hold every word of the query (SIGNALS).
 * Hits inside a page (title / header / content, with highlight ranges and snippets) are found on its
 * records: headings come with the index, section texts in a second file fetched after it
 * (`loadTexts`); until they arrive, content hits wait.
 *
 * Modules, one job each: types.ts (the types), load.ts (index and shard loading), phrasing.ts and
 * synonyms.ts (question words, the synonym list), parse.ts (query → clauses), rank.ts (scoring),
 * snippets.ts (highlights and snippets); this file runs a search and groups its hits.
 */
import { coverageOf, rankQuery } from './rank.ts';
import { makeStatement, matchesIn } from './snippets.ts';
import type { PageResult, Ranked, SearchGroup, SearchHit, SearchIndex, SearchOptions } from './types.ts';

export { remoteSearch } from './remote-search.ts';
export { attachTexts, createIndex, emptyIndex, expandIndex, INDEX_LOAD_ERROR, loadIndex, loadShards, textsLoaded } from './load.ts';
export { makeStatement } from './snippets.ts';
export type { Highlight, HitType, SearchGroup, SearchHit, SearchIndex, SearchOptions } from './types.ts';

/** Shards fetched at once, in page order, while a Chinese run is looked for as written. */
const PREFIX_SHARDS = 4;

/**
 * The text shards a query's results still wait for (positions in `index.shards`, fetch them with
 * `loadShards` and search again): those of the pages shown (their headings and snippets) and, for a
 * Chinese run matched as written, those in page order until the pages holding it that are shown are
 * all known: the same results as with every shard loaded.
 */
export function neededShards(index: SearchIndex, query: string, options: SearchOptions = {}): number[] {
  const limit = options.limit ?? 7;
  if (!query.trim() || !index.pages.length) return [];
  const ranked = rankQuery(index, query);
  const need = new Set<number>();
  for (const r of ranked.pages.slice(0, limit)) need.add(index.pages[r.p].shard);
  const wanted = limit - ranked.found;
  if (ranked.parsed.phrases.length && wanted > 0) {
    // the pages found as written come in page order after lunr's: settled once the shards before
    // the last one shown are all in (or all shards are, when fewer than `wanted` hold the run)
    const firstMissing = index.shards.findIndex((s) => s.state === 'missing');
    const known = firstMissing < 0 ? index.pages.length : index.shards[firstMissing].first;
    const asWritten = ranked.pages.slice(ranked.found, ranked.found + wanted);
    if (firstMissing >= 0 && (asWritten.length < wanted || asWritten.some((r) => r.p >= known))) {
      // the next few missing shards in page order
      for (let n = firstMissing, taken = 0; n < index.shards.length && taken < PREFIX_SHARDS; n++) {
        if (index.shards[n].state === 'missing') (need.add(n), taken++);
      }
    }
  }
  return [...need].filter((n) => index.shards[n].state === 'missing').sort((x, y) => x - y);
}


/** Ranked route paths for a query (for tests and the quality bench). */
export function rankPages(index: SearchIndex, query: string): string[] {
  if (!query.trim() || !index.pages.length) return [];
  return rankQuery(index, query).pages.map((r) => index.pages[r.p].routePath);
}

/** The hits a page can show, best first (title hit first), up to `max`. */
function buildHits(index: SearchIndex, ranked: Ranked, result: PageResult, max: number): SearchHit[] {
  const page = index.pages[result.p];
  const hits: SearchHit[] = [];
  if (max <= 0) return hits;
  if (result.fields.has('title')) {
    const { ranges } = matchesIn(index, ranked, page.title, page.foldedTitle);
    if (ranges.length) hits.push({ type: 'title', header: page.title, anchor: '', highlights: ranges });
  }
  const clauses = ranked.parsed.clauses.filter((c) => c.importance > 0);
  const candidates: { s: number; value: number; heading: ReturnType<typeof matchesIn>; text: ReturnType<typeof matchesIn> }[] = [];
  for (const s of page.sections) {
    const sec = index.sections[s];
    const heading = matchesIn(index, ranked, sec.heading, sec.foldedHeading);
    const text = matchesIn(index, ranked, sec.text, sec.foldedText);
    if (!heading.ranges.length && !text.ranges.length) continue;
    const both = new Set([...heading.terms, ...text.terms]);
    const none = new Set<string>();
    const value = coverageOf(clauses, both, none) * 10 + coverageOf(clauses, heading.terms, none) * 3 + Math.min(text.ranges.length, 10) / 10;
    candidates.push({ s, value, heading, text });
  }
  candidates.sort((a, b) => b.value - a.value || a.s - b.s);
  for (const c of candidates) {
    if (hits.length >= max) break;
    const sec = index.sections[c.s];
    if (c.heading.ranges.length && (c.heading.terms.size >= c.text.terms.size || !c.text.ranges.length)) {
      hits.push({ type: 'header', header: sec.heading, anchor: sec.anchor, highlights: c.heading.ranges });
    } else {
      const { statement, highlights } = makeStatement(sec.text, c.text.ranges);
      hits.push({ type: 'content', header: sec.heading || page.title, anchor: sec.anchor, statement, highlights });
    }
  }
  return hits;
}

/**
 * Runs a query: up to `limit` hits (default 7), grouped by page, best page first. The best page
 * shows up to 3 hits, the next pages one each; slots left over go back to the best pages.
 * Results are cached per index (100 queries, least recently used out first).
 */
export function search(index: SearchIndex, query: string, options: SearchOptions = {}): SearchGroup[] {
  const limit = options.limit ?? 7;
  const key = `${limit}\u0000${query}`;
  const cached = index.resultCache.get(key);
  if (cached) {
    index.resultCache.delete(key);
    index.resultCache.set(key, cached);
    return cached;
  }
  const groups = runSearch(index, query, limit);
  index.resultCache.set(key, groups);
  if (index.resultCache.size > 100) index.resultCache.delete(index.resultCache.keys().next().value!);
  return groups;
}

function runSearch(index: SearchIndex, query: string, limit: number): SearchGroup[] {
  if (!query.trim() || !index.pages.length) return [];
  const ranked = rankQuery(index, query);
  const top = ranked.pages.slice(0, limit);
  if (!top.length) return [];
  // how many hits each page may show: the best page up to 3, the next pages one each, then the
  // slots left over go back to the best pages
  const available = top.map((r) => 1 + index.pages[r.p].sections.length);
  const take = available.map((a, i) => Math.min(a, i === 0 ? 3 : 1));
  let used = 0;
  for (let i = 0; i < take.length; i++) {
    if (used + take[i] > limit) take[i] = Math.max(0, limit - used);
    used += take[i];
  }
  for (let i = 0; i < take.length && used < limit; i++) {
    const extra = Math.min(available[i] - take[i], limit - used);
    take[i] += extra;
    used += extra;
  }
  const groups: SearchGroup[] = [];
  top.forEach((r, i) => {
    if (!take[i]) return;
    const hits = buildHits(index, ranked, r, take[i]);
    if (!hits.length) {
      // matched only through words its texts hold, before its shard is loaded: the page itself
      const page = index.pages[r.p];
      if (index.shards[page.shard]?.state === 'missing') groups.push({ routePath: page.routePath, title: page.title, hits: [{ type: 'title', header: page.title, anchor: '', highlights: [] }] });
      return;
    }
    const page = index.pages[r.p];
    groups.push({ routePath: page.routePath, title: page.title, hits });
  });
  return groups;
}
