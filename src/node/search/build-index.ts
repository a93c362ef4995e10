/**
 * Build side of search: writes one index file per (language, version) into `<outDir>/static/`,
 * named `search_index.<lang>[.<version>].<hash8>.json`. The hash is of the input (the documents and
 * the builder's version), so the name is known before the index is built and the build can bundle
 * while a worker builds the indexes. Same input → same name and byte-identical file.
 *
 * Plain JSON files (format.ts): the index (pages and a compact serialised `lunr.Index` with one
 * document per page) and the text shards (sections of consecutive pages, named after their content). Tokens come from tokenize.ts (Latin runs with their case; for Chinese, jieba's words; for
 * Japanese, TinySegmenter's), then go through the pipelines of lunr-setup.ts. jieba (@node-rs/jieba) is loaded
 * only when a Chinese document exists.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIELD_BOOSTS, INDEX_FORMAT, INDEX_VERSION, predictAnchors, routeWords, searchIndexStem, searchTextStem, SHARD_BYTES, type CompactIndex, type IndexFile, type PayloadPage, type PayloadSection, type PayloadShard, type SerialisedIndex, type ShardFile } from '../../shared/search/format.ts';
import { configureBuilder, lunr, usesChinese, usesJapanese, withCommonTerms } from '../../shared/search/lunr-setup.ts';
import { cjkRuns, normalizeText, tokenizeText } from '../../shared/search/tokenize.ts';
import { loadJieba } from './jieba.ts';
import { segmentJapanese } from './tiny-segmenter.ts';

export interface SearchDocument {
  routePath: string;
  lang: string;
  version: string;
  title: string;
  /** Text per heading section; anchor '' = the intro before the first heading. */
  sections: { anchor: string; heading: string; depth: number; text: string }[];
}

export interface WrittenIndex {
  lang: string;
  version: string;
  /** Path relative to outDir, e.g. 'static/search_index.zh.3f2a9c1b.json'. */
  file: string;
}

/** The records of an index: pages and, per page, its sections (heading, text, anchor), in route order. */
export function buildRecords(docs: SearchDocument[]): { pages: PayloadPage[]; sections: PayloadSection[][] } {
  const pages: PayloadPage[] = [];
  const sections: PayloadSection[][] = [];
  for (const doc of [...docs].sort(byRoute)) {
    const title = normalizeText(doc.title ?? '').trim();
    const kept = doc.sections
      .map((s) => ({ anchor: s.anchor ?? '', heading: normalizeText(s.heading ?? '').trim(), text: normalizeText(s.text ?? '').replace(/\s+/g, ' ').trim() }))
      .filter((s) => s.heading || s.text);
    // Anchors are left out when the browser can derive them from the headings (most of them).
    const predicted = predictAnchors(title, kept.map((s) => s.heading));
    pages.push([doc.routePath, title, kept.length]);
    sections.push(kept.map((s, i): PayloadSection => (s.anchor === predicted[i] ? [s.heading, s.text] : [s.heading, s.text, s.anchor])));
  }
  return { pages, sections };
}

/**
 * lunr's JSON (`lunr.Index.toJSON()`) in the compact form of format.ts: the postings of each term with
 * the weights of the field vectors, whose keys and term numbers are then derived (`expandIndex`).
 */
export function compactIndex(json: SerialisedIndex): CompactIndex {
  const weights = new Map<string, number>();
  for (const [fieldRef, vector] of json.fieldVectors) {
    for (let i = 0; i < vector.length; i += 2) weights.set(`${fieldRef}\u0000${vector[i]}`, vector[i + 1]);
  }
  const terms = json.invertedIndex.map(([term, posting]): CompactIndex['terms'][number] => {
    const termIndex = posting._index as number;
    const perField = json.fields.map((field) => {
      const list: number[] = [];
      let previous = 0;
      // lunr's refs here are page numbers; an object's integer keys iterate in ascending order
      for (const ref of Object.keys(posting[field] as Record<string, object>)) {
        const weight = weights.get(`${field}/${ref}\u0000${termIndex}`);
        if (weight === undefined) throw new Error(`search index: no weight for ${term} in ${field}/${ref}`);
        list.push(Number(ref) - previous, weight);
        previous = Number(ref);
      }
      return list;
    });
    return [term, termIndex, perField];
  });
  return { version: json.version, fields: json.fields, terms, pipeline: json.pipeline };
}

