// Lighthouse (mobile profile) scores of a page of a built site, served by docsite's preview handler
// and measured with lighthouse from npm driving Debian's chromium; also as an idle machine would score it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { idleMachinePerformance } from './lighthouse-idle.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * `extraChromeFlags`: e.g. the host mapping of an asset-host stand-in (asset-host-stand-in.mjs); `hosts`: the hosts
 * it answers for. Besides the four category scores, `performance on an idle machine` (lighthouse-idle.mjs).
 */
export async function lighthouseScores(dist, path, extraChromeFlags = '', hosts = []) {
  const { build } = await import('esbuild');
  const bundled = join(ROOT, 'node_modules/.cache/docsite-cli/preview-handler.mjs');
  await build({ entryPoints: [join(ROOT, 'src/node/dev/preview.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundled, logLevel: 'error' });
  const { createStaticHandler } = await import(bundled);
  const server = createServer(createStaticHandler(dist));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${server.address().port}${path}`;
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const categories = '--only-categories=performance,accessibility,best-practices,seo';
  const env = { ...process.env, CHROME_PATH: '/usr/bin/chromium' };
  try {
    // Async: the pages are served by this same process, so its event loop must stay free. Gathered (-G) and
    // audited (-A) apart, so the gathered trace can be audited again (lighthouse-idle.mjs).
    await promisify(execFile)('npx', ['--yes', 'lighthouse@12', url, '--quiet', `-G=${join(dir, 'artifacts')}`, categories, `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run ${extraChromeFlags}`], { env, maxBuffer: 64 * 1024 * 1024 });
    server.close();
    await promisify(execFile)('npx', ['--yes', 'lighthouse@12', url, '--quiet', `-A=${join(dir, 'artifacts')}`, categories, '--output=json', `--output-path=${join(dir, 'report.json')}`], { env, maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    const scores = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
    return { ...scores, 'performance on an idle machine': await idleMachinePerformance(url, join(dir, 'artifacts'), dir, hosts) };
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
