import { describe, expect, it } from 'vitest';
import { stripVTControlCharacters } from 'node:util';
import { plainProgress, progressFor, terminalProgress, silentProgress, formatBytes } from '../../src/node/pipeline/progress.ts';

function fakeStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { stream: { isTTY, write: (chunk: string) => chunks.push(chunk) } as unknown as NodeJS.WriteStream, chunks };
}

describe('build progress', () => {
  it('off a terminal: one plain line per step, when it ends', () => {
    const lines: string[] = [];
    const progress = plainProgress((line) => lines.push(line));
    progress.begin('compile', 3);
    progress.count(1);
    progress.count(3);
    progress.end('3 files');
    progress.begin('bundle');
    progress.end();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^compile {2}3 files {2}\d+\.\d\ds$/);
    expect(lines[1]).toMatch(/^bundle {3}\d+\.\d\ds$/);
  });

  it('on a terminal: the running step redrawn in place with its count, then kept with its time', async () => {
    const { stream, chunks } = fakeStream(true);
    const progress = progressFor(stream, false);
    progress.begin('render', 10);
    // Counts faster than ten a second are not each drawn; the next redraw shows the latest.
    progress.count(4);
    await new Promise((r) => setTimeout(r, 150));
    progress.end('10 pages');
    const text = chunks.join('');
    expect(text.startsWith('\r\x1b[2K')).toBe(true);
    const frames = stripVTControlCharacters(text).split('\r').filter(Boolean);
    expect(frames[0]).toMatch(/^. render {3}0\/10 {2}\d+\.\d\ds$/);
    expect(frames.some((f) => /render {3}4\/10/.test(f))).toBe(true);
    expect(frames.at(-1)).toMatch(/^✓ render {3}10 pages {2}\d+\.\d\ds\n$/);
    // Nothing is drawn once the step is over (the redraw timer is gone).
    const drawn = chunks.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(chunks.length).toBe(drawn);
  });

  it('a failed build clears the running line; --quiet shows nothing', () => {
    const { stream, chunks } = fakeStream(true);
    const progress = terminalProgress(stream);
    progress.begin('compile', 5);
    progress.stop();
    expect(chunks.at(-1)).toBe('\r\x1b[2K');
    expect(progressFor(stream, true)).toBe(silentProgress);
    expect(progressFor(fakeStream(false).stream, false)).not.toBe(silentProgress);
  });

  it('sizes read as people write them', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(2048)).toBe('2.0 KiB');
    expect(formatBytes(27 * 1024 * 1024)).toBe('27.0 MiB');
  });
});