/** Cuts the pages' sections into shards of consecutive pages of about `SHARD_BYTES` of JSON each, named after their content. */
function shardSections(sections: PayloadSection[][], lang: string, version: string): { entry: PayloadShard; text: string }[] {
  const shards: { entry: PayloadShard; text: string }[] = [];
  const stem = searchTextStem(lang, version).replace(/^static\//, '');
  let first = 0;
  let size = 0;
  const flush = (end: number) => {
    const file: ShardFile = { format: INDEX_FORMAT, v: INDEX_VERSION, first, sections: sections.slice(first, end).flat() };
    const text = JSON.stringify(file);
    shards.push({ entry: [first, `${stem}.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.json`], text });
    first = end;
    size = 0;
  };
  sections.forEach((page, p) => {
    size += JSON.stringify(page).length;
    if (size >= SHARD_BYTES) flush(p + 1);
  });
  if (first < sections.length) flush(sections.length);
  return shards;
}

/**
 * The serialised index with its term weights (BM25 × field boost, which lunr writes with three
 * decimals) kept to two significant digits: ranking does not see the difference, and the numbers are
 * most of what gzip cannot squeeze (the Chinese index: −15 % gzip).
 */
function roundWeights(json: SerialisedIndex): SerialisedIndex {
  for (const entry of json.fieldVectors) {
    const vector = entry[1];
    for (let i = 1; i < vector.length; i += 2) vector[i] = Number(vector[i].toPrecision(2));
  }
  return json;
}

/** A body-text term in more than this share of the pages is left out of body fields (lunr-setup.ts `dropCommonTerms`). */
const COMMON_SHARE = 0.5;

/** The files of one language (and version): the index (pages, shard names and the lunr index) and the text shards. */
export function buildIndexFiles(docs: SearchDocument[], lang: string, version: string): { index: IndexFile; shards: ShardFile[]; shardTexts: { file: string; text: string }[] } {
  const { pages, sections: pageSections } = buildRecords(docs);
  // the sections in one list, as lunr's documents are made from them: [page, heading] and the texts
  const sections: [page: number, heading: string][] = [];
  const texts: string[] = [];
  pageSections.forEach((list, p) => list.forEach(([heading, text]) => (sections.push([p, heading]), texts.push(text))));
  let cutCjk: (run: string) => string[] = () => [];
  const hasCjk = () => [...pages.map(([, title]) => title), ...sections.map(([, heading]) => heading), ...texts].some((t) => cjkRuns(t).length > 0);
  // Chinese: jieba's dictionary words (no HMM guesses), the shorter words inside long ones too. Japanese:
  // TinySegmenter's words. The browser cuts queries with the index's own words.
  const cutter = usesChinese(lang) ? (run: string) => loadJieba().cutForSearch(run, false) : usesJapanese(lang) ? segmentJapanese : undefined;
  if (cutter && hasCjk()) {
    // Runs repeat (a lead is the start of its page's text; phrases recur across pages): cut each once.
    const cuts = new Map<string, string[]>();
    cutCjk = (run) => {
      let words = cuts.get(run);
      if (!words) cuts.set(run, (words = cutter(run)));
      return words;
    };
  }
  // lunr passes the field's name in the metadata; tokens keep it (dropCommonTerms reads it)
  const tokenizer = (value: unknown, metadata?: object) => (value == null ? [] : tokenizeText(String(value), cutCjk).map((t) => new lunr.Token(t.str, { ...metadata })));
  const builder = new lunr.Builder();
  configureBuilder(builder, lang);
  (builder as unknown as { tokenizer: typeof tokenizer }).tokenizer = tokenizer;
  builder.ref('id');
  for (const [field, boost] of Object.entries(FIELD_BOOSTS)) builder.field(field, { boost });
  const leads: string[] = pages.map(() => '');
  const headings: string[][] = pages.map(() => []);
  const bodies: string[][] = pages.map(() => []);
  sections.forEach(([p, heading], s) => {
    if (heading) headings[p].push(heading);
    // the intro (the text before the first heading) says what the page is about
    if (!heading && !headings[p].length && !bodies[p].length) leads[p] = texts[s];
    else if (texts[s]) bodies[p].push(texts[s]);
  });
  const documents = pages.map(([routePath, title], p) => ({ id: String(p), title: `${title}\n${routeWords(routePath, lang)}`, lead: leads[p], heading: headings[p].join('\n'), text: bodies[p].join('\n') }));
  // terms of the body text in more than half of the pages (sites of 20 pages or more)
  const common = new Set<string>();
  if (documents.length >= 20) {
    const pagesWith = new Map<string, number>();
    for (const doc of documents) {
      const terms = new Set<string>();
      for (const field of ['lead', 'text'] as const) for (const t of builder.pipeline.run(tokenizer(doc[field]))) terms.add(t.toString());
      for (const t of terms) pagesWith.set(t, (pagesWith.get(t) ?? 0) + 1);
    }
    for (const [t, n] of pagesWith) if (n > documents.length * COMMON_SHARE) common.add(t);
  }
  const index = withCommonTerms(common, () => {
    for (const doc of documents) builder.add(doc);
    return builder.build();
  });
  const shards = shardSections(pageSections, lang, version);
  return {
    index: { format: INDEX_FORMAT, v: INDEX_VERSION, lang, version, pages, shards: shards.map((s) => s.entry), commonTerms: [...common].sort(), index: compactIndex(roundWeights(index.toJSON() as SerialisedIndex)) },
    shards: shards.map((s) => JSON.parse(s.text) as ShardFile),
    shardTexts: shards.map((s) => ({ file: `static/${s.entry[1]}`, text: s.text })),
  };
}

export interface SearchIndexPlan extends WrittenIndex {
  docs: SearchDocument[];
}

const byRoute = (a: SearchDocument, b: SearchDocument) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0);

