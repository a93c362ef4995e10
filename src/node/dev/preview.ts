/**
 * `docsite preview`: serves the built site as a production host would: clean URLs, 404.html with
 * status 404, compressed responses (the .br/.gz siblings of a `precompress` build, or compressed on the
 * fly as hosts do), long caching for hashed assets and no-cache for HTML.
 */
import { existsSync } from 'node:fs';
import sirv from 'sirv';
import compression from 'compression';
import { constants } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/load.ts';
import { describeLayout, resolveProject } from '../pipeline/project.ts';
import { DocsiteError } from '../errors.ts';
import { isUnsafeRequestPath } from './safe-path.ts';
import { builtPages, canonicalRedirect } from './canonical-redirect.ts';
import { listen } from './listen.ts';
import { underBase } from './under-base.ts';
import type { Logger } from '../logger.ts';

export interface PreviewOptions {
  root: string;
  outDir?: string;
  /** Over the config's `base`: the prefix the built site was built for (`--base`). */
  base?: string;
  port?: number;
  host?: string | boolean;
  strictPort?: boolean;
  open?: boolean;
  logger: Logger;
}

/** `cleanUrls`: the address form the site was built with; other forms of a page's address are redirected to it (canonical-redirect.ts). */
export function createStaticHandler(dir: string, base = '/', cleanUrls?: boolean) {
  const assets = sirv(dir, {
    // Looked up per request rather than listed once at start: a rebuild while preview runs swaps in new
    // files (new hashed names), and a listing would answer 404 for them. It also never stats every file
    // up front (a dangling symlink there stopped preview from starting).
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/static/js/') || pathname.startsWith('/static/assets/') || /\.[0-9a-f]{8}\.json$/.test(pathname) || /-[A-Z0-9]{8}\.(js|css)$/.test(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  // Responses sirv sends from a .br/.gz sibling already carry their encoding, and this leaves them alone.
  // Brotli at quality 5, about what hosts use on the fly (compression's default is 4).
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
  const notFoundFile = join(dir, '404.html');
  const isPage = builtPages(dir);
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (isUnsafeRequestPath(url)) {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    // Outside the base the site's own 404 answers (as in dev); inside it, the nearest language's.
    const notFound = (nearest = true) => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      const file = (nearest && nearestNotFound(dir, req.url ?? '/')) || notFoundFile;
      res.end(existsSync(file) ? readFileSync(file) : 'Not found');
    };
    const placed = underBase(url, base);
    if ('outside' in placed) return notFound(false);
    if ('location' in placed) {
      res.statusCode = placed.status;
      res.setHeader('Location', placed.location);
      res.end();
      return;
    }
    req.url = placed.rel;
    // The 404 page is no page of the site: its own address answers 404 too, as in dev.
    if (/^\/404(?:\.html)?$/.test(placed.rel.split(/[?#]/)[0])) return notFound();
    const canonical = cleanUrls === undefined ? undefined : canonicalRedirect(req.url ?? '/', isPage, base, cleanUrls);
    if (canonical) {
      res.statusCode = 301;
      res.setHeader('Location', canonical);
      res.end();
      return;
    }
    // Hidden files are not served (sirv leaves them out of its listing, which dev mode goes without).
    const hidden = /\/\.(?!well-known\/)/.test((req.url ?? '/').split(/[?#]/)[0]);
    compress(req, res, () => (hidden ? notFound() : assets(req, res, () => notFound())));
  };
}

export async function startPreviewServer(options: PreviewOptions) {
  const { config, file } = await loadConfig(options.root, { base: options.base });
  const project = resolveProject(options.root, config, options.outDir);
  options.logger.info(describeLayout(project, file));
  const dir = project.outDir;
  if (!existsSync(join(dir, 'index.html')) && !existsSync(join(dir, '404.html'))) {
    throw new DocsiteError(`nothing to preview in ${dir}`, { hint: 'run `docsite build` first' });
  }
  return listen(createStaticHandler(dir, config.base, config.route.cleanUrls), { ...options, label: 'preview', base: config.base });
}

/**
 * The 404.html nearest the requested path, in its folder or one above (`zh/404.html` for `/zh/x/y`), as
 * Cloudflare Pages looks for it; the build writes one per language. Undefined when only the root one is there.
 */
function nearestNotFound(dir: string, url: string): string | undefined {
  const segments = url.split(/[?#]/)[0].split('/').slice(1, -1);
  for (let n = segments.length; n > 0; n--) {
    let folder: string;
    try {
      folder = segments.slice(0, n).map((s) => decodeURIComponent(s)).join('/');
    } catch {
      continue;
    }
    if (folder.includes('..')) continue;
    const file = join(dir, folder, '404.html');
    if (existsSync(file)) return file;
  }
  return undefined;
}
