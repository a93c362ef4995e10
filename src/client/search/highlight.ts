/**
 * Splits a string into plain and highlighted segments for rendering. The UI renders each segment as
 * a text node (React escapes it), so hit data is never interpreted as HTML. Ranges that are out of
 * bounds, overlapping or malformed (e.g. from a remote service) are clamped or dropped.
 */
export interface Segment {
  text: string;
  match: boolean;
}

export function highlightSegments(text: string, ranges: readonly { start: number; length: number }[] | undefined): Segment[] {
  const value = String(text ?? '');
  const clean = (ranges ?? [])
    .filter((r) => r && Number.isFinite(r.start) && Number.isFinite(r.length) && r.length > 0)
    .map((r) => [Math.max(0, Math.floor(r.start)), Math.min(value.length, Math.floor(r.start + r.length))] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const out: Segment[] = [];
  let at = 0;
  for (const [a, b] of clean) {
    const from = Math.max(a, at);
    if (b <= from) continue;
    if (from > at) out.push({ text: value.slice(at, from), match: false });
    out.push({ text: value.slice(from, b), match: true });
    at = b;
  }
  if (at < value.length || !out.length) out.push({ text: value.slice(at), match: false });
  return out;
}
