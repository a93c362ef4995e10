export interface TimeFigures {
  /** Wall-clock seconds. */
  seconds: number;
  /** User + system CPU seconds. */
  cpu: number;
  /** Peak resident set size, MB. */
  rss: number;
}
export interface BenchRow {
  work: string;
  seconds?: number;
  cpu?: number;
  peakMB?: number;
  note?: string;
}
export function median(xs: number[]): number;
export function timeFigures(stderr: string): TimeFigures;
export function comparisonRows(work: string, other: string, ours: TimeFigures[], theirs: TimeFigures[]): [BenchRow, BenchRow, BenchRow];
