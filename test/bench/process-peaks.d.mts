export interface ProcessPeak {
  /** esbuild, or a script's base name and command (`docsite.js build`), or the program's name. */
  name: string;
  /** The process's peak resident set size (VmHWM), MB. */
  peakMB: number;
  /** User + system CPU seconds of the process (its threads included), as of the last sample. */
  cpuSeconds: number;
}
export interface PeaksRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Largest first. */
  processes: ProcessPeak[];
  /** The peak of the tree's summed RSS, MB. */
  sumPeakMB: number;
}
export function processName(argv: string[]): string;
export function runWithPeaks(command: string, args: string[], options?: { cwd?: string; intervalMs?: number }): Promise<PeaksRun>;
export function outputKind(path: string): string;
export function outputSizes(dir: string): { total: number; kinds: { kind: string; bytes: number; files: number }[] };
