/**
 * docsite's own publishing features, written as plugins on the public API (nothing here reaches past
 * what a site's plugin gets): redirect pages, RSS/Atom feeds, the sitemap and llms.txt. The driver runs
 * them before the site's plugins, with the final config (after every plugin's `config` hook).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../shared/escape-html.ts';
import { renderFeed, feedPath } from './publish/feeds.ts';
import { renderSitemap } from './publish/sitemap.ts';
import { buildLlmsFiles } from './publish/llms.ts';
import { isExternalUrl, routeToOutputFile } from '../../shared/routes.ts';
import type { DocsitePlugin, PluginSiteConfig } from '../../shared/config-schema.ts';
import type { FeedLink } from '../../shared/page-data.ts';
import { atBase } from './at-base.ts';

/** Keeps the `#hash` of the requested URL (a meta refresh alone would drop it). */
export const REDIRECT_SCRIPT = 'location.replace(document.querySelector("link[rel=canonical]").getAttribute("href")+location.hash)';

/** A tiny page that sends the reader on at once (works on any static host, no 404 flash). */
export function redirectPage(target: string): string {
  const t = escapeHtml(target);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="canonical" href="${t}"><script>${REDIRECT_SCRIPT}</script><meta http-equiv="refresh" content="0; url=${t}"><meta name="robots" content="noindex"><title>Redirecting…</title></head><body><a href="${t}">${t}</a></body></html>\n`;
}

/** Redirect pages for the config's plain-path `redirects` (patterns stay client-side), in every language; never over a real page. */
export function redirectPagesPlugin(): DocsitePlugin {
  return {
    name: 'docsite:redirects',
    buildEnd({ config, route, emitFile, isWritten }) {
      const prefixes = ['', ...route.langs.filter((l) => l !== route.defaultLang).map((l) => '/' + l)];
      for (const rule of config.redirects) {
        if (!/^\/[\w\-/.]*$/.test(rule.from)) continue;
        for (const prefix of prefixes) {
          const to = isExternalUrl(rule.to) ? rule.to : atBase(prefix + rule.to, config.base);
          const file = routeToOutputFile(prefix + rule.from);
          if (!isWritten(file)) emitFile(file, redirectPage(to));
        }
      }
    },
  };
}

/** The feeds a page is in: those whose `test` prefix its route starts with, and those its `link-rss` names. */
function feedsOf(config: PluginSiteConfig, routePath: string, frontmatter: Record<string, unknown>): FeedLink[] {
  const named = frontmatter['link-rss'];
  const wanted = new Set(Array.isArray(named) ? named.map(String) : typeof named === 'string' ? [named] : []);
  // The feed files are written under the output folder, which the deployed site serves under its base.
  const prefix = (config.siteUrl ?? '').replace(/\/$/, '') + config.base;
  return config.feeds
    .filter((feed) => wanted.has(feed.id) || routePath.startsWith(feed.test))
    .map((feed) => ({
      url: `${prefix}${feedPath(feed)}`,
      mime: feed.type === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
      title: feed.title,
      language: feed.language,
    }));
}

/** RSS/Atom feeds (config `feeds`): each page gets the links of its feeds (the head renders them), and the files are written. */
export function feedsPlugin(): DocsitePlugin {
  let config: PluginSiteConfig | undefined;
  return {
    name: 'docsite:feeds',
    config(current) {
      config = current;
    },
    extendPageData(page) {
      if (config?.feeds.length && page.frontmatter.globalUIComponents !== false) page.feeds = feedsOf(config, page.routePath, page.frontmatter);
    },
    buildEnd({ config: final, pages, route, emitFile }) {
      for (const feed of final.feeds) emitFile(feedPath(feed), renderFeed(feed, pages, final, route));
    },
  };
}

/** sitemap.xml, when the config names the site's address (`siteUrl`). */
export function sitemapPlugin(): DocsitePlugin {
  return {
    name: 'docsite:sitemap',
    buildEnd({ config, pages, route, emitFile }) {
      if (config.siteUrl) emitFile('sitemap.xml', renderSitemap(pages, config.siteUrl, route, new Set(pages.map((page) => page.routePath))));
    },
  };
}

/** With `llms: true`: llms.txt, llms-full.txt and a Markdown twin of every page; a file of the same name in public/ wins. */
export function llmsPlugin(): DocsitePlugin {
  return {
    name: 'docsite:llms',
    buildEnd({ config, pages, sources, project, route, outDir, emitFile, isWritten }) {
      if (!config.llms) return;
      // `.tsx` pages have no Markdown source: their twin is made from their pre-rendered HTML.
      const renderedHtml = (routePath: string) => {
        try {
          return readFileSync(join(outDir, routeToOutputFile(routePath)), 'utf8');
        } catch {
          return undefined;
        }
      };
      for (const [file, content] of buildLlmsFiles(pages, sources, project, config.siteUrl ?? '', config.title, config.description, route, renderedHtml)) {
        if (!isWritten(file)) emitFile(file, content);
      }
    },
  };
}

export function builtinPlugins(): DocsitePlugin[] {
  return [redirectPagesPlugin(), feedsPlugin(), sitemapPlugin(), llmsPlugin()];
}
