/**
 * Decoder of the search codec (see ../codec.ts); runs in the browser. Each stage is a function of its
 * own, so V8 optimises each hot loop once (see suffix-array.ts).
 */
import { decodeTable } from './huffman.ts';
import { BLOCKS_FORMAT, DIRECT, FIRST_CLASS, FORMAT, GROUP, MAX_LEN, RUNA, RUNB, WALKS, getVarint } from './layout.ts';

interface Header {
  n: number;
  primary: number;
  startRows: number[];
  alphabet: Uint16Array;
  nSyms: number;
  S: number;
  nTables: number;
}

/** Bit reader state (MSB first); `acc` holds `bits` valid low bits. */
interface Bits {
  buf: Uint8Array;
  pos: number;
  acc: number;
  bits: number;
}

function readBits(r: Bits, count: number): number {
  while (r.bits < count) {
    r.acc = ((r.acc << 8) | r.buf[r.pos++]) & 0xffffff;
    r.bits += 8;
  }
  r.bits -= count;
  return (r.acc >>> r.bits) & ((1 << count) - 1);
}

function readHeader(buf: Uint8Array, at: { pos: number }, n: number): Header {
  const primary = getVarint(buf, at);
  const startRows: number[] = [];
  for (let w = 0; w < WALKS - 1; w++) startRows.push(getVarint(buf, at));
  const A = getVarint(buf, at);
  const alphabet = new Uint16Array(A);
  let last = 0;
  for (let i = 0; i < A; i++) alphabet[i] = last += getVarint(buf, at);
  const nSyms = getVarint(buf, at);
  const S = getVarint(buf, at);
  const nTables = getVarint(buf, at);
  return { n, primary, startRows, alphabet, nSyms, S, nTables };
}

/** The Huffman tables, then which table each group of symbols uses (MTF over table numbers, unary coded). */
function readTables(r: Bits, h: Header): { tables: Int32Array[]; selectors: Uint8Array } {
  const tables: Int32Array[] = [];
  for (let t = 0; t < h.nTables; t++) {
    const lengths = new Uint8Array(h.S);
    for (let i = 0; i < h.S; i++) lengths[i] = readBits(r, 4);
    tables.push(decodeTable(lengths));
  }
  const selectors = new Uint8Array(Math.ceil(h.nSyms / GROUP));
  const order = tables.map((_, i) => i);
  for (let g = 0; g < selectors.length; g++) {
    let rank = 0;
    while (readBits(r, 1)) rank++;
    const t = order[rank];
    order.splice(rank, 1);
    order.unshift(t);
    selectors[g] = t;
  }
  return { tables, selectors };
}

/** Huffman → RLE0/MTF → the BWT column without the sentinel (symbols 1..A). */
function decodeColumn(r: Bits, h: Header, tables: Int32Array[], selectors: Uint8Array): Int32Array {
  const { n, nSyms } = h;
  const buf = r.buf;
  let { pos, acc, bits } = r;
  const list = new Int32Array(h.alphabet.length);
  for (let i = 0; i < list.length; i++) list[i] = i;
  const R = new Int32Array(n);
  let k = 0;
  let run = 0;
  let runBit = 1;
  let table = tables[0];
  let left = 0;
  let group = 0;
  for (let i = 0; i < nSyms; i++) {
    if (left === 0) {
      table = tables[selectors[group++]];
      left = GROUP;
    }
    left--;
    while (bits < MAX_LEN) {
      acc = ((acc << 8) | buf[pos++]) & 0xffffff;
      bits += 8;
    }
    const e = table[(acc >>> (bits - MAX_LEN)) & ((1 << MAX_LEN) - 1)];
    bits -= e & 15;
    const sym = e >> 4;
    if (sym <= RUNB) {
      run += sym === RUNA ? runBit : 2 * runBit;
      runBit <<= 1;
      continue;
    }
    if (run) {
      if (k + run > n) throw new Error('corrupt search index data');
      const v = list[0] + 1;
      if (run < 16) for (; run > 0; run--) R[k++] = v;
      else {
        R.fill(v, k, k + run);
        k += run;
        run = 0;
      }
      runBit = 1;
    }
    let rank: number;
    if (sym < FIRST_CLASS) rank = sym - 1;
    else {
      // a size class: its extra bits follow the code
      const c = sym - FIRST_CLASS;
      while (bits < c) {
        acc = ((acc << 8) | buf[pos++]) & 0xffffff;
        bits += 8;
      }
      bits -= c;
      rank = DIRECT + (1 << c) + ((acc >>> bits) & ((1 << c) - 1));
    }
    const s = list[rank];
    if (rank < 32) for (let j = rank; j > 0; j--) list[j] = list[j - 1];
    else list.copyWithin(1, 0, rank);
    list[0] = s;
    R[k++] = s + 1;
  }
  if (run) {
    if (k + run > n) throw new Error('corrupt search index data');
    R.fill(list[0] + 1, k, k + run);
    k += run;
  }
  if (k !== n) throw new Error('corrupt search index data');
  return R;
}

