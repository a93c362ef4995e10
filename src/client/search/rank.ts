/**
 * Ranking: lunr's score (BM25 with the field boosts of format.ts) times the general signals (SIGNALS),
 * then the pages holding a Chinese run as written that lunr did not find, after them.
 */
import { internals, lunr, prefixSet } from '../../shared/search/lunr-setup.ts';
import { parseQuery } from './parse.ts';
import type { Alt, Clause, Page, PageResult, ParsedQuery, Ranked, SearchIndex } from './types.ts';

/** A prefix matches at most this many index terms (the shortest). */
const PREFIX_MAX_TERMS = 50;
/**
 * The general signals on top of lunr's BM25 (with the field boosts of format.ts): the power of the
 * coverage factor, the factor for the query as the page's title, and the factor for a page whose title
 * and lead (the text before its first heading) hold every word of the query. Each is kept for what it
 * gains on the tuning half of test/bench/search-eval (and loses nothing on its test half). Dropped for
 * gaining nothing there: the query as a phrase in the page (×2.5), the query as a whole word of the
 * title (×2: the same hits on both halves and the older sets without it).
 */
const SIGNALS = { coverage: 2, title: 3, lead: 1.5 };
/** `Ranked.starts`: stemming keeps a word's first letters, so a term starts as the words it stands for. */
export function startsOf(matched: Iterable<string>, prefixes: string[]): Set<string> {
  const starts = new Set<string>();
  for (const t of matched) starts.add(t.slice(0, 2));
  for (const p of prefixes) starts.add(p.slice(0, 2));
  return starts;
}

