/**
 * What a build says while it runs. On a terminal, the running step on one line that is redrawn
 * (count and time, at most ten times a second) and kept, with its time, when the step ends; elsewhere
 * (CI logs, pipes) one plain line per step when it ends; `--quiet`, nothing.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pc from 'picocolors';

export type BuildStep = 'config' | 'compile' | 'bundle' | 'render' | 'search' | 'extras';

export interface BuildProgress {
  /** A step starts; `total` when it counts items (pages). */
  begin(step: BuildStep, total?: number): void;
  /** Items of the running step done so far. */
  count(done: number): void;
  /** The running step is over; `detail` says what it did ("368 pages, 12 from the cache"). */
  end(detail?: string): void;
  /** The build failed: stop redrawing and clear the running step's line, so the error starts on a clean one. */
  stop(): void;
}

export const silentProgress: BuildProgress = { begin() {}, count() {}, end() {}, stop() {} };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
const label = (step: string) => step.padEnd(8);

/** One line per step, written when it ends: `compile  368 pages  2.14s`. */
export function plainProgress(write: (line: string) => void): BuildProgress {
  let step = '';
  let started = 0;
  return {
    begin(name) {
      step = name;
      started = performance.now();
    },
    count() {},
    end(detail) {
      write(`${label(step)} ${detail ? detail + '  ' : ''}${seconds(performance.now() - started)}`);
    },
    stop() {},
  };
}

const FRAMES = ['◐', '◓', '◑', '◒'];
const REDRAW_MS = 100;

/** The running step redrawn in place on a terminal: `◐ compile  120/368  1.2s`. */
export function terminalProgress(stream: NodeJS.WriteStream): BuildProgress {
  let step = '';
  let started = 0;
  let total: number | undefined;
  let done = 0;
  let frame = 0;
  let lastDraw = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const draw = () => {
    lastDraw = performance.now();
    const counted = total === undefined ? '' : `${done}/${total}  `;
    stream.write(`\r\x1b[2K${pc.cyan(FRAMES[frame++ % FRAMES.length])} ${label(step)} ${counted}${pc.dim(seconds(lastDraw - started))}`);
  };
  return {
    begin(name, count) {
      step = name;
      total = count;
      done = 0;
      started = performance.now();
      draw();
      // The time moves on while a step without counts (bundle) runs; the timer never keeps the process alive.
      timer = setInterval(draw, REDRAW_MS);
      timer.unref();
    },
    count(n) {
      done = n;
      if (performance.now() - lastDraw >= REDRAW_MS) draw();
    },
    end(detail) {
      clearInterval(timer);
      timer = undefined;
      stream.write(`\r\x1b[2K${pc.green('✓')} ${label(step)} ${detail ? detail + '  ' : ''}${pc.dim(seconds(performance.now() - started))}\n`);
    },
    stop() {
      if (timer === undefined) return;
      clearInterval(timer);
      timer = undefined;
      stream.write('\r\x1b[2K');
    },
  };
}

/** The progress a command shows on this output: live on a terminal, plain lines elsewhere, none when quiet. */
export function progressFor(stream: NodeJS.WriteStream, quiet: boolean): BuildProgress {
  if (quiet) return silentProgress;
  return stream.isTTY ? terminalProgress(stream) : plainProgress((line) => stream.write(line + '\n'));
}

/** Total size of the files under a folder (what a deploy uploads). Hard links are counted as the files they are. */
export function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderSize(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
