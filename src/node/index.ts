/**
 * docsite's public API: `defineConfig` for site.config.ts, and the Node API the CLI is made of
 * (`build`, `createDevServer`, `preview`, `loadConfig`). Each function loads its part of docsite when called.
 */
import type { ResolvedSiteConfig } from '../shared/config-schema.ts';
import type { Logger } from './logger.ts';

export { defineConfig, definePlugin } from './define-config.ts';
export type { SiteConfig, NavItem, SidebarItem, ResolvedSiteConfig, DocsitePlugin, AddedPage, BuildEndContext, PluginPageData, PluginSiteConfig, UnifiedPlugin } from '../shared/config-schema.ts';
export type { Logger };

// The types below are declared here, not taken from the modules that implement them: a site.config.ts
// importing defineConfig type-checks against this file and the schema alone (no Node or React types needed).

export interface BuildResult {
  pages: number;
  /** Absolute path of the output folder. */
  outDir: string;
  warnings: string[];
  /** Milliseconds per build step. */
  timings: Record<string, number>;
}

export interface LoadedConfig {
  config: ResolvedSiteConfig;
  /** The config file, when the project has one. */
  file?: string;
  warnings: string[];
}

export interface BuildOptions {
  /** Project folder, or a folder of Markdown files (default: the current folder). */
  root?: string;
  /** Output folder (default: the layout's, see the README). */
  outDir?: string;
  /** false: ignore every cache, as `--no-cache` (default true). */
  cache?: boolean;
  /** Also write .br/.gz siblings, as `--precompress`. */
  precompress?: boolean;
  /** Where messages go (default: the terminal). */
  logger?: Logger;
}

export interface ServerOptions {
  /** Project folder (default: the current folder). */
  root?: string;
  /** Port to listen on (default 3000, or the next free one unless strictPort). */
  port?: number;
  /** Listen on a network address (true: all addresses); default localhost. */
  host?: string | boolean;
  strictPort?: boolean;
  /** Open the site in the browser. */
  open?: boolean;
  /** The URL prefix to serve the site under, over the config's `base` (the CLI's --base). */
  base?: string;
  logger?: Logger;
}

export interface PreviewOptions extends ServerOptions {
  /** Folder to serve (default: the layout's output folder). */
  outDir?: string;
}

export interface Server {
  port: number;
  /** http://localhost:<port><base> */
  url: string;
  close(): Promise<void>;
}

export interface DevServer extends Server {
  /** Resolves when the file watcher is ready (edits before that may be missed). */
  watching: Promise<void>;
}

async function defaultLogger(logger?: Logger): Promise<Logger> {
  return logger ?? (await import('./logger.ts')).createLogger();
}

/** Builds the site into its output folder; rejects with a DocsiteError (message with file:line) on failure. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const { buildSite } = await import('./pipeline/build.ts');
  const { pages, outDir, warnings, timings } = await buildSite({ root: options.root ?? '.', outDir: options.outDir, noCache: options.cache === false, precompress: options.precompress, logger: await defaultLogger(options.logger) });
  return { pages, outDir, warnings, timings };
}

/** Starts the dev server (live reload); `close()` stops it and its file watcher. */
export async function createDevServer(options: ServerOptions = {}): Promise<DevServer> {
  const { startDevServer } = await import('./dev/server.ts');
  const { port, url, watching, close } = await startDevServer({ ...options, root: options.root ?? '.', logger: await defaultLogger(options.logger) });
  return { port, url, watching, close };
}

/** Serves the built output folder as a production host would. */
export async function preview(options: PreviewOptions = {}): Promise<Server> {
  const { startPreviewServer } = await import('./dev/preview.ts');
  const { server, port, url } = await startPreviewServer({ ...options, root: options.root ?? '.', logger: await defaultLogger(options.logger) });
  return {
    port,
    url,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/** Loads and validates the project's site.config.ts (defaults when there is none). */
export async function loadConfig(root = '.'): Promise<LoadedConfig> {
  return (await import('./config/load.ts')).loadConfig(root);
}
