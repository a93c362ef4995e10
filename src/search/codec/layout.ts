/**
 * The layout of a compressed text, shared by the encoder and the decoder: format number, the symbol
 * alphabet of the move-to-front stream, and the varints of the header.
 */

export const FORMAT = 3;
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
