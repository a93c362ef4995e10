/**
 * Files beside the pages: redirect pages for plain-path client redirects, robots.txt, and the CSP
 * hashes of the inline scripts the build emits (for hosts that set a Content-Security-Policy).
 */
import { mkdirSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';
import type { SiteModel } from './site-model.ts';
import { escapeHtml } from './html.ts';
import { renderFeed, feedFileName } from './publish/feeds.ts';
import { renderSitemap } from './publish/sitemap.ts';
import { buildLlmsFiles } from './publish/llms.ts';
import { precompress } from './publish/compress.ts';
import { writeOwnFile, type FileStore } from './file-store.ts';
import { isExternalUrl, routeToOutputFile } from '../../shared/routes.ts';

export interface ExtrasInput {
  config: ResolvedSiteConfig;
  project: Project;
  model: SiteModel;
  sources: PageSource[];
  outDir: string;
  gitDates: Map<string, number>;
  inlineScriptHashes: string[];
  /** Keeps compressed files between builds. */
  store: FileStore;
  /** Writes .br/.gz siblings of the text files (the config's `precompress`). */
  precompress: boolean;
  /** Files whose compressed siblings are already written (rendered pages). */
  compressed?: ReadonlySet<string>;
  /** Whether the build has written a file (the output folder may also hold files of an earlier output). */
  written: (file: string) => boolean;
  isLeftover?: (file: string, stats: Stats) => boolean;
}

/** Keeps the `#hash` of the requested URL (a meta refresh alone would drop it). */
export const REDIRECT_SCRIPT = 'location.replace(document.querySelector("link[rel=canonical]").getAttribute("href")+location.hash)';

/** A tiny page that sends the reader on at once (works on any static host, no 404 flash). */
export function redirectPage(target: string): string {
  const t = escapeHtml(target);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="canonical" href="${t}"><script>${REDIRECT_SCRIPT}</script><meta http-equiv="refresh" content="0; url=${t}"><meta name="robots" content="noindex"><title>Redirecting…</title></head><body><a href="${t}">${t}</a></body></html>\n`;
}

function writeRedirectPages({ config, project, outDir, written }: ExtrasInput): void {
  const prefixes = ['', ...project.ctx.langs.filter((l) => l !== project.ctx.defaultLang).map((l) => '/' + l)];
  for (const rule of config.redirects) {
    if (!/^\/[\w\-/.]*$/.test(rule.from)) continue; // only plain paths get a file; patterns stay client-side
    for (const prefix of prefixes) {
      const from = prefix + rule.from;
      const to = isExternalUrl(rule.to) ? rule.to : config.base.slice(0, -1) + prefix + rule.to;
      const file = join(outDir, routeToOutputFile(from));
      if (written(file)) continue; // never shadow a real page
      mkdirSync(dirname(file), { recursive: true });
      writeOwnFile(file, redirectPage(to));
    }
  }
}

function writeFile(outDir: string, relative: string, content: string): void {
  const file = join(outDir, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeOwnFile(file, content);
}

export function webManifest(config: ResolvedSiteConfig): string {
  const icons = config.appIcon!.icons.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: icon.src.endsWith('.svg') ? 'image/svg+xml' : 'image/png' }));
  return JSON.stringify({ name: config.appIcon!.name, short_name: config.appIcon!.name, description: config.description, start_url: config.base, display: 'standalone', icons }, null, 2) + '\n';
}

export async function writeExtras(input: ExtrasInput): Promise<void> {
  writeRedirectPages(input);
  const { config, outDir, project, model } = input;
  const origin = config.siteUrl ?? '';
  for (const feed of config.feeds) writeFile(outDir, `rss/${feedFileName(feed)}`, renderFeed(feed, model.pages, config, project.ctx));
  if (config.siteUrl) writeFile(outDir, 'sitemap.xml', renderSitemap(model.pages, config.siteUrl, project.ctx, model.routes));
  if (config.appIcon) writeFile(outDir, 'manifest.webmanifest', webManifest(config));
  for (const [file, content] of buildLlmsFiles(model.pages, input.sources, project, origin, config.title, config.description, project.ctx)) {
    if (!input.written(join(outDir, file))) writeFile(outDir, file, content);
  }
  const sitemap = config.siteUrl ? `\nSitemap: ${config.siteUrl.replace(/\/$/, '')}${config.base}sitemap.xml` : '';
  writeFile(outDir, 'robots.txt', `User-agent: *\nAllow: /${sitemap}\n`);
  writeFile(
    outDir,
    'csp.json',
    JSON.stringify({ 'script-src': ["'self'", ...input.inlineScriptHashes], note: 'Inline scripts emitted by docsite; add these hashes to your Content-Security-Policy.' }, null, 2) + '\n',
  );
  if (input.precompress) await precompress(outDir, { store: input.store, done: input.compressed, isLeftover: input.isLeftover });
}
