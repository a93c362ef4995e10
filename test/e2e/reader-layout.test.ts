/** Layout defects a reader would notice on the real site, each measured in chromium: the search list's scroll, narrow screens. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { hydrated, open, startHarness, type Harness } from './shell-helpers.ts';

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
      // The Rsbuild site's index and texts are about 1 MB: as in search.test.ts, their load gets 15 s on a busy machine.
      await expect.poll(() => page.locator('.search-modal').getAttribute('data-texts'), { timeout: 15_000 }).toBe('loaded');
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

  it('phones: inline code never widens the page; a span that fits a line stays on one line', async () => {
    // The pages where a 38-40 character span (under the compiler's code-long mark) pushed a 375 px page sideways.
    const pages = ['/config/output/minify', '/config/performance/remove-console', '/config/source/decorators', '/config/html/app-icon',
      '/config/html/tags', '/config/output/css-modules', '/guide/framework/vue', '/community/releases/v0-2', '/zh/config/output/minify'];
    // One browser context per width, its pages visited in turn (cached shell assets): eleven fresh contexts passed the 60 s limit on a busy CI machine.
    for (const width of [375, 320]) {
      const [first, ...rest] = width === 375 ? pages : pages.slice(0, 2);
      const { page, context } = await open(h, first, { viewport: { width, height: 800 } });
      for (const path of [first, ...rest]) {
        if (path !== first) {
          await page.goto(h.url + path);
          await hydrated(page);
        }
        const result = await page.evaluate(() => {
          // The boxes of a span's text, one per line it is set on (for inline and inline-block alike).
          const boxes = (code: Element) => {
            const range = document.createRange();
            range.selectNodeContents(code);
            return [...range.getClientRects()].filter((r) => r.width > 0);
          };
          // A span whose text, unbroken, fits its paragraph's line (with the chip's padding, and a space a break
          // would have dropped) must be set on one line.
          const split = [...document.querySelectorAll('.doc-content :is(p, li) > code')]
            .filter((code) => {
              const parts = boxes(code);
              const natural = parts.reduce((sum, r) => sum + r.width, 0) + 12 + 10;
              return natural < code.parentElement!.clientWidth && new Set(parts.map((r) => Math.round(r.top))).size > 1;
            })
            .map((code) => code.textContent);
          return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, split };
        });
        expect(result.overflow, `${path} at ${width}px: page wider than the screen by`).toBe(0);
        expect(result.split, `${path} at ${width}px: short spans broken across lines`).toEqual([]);
      }
      await context.close();
    }
  });

  it('package-manager tabs: the copy button sits in the code block\'s top-right corner, as on every code block, and shows when focused', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start', { viewport: { width: 375, height: 800 } });
    const layout = await page.evaluate(() => {
      const block = document.querySelector('.tab-panel:not([hidden]) .code-block')!;
      const button = block.querySelector('.copy-button')!.getBoundingClientRect();
      const box = block.getBoundingClientRect();
      // A plain one-line block elsewhere on the page, for its height.
      const plain = [...document.querySelectorAll('.code-block')].find((b) => !b.closest('.tabs') && !b.querySelector('.code-title') && b.querySelectorAll('.line').length === 1)!;
      const plainBox = plain.getBoundingClientRect();
      const plainButton = plain.querySelector('.copy-button')!.getBoundingClientRect();
      return {
        right: Math.round(box.right - button.right), top: Math.round(button.top - box.top), height: Math.round(box.height),
        plainRight: Math.round(plainBox.right - plainButton.right), plainTop: Math.round(plainButton.top - plainBox.top), plainHeight: Math.round(plainBox.height),
      };
    });
    // Where a plain block has it, give or take the 1px border the tabs' block shares with the tab row.
    expect(Math.abs(layout.right - layout.plainRight)).toBeLessThanOrEqual(1);
    expect(Math.abs(layout.top - layout.plainTop)).toBeLessThanOrEqual(1);
    expect(Math.abs(layout.height - layout.plainHeight)).toBeLessThanOrEqual(1);
    const button = page.locator('.tab-panel:not([hidden]) .copy-button').first();
    await button.focus();
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await context.close();
  });

  it('keyboard focus is always seen: no focus ring cut off by a scrolling box, no focused control left invisible', async () => {
    for (const [path, width, height, presses] of [['/guide/start/quick-start', 375, 800, 30], ['/config/output/minify', 1440, 900, 45]] as const) {
      const { page, context } = await open(h, path, { viewport: { width, height } });
      const unseen: string[] = [];
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press('Tab');
        const problem = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          for (const animation of document.getAnimations()) animation.finish(); // fades into view end now
          const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
          let opacity = 1;
          for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
          if (opacity < 0.5) return `${name} has opacity ${opacity}`;
          const style = getComputedStyle(el);
          if (style.outlineStyle === 'none' && style.boxShadow === 'none') return `${name} has no focus ring`;
          // The ring reaches outline-offset + outline-width past the box; every box that clips must hold it.
          const reach = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = el.getBoundingClientRect();
          for (let p = el.parentElement; p; p = p.parentElement) {
            const ps = getComputedStyle(p);
            if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue;
            const clip = p.getBoundingClientRect();
            const cut = Math.max(clip.left - (box.left - reach), box.right + reach - clip.right, clip.top - (box.top - reach), box.bottom + reach - clip.bottom);
            if (cut > 0.5) return `${name}: ring cut by ${p.tagName.toLowerCase()}.${[...p.classList].join('.')} (${Math.round(cut)}px)`;
          }
          return null;
        });
        if (problem) unseen.push(problem);
      }
      expect(unseen, `${path} at ${width}px`).toEqual([]);
      await context.close();
    }
  });

  it('a link in the text underlines when hovered, its inline code too', async () => {
    const { page, context } = await open(h, '/config/output/minify');
    for (const selector of ['.doc-content p > a', '.doc-content a > code']) {
      const target = page.locator(selector).first();
      await target.hover();
      await expect.poll(() => target.evaluate((el) => [getComputedStyle(el).textDecorationLine, getComputedStyle(el).textDecorationColor]), { message: selector })
        .toEqual(['underline', await target.evaluate((el) => getComputedStyle(el).color)]);
    }
    await context.close();
  });

  it('Chinese text never leaves a single character alone on its last line (home feature cards)', async () => {
    for (const width of [375, 768]) {
      const { page, context } = await open(h, '/zh/', { viewport: { width, height: 800 } });
      const orphans = await page.evaluate(() => [...document.querySelectorAll('.feature-details')].flatMap((el) => {
        const text = el.firstChild!;
        const range = document.createRange();
        const tops: [number, string][] = [];
        for (let i = 0; i < text.textContent!.length; i++) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width) tops.push([Math.round(box.top), text.textContent![i]]);
        }
        const last = tops.filter(([top]) => top === tops.at(-1)![0]).map(([, c]) => c).join('');
        return new Set(tops.map(([top]) => top)).size > 1 && last.replace(/[。，、；：！？\s]/g, '').length < 2 ? [last] : [];
      }));
      expect(orphans, `at ${width}px`).toEqual([]);
      await context.close();
    }
  });
});