/** Letters and digits only (`Dev server: proxy` → `devserverproxy`), of folded text. */
function squash(folded: string): string {
  return folded.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether a page's title, headings or (loaded) texts hold a folded string as written. */
function holds(index: SearchIndex, page: Page, needle: string): boolean {
  return page.foldedTitle.includes(needle) || page.sections.some((s) => index.sections[s].foldedHeading.includes(needle) || index.sections[s].foldedText.includes(needle));
}

/** Whether a page's (or a section's) terms satisfy an alternative; a common term counts as present. */
function altSatisfied(alt: Alt, terms: ReadonlySet<string>, common: ReadonlySet<string>): boolean {
  return alt.terms.every((t) => {
    if (!t.wildcard) return terms.has(t.term) || common.has(t.term);
    for (const x of terms) if (x.startsWith(t.term)) return true;
    return false;
  });
}

/** The share of the query's clauses (weighted by importance) that a set of terms satisfies. */
export function coverageOf(clauses: Clause[], terms: ReadonlySet<string>, common: ReadonlySet<string>): number {
  let covered = 0;
  let total = 0;
  for (const c of clauses) {
    total += c.importance;
    if (c.alts.some((alt) => altSatisfied(alt, terms, common))) covered += c.importance;
  }
  return total ? covered / total : 0;
}

function runLunr(index: SearchIndex, clauses: Clause[]): lunr.Index.Result[] {
  return index.lunr.query((q) => {
    const seen = new Set<string>();
    for (const c of clauses) {
      for (const alt of c.alts) {
        for (const t of alt.terms) {
          const key = (t.wildcard ? '*' : '') + t.term;
          if (seen.has(key)) continue;
          seen.add(key);
          if (t.wildcard) {
            // A prefix of a letter or two stands for hundreds of terms (lunr scores every one): past
            // PREFIX_MAX_TERMS, the shortest, the likeliest ends of a word being typed.
            const all = internals(index.lunr).tokenSet.intersect(prefixSet(t.term)).toArray();
            if (all.length > PREFIX_MAX_TERMS) {
              all.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
              for (const x of all.slice(0, PREFIX_MAX_TERMS)) q.term(x, { usePipeline: false, boost: alt.boost, presence: lunr.Query.presence.OPTIONAL });
              continue;
            }
          }
          q.term(t.term, {
            usePipeline: false,
            boost: alt.boost,
            wildcard: t.wildcard ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
            presence: lunr.Query.presence.OPTIONAL,
          });
        }
      }
    }
  });
}

/** lunr's pages for a parsed query, scored with the signals, best first, and every index term matched. */
function scoreLunr(index: SearchIndex, parsed: ParsedQuery): { pages: PageResult[]; matched: Set<string> } {
  const clauses = parsed.clauses.filter((c) => c.importance > 0);
  // the query's terms the index left out of body fields still highlight where they occur
  const matched = new Set<string>();
  for (const c of clauses) for (const alt of c.alts) for (const t of alt.terms) if (!t.wildcard && index.commonTerms.has(t.term)) matched.add(t.term);
  const pages: PageResult[] = [];
  if (!clauses.length) return { pages, matched };
  const compact = squash(parsed.core);
  for (const r of runLunr(index, clauses)) {
    const p = Number(r.ref);
    const page = index.pages[p];
    if (!page) continue;
    const fields = new Map<string, Set<string>>();
    const all = new Set<string>();
    for (const [term, perField] of Object.entries(r.matchData.metadata)) {
      matched.add(term);
      all.add(term);
      for (const field of Object.keys(perField)) {
        let set = fields.get(field);
        if (!set) fields.set(field, (set = new Set()));
        set.add(term);
      }
    }
    // 1. coverage: the share of the query's words (weighted by idf) the page holds
    const coverage = coverageOf(clauses, all, index.commonTerms);
    let score = r.score * Math.pow(coverage, SIGNALS.coverage);
    // 2. the query (its question phrasing aside) names the page: its title, or the title's last
    // segment (`hmr` names `dev.hmr`)
    if (fields.has('title') && (squash(page.foldedTitle) === compact || squash(page.foldedTitle.slice(page.foldedTitle.lastIndexOf('.') + 1)) === compact)) score *= SIGNALS.title;
    // 3. the page's lead (the text before its first heading: what the page is about) and title hold every word
    if (SIGNALS.lead && coverageOf(clauses, new Set([...(fields.get('lead') ?? []), ...(fields.get('title') ?? [])]), index.commonTerms) === 1) score *= SIGNALS.lead;
    pages.push({ p, score, fields });
  }
  pages.sort((a, b) => b.score - a.score || a.p - b.p);
  return { pages, matched };
}

/** Queries whose parse and lunr ranking are kept (they need only the index, never the texts). */
const RANK_CACHE_SIZE = 100;

/**
 * Ranks a query: lunr's pages (parsed and scored once per query and index, kept for the next time the
 * query is asked: the dialog asks which shards a query needs and then its hits, and again as shards
 * arrive), then the pages holding a Chinese run as written, which depend on the texts loaded so far.
 */
export function rankQuery(index: SearchIndex, query: string): Ranked {
  let entry = index.rankCache.get(query);
  if (entry) index.rankCache.delete(query);
  else {
    const parsed = parseQuery(index, query);
    entry = { parsed, ...scoreLunr(index, parsed) };
    if (index.rankCache.size >= RANK_CACHE_SIZE) index.rankCache.delete(index.rankCache.keys().next().value!);
  }
  index.rankCache.set(query, entry);
  return withPhrases(index, entry.parsed, entry.pages, entry.matched);
}

/**
 * Recall, not ranking: a Chinese run that no indexed word matches (jieba cut the page's text
 * differently) still finds the pages holding it as written, after lunr's, in page order.
 */
function withPhrases(index: SearchIndex, parsed: ParsedQuery, lunrPages: PageResult[], matched: Set<string>): Ranked {
  const pages = lunrPages.slice();
  const found = new Set(pages.map((r) => r.p));
  for (const phrase of parsed.phrases) {
    index.pages.forEach((page, p) => {
      if (found.has(p) || !holds(index, page, phrase)) return;
      found.add(p);
      pages.push({ p, score: 0, fields: new Map(page.foldedTitle.includes(phrase) ? [['title', new Set<string>()]] : []) });
    });
  }
  return { parsed, found: lunrPages.length, matched, pages };
}
