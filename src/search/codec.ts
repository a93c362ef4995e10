/**
 * A small lossless text codec for the search index, in the manner of bzip2: Burrows–Wheeler
 * transform (suffix array by SA-IS), move-to-front, run-length coding of zeros (RUNA/RUNB), and
 * canonical Huffman codes, one of up to six tables per group of 50 symbols. A text over 4M code units
 * is compressed in blocks of that size (codec/layout.ts), which bounds the encoder's memory.
 *
 * Why: the index has to carry every section's text (for snippets and exact-phrase ranking), and
 * gzip's 32 KiB window sees little of the repetition across 180 pages. On this site the output is
 * ~28 % (English) to ~35 % (Chinese) smaller than gzip -9 of the same JSON; the base64 string that
 * carries it inside the index file costs only ~0.3 % after HTTP gzip.
 *
 * Encoding runs at build time (Node: ~0.3 s for this site's English index, ~0.15 s for the Chinese);
 * decoding runs in the browser (table lookups, then four interleaved inverse-BWT walks: ~40 ms per
 * 600 k characters on a desktop).
 * Pure TypeScript without dependencies: the same modules serve both sides. Deterministic output.
 *
 * The stages live in codec/: suffix-array.ts (SA-IS), encode.ts, decode.ts, huffman.ts, layout.ts
 * (format constants and varints), base64.ts (the index file carries the bytes as base64).
 */

export { compressText } from './codec/encode.ts';
export { decompressText } from './codec/decode.ts';
export { toBase64, fromBase64 } from './codec/base64.ts';
