/** The search engine's types: the public ones (results, the loaded index) and the query's inner form. */
import type { lunr } from '../../shared/search/lunr-setup.ts';
import type { CjkDict } from '../../shared/search/tokenize.ts';

export interface Highlight {
  start: number;
  length: number;
}

export type HitType = 'title' | 'header' | 'content';

export interface SearchHit {
  type: HitType;
  /** Title hit: the page title; header hit: the heading; content hit: the heading of the section. */
  header: string;
  /** Heading id to link to ('' = top of the page). */
  anchor: string;
  /** Content hits: about 100 characters of text around the match. */
  statement?: string;
  /** Ranges to highlight, in `statement` for content hits, in `header` otherwise. */
  highlights: Highlight[];
}

export interface SearchGroup {
  routePath: string;
  title: string;
  hits: SearchHit[];
}

export interface SearchOptions {
  /** Total number of hits (default 7). */
  limit?: number;
}

export interface Section {
  page: number;
  anchor: string;
  heading: string;
  foldedHeading: string;
  /** '' until its shard is loaded. */
  text: string;
  foldedText: string;
}

export interface Page {
  routePath: string;
  title: string;
  foldedTitle: string;
  /** Its sections (positions in `SearchIndex.sections`). */
  sections: number[];
  /** The text shard holding its sections (a position in `SearchIndex.shards`). */
  shard: number;
}

export interface Shard {
  /** Its first page. */
  first: number;
  file: string;
  /** Attached, or given up on (failed to load): either way nothing more will come. */
  state: 'missing' | 'loaded' | 'failed';
}

export interface SearchIndex {
  lang: string;
  version: string;
  /** Where the index was fetched from (its shards are beside it); '' when not fetched. */
  url: string;
  pages: Page[];
  /** Every page's sections, in page order; headings and texts are '' until their shard is loaded. */
  sections: Section[];
  shards: Shard[];
  lunr: lunr.Index;
  /** The index's CJK terms of 2+ characters: how the browser cuts a Chinese query. */
  dict: CjkDict;
  /** Terms in the body of more than half of the pages, which the index leaves out of body fields. */
  commonTerms: Set<string>;
  resultCache: Map<string, SearchGroup[]>;
  /** Query → its parse and lunr's scored pages (rank.ts `rankQuery`): they need the index alone, so no text arriving changes them. */
  rankCache: Map<string, { parsed: ParsedQuery; pages: PageResult[]; matched: Set<string> }>;
  /** Folded word → index term through the search pipeline ('' for none). */
  termCache: Map<string, string>;
  /** Set when loading failed (the index is then empty). */
  failed?: boolean;
}

/** A term of an alternative: an index term, or a prefix (`wildcard`). */
export interface AltTerm {
  term: string;
  wildcard: boolean;
}

export interface Alt {
  terms: AltTerm[];
  boost: number;
}

export interface Clause {
  /** Folded text of the word, for phrase checks. */
  text: string;
  cjk: boolean;
  alts: Alt[];
  /** The clause's weight in coverage (idf of its rarest-matching alternative); 0 = found nowhere. */
  importance: number;
}

export interface ParsedQuery {
  /** Folded, whitespace-collapsed query. */
  folded: string;
  /** The same without its question phrasing (phrasing.ts): what the query asks about. */
  core: string;
  clauses: Clause[];
  /** CJK runs, matched as written on the records. */
  phrases: string[];
}

export interface PageResult {
  p: number;
  score: number;
  /** Index terms lunr matched in this page, by field. */
  fields: Map<string, Set<string>>;
}

export interface Ranked {
  parsed: ParsedQuery;
  /** How many of `pages` lunr found (the rest hold a Chinese run as written). */
  found: number;
  /** Every index term lunr matched (for highlights). */
  matched: Set<string>;
  pages: PageResult[];
  /** The first two letters (one for a one-letter term) of every term matched and prefix: a word starting otherwise matches none. */
  starts?: Set<string>;
  /** The query's prefixes (wildcard terms), for highlights. */
  prefixes?: string[];
  /** Folded word of a text → the terms it matched ([] for none), worked out once per query (snippets.ts). */
  wordHits?: Map<string, string[]>;
}
