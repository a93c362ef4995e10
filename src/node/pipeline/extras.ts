/**
 * Files beside the pages that are not plugins' (redirect pages, feeds, the sitemap and llms.txt are:
 * see builtin-plugins.ts): the web app manifest, robots.txt, the CSP hashes of the inline scripts the
 * build emits (for hosts that set a Content-Security-Policy), and, last, the precompressed siblings of
 * every text file, the plugins' included.
 */
import { mkdirSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { precompress } from './publish/compress.ts';
import { MANIFEST_PATH } from './head.ts';
import { writeOwnFile, type FileStore } from './file-store.ts';
import { withBase } from '../../shared/public-url.ts';

export { REDIRECT_SCRIPT } from './builtin-plugins.ts';

export interface ExtrasInput {
  config: ResolvedSiteConfig;
  outDir: string;
  inlineScriptHashes: string[];
  /** Keeps compressed files between builds. */
  store: FileStore;
  /** Writes .br/.gz siblings of the text files (the config's `precompress`). */
  precompress: boolean;
  /** Files whose compressed siblings are already written (rendered pages). */
  compressed?: ReadonlySet<string>;
  isLeftover?: (file: string, stats: Stats) => boolean;
}

/** Writes a file of the output (relative path), creating its folder; safe over a file linked from the store. */
export function writeOutputFile(outDir: string, relative: string, content: string | Uint8Array): void {
  const file = join(outDir, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeOwnFile(file, content);
}

export function webManifest(config: ResolvedSiteConfig): string {
  const icons = config.appIcon!.icons.map((icon) => ({ src: withBase(icon.src, config.base), sizes: `${icon.size}x${icon.size}`, type: icon.src.endsWith('.svg') ? 'image/svg+xml' : 'image/png' }));
  return JSON.stringify({ name: config.appIcon!.name, short_name: config.appIcon!.name, description: config.description, start_url: config.base, display: 'standalone', icons }, null, 2) + '\n';
}

export async function writeExtras(input: ExtrasInput): Promise<void> {
  const { config, outDir } = input;
  if (config.appIcon) writeOutputFile(outDir, MANIFEST_PATH.slice(1), webManifest(config));
  const sitemap = config.siteUrl ? `\nSitemap: ${config.siteUrl.replace(/\/$/, '')}${config.base}sitemap.xml` : '';
  writeOutputFile(outDir, 'robots.txt', `User-agent: *\nAllow: /${sitemap}\n`);
  writeOutputFile(
    outDir,
    'csp.json',
    JSON.stringify({ 'script-src': ["'self'", ...input.inlineScriptHashes], note: 'Inline scripts emitted by docsite; add these hashes to your Content-Security-Policy.' }, null, 2) + '\n',
  );
  if (input.precompress) await precompress(outDir, { store: input.store, done: input.compressed, isLeftover: input.isLeftover });
}
