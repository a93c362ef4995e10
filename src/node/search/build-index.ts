/**
 * Build side of search: writes one index file per (language, version) into `<outDir>/static/`,
 * named `search_index.<lang>[.<version>].<hash8>.json`. The hash is of the input (the documents and
 * the builder's version), so the name is known before the index is built and the build can bundle
 * while a worker builds the indexes. Same input → same name and byte-identical file.
 *
 * Two plain JSON files (format.ts): the index (pages, each section's heading and anchor, and a
 * serialised `lunr.Index` with one document per page) and the section texts, named alike. Tokens come from tokenize.ts (Latin runs with their case; for Chinese, jieba's words and
 * every bigram), then go through the pipelines of lunr-setup.ts. jieba (@node-rs/jieba) is loaded only when a
 * Chinese document exists.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIELD_BOOSTS, INDEX_FORMAT, INDEX_VERSION, predictAnchors, routeWords, searchIndexStem, textFileUrl, type IndexFile, type PayloadPage, type PayloadSection, type SerialisedIndex, type TextFile } from '../../shared/search/format.ts';
import { configureBuilder, lunr, usesChinese, withCommonTerms } from '../../shared/search/lunr-setup.ts';
import { cjkRuns, normalizeText, tokenizeText } from '../../shared/search/tokenize.ts';
import { loadJieba } from './jieba.ts';

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
  /** The section texts that go with it, e.g. 'static/search_text.zh.3f2a9c1b.json'. */
  textFile: string;
}

/** The records of an index: pages and their sections (with their texts), in route order. */
export function buildRecords(docs: SearchDocument[]): { pages: PayloadPage[]; sections: PayloadSection[]; texts: string[] } {
  const pages: PayloadPage[] = [];
  const sections: PayloadSection[] = [];
  const texts: string[] = [];
  for (const doc of [...docs].sort(byRoute)) {
    const p = pages.length;
    const title = normalizeText(doc.title ?? '').trim();
    pages.push([doc.routePath, title]);
    const kept = doc.sections
      .map((s) => ({ anchor: s.anchor ?? '', heading: normalizeText(s.heading ?? '').trim(), text: normalizeText(s.text ?? '').replace(/\s+/g, ' ').trim() }))
      .filter((s) => s.heading || s.text);
    // Anchors are left out when the browser can derive them from the headings (most of them).
    const predicted = predictAnchors(title, kept.map((s) => s.heading));
    kept.forEach((s, i) => {
      sections.push(s.anchor === predicted[i] ? [p, s.heading] : [p, s.heading, s.anchor]);
      texts.push(s.text);
    });
  }
  return { pages, sections, texts };
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

/** The files of one language (and version): the index (records plus the serialised lunr index) and the texts. */
export function buildIndexFiles(docs: SearchDocument[], lang: string, version: string): { index: IndexFile; text: TextFile } {
  const { pages, sections, texts } = buildRecords(docs);
  let cutCjk: (run: string) => string[] = () => [];
  if (usesChinese(lang)) {
    const hasCjk = [...pages.map(([, title]) => title), ...sections.map(([, heading]) => heading), ...texts].some((t) => cjkRuns(t).length > 0);
    if (hasCjk) {
      const jieba = loadJieba();
      // Dictionary words only (no HMM guesses): the browser cuts queries with the index's own words.
      // Runs repeat (a lead is the start of its page's text; phrases recur across pages): cut each once.
      const cuts = new Map<string, string[]>();
      cutCjk = (run) => {
        let words = cuts.get(run);
        if (!words) cuts.set(run, (words = jieba.cutForSearch(run, false)));
        return words;
      };
    }
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
  return {
    index: { format: INDEX_FORMAT, v: INDEX_VERSION, lang, version, pages, sections, commonTerms: [...common].sort(), index: roundWeights(index.toJSON() as SerialisedIndex) },
    text: { format: INDEX_FORMAT, v: INDEX_VERSION, texts },
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
    const hash = createHash('sha256').update(JSON.stringify([INDEX_FORMAT, INDEX_VERSION, BUILDER_VERSION, lunr.version, FIELD_BOOSTS, COMMON_SHARE, g.lang, g.version, sorted])).digest('hex').slice(0, 8);
    const file = `${searchIndexStem(g.lang, g.version)}.${hash}.json`;
    return { lang: g.lang, version: g.version, file, textFile: textFileUrl(file), docs: sorted };
  });
}

/** Bump when the builder's output changes for the same documents (the name must change with it). */
const BUILDER_VERSION = 4;

/** The contents of one language's (and version's) two files, as written. */
export function searchIndexTexts(docs: SearchDocument[], lang: string, version: string): { index: string; text: string } {
  const files = buildIndexFiles(docs, lang, version);
  return { index: JSON.stringify(files.index), text: JSON.stringify(files.text) };
}

export async function writeSearchIndex(plan: SearchIndexPlan, outDir: string): Promise<void> {
  const files = searchIndexTexts(plan.docs, plan.lang, plan.version);
  await mkdir(join(outDir, 'static'), { recursive: true });
  await writeFile(join(outDir, plan.file), files.index);
  await writeFile(join(outDir, plan.textFile), files.text);
}

export async function writeSearchIndexes(docs: SearchDocument[], outDir: string): Promise<WrittenIndex[]> {
  const plans = planSearchIndexes(docs);
  for (const plan of plans) await writeSearchIndex(plan, outDir);
  return plans.map(({ lang, version, file, textFile }) => ({ lang, version, file, textFile }));
}
