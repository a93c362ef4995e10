/**
 * Encoder of the search codec (see ../codec.ts): BWT, move-to-front with run-length coded zeros, and
 * Huffman codes chosen per group of symbols. Build side only. Each stage is a function of its own, so
 * V8 optimises each hot loop once (see suffix-array.ts).
 */
import { suffixArray } from './suffix-array.ts';
import { codeLengths, canonicalCodes } from './huffman.ts';
import { BLOCK_SIZE, BLOCKS_FORMAT, DIRECT, FIRST_CLASS, FORMAT, GROUP, RUNA, RUNB, WALKS, putVarint } from './layout.ts';

/** Bits written MSB first. */
class BitWriter {
  bytes: number[] = [];
  private acc = 0;
  private count = 0;

  write(value: number, bits: number): void {
    for (let b = bits - 1; b >= 0; b--) {
      this.acc = (this.acc << 1) | ((value >>> b) & 1);
      if (++this.count === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.count = 0;
      }
    }
  }

  finish(): number[] {
    if (this.count) this.bytes.push(this.acc << (8 - this.count));
    // padding so the reader can always look ahead a few bytes
    this.bytes.push(0, 0, 0, 0);
    return this.bytes;
  }
}

/** The text as symbols 1..A of a dense alphabet of the code units present, then the 0 sentinel. */
function denseSymbols(text: string): { T: Int32Array; alphabet: number[] } {
  const n = text.length;
  const seen = new Uint8Array(65536);
  for (let i = 0; i < n; i++) seen[text.charCodeAt(i)] = 1;
  const alphabet: number[] = [];
  const symbolOf = new Int32Array(65536);
  for (let c = 0; c < 65536; c++) if (seen[c]) symbolOf[c] = alphabet.push(c);
  const T = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) T[i] = symbolOf[text.charCodeAt(i)];
  return { T, alphabet };
}

/** The BWT column without the sentinel, and the row where the sentinel was. */
function bwtColumn(T: Int32Array, SA: Int32Array): { L: Int32Array; primary: number } {
  const n = T.length - 1;
  const L = new Int32Array(n);
  let primary = 0;
  for (let i = 0, k = 0; i <= n; i++) {
    if (SA[i] === 0) primary = i;
    else L[k++] = T[SA[i] - 1];
  }
  return { L, primary };
}

interface SymbolStream {
  syms: Int32Array;
  /** Per symbol: extra bits of a size-class rank, and their value. */
  extraBits: Uint8Array;
  extras: Int32Array;
}

/** Appends a run of `zeros` zero ranks in bijective base 2 (RUNA = 1, RUNB = 2); returns the new count. */
function putZeroRun(syms: Int32Array, count: number, zeros: number): number {
  for (let v = zeros; v > 0; ) {
    if (v & 1) {
      syms[count++] = RUNA;
      v = (v - 1) >> 1;
    } else {
      syms[count++] = RUNB;
      v = (v - 2) >> 1;
    }
  }
  return count;
}

/**
 * Move-to-front ranks, with runs of zeros coded by `putZeroRun`. At most one symbol per input
 * character: typed arrays of that size, filled in place (this loop runs once per character).
 */
function moveToFront(L: Int32Array, A: number): SymbolStream {
  const n = L.length;
  const list = new Int32Array(A);
  for (let i = 0; i < A; i++) list[i] = i;
  const syms = new Int32Array(n);
  const extraBits = new Uint8Array(n);
  const extras = new Int32Array(n);
  let count = 0;
  let zeros = 0;
  for (let i = 0; i < n; i++) {
    const s = L[i] - 1;
    let r = 0;
    while (list[r] !== s) r++;
    if (r === 0) {
      zeros++;
      continue;
    }
    count = putZeroRun(syms, count, zeros);
    zeros = 0;
    list.copyWithin(1, 0, r);
    list[0] = s;
    if (r <= DIRECT) {
      syms[count++] = r + 1;
    } else {
      const v = r - DIRECT; // >= 1
      const c = 31 - Math.clz32(v);
      extraBits[count] = c;
      extras[count] = v - (1 << c);
      syms[count++] = FIRST_CLASS + c;
    }
  }
  count = putZeroRun(syms, count, zeros);
  return { syms: syms.subarray(0, count), extraBits, extras };
}

/** Initial tables: contiguous symbol ranges of about equal frequency are cheap in table t. */
function initialTables(total: number[], count: number, nTables: number): number[][] {
  const S = total.length;
  const lengths: number[][] = [];
  let remaining = count;
  let lo = 0;
  for (let t = nTables; t > 0; t--) {
    const target = remaining / t;
    let hi = lo - 1;
    let acc = 0;
    while (acc < target && hi < S - 1) acc += total[++hi];
    if (hi > lo && t !== nTables && t !== 1 && (nTables - t) % 2 === 1) acc -= total[hi--];
    lengths.push(Array.from({ length: S }, (_, v) => (v >= lo && v <= hi ? 1 : 15)));
    remaining -= acc;
    lo = hi + 1;
  }
  return lengths;
}