/** Groups the documents into index files and names each one after a hash of what goes into it. */
export function planSearchIndexes(docs: SearchDocument[]): SearchIndexPlan[] {
  const groups = new Map<string, { lang: string; version: string; docs: SearchDocument[] }>();
  for (const doc of docs) {
    const version = doc.version ?? '';
    const key = `${doc.lang}\u0000${version}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { lang: doc.lang, version, docs: [] }));
    g.docs.push(doc);
  }
  const ordered = [...groups.values()].sort((a, b) => (a.lang + '\u0000' + a.version < b.lang + '\u0000' + b.version ? -1 : 1));
  return ordered.map((g) => {
    const sorted = [...g.docs].sort(byRoute);
    // Japanese indexes hold TinySegmenter's words since they were added: their names changed with them, no other's.
    const cutter = usesJapanese(g.lang) ? ['tinyseg'] : [];
    const hash = createHash('sha256').update(JSON.stringify([INDEX_FORMAT, INDEX_VERSION, BUILDER_VERSION, lunr.version, FIELD_BOOSTS, COMMON_SHARE, SHARD_BYTES, g.lang, g.version, sorted, ...cutter])).digest('hex').slice(0, 8);
    const file = `${searchIndexStem(g.lang, g.version)}.${hash}.json`;
    return { lang: g.lang, version: g.version, file, docs: sorted };
  });
}

/** Bump when the builder's output changes for the same documents (the name must change with it). */
const BUILDER_VERSION = 5;

/** The contents of one language's (and version's) files, as written: the index and its shards (path under outDir → JSON). */
export function searchIndexTexts(docs: SearchDocument[], lang: string, version: string): { index: string; shards: Map<string, string> } {
  const files = buildIndexFiles(docs, lang, version);
  return { index: JSON.stringify(files.index), shards: new Map(files.shardTexts.map((s) => [s.file, s.text])) };
}

/** Writes an index and its shards; returns the shards' paths under outDir. */
export async function writeSearchIndex(plan: SearchIndexPlan, outDir: string): Promise<string[]> {
  const files = searchIndexTexts(plan.docs, plan.lang, plan.version);
  await mkdir(join(outDir, 'static'), { recursive: true });
  await writeFile(join(outDir, plan.file), files.index);
  for (const [file, text] of files.shards) await writeFile(join(outDir, file), text);
  return [...files.shards.keys()];
}

export async function writeSearchIndexes(docs: SearchDocument[], outDir: string): Promise<WrittenIndex[]> {
  const plans = planSearchIndexes(docs);
  for (const plan of plans) await writeSearchIndex(plan, outDir);
  return plans.map(({ lang, version, file }) => ({ lang, version, file }));
}
