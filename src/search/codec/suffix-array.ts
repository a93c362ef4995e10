/**
 * Suffix array by SA-IS (Nong, Zhang and Chan, 2009), in linear time. Build side of the search codec only.
 *
 * Each stage is its own function: V8 optimises a hot loop by compiling the whole function that holds it,
 * so one long function with several hot loops is compiled again for each loop (and deoptimised in between).
 */

/** Start (or, with `end`, one past the end) of each symbol's bucket in the suffix array. */
function getBuckets(T: Int32Array, K: number, end: boolean): Int32Array {
  const bkt = new Int32Array(K);
  for (let i = 0; i < T.length; i++) bkt[T[i]]++;
  let sum = 0;
  for (let i = 0; i < K; i++) {
    sum += bkt[i];
    bkt[i] = end ? sum : sum - bkt[i];
  }
  return bkt;
}

/** Suffix types: 1 = S-type (smaller than the suffix after it), 0 = L-type. */
function classify(T: Int32Array): Uint8Array {
  const n = T.length;
  const t = new Uint8Array(n);
  t[n - 1] = 1;
  for (let i = n - 2; i >= 0; i--) t[i] = T[i] < T[i + 1] || (T[i] === T[i + 1] && t[i + 1]) ? 1 : 0;
  return t;
}

/** Leftmost S-type position: an S-type suffix right after an L-type one. */
function isLMS(t: Uint8Array, i: number): boolean {
  return i > 0 && t[i] === 1 && t[i - 1] === 0;
}

/** Sorts the L-type suffixes, then the S-type ones, from the LMS suffixes already in place. */
function induce(T: Int32Array, SA: Int32Array, t: Uint8Array, K: number): void {
  const n = T.length;
  let bkt = getBuckets(T, K, false);
  for (let i = 0; i < n; i++) {
    const j = SA[i] - 1;
    if (j >= 0 && !t[j]) SA[bkt[T[j]]++] = j;
  }
  bkt = getBuckets(T, K, true);
  for (let i = n - 1; i >= 0; i--) {
    const j = SA[i] - 1;
    if (j >= 0 && t[j]) SA[--bkt[T[j]]] = j;
  }
}

/** Step 1: the LMS substrings in sorted order, in SA[0, n1); returns n1. */
function sortLmsSubstrings(T: Int32Array, SA: Int32Array, t: Uint8Array, K: number): number {
  const n = T.length;
  SA.fill(-1);
  const bkt = getBuckets(T, K, true);
  for (let i = 1; i < n; i++) if (isLMS(t, i)) SA[--bkt[T[i]]] = i;
  induce(T, SA, t, K);
  let n1 = 0;
  for (let i = 0; i < n; i++) if (isLMS(t, SA[i])) SA[n1++] = SA[i];
  return n1;
}

/** Whether the LMS substrings starting at `a` and `b` differ. */
function lmsSubstringsDiffer(T: Int32Array, t: Uint8Array, a: number, b: number): boolean {
  for (let d = 0; d < T.length; d++) {
    if (T[a + d] !== T[b + d] || t[a + d] !== t[b + d]) return true;
    if (d > 0 && (isLMS(t, a + d) || isLMS(t, b + d))) return false;
  }
  return false;
}

/**
 * Step 2: names the sorted LMS substrings (equal substrings, equal names) and returns the reduced
 * string, the names in text order, with the number of distinct names.
 */
function nameLmsSubstrings(T: Int32Array, SA: Int32Array, t: Uint8Array, n1: number): { reduced: Int32Array; names: number } {
  const n = T.length;
  SA.fill(-1, n1);
  let name = 0;
  let prev = -1;
  for (let i = 0; i < n1; i++) {
    const pos = SA[i];
    if (prev === -1 || lmsSubstringsDiffer(T, t, pos, prev)) {
      name++;
      prev = pos;
    }
    SA[n1 + (pos >> 1)] = name - 1;
  }
  const reduced = new Int32Array(n1);
  for (let i = n1, j = 0; i < n; i++) if (SA[i] >= 0) reduced[j++] = SA[i];
  return { reduced, names: name };
}

/** Step 4: the full order, induced from the LMS suffixes sorted by the reduced problem's suffix array. */
function induceFromLms(T: Int32Array, SA: Int32Array, t: Uint8Array, K: number, reduced: Int32Array, SA1: Int32Array): void {
  const n = T.length;
  const n1 = reduced.length;
  // `reduced` is no longer needed: it becomes the LMS positions in text order.
  for (let i = 1, j = 0; i < n; i++) if (isLMS(t, i)) reduced[j++] = i;
  for (let i = 0; i < n1; i++) SA1[i] = reduced[SA1[i]];
  SA.fill(-1);
  const bkt = getBuckets(T, K, true);
  for (let i = n1 - 1; i >= 0; i--) {
    const j = SA1[i];
    SA[--bkt[T[j]]] = j;
  }
  induce(T, SA, t, K);
}

/** Suffix array of T, whose last symbol must be a unique 0 sentinel; symbols in [0, K). */
export function suffixArray(T: Int32Array, K: number): Int32Array {
  const SA = new Int32Array(T.length);
  if (T.length === 1) return SA;
  const t = classify(T);
  const n1 = sortLmsSubstrings(T, SA, t, K);
  const { reduced, names } = nameLmsSubstrings(T, SA, t, n1);
  // Step 3: sort the reduced problem (recursively while names repeat).
  let SA1: Int32Array;
  if (names < n1) SA1 = suffixArray(reduced, names);
  else {
    SA1 = new Int32Array(n1);
    for (let i = 0; i < n1; i++) SA1[reduced[i]] = i;
  }
  induceFromLms(T, SA, t, K, reduced, SA1);
  return SA;
}
