/**
 * The layout of a compressed text, shared by the encoder and the decoder: format number, the symbol
 * alphabet of the move-to-front stream, and the varints of the header.
 */

export const FORMAT = 3;
/**
 * A text longer than BLOCK_SIZE code units is cut into blocks, each compressed on its own (in FORMAT) and
 * stored one after the other: [BLOCKS_FORMAT, block count, each block's byte length, the blocks].
 * The encoder needs about 40 bytes a code unit, so its memory stays bounded (a 10,000-page corpus has
 * 37 million in one index), and it runs faster on blocks that fit the caches better (21 s → 13 s there).
 * Texts up to the block size (any index of the Rsbuild site) come out as before.
 */
export const BLOCKS_FORMAT = 4;
export const BLOCK_SIZE = 1 << 22;
/** Independent walks of the inverse BWT, interleaved when decoding (their cache misses overlap). */
export const WALKS = 4;

/** Huffman symbol alphabet of the RLE0/MTF stream: RUNA, RUNB, ranks 1..DIRECT, then size classes. */
export const RUNA = 0;
export const RUNB = 1;
export const DIRECT = 30;
export const FIRST_CLASS = 2 + DIRECT;
/** Longest Huffman code, in bits. */
export const MAX_LEN = 12;
/** Symbols per group; each group names the Huffman table it is coded with. */
export const GROUP = 50;

export function putVarint(out: number[], v: number): void {
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

export function getVarint(buf: Uint8Array, at: { pos: number }): number {
  let v = 0;
  let mul = 1;
  for (;;) {
    const b = buf[at.pos++];
    v += (b & 0x7f) * mul;
    if (b < 0x80) return v;
    mul *= 128;
  }
}
