/**
 * Build side of search: writes one index file per (language, version) into `<outDir>/static/`,
 * named `search_index.<lang>[.<version>].<hash8>.json`. The hash is of the input (the documents and
 * the index format), so the name is known before the index is built and the build can bundle while
 * a worker builds the indexes. Same input → same name and byte-identical file.
 *
 * The file carries each page's title and each section's heading, anchor and text (compressed with
 * codec.ts), plus for Chinese the dictionary of words jieba finds in the text. nodejieba is
 * imported lazily, only when a Chinese document exists.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compressText, toBase64 } from './codec.ts';
import { INDEX_CODEC, INDEX_FORMAT, INDEX_VERSION, predictAnchors, type IndexFile, type IndexPayload, type PayloadSection } from './format.ts';
import { cjkRuns, isCjkCode, normalizeText } from './tokenize.ts';
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
}

export function usesJieba(lang: string): boolean {
  return /^zh\b/i.test(lang);
}

/** The dictionary for a set of texts: CJK-only words of 2–12 characters that jieba finds. */
export async function buildDictionary(texts: string[]): Promise<string[]> {
  const runs: string[] = [];
  for (const text of texts) for (const run of cjkRuns(text)) if (run.end - run.start >= 2) runs.push(text.slice(run.start, run.end));
  const jieba = loadJieba(runs);
  const words = new Set<string>();
  for (const run of runs) {
    // Dictionary words only (no HMM guesses): a smaller dictionary, and the same ranking quality.
    for (const w of jieba.cutForSearch(run, false)) {
      if (w.length < 2 || w.length > 12) continue;
      let cjk = true;
      for (let i = 0; i < w.length; i++) if (!isCjkCode(w.charCodeAt(i))) cjk = false;
      if (cjk) words.add(w);
    }
  }
  return [...words].sort();
}

/** The payload of one index (pure; exported for tests and the benchmark). */
export async function buildPayload(docs: SearchDocument[], lang: string): Promise<IndexPayload> {
  const sorted = [...docs].sort(byRoute);
  const pages: IndexPayload['pages'] = [];
  const sections: PayloadSection[] = [];
  const texts: string[] = [];
  for (const doc of sorted) {
    const p = pages.length;
    const title = normalizeText(doc.title ?? '').trim();
    pages.push([doc.routePath, title]);
    texts.push(title);
    const kept = doc.sections
      .map((s) => ({ anchor: s.anchor ?? '', heading: normalizeText(s.heading ?? '').trim(), text: normalizeText(s.text ?? '').replace(/\s+/g, ' ').trim() }))
      .filter((s) => s.heading || s.text);
    // Anchors are left out when the browser can derive them from the headings (most of them).
    const predicted = predictAnchors(title, kept.map((s) => s.heading));
    kept.forEach((s, i) => {
      sections.push(s.anchor === predicted[i] ? [p, s.heading, s.text] : [p, s.heading, s.text, s.anchor]);
      texts.push(s.heading, s.text);
    });
  }
  const hasCjk = texts.some((t) => {
    for (let i = 0; i < t.length; i++) if (isCjkCode(t.charCodeAt(i))) return true;
    return false;
  });
  const dict = usesJieba(lang) && hasCjk ? (await buildDictionary(texts)).join(' ') : '';
  return { pages, sections, dict };
}

/** Serialises a payload into the index file's JSON text. */
export function encodeIndexFile(payload: IndexPayload, lang: string, version: string): string {
  const json = JSON.stringify(payload);
  const file: IndexFile = {
    format: INDEX_FORMAT,
    v: INDEX_VERSION,
    lang,
    version,
    codec: INDEX_CODEC,
    length: json.length,
    data: toBase64(compressText(json)),
  };
  return JSON.stringify(file);
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
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
  return ordered.map((g) => {
    const sorted = [...g.docs].sort(byRoute);
    const hash = createHash('sha256').update(JSON.stringify([INDEX_FORMAT, INDEX_VERSION, INDEX_CODEC, BUILDER_VERSION, g.lang, g.version, sorted])).digest('hex').slice(0, 8);
    const file = `static/search_index.${safe(g.lang)}${g.version ? '.' + safe(g.version) : ''}.${hash}.json`;
    return { lang: g.lang, version: g.version, file, docs: sorted };
  });
}

/** Bump when the builder's output changes for the same documents (the name must change with it). */
const BUILDER_VERSION = 1;

export async function writeSearchIndex(plan: SearchIndexPlan, outDir: string): Promise<void> {
  const content = encodeIndexFile(await buildPayload(plan.docs, plan.lang), plan.lang, plan.version);
  await mkdir(join(outDir, 'static'), { recursive: true });
  await writeFile(join(outDir, plan.file), content);
}

export async function writeSearchIndexes(docs: SearchDocument[], outDir: string): Promise<WrittenIndex[]> {
  const plans = planSearchIndexes(docs);
  for (const plan of plans) await writeSearchIndex(plan, outDir);
  return plans.map(({ lang, version, file }) => ({ lang, version, file }));
}