/**
 * Inverse BWT with WALKS interleaved walks, for texts whose rows fit 20 bits and alphabets 12: one
 * array holds LF in the high 20 bits and the symbol in the low 12, so each step touches one cache line.
 * Walk w writes out[w * seg .. (w + 1) * seg) backwards, from the row of the suffix that follows its
 * segment (row 0, the sentinel's, for the last one).
 */
function walkInterleaved(L: Int32Array, C: Int32Array, h: Header, out: Uint16Array): void {
  const { n, alphabet } = h;
  const T = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) {
    const c = L[i];
    T[i] = (C[c]++ << 12) | c;
  }
  const seg = Math.ceil(n / WALKS);
  const rows = [...h.startRows, 0];
  const ends = rows.map((_, w) => Math.min(n, (w + 1) * seg));
  const begins = rows.map((_, w) => Math.min(n, w * seg));
  let r0 = rows[0];
  let r1 = rows[1];
  let r2 = rows[2];
  let r3 = rows[3];
  let p0 = ends[0] - 1;
  let p1 = ends[1] - 1;
  let p2 = ends[2] - 1;
  let p3 = ends[3] - 1;
  const common = Math.min(ends[0] - begins[0], ends[1] - begins[1], ends[2] - begins[2], ends[3] - begins[3]);
  for (let k = 0; k < common; k++) {
    const t0 = T[r0];
    const t1 = T[r1];
    const t2 = T[r2];
    const t3 = T[r3];
    out[p0--] = alphabet[(t0 & 0xfff) - 1];
    out[p1--] = alphabet[(t1 & 0xfff) - 1];
    out[p2--] = alphabet[(t2 & 0xfff) - 1];
    out[p3--] = alphabet[(t3 & 0xfff) - 1];
    r0 = t0 >>> 12;
    r1 = t1 >>> 12;
    r2 = t2 >>> 12;
    r3 = t3 >>> 12;
  }
  // the rest of longer segments
  const state = [
    [r0, p0, begins[0]],
    [r1, p1, begins[1]],
    [r2, p2, begins[2]],
    [r3, p3, begins[3]],
  ];
  for (const [r, p, begin] of state) {
    let row = r;
    for (let j = p; j >= begin; j--) {
      const t = T[row];
      out[j] = alphabet[(t & 0xfff) - 1];
      row = t >>> 12;
    }
  }
}

/** Inverse BWT in one walk from the sentinel's row, for any size. */
function walkOnce(L: Int32Array, C: Int32Array, h: Header, out: Uint16Array): void {
  const { n, alphabet } = h;
  const LF = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) LF[i] = C[L[i]]++;
  let row = 0;
  for (let j = n - 1; j >= 0; j--) {
    out[j] = alphabet[L[row] - 1];
    row = LF[row];
  }
}

/** The text's code units from the BWT column (LF mapping). */
function inverseBwt(R: Int32Array, h: Header): Uint16Array {
  const { n, primary } = h;
  const L = new Int32Array(n + 1);
  L.set(R.subarray(0, primary), 0);
  L.set(R.subarray(primary), primary + 1);
  // C[c] = number of symbols smaller than c
  const K = h.alphabet.length + 1;
  const C = new Int32Array(K + 1);
  for (let i = 0; i <= n; i++) C[L[i] + 1]++;
  for (let i = 1; i <= K; i++) C[i] += C[i - 1];
  const out = new Uint16Array(n);
  if (n + 1 <= 1 << 20 && K <= 1 << 12) walkInterleaved(L, C, h, out);
  else walkOnce(L, C, h, out);
  return out;
}

/** String.fromCharCode in chunks (argument-count limits). */
function codeUnitsToString(units: Uint16Array): string {
  let str = '';
  const CHUNK = 8192;
  for (let i = 0; i < units.length; i += CHUNK) str += String.fromCharCode.apply(null, units.subarray(i, i + CHUNK) as unknown as number[]);
  return str;
}

/** Inverse of `compressText`. */
export function decompressText(buf: Uint8Array): string {
  if (buf[0] !== BLOCKS_FORMAT) return decompressBlock(buf);
  const at = { pos: 1 };
  const lengths = Array.from({ length: getVarint(buf, at) }, () => getVarint(buf, at));
  const texts: string[] = [];
  for (const length of lengths) {
    texts.push(decompressBlock(buf.subarray(at.pos, at.pos + length)));
    at.pos += length;
  }
  return texts.join('');
}

function decompressBlock(buf: Uint8Array): string {
  const at = { pos: 0 };
  const format = buf[at.pos++];
  if (format !== FORMAT) throw new Error(`unknown search index codec format ${format}`);
  const n = getVarint(buf, at);
  if (n === 0) return '';
  const header = readHeader(buf, at, n);
  const bits: Bits = { buf, pos: at.pos, acc: 0, bits: 0 };
  const { tables, selectors } = readTables(bits, header);
  return codeUnitsToString(inverseBwt(decodeColumn(bits, header, tables, selectors), header));
}
