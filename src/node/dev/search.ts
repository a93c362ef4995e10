/**
 * The dev server's search: a language's index and section texts, made by the build's functions
 * (`searchDocuments`, `writeSearchIndexes`) from every page of the language, compiled for it. Made on
 * the first request, and again on the first request after the content changed.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { Project } from '../pipeline/project.ts';
import { searchDocuments } from '../pipeline/site-model.ts';
import type { DevPages } from './pages.ts';

interface SearchFiles {
  index: string;
  text: string;
}

export class DevSearch {
  private cache = new Map<string, { version: number; files: Promise<SearchFiles | null> }>();
  private version = 0;

  constructor(
    private readonly settings: () => { config: ResolvedSiteConfig; project: Project } | undefined,
    private readonly pages: () => DevPages | undefined,
    private readonly outDir: () => string,
    /** Called once the language's pages are compiled (their errors are news). */
    private readonly compiled: () => void,
  ) {}

  /** The content changed: indexes are made again when next asked for. */
  invalidate(): void {
    this.version++;
  }

  /** The search index of a language, or its section texts (null: no local search, or no such language). */
  async get(lang: string, kind: 'index' | 'text' = 'index'): Promise<string | null> {
    const current = this.settings();
    const search = current?.config.search;
    if (!current || !search || search.mode !== 'local' || !current.project.ctx.langs.includes(lang)) return null;
    let cached = this.cache.get(lang);
    if (!cached || cached.version !== this.version) {
      const files = this.build(lang);
      this.cache.set(lang, (cached = { version: this.version, files }));
      files.catch(() => this.cache.delete(lang));
    }
    const files = await cached.files;
    return files ? files[kind] : null;
  }

  private async build(lang: string): Promise<SearchFiles | null> {
    const pages = this.pages();
    if (!pages) return null;
    const entries = [...pages.all()].filter((e) => e.source.lang === lang);
    for (const entry of entries) await pages.ensureCompiled(entry);
    this.compiled();
    const docs = searchDocuments(
      entries.map((e) => e.source),
      (route) => pages.get(route)?.compiled,
    );
    const { writeSearchIndexes } = await import('../search/build-index.ts');
    const dir = join(this.outDir(), 'search', lang, String(this.version));
    const written = await writeSearchIndexes(docs, dir);
    const file = written.find((w) => w.lang === lang);
    const files = file ? { index: readFileSync(join(dir, file.file), 'utf8'), text: readFileSync(join(dir, file.textFile), 'utf8') } : null;
    rmSync(dir, { recursive: true, force: true });
    return files;
  }
}
