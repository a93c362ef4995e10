// Lighthouse (mobile profile) scores of a page of a built site, served by docsite's preview handler
// and measured with lighthouse from npm driving Debian's chromium.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** `extraChromeFlags`: e.g. the host mapping of an asset-host stand-in (asset-host-stand-in.mjs). */
export async function lighthouseScores(dist, path, extraChromeFlags = '') {
  const { build } = await import('esbuild');
  const bundled = join(ROOT, 'node_modules/.cache/docsite-cli/preview-handler.mjs');
  await build({ entryPoints: [join(ROOT, 'src/node/dev/preview.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundled, logLevel: 'error' });
  const { createStaticHandler } = await import(bundled);
  const server = createServer(createStaticHandler(dist));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${server.address().port}${path}`;
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  try {
    // Async: the pages are served by this same process, so its event loop must stay free.
    await promisify(execFile)('npx', ['--yes', 'lighthouse@12', url, '--quiet', '--output=json', `--output-path=${join(dir, 'report.json')}`, '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run ${extraChromeFlags}`], {
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    return Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
