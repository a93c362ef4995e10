/** The reading column and its furniture on the real site, measured in chromium (issue: a reader's first look). */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { contrast, open, startHarness, type Harness } from './shell-helpers.ts';

const siteDist = inject('siteDist');
let h: Harness;
beforeAll(async () => {
  if (siteDist) h = await startHarness(siteDist);
});
afterAll(() => h?.close());

describe.skipIf(!siteDist)('a reader’s first look', () => {
  it('sets prose at about 65–75 characters a line at 1280 px', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    // Characters per full line of the longest paragraphs (the last line of each is left out).
    const perLine = await page.locator('.doc-content > p').evaluateAll((ps) => {
      const counts: number[] = [];
      for (const p of ps.filter((el) => (el.textContent ?? '').length > 300)) {
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        const lineHeight = parseFloat(getComputedStyle(p).lineHeight);
        const range = document.createRange();
        // Characters in reading order; a new line starts where a character's middle drops by half a line
        // (inline code and links sit a few pixels off the text's own box, on the same line).
        const lines: number[] = [];
        let middle = -Infinity;
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            if (box.height === 0) continue;
            const y = box.top + box.height / 2;
            if (y - middle > lineHeight / 2) {
              lines.push(0);
              middle = y;
            }
            lines[lines.length - 1]++;
          }
        }
        counts.push(...lines.slice(0, -1));
      }
      return counts;
    });
    expect(perLine.length).toBeGreaterThan(3);
    const mean = perLine.reduce((a, b) => a + b, 0) / perLine.length;
    expect(mean).toBeGreaterThanOrEqual(65);
    expect(mean).toBeLessThanOrEqual(75);
    await context.close();
  });

  it('draws tables as rules in a rounded frame, code blocks with a border and readable titles, package-manager tabs on their code box', async () => {
    const { page, context } = await open(h, '/guide/basic/cli');
    const table = await page.locator('.doc-content table').first().evaluate((t) => {
      const cell = t.querySelector('tbody td')!;
      const s = getComputedStyle(t);
      const c = getComputedStyle(cell);
      return { radius: parseFloat(s.borderTopLeftRadius), frame: s.borderTopWidth, cellLeft: c.borderLeftWidth, cellTop: c.borderTopWidth };
    });
    expect(table).toEqual({ radius: 8, frame: '1px', cellLeft: '0px', cellTop: '1px' });
    const code = await page.locator('.doc-content .code-block').first().evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(code).toBe('1px');
    const title = await page.locator('.code-title').first().evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, bg: getComputedStyle(el.closest('.code-block')!).backgroundColor };
    });
    expect(contrast(title.color, title.bg)).toBeGreaterThanOrEqual(7);
    await page.goto(h.url + '/guide/start/quick-start');
    await page.waitForSelector('html[data-hydrated]');
    const tabs = page.locator('.tabs:has(.tab-panel > .code-block:only-child)').first();
    const gap = await tabs.evaluate((el) => {
      const list = el.querySelector('.tabs-list')!.getBoundingClientRect();
      const box = el.querySelector('.tab-panel:not([hidden]) .code-block')!.getBoundingClientRect();
      return box.top - list.bottom;
    });
    expect(gap).toBe(0);
    await context.close();
  });

  it('on a touch screen, puts a titled block\'s buttons in its title strip and a command\'s copy button at its line\'s end: no empty band above the code', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const titled = await page.locator('.code-block:has(> .code-title)').first().evaluate((el) => {
      const title = el.querySelector('.code-title')!;
      const strip = title.getBoundingClientRect();
      const buttons = [...el.querySelectorAll('.code-actions button')].map((b) => b.getBoundingClientRect());
      const firstLine = el.querySelector('.line')!.getBoundingClientRect();
      return {
        inStrip: buttons.every((b) => b.top >= strip.top && b.bottom <= strip.bottom),
        gap: firstLine.top - strip.bottom,
        tinted: getComputedStyle(title).backgroundColor !== getComputedStyle(el).backgroundColor,
      };
    });
    expect(titled).toEqual({ inStrip: true, gap: expect.any(Number), tinted: true });
    expect(titled.gap).toBeLessThanOrEqual(24);
    const command = await page.locator('.tab-panel:not([hidden]) .code-block:has(pre.command)').first().evaluate((el) => {
      const button = el.querySelector('.copy-button')!.getBoundingClientRect();
      const line = el.querySelector('.line')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { lineGap: line.top - box.top, overlapsVertically: button.top < line.bottom && button.bottom > line.top };
    });
    expect(command.lineGap).toBeLessThanOrEqual(24);
    expect(command.overlapsVertically).toBe(true);
    // The active tab's underline stands out from the strip's fill (3:1 for a non-text indicator).
    const underline = await page.locator('.tab.active').first().evaluate((el) => [getComputedStyle(el).borderBottomColor, getComputedStyle(el.parentElement!).backgroundColor]);
    expect(contrast(underline[0], underline[1])).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('keeps a Chinese table\'s short cells readable on a phone: no column narrower than four characters', async () => {
    const { page, context } = await open(h, '/zh/guide/start/features', { viewport: { width: 390, height: 844 } });
    const narrow = await page.locator('.doc-content table').evaluateAll((tables) =>
      tables.flatMap((t) => [...t.querySelectorAll('th, td')].filter((c) => (c.textContent ?? '').trim().length > 1)
        .map((c) => { const s = getComputedStyle(c); return { text: c.textContent!.trim().slice(0, 12), width: c.getBoundingClientRect().width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight), em: parseFloat(s.fontSize) }; })
        .filter((c) => c.width < 3.9 * c.em)));
    expect(narrow).toEqual([]);
    await context.close();
  });

  it('marks each package manager\'s tab with its own icon, drawn in CSS', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    const tabs = page.locator('.tabs:has(.tab[data-label="npm"])').first().locator('.tab');
    const icons = await tabs.evaluateAll((els) =>
      els.map((el) => {
        const before = getComputedStyle(el, '::before');
        return { label: el.textContent, image: before.backgroundImage, width: before.width, gap: parseFloat(getComputedStyle(el).columnGap) };
      }),
    );
    expect(icons.map((i) => i.label)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    for (const icon of icons) {
      expect(icon.image).toContain('data:image/svg+xml');
      expect(icon.width).toBe('14px');
      expect(icon.gap).toBe(6);
    }
    expect(new Set(icons.map((i) => i.image)).size).toBe(4);
    await context.close();
  });

  it('marks external links, and offers "Edit this page" and "Back to top" beside the outline', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    const marker = await page.locator('.doc-content p a[href^="https://nodejs.org"]').first().evaluate((a) => getComputedStyle(a, '::after').content);
    expect(marker).toContain('↗');
    const internal = await page.locator('.doc-content p a[href^="/"]').first().evaluate((a) => getComputedStyle(a, '::after').content);
    expect(internal).toBe('none');
    expect(await page.locator('.outline .outline-action').allTextContents()).toEqual(['📝 Edit this page on GitHub', 'Back to top']);
    // At the top, "Back to top" would do nothing: it keeps its place, hidden, and shows with its arrow once scrolled.
    const backToTop = page.locator('.outline button.outline-action');
    expect(await backToTop.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    expect(await backToTop.evaluate((el) => getComputedStyle(el, '::before').maskImage)).toContain('data:image/svg+xml');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
    await expect.poll(() => backToTop.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    // The bar is opaque: no blurred ghost of the text scrolled beneath it.
    expect(await page.locator('header.nav').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await context.close();
  });

  it('offers the same "Edit this page" and "Back to top" in the narrow screens\' outline panel, which Back to top closes', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start', { viewport: { width: 390, height: 800 } });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
    const button = page.locator('.outline-menu-button');
    await button.click();
    const actions = page.locator('.outline-panel .outline-action');
    await expect.poll(() => actions.first().isVisible()).toBe(true);
    expect(await actions.allTextContents()).toEqual(['📝 Edit this page on GitHub', 'Back to top']);
    expect(await actions.first().getAttribute('href')).toBe('https://github.com/web-infra-dev/rsbuild/tree/main/website/docs/en/guide/start/quick-start.mdx');
    await page.locator('.outline-panel button.outline-action').click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
