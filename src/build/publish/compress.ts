/**
 * Precompressed siblings (.br and .gz) of HTML, JS, CSS, JSON, XML and text files over 1 KiB, for
 * hosts and the preview server to serve as-is. zlib's async API spreads the work over its thread pool.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { contentKey, FileStore } from '../file-store.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|md|svg|webmanifest)$/;
const MIN_BYTES = 1024;
/** Bump when the compression settings change. */
const COMPRESS_VERSION = 'compress-1';

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Compresses every eligible file of the output. With a store, results are kept by content hash, so an
 * unchanged file (most of them, on a rebuild) costs a read, a hash and two links.
 */
export async function precompress(outDir: string, store = new FileStore(), concurrency = 8): Promise<number> {
  const files = [...walk(outDir)].filter((f) => statSync(f).size > MIN_BYTES);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const data = readFileSync(file);
      // The shared entry, chunks and CSS reach every visitor and are cached for a year: worth the slowest,
      // best settings. Pages and page modules are many: a fast level keeps the build quick (q5 ≈ 10x q11).
      const asset = /[\\/]static[\\/]js[\\/](?!pages[\\/])/.test(file);
      const key = contentKey(COMPRESS_VERSION, String(asset), data);
      if (store.link(key + 'br', file + '.br')) {
        if (store.link(key + 'gz', file + '.gz')) continue;
        rmSync(file + '.br'); // a linked file is never written to: that would change the stored copy
      }
      const [br, gzData] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: asset ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: asset ? 9 : 6 }),
      ]);
      store.write(key + 'br', file + '.br', br);
      store.write(key + 'gz', file + '.gz', gzData);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return files.length;
}
