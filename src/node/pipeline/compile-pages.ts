/**
 * Compiles every page once per content hash: results are cached on disk (`.docsite-cache/`), and
 * the misses are shared between a pool of worker threads and this thread, which also highlights every
 * code block, when there are enough of them to pay off.
 */
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CodeFacts, CompileInput, CompiledPage } from '../markdown/compile.ts';
import { markdownImportsIn } from './check-links.ts';
import type { HighlightRequest } from '../markdown/highlighter.ts';
import { INSTALL_TABS, codeLanguagesIn, DEFAULT_THEMES, grammarsToLoad, type HighlighterOptions } from '../markdown/highlighter-settings.ts';
import { cacheKey } from './cache-key.ts';
import { includedSources } from '../markdown/includes.ts';
import { findFencedCode } from '../markdown/code-fences.ts';
import { WorkerCrashError, WorkerPool } from './worker-pool.ts';
import { compileWorkerScript, defaultCompileWorkerCount, MIN_PAGES_FOR_WORKERS, startCompileWorkers, stopCompileWorkers, type CompileWorkers } from './compile-workers.ts';
import { DocsiteError } from '../errors.ts';

/** Bump when the compiler's output changes shape for reasons the cache key does not show (see cache-key.ts). */
const COMPILER_VERSION = '15';

/**
 * Entries neither a build nor the dev server has used for this long are removed after each build. Every
 * edit of a page adds an entry; keeping a week of them lets a branch switched back to compile from the cache.
 */
export const CACHE_ENTRY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes entries of the compile cache that `used` does not name and nobody touched within the maximum age. */
export function pruneCompileCache(dir: string, used: ReadonlySet<string>, now = Date.now()): number {
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (used.has(name)) continue;
    const file = join(dir, name);
    try {
      if (now - statSync(file).mtimeMs <= CACHE_ENTRY_MAX_AGE_MS) continue;
      rmSync(file, { force: true });
      removed++;
    } catch {
      // removed meanwhile by another build
    }
  }
  return removed;
}

/**
 * A cache entry is two files: `<key>.json` (the page's meta and the facts of its code a build reads,
 * `codeFacts`) and `<key>.js` (the code). A build whose bundle is reused then never reads the code
 * (about half of a warm build's reading and garbage for the Rsbuild site).
 */
function codeFileOf(entryFile: string): string {
  return entryFile.replace(/\.json$/, '.js');
}

/** The names of an entry's files in the cache folder. */
export function cacheEntryFiles(key: string): [meta: string, code: string] {
  return [key + '.json', key + '.js'];
}

/** The facts of compiled code a build reads without bundling it (see `CodeFacts`). */
export function codeFactsOf(page: CompiledPage): CodeFacts {
  return page.codeFacts ?? { markdownImports: markdownImportsIn(page.code), codeClasses: [...new Set(codeClassesIn(page.code))].sort() };
}

/**
 * A cache hit refreshes its entry's age only once the entry is this old: pruning (a week) then counts from
 * at most a day before the last use, and a warm build spares two writes of file times per page.
 */
export const CACHE_ENTRY_TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A compiled page from the cache, or undefined when it is missing or damaged (then it is compiled
 * again). Its `code` is read from the cache the first time it is asked for. A hit on an entry last
 * marked more than a day ago marks it as used now, so pruning measures age from the last use.
 */
