/** Canonical Huffman codes of at most MAX_LEN bits: lengths from frequencies, codes from lengths, and the decoder's lookup table. */
import { MAX_LEN } from './layout.ts';

/** Code lengths ≤ MAX_LEN for the given frequencies (every symbol gets a code). Deterministic. */
export function codeLengths(freq: number[]): number[] {
  const n = freq.length;
  let f = freq.map((x) => x + 1);
  for (;;) {
    // nodes: weight, parent; leaves 0..n-1
    const weight = f.slice();
    const parent: number[] = new Array(n).fill(-1);
    const alive: number[] = [];
    for (let i = 0; i < n; i++) alive.push(i);
    while (alive.length > 1) {
      // two smallest (ties: lower id)
      let a = 0;
      let b = 1;
      if (weight[alive[b]] < weight[alive[a]]) [a, b] = [b, a];
      for (let i = 2; i < alive.length; i++) {
        const w = weight[alive[i]];
        if (w < weight[alive[a]]) {
          b = a;
          a = i;
        } else if (w < weight[alive[b]]) b = i;
      }
      const id = weight.length;
      weight.push(weight[alive[a]] + weight[alive[b]]);
      parent.push(-1);
      parent[alive[a]] = id;
      parent[alive[b]] = id;
      const keep = alive.filter((_, i) => i !== a && i !== b);
      keep.push(id);
      alive.length = 0;
      alive.push(...keep);
    }
    const lengths: number[] = [];
    let max = 0;
    for (let i = 0; i < n; i++) {
      let len = 0;
      for (let j = i; parent[j] !== -1; j = parent[j]) len++;
      lengths.push(Math.max(len, 1));
      max = Math.max(max, len);
    }
    if (max <= MAX_LEN) return lengths;
    f = f.map((x) => 1 + (x >> 1));
  }
}

/** Canonical codes for lengths: symbols ordered by (length, symbol). */
export function canonicalCodes(lengths: number[]): number[] {
  const order = lengths.map((l, i) => [l, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const codes: number[] = new Array(lengths.length).fill(0);
  let code = 0;
  let prevLen = order[0]?.[0] ?? 0;
  for (const [len, sym] of order) {
    code <<= len - prevLen;
    prevLen = len;
    codes[sym] = code++;
  }
  return codes;
}

/** Lookup table: 2^MAX_LEN entries of (symbol << 4) | length. */
export function decodeTable(lengths: Uint8Array): Int32Array {
  const table = new Int32Array(1 << MAX_LEN);
  const codes = canonicalCodes(Array.from(lengths));
  for (let sym = 0; sym < lengths.length; sym++) {
    const len = lengths[sym];
    const start = codes[sym] << (MAX_LEN - len);
    const end = start + (1 << (MAX_LEN - len));
    table.fill((sym << 4) | len, start, end);
  }
  return table;
}