/** Gives each group the table that codes it shortest; returns the symbol frequencies per table. */
function assignGroups(syms: Int32Array, tables: Int32Array[], S: number, selectors: Uint8Array): number[][] {
  const freq = tables.map(() => new Array(S).fill(0) as number[]);
  for (let g = 0; g < selectors.length; g++) {
    const from = g * GROUP;
    const to = Math.min(from + GROUP, syms.length);
    let best = 0;
    let bestCost = Infinity;
    for (let t = 0; t < tables.length; t++) {
      let cost = 0;
      const len = tables[t];
      for (let i = from; i < to; i++) cost += len[syms[i]];
      if (cost < bestCost) {
        bestCost = cost;
        best = t;
      }
    }
    selectors[g] = best;
    for (let i = from; i < to; i++) freq[best][syms[i]]++;
  }
  return freq;
}

/** Huffman tables, one per kind of stretch of the stream, and the table each group of 50 symbols picks. */
function chooseTables(syms: Int32Array): { S: number; lengths: number[][]; selectors: Uint8Array } {
  let S = FIRST_CLASS;
  for (const x of syms) if (x + 1 > S) S = x + 1;
  const nTables = syms.length < 200 ? 2 : syms.length < 600 ? 3 : syms.length < 1200 ? 4 : syms.length < 2400 ? 5 : 6;
  const total: number[] = new Array(S).fill(0);
  for (const x of syms) total[x]++;
  let lengths = initialTables(total, syms.length, nTables);
  const selectors = new Uint8Array(Math.ceil(syms.length / GROUP));
  for (let iter = 0; iter < 5; iter++) {
    lengths = assignGroups(
      syms,
      lengths.map((len) => Int32Array.from(len)),
      S,
      selectors,
    ).map(codeLengths);
  }
  return { S, lengths, selectors };
}

/** Table lengths, selectors (move-to-front over table numbers, unary coded), then the symbols. */
function writeBody(stream: SymbolStream, lengths: number[][], selectors: Uint8Array): number[] {
  const { syms, extraBits, extras } = stream;
  const codes = lengths.map(canonicalCodes);
  const w = new BitWriter();
  for (const len of lengths) for (const l of len) w.write(l, 4);
  const order = lengths.map((_, i) => i);
  for (let g = 0; g < selectors.length; g++) {
    const r = order.indexOf(selectors[g]);
    order.splice(r, 1);
    order.unshift(selectors[g]);
    for (let k = 0; k < r; k++) w.write(1, 1);
    w.write(0, 1);
  }
  for (let i = 0; i < syms.length; i++) {
    const t = selectors[(i / GROUP) | 0];
    w.write(codes[t][syms[i]], lengths[t][syms[i]]);
    if (extraBits[i]) w.write(extras[i], extraBits[i]);
  }
  return w.finish();
}

/** Rows where walks 1..WALKS-1 of the decoder start: the rank of the suffix at the end of their segment. */
function walkStartRows(SA: Int32Array, n: number): number[] {
  const seg = Math.ceil(n / WALKS);
  const ends = Array.from({ length: WALKS - 1 }, (_, w) => Math.min(n, (w + 1) * seg));
  // When segments run out (tiny texts), walks share an end: only the last of them gets its row.
  return ends.map((end, w) => (ends.indexOf(end, w + 1) === -1 ? SA.indexOf(end) : 0));
}

/** Compresses a string (any UTF-16 content) to bytes: one block, or blocks of `blockSize` code units (see BLOCKS_FORMAT). Deterministic. */
export function compressText(text: string, blockSize = BLOCK_SIZE): Uint8Array {
  if (text.length <= blockSize) return compressBlock(text);
  const blocks: Uint8Array[] = [];
  for (let start = 0; start < text.length; start += blockSize) blocks.push(compressBlock(text.slice(start, start + blockSize)));
  const header: number[] = [BLOCKS_FORMAT];
  putVarint(header, blocks.length);
  for (const block of blocks) putVarint(header, block.length);
  const out = new Uint8Array(header.length + blocks.reduce((sum, block) => sum + block.length, 0));
  out.set(header);
  let at = header.length;
  for (const block of blocks) {
    out.set(block, at);
    at += block.length;
  }
  return out;
}

function compressBlock(text: string): Uint8Array {
  const n = text.length;
  const header: number[] = [FORMAT];
  putVarint(header, n);
  if (n === 0) return Uint8Array.from(header);

  const { T, alphabet } = denseSymbols(text);
  const SA = suffixArray(T, alphabet.length + 1);
  const { L, primary } = bwtColumn(T, SA);
  const stream = moveToFront(L, alphabet.length);
  const { S, lengths, selectors } = chooseTables(stream.syms);

  putVarint(header, primary);
  for (const r of walkStartRows(SA, n)) putVarint(header, r);
  putVarint(header, alphabet.length);
  let last = 0;
  for (const c of alphabet) {
    putVarint(header, c - last);
    last = c;
  }
  putVarint(header, stream.syms.length);
  putVarint(header, S);
  putVarint(header, lengths.length);

  const body = writeBody(stream, lengths, selectors);
  const out = new Uint8Array(header.length + body.length);
  out.set(header);
  out.set(body, header.length);
  return out;
}
