/**
 * Page compilation for the dev server: one page at a time, on demand, sharing the build's on-disk
 * compile cache (same keys, same files), so a page the last build compiled costs one JSON read.
 * Cache misses compile in this process; the Markdown compiler and shiki load on the first miss, not
 * at start-up. Colour classes of highlighted code are collected for the dev stylesheet, and written
 * back to the cache so a later `docsite build` that hits the cache still has every class.
 */
import { FRONT_MATTER_BLOCK, readFrontMatter } from '../markdown/plugins/frontmatter.ts';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompileInput, CompiledPage } from '../markdown/compile.ts';
import type { HighlighterOptions } from '../markdown/highlighter-settings.ts';
import { codeClassesIn, compileCacheKey, highlighterSettings, parseCssRules, readCacheEntry, readCodeCss, writeCacheEntry, type HighlighterSettings } from '../pipeline/compile-pages.ts';

export class DevCompiler {
  private readonly pagesDir?: string;
  private readonly cssFile?: string;
  /** Colour class → CSS rule, seeded from the build's cache. */
  readonly codeCss = new Map<string, string>();
  /** Bumped whenever codeCss gains rules. */
  cssVersion = 0;
  /** Called after cssVersion changed. */
  onCss: () => void = () => {};
  private highlighter: HighlighterOptions;
  private keySettings: HighlighterSettings;
  private configured = false;

  /** `highlighter` as the build makes it for the same sources (`siteHighlighter`), so both share cache entries. */
  constructor(options: { cacheDir?: string; highlighter: HighlighterOptions }) {
    this.highlighter = options.highlighter;
    this.keySettings = highlighterSettings(options.highlighter);
    if (options.cacheDir) {
      this.pagesDir = join(options.cacheDir, 'pages');
      this.cssFile = join(options.cacheDir, 'code-css.json');
      this.readCssFile();
    }
  }

  /** True when the options changed (pages compiled before were highlighted otherwise). */
  setHighlighter(options: HighlighterOptions): boolean {
    if (JSON.stringify(options) === JSON.stringify(this.highlighter)) return false;
    this.highlighter = options;
    this.keySettings = highlighterSettings(options);
    this.configured = false;
    return true;
  }

  private readCssFile(): boolean {
    return !!this.cssFile && readCodeCss(this.cssFile, this.codeCss);
  }

  css(): string {
    return [...this.codeCss.values()].join('\n');
  }

  /** Compiles one page or fragment; DocsiteError (with file:line:column and a code frame) on failure. */
  async compile(input: CompileInput): Promise<CompiledPage> {
    const key = compileCacheKey(input, this.keySettings);
    const cached = this.pagesDir ? join(this.pagesDir, key + '.json') : undefined;
    const hit = cached ? readCacheEntry(cached) : undefined;
    if (hit) {
      // A class the page uses may be missing when another process (a build) wrote this entry.
      if (this.missingClasses(hit.code) && this.readCssFile()) this.bumpCss();
      return hit;
    }
    const [{ compilePage }, highlighter] = await Promise.all([import('../markdown/compile.ts'), import('../markdown/highlighter.ts')]);
    if (!this.configured) {
      highlighter.configureHighlighter(this.highlighter);
      this.configured = true;
    }
    const page = await compilePage(input);
    const before = this.codeCss.size;
    parseCssRules(highlighter.collectedCodeCss(), this.codeCss);
    const cssChanged = this.codeCss.size !== before;
    if (cssChanged) this.bumpCss();
    if (cached && this.pagesDir) {
      try {
        mkdirSync(this.pagesDir, { recursive: true });
        if (cssChanged) this.writeCssFile();
        writeCacheEntry(cached, page);
      } catch {
        // the cache is an optimisation: a read-only project still works
      }
    }
    return page;
  }

  private warmed = false;

  /**
   * Compiles a page a few times, throwing the results away, while the server is idle after its
   * first response: loads the Markdown compiler and lets V8 optimise it, so the author's first
   * edits are as fast as the later ones. Never touches the cache.
   */
  async warmUp(input: CompileInput, rounds = 3): Promise<void> {
    if (this.warmed) return;
    this.warmed = true;
    const [{ compilePage }, highlighter] = await Promise.all([import('../markdown/compile.ts'), import('../markdown/highlighter.ts')]);
    if (!this.configured) {
      highlighter.configureHighlighter(this.highlighter);
      this.configured = true;
    }
    for (let i = 0; i < rounds; i++) {
      await new Promise((r) => setTimeout(r, 30));
      try {
        await compilePage({ ...input, source: input.source + `\n\n<!-- warm-up ${i} -->\n` });
      } catch {
        return; // a page with an error is no good for warming up
      }
    }
    const before = this.codeCss.size;
    parseCssRules(highlighter.collectedCodeCss(), this.codeCss);
    if (this.codeCss.size !== before) this.bumpCss();
  }

  private bumpCss(): void {
    this.cssVersion++;
    this.onCss();
  }

  private missingClasses(code: string): boolean {
    return codeClassesIn(code).some((name) => !this.codeCss.has(name));
  }

  /** Merges our rules into the cache's code-css.json (before the pages that need them are written). */
  private writeCssFile(): void {
    if (!this.cssFile) return;
    const merged = new Map<string, string>();
    readCodeCss(this.cssFile, merged); // (a damaged file is rewritten)
    for (const [k, v] of this.codeCss) merged.set(k, v);
    const tmp = `${this.cssFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(Object.fromEntries([...merged].sort())));
    renameSync(tmp, this.cssFile);
  }
}

/**
 * A page's title without compiling it: `title:` in the front matter, else the first `# ` heading
 * outside code fences. Used for generated sidebars of pages not compiled yet.
 */
export function quickTitle(source: string): string {
  const fm = FRONT_MATTER_BLOCK.exec(source);
  const { title } = readFrontMatter(source);
  if (typeof title === 'string' || typeof title === 'number') return String(title);
  let fence: string | null = null;
  for (const line of source.slice(fm ? fm[0].length : 0).split(/\r?\n/)) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const h = /^#\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) {
      return h[1]
        .replace(/\s*\{#[^}]*\}\s*$/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*_]/g, '')
        .replace(/<[^>]+>/g, '')
        .trim();
    }
  }
  return '';
}

/** What the site model needs of a page that has not been compiled yet. */
export function stubPage(title: string): CompiledPage {
  return { code: '', meta: { title, frontmatter: {}, toc: [], headingIds: [], links: [], sections: [], excerpt: '', warnings: [], usesOverview: false } };
}
