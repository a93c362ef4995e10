/** Accessibility of the shell on the real site: keyboard paths, focus, skip link, ARIA, contrast, failing pictures. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { contrast, open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

/**
 * Text colour and the colours behind it: translucent backgrounds up the tree composited over the
 * first opaque one (or over each stop of a gradient).
 */
function colours(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const over = (top: number[], bottom: number[]) => {
      const a = top[3] ?? 1;
      return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a));
    };
    const rgb = (c: number[]) => `rgb(${c.map((v) => Math.round(v)).join(', ')})`;
    const color = getComputedStyle(el).color;
    const layers: number[][] = [];
    let base: number[][] = [[255, 255, 255]];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage.includes('gradient')) {
        base = (style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(parse);
        break;
      }
      const bg = parse(style.backgroundColor);
      if ((bg[3] ?? 1) === 0) continue;
      if ((bg[3] ?? 1) < 1) layers.push(bg);
      else {
        base = [bg];
        break;
      }
    }
    return { color, backgrounds: base.map((b) => rgb(layers.reduceRight((acc, layer) => over(layer, acc), b))) };
  });
}

const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { tag: el.tagName, text: el.textContent?.trim() ?? '', cls: el.className, outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
  });

describe.skipIf(!siteDist)('keyboard', () => {
  it('offers a skip-to-content link first, which moves focus to the main content', async () => {
    const { page, context } = await open(h, '/guide/start/');
    await page.keyboard.press('Tab');
    const first = await focusRing(page);
    expect(first).toMatchObject({ tag: 'A', text: 'Skip to content', outline: true });
    await expect.poll(() => page.locator('.skip-link').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
    await page.goto(h.url + '/zh/guide/start/');
    await page.keyboard.press('Tab');
    expect((await focusRing(page)).text).toBe('跳到正文');
    await context.close();
  });

  it('reaches the Rstack icon, title, search, nav links, menus, language, theme, social links and sidebar toggles with Tab, each with a visible focus ring', async () => {
    const { page, context } = await open(h, '/guide/start/');
    const seen: { tag: string; text: string; cls: string; outline: boolean }[] = [];
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focusRing(page));
    }
    const has = (test: (f: (typeof seen)[number]) => boolean) => seen.some(test);
    expect(has((f) => f.cls.includes('nav-icon-button'))).toBe(true);
    expect(has((f) => f.cls.includes('search-button'))).toBe(true);
    expect(has((f) => f.cls.includes('nav-link') && f.text === 'Config')).toBe(true);
    expect(has((f) => f.cls.includes('menu-button') && f.text === 'Version')).toBe(true);
    expect(has((f) => f.cls.includes('menu-button') && f.text === 'English')).toBe(true);
    expect(has((f) => f.cls.includes('theme-toggle'))).toBe(true);
    expect(has((f) => f.cls.includes('social-link'))).toBe(true);
    expect(has((f) => f.cls.includes('sidebar-group-button') && f.text === 'Getting Started')).toBe(true);
    expect(seen.filter((f) => !f.outline)).toEqual([]);
    await context.close();
  });

  it('opens the search panel from its button with the keyboard', async () => {
    const { page, context } = await open(h, '/guide/start/');
    await page.focus('.search-button');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.search-modal').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.search-modal').count()).toBe(0);
    await context.close();
  });

  it('labels menus and toggles for assistive technology', async () => {
    const { page, context } = await open(h, '/guide/start/', { viewport: { width: 390, height: 800 } });
    const burger = page.locator('.hamburger');
    expect(await burger.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await burger.getAttribute('aria-label')).toBe('Open menu');
    await burger.click();
    expect(await burger.getAttribute('aria-label')).toBe('Close menu');
    await page.setViewportSize({ width: 1280, height: 800 });
    const menuButton = page.locator('.nav-items .menu-button');
    const panelId = await menuButton.getAttribute('aria-controls');
    expect(await page.locator(`[id="${panelId}"]`).count()).toBe(1);
    const toggle = page.locator('.sidebar-group-button').first();
    expect(await page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).count()).toBe(1);
    expect(await page.locator('.nav-extras .theme-toggle').getAttribute('aria-label')).toBe('Toggle dark mode');
    expect(await page.locator('nav[aria-label]').count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describe.skipIf(!siteDist)('colour contrast (WCAG AA)', () => {
  const normalText: [string, string][] = [
    ['/guide/start/quick-start', '.nav-link.active'],
    ['/guide/start/quick-start', '.nav-link:not(.active)'],
    ['/guide/start/quick-start', '.sidebar-link.active'],
    ['/guide/start/quick-start', '.sidebar-link:not(.active)'],
    ['/guide/start/quick-start', '.doc-content p a'],
    // Inline code in a link: the link's colour on the code's tinted background.
    ['/guide/start/quick-start', '.doc-content a > code'],
    ['/guide/start/quick-start', '.doc-content p'],
    ['/guide/start/quick-start', '.outline a'],
    ['/guide/start/quick-start', '.edit-link'],
    ['/guide/start/quick-start', '.pager-title'],
    ['/guide/start/quick-start', '.pager-label'],
    ['/guide/start/quick-start', '.search-button-text'],
    ['/guide/start/quick-start', '.skip-link'],
    ['/', '.hero-actions .button-primary'],
    ['/', '.hero-description'],
    ['/', '.feature-details'],
    ['/', '.landing-desc'],
    ['/', '.home-footer-column a'],
    ['/', '.home-copyright p'],
    ['/config/', '.overview-group a'],
  ];
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps text at 4.5:1 or more, and large titles at 3:1 (${scheme})`, async () => {
      const { page, context } = await open(h, '/', { colorScheme: scheme });
      const failures: string[] = [];
      let path = '';
      for (const [p, selector] of normalText) {
        if (p !== path) {
          await page.goto(h.url + p);
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
          path = p;
        }
        const { color, backgrounds } = await colours(page, selector);
        for (const bg of backgrounds) {
          const ratio = contrast(color, bg);
          if (ratio < 4.5) failures.push(`${selector} ${color} on ${bg}: ${ratio.toFixed(2)}`);
        }
      }
      await page.goto(h.url + '/');
      const title = await page.locator('.hero-title span').evaluate((el) => getComputedStyle(el).backgroundImage.match(/rgba?\([^)]+\)/g)!);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      for (const stop of title) if (contrast(stop, bg) < 3) failures.push(`hero title ${stop} on ${bg}: ${contrast(stop, bg).toFixed(2)}`);
      expect(failures).toEqual([]);
      await context.close();
    });
  }
});

describe.skipIf(!siteDist)('failing remote pictures', () => {
  it('cause no layout shift and no broken-image icons', async () => {
    for (const path of ['/', '/guide/start/']) {
      const { page, context } = await open(h, path);
      await page.waitForTimeout(300);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => ({ marked: img.hasAttribute('data-broken'), shown: getComputedStyle(img).visibility === 'visible' && getComputedStyle(img).display !== 'none', sized: img.hasAttribute('height') || /px$/.test(getComputedStyle(img).height) })),
      );
      expect(broken.length).toBeGreaterThan(0);
      expect(broken.filter((b) => !b.marked || b.shown || !b.sized)).toEqual([]);
      // The nav's wordmark logo is replaced by the site title.
      expect(await page.locator('.nav-title-text').textContent()).toBe('Rsbuild');
      expect(await page.locator('.nav-title-text').isVisible()).toBe(true);
      await context.close();
    }
  });
});
