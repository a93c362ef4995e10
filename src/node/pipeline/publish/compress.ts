/**
 * Precompressed siblings (.br and .gz) of HTML, JS, CSS, JSON, XML and text files over 1 KiB, for
 * hosts and the preview server to serve as-is. zlib's async API spreads the work over its thread pool.
 */
import { readdirSync, readFileSync, rmSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';
import { contentKey, FileStore } from '../file-store.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// Markdown twins are left out: many small files for a few agents, and hosts compress them on the fly.
const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;
export const MIN_COMPRESS_BYTES = 1024;
/** Bump when the compression settings change. */
const COMPRESS_VERSION = 'compress-2';

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Brotli's window fits the file (it defaults to 4 MiB): the output is as small, and the encoder's buffers,
 * which scale with the window, stay small. Allocated and freed for every page in the render workers, the
 * 4 MiB ones kept about 50 MB more of the build's memory resident.
 */
const brotliParams = (data: Uint8Array, asset: boolean) => ({
  [constants.BROTLI_PARAM_QUALITY]: asset ? 11 : 5,
  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  [constants.BROTLI_PARAM_LGWIN]: Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(data.length + 16)))),
});
const gzipLevel = (asset: boolean) => (asset ? 9 : 6);

/** The store key of a file's compressed siblings (append 'br' or 'gz'). */
export function compressKey(data: Uint8Array, asset: boolean): string {
  return contentKey(COMPRESS_VERSION, String(asset), data);
}

/** Both siblings of a page, compressed in this thread (render workers compress what they just wrote). */
export function compressPageSync(data: Uint8Array): { br: Buffer; gz: Buffer } {
  return { br: brotliCompressSync(data, { params: brotliParams(data, false) }), gz: gzipSync(data, { level: gzipLevel(false) }) };
}

export interface PrecompressOptions {
  /** Keeps compressed files between builds. */
  store?: FileStore;
  concurrency?: number;
  /** Files whose siblings are already written (pages, compressed by the render workers as they were written). */
  done?: ReadonlySet<string>;
  /** Files of an earlier output not written by this build (a reused staging folder): swept, not compressed. */
  isLeftover?: (file: string, stats: Stats) => boolean;
}

/**
 * Compresses every eligible file of the output. With a store, results are kept by content hash, so an
 * unchanged file (most of them, on a rebuild) costs a read, a hash and two links.
 */
export async function precompress(outDir: string, options: PrecompressOptions = {}): Promise<number> {
  const { store = new FileStore(), concurrency = 8, done = new Set(), isLeftover = () => false } = options;
  const files = [...walk(outDir)].filter((f) => {
    if (done.has(f)) return false;
    const stats = statSync(f);
    return stats.size > MIN_COMPRESS_BYTES && !isLeftover(f, stats);
  });
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const data = readFileSync(file);
      // The shared entry, chunks and CSS reach every visitor and are cached for a year: worth the slowest,
      // best settings. Pages and page modules are many: a fast level keeps the build quick (q5 ≈ 10x q11).
      const asset = /[\\/]static[\\/]js[\\/](?!pages[\\/])/.test(file);
      const key = compressKey(data, asset);
      if (store.link(key + 'br', file + '.br')) {
        if (store.link(key + 'gz', file + '.gz')) continue;
        rmSync(file + '.br'); // a linked file is never written to: that would change the stored copy
      }
      const [br, gzData] = await Promise.all([brotli(data, { params: brotliParams(data, asset) }), gz(data, { level: gzipLevel(asset) })]);
      store.write(key + 'br', file + '.br', br);
      store.write(key + 'gz', file + '.gz', gzData);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return files.length;
}
