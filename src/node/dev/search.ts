/**
 * The dev server's search: one index (and its section texts) per language and version, as the build
 * has them, made by the build's functions (`searchDocuments`, `searchIndexTexts`) from the pages of
 * that language and version, compiled for it. Dev names the files as the build does but without the
 * hash (`static/search_index.en.v1.json`), so the site data's URLs stay put while the content changes.
 * Made on the first request, and again on the first request after the content changed.
 */
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { searchIndexKey, searchIndexStem, searchTextStem } from '../../shared/search/format.ts';
import type { PageSource } from '../content/scan.ts';
import type { Project } from '../pipeline/project.ts';
import { searchDocuments } from '../pipeline/site-model.ts';
import type { DevPages } from './pages.ts';

interface SearchFiles {
  index: string;
  /** The text shards by path under the base (`static/search_text.en.v1.<hash>.json`). */
  shards: Map<string, string>;
}

interface IndexOf {
  lang: string;
  version: string;
}

/** The languages and versions the pages are in, by the path (under the base) of their index file. */
function indexFiles(sources: readonly PageSource[]): Map<string, IndexOf> {
  const files = new Map<string, IndexOf>();
  for (const { lang, version = '' } of sources) files.set(`${searchIndexStem(lang, version)}.json`, { lang, version });
  return files;
}

/** The site data's `search.indexes` in dev: each language's (and version's) index URL, keyed as the build keys them. */
export function devSearchIndexUrls(config: ResolvedSiteConfig, sources: readonly PageSource[]): Record<string, string> {
  if (config.search === false || config.search.mode !== 'local') return {};
  const urls: Record<string, string> = {};
  for (const [file, { lang, version }] of [...indexFiles(sources)].sort(([a], [b]) => (a < b ? -1 : 1))) urls[searchIndexKey(lang, version)] = config.base + file;
  return urls;
}

export class DevSearch {
  private cache = new Map<string, { version: number; files: Promise<SearchFiles> }>();
  private version = 0;

  constructor(
    private readonly settings: () => { config: ResolvedSiteConfig; project: Project } | undefined,
    private readonly pages: () => DevPages | undefined,
    /** Called once the pages of an index are compiled (their errors are news). */
    private readonly compiled: () => void,
  ) {}

  /** The content changed: indexes are made again when next asked for. */
  invalidate(): void {
    this.version++;
  }

  /**
   * A search file by its path under the base (`static/search_index.en.v1.json`, or one of its text
   * shards, `static/search_text.en.v1.<hash>.json`); null when there is no local search or no such file.
   */
  async get(path: string): Promise<string | null> {
    const search = this.settings()?.config.search;
    const pages = this.pages();
    if (!search || search.mode !== 'local' || !pages) return null;
    const files = indexFiles(pages.sources);
    const shardOf = ([, { lang, version }]: [string, IndexOf]) => /^[0-9a-f]{8}\.json$/.test(path.slice(searchTextStem(lang, version).length + 1)) && path.startsWith(searchTextStem(lang, version) + '.');
    const indexPath = files.has(path) ? path : [...files].find(shardOf)?.[0];
    const of = indexPath && files.get(indexPath);
    if (!of) return null;
    let cached = this.cache.get(indexPath);
    if (!cached || cached.version !== this.version) {
      const made = this.build(pages, of);
      this.cache.set(indexPath, (cached = { version: this.version, files: made }));
      made.catch(() => this.cache.delete(indexPath));
    }
    const made = await cached.files;
    return indexPath === path ? made.index : (made.shards.get(path) ?? null);
  }

  private async build(pages: DevPages, { lang, version }: IndexOf): Promise<SearchFiles> {
    const entries = [...pages.all()].filter((e) => e.source.lang === lang && (e.source.version ?? '') === version);
    for (const entry of entries) await pages.ensureCompiled(entry);
    this.compiled();
    const docs = searchDocuments(
      entries.map((e) => e.source),
      (route) => pages.get(route)?.compile.result,
    );
    const { searchIndexTexts } = await import('../search/build-index.ts');
    return searchIndexTexts(docs, lang, version);
  }
}