export function readCacheEntry(file: string): CompiledPage | undefined {
  const codeFile = codeFileOf(file);
  let page: CompiledPage;
  let touched: number;
  try {
    const fd = openSync(file, 'r');
    let text: string;
    try {
      touched = fstatSync(fd).mtimeMs;
      text = readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
    const entry = JSON.parse(text) as Partial<CompiledPage>;
    if (!entry.meta || !entry.codeFacts) return undefined;
    page = { code: '', meta: entry.meta, codeFacts: entry.codeFacts };
  } catch {
    return undefined;
  }
  if (Date.now() - touched <= CACHE_ENTRY_TOUCH_AFTER_MS) {
    if (!existsSync(codeFile)) return undefined;
  } else {
    try {
      const now = new Date();
      utimesSync(file, now, now);
      utimesSync(codeFile, now, now);
    } catch (error) {
      // a read-only cache still works (its entries just age from their creation); a missing code file is a miss
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    }
  }
  let code: string | undefined;
  Object.defineProperty(page, 'code', {
    enumerable: true,
    get: () => (code ??= readFileSync(codeFile, 'utf8')),
    set: (value: string) => {
      code = value;
    },
  });
  return page;
}

/** Writes a compiled page into the cache, whole or not at all (a build and a dev server may share the cache): the code first, the meta file that makes it an entry last. Shared with the dev server. */
export function writeCacheEntry(file: string, page: CompiledPage): void {
  const write = (target: string, content: string) => {
    const tmp = `${target}.${process.pid}.tmp`;
    writeFileSync(tmp, content);
    renameSync(tmp, target);
  };
  write(codeFileOf(file), page.code);
  write(file, JSON.stringify({ meta: page.meta, codeFacts: codeFactsOf(page) }));
}

/** Adds the cache's code colour rules (code-css.json) that `into` lacks; true when it added any. A damaged file is a cold cache. Shared with the dev server. */
export function readCodeCss(file: string, into: Map<string, string>): boolean {
  if (!existsSync(file)) return false;
  let added = false;
  try {
    for (const [k, v] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      if (into.has(k)) continue;
      into.set(k, v);
      added = true;
    }
  } catch {
    // a damaged cache is just a cold cache
  }
  return added;
}

export interface CompileJob {
  key: string;
  input: CompileInput;
}

export interface CompileAllOptions {
  cacheDir?: string;
  /** The config's highlighter options; the languages of the jobs' code blocks are added (see `siteHighlighter`). */
  highlighter: HighlighterOptions;
  /** Worker threads to use; 0 compiles in this thread. Defaults to one per core, for large jobs. */
  workers?: number;
  /** Workers the caller started early (see compile-workers.ts): used when there are enough pages for workers, else stopped. */
  started?: CompileWorkers;
  /** The loaded config (project folder and fingerprint): the lead worker loads the config's shiki transformers from it. */
  configRef?: { root: string; fingerprint: string };
  /** Called as files are done (from the cache or compiled), with how many are. */
  onProgress?: (done: number) => void;
  /** The project folder: an error names its page relative to it, as the build's other messages do. */
  root?: string;
}

export interface CompileAllResult {
  pages: Map<string, CompiledPage>;
  /** Each page's compile cache key, by job key: it determines the page's code (the bundle cache's key holds it instead of the code). */
  keys: Map<string, string>;
  /** CSS rules of the code colour classes, by class name. */
  codeCss: Map<string, string>;
  cacheHits: number;
  /** Worker threads used (0: compiled in this thread). */
  workers: number;
}

/** The highlighter a page's code blocks were coloured with: its themes and every grammar loaded (see `HighlighterOptions.langs`). */
export interface HighlighterSettings {
  themes: { light: string; dark: string };
  grammars: string[];
  /** The config fingerprint, when plugins give shiki transformers (their code colours every block). */
  transformers?: string;
}

export function highlighterSettings(options: HighlighterOptions): HighlighterSettings {
  const settings: HighlighterSettings = { themes: options.themes ?? DEFAULT_THEMES, grammars: grammarsToLoad(options.langs ?? []) };
  if (options.transformers?.length) settings.transformers = options.transformersKey ?? 'unkeyed';
  return settings;
}

/**
 * The highlighter options of a build of these sources: the config's themes, and its languages plus
 * every language the sources' code blocks name, all loaded before the first block is highlighted.
 */
export function siteHighlighter(config: HighlighterOptions, sources: Iterable<string>): HighlighterOptions {
  return withCodeLanguages(config, codeLanguagesIn(sources));
}

/** The config's highlighter options with these languages of code blocks added (see `siteHighlighter`). */
export function withCodeLanguages(config: HighlighterOptions, langs: Iterable<string>): HighlighterOptions {
  return { ...config, langs: [...new Set([...(config.langs ?? []), ...langs])].sort() };
}

/** A page whose code blocks the highlighter colours: a fence, or Docusaurus's `<CodeBlock>` (docusaurus-code-block.ts). */
const HAS_FENCE = /`{3,}|~{3,}|<CodeBlock\b/;

/**
 * A compiled page's cache key: its input and source, the compiler's and its tools' versions, and, for a
 * page with a fenced code block or install tabs (highlighted too), the highlighter's settings.
 */
export function compileCacheKey(input: CompileInput, highlighter: HighlighterSettings): string {
  const { file, lang, pagePath, ctx, markdown, searchCodeBlocks, source, publicHtml, readmeRoutes, dialect } = input;
  // The site's remark/rehype plugins by the fingerprint of the config's code (absent without any: keys stay as they were).
  const plugins = input.plugins && [input.plugins.fingerprint, input.plugins.settings];
  const settings = { file, lang, pagePath, ctx, markdown, searchCodeBlocks, publicHtml: publicHtml ?? [], highlighter: HAS_FENCE.test(source) || INSTALL_TABS.test(source) ? highlighter : null, plugins, ...(readmeRoutes?.length ? { readmeRoutes } : {}), ...(dialect ? { dialect } : {}) };
  // mdBook includes: the included files are part of what the page compiles from (see includes.ts).
  return cacheKey(`compile-${COMPILER_VERSION}`, settings, source, includedSources(source, file));
}

export function parseCssRules(css: string, into: Map<string, string>): void {
  for (const match of css.matchAll(/\.(sk-[\w-]+)\s*\{[^}]*\}/g)) into.set(match[1], match[0]);
}

/** The code colour classes (`sk-…`) compiled code names (`match`: no match object per hit, as `matchAll` makes). */
export function codeClassesIn(code: string): string[] {
  return code.match(/\bsk-[\w-]+/g) ?? [];
}

/**
 * The colour rules the pages use. The cached rule set also holds classes of pages as they were in
 * earlier builds; keeping only the used ones makes warm and cold builds emit the same CSS.
 */
function usedRules(rules: Map<string, string>, pages: Map<string, CompiledPage>): Map<string, string> {
  const used = new Set<string>();
  for (const page of pages.values()) for (const name of codeFactsOf(page).codeClasses) used.add(name);
  return new Map([...rules].filter(([name]) => used.has(name)));
}

/** Pages a worker is given at once: while some wait for their code blocks, it parses the others. */
const WORKER_PAGES_AT_ONCE = 12;
/**
 * How many pages this thread highlights ahead of the pages handed out. It bounds the blocks waiting in
 * the highlight memo for their page (a few hundred); beyond that, this thread compiles pages itself.
 */
const HIGHLIGHT_LEAD_PAGES = 100;

/**
 * Hands the pages out in order: `workerSlots` lanes send them to the workers, and this thread's lane
 * highlights the code blocks of the pages ahead (up to HIGHLIGHT_LEAD_PAGES past the last one handed
 * out), or, with nothing left to highlight in that window, compiles the next page itself. So neither side
 * waits on the other: workers find their blocks done, and this thread is never idle while pages remain.
 */
/** About how many code blocks a page has (fences open and close with three backticks or more). */
function fenceCount(source: string): number {
  let count = 0;
  for (let at = source.indexOf('```'); at !== -1; at = source.indexOf('```', at + 3)) count++;
  return count;
}

/**
 * The pages in the order they are handed out: the workers' first ones are those with the fewest code blocks.
 * When a build starts, this thread is still loading shiki and compiling grammars, and a worker given the
 * pages with the most blocks first (on the Rsbuild site, the API references: 150 blocks in the first 12
 * pages) waits for their blocks. Otherwise the order stays, so each side meets the other's pages in turn.
 */
export function handOutOrder(jobs: CompileJob[], lightFirst: number): CompileJob[] {
  const lightest = jobs
    .map((job, i) => ({ job, i, fences: fenceCount(job.input.source) }))
    .sort((a, b) => a.fences - b.fences || a.i - b.i)
    .slice(0, lightFirst)
    .sort((a, b) => a.i - b.i)
    .map(({ job }) => job);
  const first = new Set(lightest);
  return [...lightest, ...jobs.filter((job) => !first.has(job))];
}

/** What the lane that highlights does: highlight blocks ahead of their page, or compile a page (in this thread, or in the lead worker). */
interface HighlightingLane {
  prefetch(blocks: HighlightRequest[]): Promise<void>;
  compile(job: CompileJob): Promise<void>;
}

async function compileInLanes(jobs: CompileJob[], workerSlots: number, inWorker: (job: CompileJob) => Promise<void>, lead: HighlightingLane): Promise<void> {
  let handedOut = 0;
  const take = () => (handedOut < jobs.length ? jobs[handedOut++] : undefined);
  const workerLane = async () => {
    for (let job = take(); job; job = take()) await inWorker(job);
  };
  const leadLane = async () => {
    for (let highlighted = 0; ; ) {
      if (highlighted < Math.min(jobs.length, handedOut + HIGHLIGHT_LEAD_PAGES)) {
        await lead.prefetch(findFencedCode(jobs[highlighted++].input.source));
        continue;
      }
      const job = take();
      if (!job) return;
      await lead.compile(job);
    }
  };
  await Promise.all([...Array.from({ length: workerSlots }, workerLane), leadLane()]);
}

/** The tasks a compile worker runs (compile-worker.ts): pages, and for the lead its highlighter's. */
export type CompileTask =
  | { kind: 'compile'; input: CompileInput }
  | { kind: 'highlighter'; options: HighlighterOptions; transformersFrom?: { root: string; fingerprint: string } }
  | { kind: 'prefetch'; blocks: HighlightRequest[] }
  | { kind: 'css' };

/** A compile error starts with the page's absolute path (its imports resolve from it): shown relative to the project. */
function relativeToRoot(message: string, file: string, root: string | undefined): string {
  return root && message.startsWith(file) ? relative(root, file) + message.slice(file.length) : message;
}

export async function compileAll(jobs: CompileJob[], options: CompileAllOptions): Promise<CompileAllResult> {
  const pages = new Map<string, CompiledPage>();
  const codeCss = new Map<string, string>();
  const cacheDir = options.cacheDir ? join(options.cacheDir, 'pages') : undefined;
  const cssFile = options.cacheDir ? join(options.cacheDir, 'code-css.json') : undefined;
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  if (cssFile) readCodeCss(cssFile, codeCss);
  const misses: CompileJob[] = [];
  const usedEntries = new Set<string>();
  const highlighter = siteHighlighter(options.highlighter, jobs.map((job) => job.input.source));
  const keySettings = highlighterSettings(highlighter);
  const keys = new Map(jobs.map((job) => [job, compileCacheKey(job.input, keySettings)]));
  let cacheHits = 0;
  for (const job of jobs) {
    const [entry, codeEntry] = cacheEntryFiles(keys.get(job)!);
    usedEntries.add(entry).add(codeEntry);
    const cached = cacheDir ? readCacheEntry(join(cacheDir, entry)) : undefined;
    if (cached) {
      pages.set(job.key, cached);
      cacheHits++;
    } else {
      misses.push(job);
    }
  }

  options.onProgress?.(cacheHits);
  const store = (job: CompileJob, result: CompiledPage) => {
    pages.set(job.key, result);
    options.onProgress?.(pages.size);
    if (cacheDir) writeCacheEntry(join(cacheDir, keys.get(job)! + '.json'), result);
  };

  const errors: string[] = [];
  const crashed: WorkerCrashError[] = [];
  const compile = async (job: CompileJob, run: (input: CompileInput) => Promise<CompiledPage>) => {
    if (crashed.length) return; // the build fails anyway: no point compiling on
    try {
      store(job, await run(job.input));
    } catch (error) {
      if (!(error instanceof WorkerCrashError)) errors.push(relativeToRoot((error as Error).message, job.input.file, options.root));
      else if (error.started) crashed.push(error);
    }
  };
  const script = compileWorkerScript();
  // The config's shiki transformers (functions) reach the lead worker only by the config it loads itself.
  const leadCanHighlight = !highlighter.transformers?.length || !!options.configRef;
  const threads = script && leadCanHighlight && misses.length >= MIN_PAGES_FOR_WORKERS ? Math.min(options.workers ?? defaultCompileWorkerCount(), 8) : 0;
  const started = options.started;
  if (threads > 0) {
    // Workers started early are used as they are; none started (or too few pages for them): started now.
    const crew = started ?? startCompileWorkers(threads, script)!;
    const pool = new WorkerPool<CompileTask, CompiledPage>(crew.others, WORKER_PAGES_AT_ONCE);
    const leadPool = new WorkerPool<CompileTask, unknown>([crew.lead]);
    // Should the lead die, the others would wait for their code blocks for ever: they stop too, and the build fails naming the pages.
    let closing = false;
    crew.lead.once('exit', () => closing || void Promise.all(crew.others.map((worker) => worker.terminate())));
    try {
      const transformersFrom = highlighter.transformers?.length ? options.configRef : undefined;
      await leadPool.run({ kind: 'highlighter', options: { ...highlighter, transformers: undefined }, ...(transformersFrom ? { transformersFrom } : {}) }, 'the highlighter');
      const slots = crew.others.length * WORKER_PAGES_AT_ONCE;
      await compileInLanes(handOutOrder(misses, slots), slots, (job) => compile(job, (input) => pool.run({ kind: 'compile', input }, input.file)), {
        prefetch: (blocks) => leadPool.run({ kind: 'prefetch', blocks }, 'highlighting').then(() => undefined, () => undefined), // a failed block fails its page
        compile: (job) => compile(job, (input) => leadPool.run({ kind: 'compile', input }, input.file) as Promise<CompiledPage>),
      });
      if (!crashed.length) parseCssRules((await leadPool.run({ kind: 'css' }, 'the highlighter')) as string, codeCss);
    } finally {
      closing = true;
      await stopCompileWorkers(crew);
    }
  } else {
    void stopCompileWorkers(started);
    // This thread highlights every code block. A warm build loads neither shiki nor the compiler.
    if (misses.length) {
      const [{ compilePage }, { collectedCodeCss, configureHighlighter }] = await Promise.all([import('../markdown/compile.ts'), import('../markdown/highlighter.ts')]);
      configureHighlighter(highlighter);
      for (const job of misses) await compile(job, compilePage);
      parseCssRules(collectedCodeCss(), codeCss);
    }
  }
  if (crashed.length) {
    const files = crashed.map((error) => `  ${error.label}`).sort();
    throw new DocsiteError(`a compile worker thread stopped (${crashed[0].reason.message}) while it compiled:\n${files.join('\n')}`, {
      summary: 'a compile worker crashed',
      hint: 'one of these pages makes the compiler crash: build them alone (move the others out) to find which',
      cause: crashed[0].reason,
    });
  }
  if (errors.length) {
    throw new DocsiteError(errors.sort().join('\n\n'), { summary: `${errors.length} page${errors.length > 1 ? 's' : ''} failed to compile` });
  }
  if (cssFile && misses.length) writeFileSync(cssFile, JSON.stringify(Object.fromEntries([...codeCss].sort())));
  if (cacheDir) pruneCompileCache(cacheDir, usedEntries);
  return { pages, keys: new Map(jobs.map((job) => [job.key, keys.get(job)!])), codeCss: usedRules(codeCss, pages), cacheHits, workers: threads };
}
