/** Layout defects a reader would notice on the real site, each measured in chromium: the search list's scroll, narrow screens. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

describe.skipIf(!siteDist)('reader layout on the Rsbuild site', () => {
  it('search: ↑/↓ bring the active result fully into view, never under its group\'s sticky title', async () => {
    for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 800 }]) {
      const { page, context } = await open(h, '/guide/start/quick-start', { viewport });
      await page.keyboard.press('Control+k');
      await page.locator('.search-input').fill('config');
      await expect.poll(() => page.locator('.search-modal').getAttribute('data-texts')).toBe('loaded');
      await expect.poll(() => page.locator('.search-hit').count()).toBeGreaterThan(5);
      const hits = await page.locator('.search-hit').count();
      // Where the active result is against what covers the list: its group's title above, the list's end below.
      const place = () => page.evaluate(() => {
        const active = document.querySelector('.search-hit.active')!;
        const box = active.getBoundingClientRect();
        const title = active.closest('.search-group')!.querySelector('.search-group-title')!.getBoundingClientRect();
        const list = document.querySelector('.search-body')!.getBoundingClientRect();
        return { index: [...document.querySelectorAll('.search-hit')].indexOf(active), under: Math.round(title.bottom - box.top), past: Math.round(box.bottom - list.bottom) };
      });
      const seen: number[] = [];
      for (const key of [...Array(hits).fill('ArrowDown'), ...Array(hits + 1).fill('ArrowUp')]) {
        await page.keyboard.press(key);
        const at = await place();
        seen.push(at.index);
        expect(at.under, `${viewport.width}px, ${key} to result ${at.index}: hidden under the group title by`).toBeLessThanOrEqual(0);
        expect(at.past, `${viewport.width}px, ${key} to result ${at.index}: below the list's end by`).toBeLessThanOrEqual(0);
      }
      // Down wraps from the last to the first, up from the first to the last.
      expect(seen.slice(hits - 1, hits + 1)).toEqual([0, hits - 1]);
      await context.close();
    }
  });
});
