/** The landing page and the config overview of the real site, in chromium (remote pictures fail, as offline). */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { open, startHarness, type Harness } from './shell-helpers.ts';
import { BLANK_LOGO, NAV_TOOLS, popoverLang, toolText } from '../../content/_theme/tools.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

const navBackground = (page: Page) => page.locator('header.nav').evaluate((el) => getComputedStyle(el).backgroundColor);

describe.skipIf(!siteDist)('landing page', () => {
  it('keeps the nav transparent above 100 px of scroll, then fades in a solid background over 0.4 s', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await open(h, '/', { colorScheme: scheme });
      expect(await navBackground(page)).toBe('rgba(0, 0, 0, 0)');
      expect(await page.locator('header.nav').evaluate((el) => getComputedStyle(el).transitionDuration.split(', ').includes('0.4s'))).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 99));
      await page.waitForTimeout(100);
      expect(await navBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(() => navBackground(page), { timeout: 2000 }).toBe(scheme === 'light' ? 'rgb(255, 255, 255)' : await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => navBackground(page), { timeout: 2000 }).toBe('rgba(0, 0, 0, 0)');
      await context.close();
    }
  });

  it('shows the hero in both languages with a full-page background that fails without moving anything', async () => {
    const { page, context, errors } = await open(h, '/');
    expect(await page.locator('.hero-title').textContent()).toBe('Rsbuild');
    expect(await page.locator('.hero-subtitle').textContent()).toBe('The Rspack Powered Build Tool');
    expect(await page.locator('.hero-description').textContent()).toBe('Build your web application instantly');
    const primary = page.locator('.hero-actions .button-primary');
    expect(await primary.textContent()).toBe('Quick Start');
    const github = page.locator('.hero-actions .button-secondary');
    expect(await github.textContent()).toBe('GitHub');
    expect(await github.getAttribute('target')).toBe('_blank');
    expect(await page.locator('.hero-logo .hero-oval').count()).toBe(1);
    // Remote pictures are unreachable here: they keep their boxes and show no broken-image icon.
    const background = page.locator('img.home-background');
    await expect.poll(() => background.evaluate((el) => el.hasAttribute('data-broken'))).toBe(true);
    expect(await background.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    expect(await page.locator('.hero-logo img').evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([180, 180]);
    await primary.click();
    await page.waitForURL('**/guide/start/quick-start');
    await page.goto(h.url + '/zh/');
    expect(await page.locator('.hero-subtitle').textContent()).toBe('由 Rspack 驱动的构建工具');
    expect(await page.locator('.hero-actions .button-primary').getAttribute('href')).toBe('/zh/guide/start/quick-start');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws 35 stars that grow with their index and drift toward a pointer within 100 px', async () => {
    const { page, context } = await open(h, '/');
    const stars = page.locator('.hero-star');
    expect(await stars.count()).toBe(35);
    const sizes = await stars.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(sizes[0]).toBeCloseTo(3, 1);
    expect(sizes[34]).toBeCloseTo(4.7, 1);
    expect(sizes.every((s, i) => i === 0 || s >= sizes[i - 1])).toBe(true);
    const star = stars.nth(10);
    const box = (await star.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 30);
    const shift = () => star.evaluate((el) => {
      const m = new DOMMatrix(getComputedStyle(el).transform);
      return [Math.round(m.e), Math.round(m.f)];
    });
    await expect.poll(shift).toEqual([40, 30]);
    await page.mouse.move(box.x + 150, box.y + 30);
    await expect.poll(shift).toEqual([0, 0]);
    await context.close();
  });

  it('shows the six feature cards', async () => {
    const { page, context } = await open(h, '/zh/');
    expect(await page.locator('.feature-title').allTextContents()).toEqual(['基于 Rspack', '开箱即用', '框架无关', '深度优化', '灵活插拔', '易于配置']);
    await context.close();
  });

  it('animates each benchmark bar once, when first scrolled into view, linearly over its own time, counting the label up', async () => {
    const { page, context } = await open(h, '/');
    const bars = page.locator('.landing-section .benchmark .bench-bar');
    expect(await bars.count()).toBe(12);
    // Below the fold at hydration: bars emptied out of sight, ready to count up; the text stays as served.
    await expect.poll(() => page.locator('.landing-section .benchmark').getAttribute('data-phase')).toBe('armed');
    expect(await bars.first().evaluate((el) => el.style.width)).toBe('0%');
    expect(await page.locator('.landing-section .bench-time').first().textContent()).toBe('410ms');
    await page.locator('.landing-section .benchmark').scrollIntoViewIfNeeded();
    const start = Date.now();
    // The label reads '80ms' while armed too (the served text): wait for the count-up to begin first.
    await expect.poll(() => page.locator('.landing-section .benchmark').getAttribute('data-phase')).toBe('running');
    const label = (i: number) => page.locator('.landing-section .bench-time').nth(i).textContent();
    const width = (i: number) => bars.nth(i).evaluate((el) => parseFloat(el.style.width));
    // Rsbuild hmr: 0.08 s → whole milliseconds.
    await expect.poll(() => label(2), { timeout: 3000 }).toBe('80ms');
    expect(await width(2)).toBeCloseTo((0.08 / 6.52) * 100, 3);
    // Vite + SWC dev: 1.29 s → seconds with two decimals, reached after about 1.29 s, linearly.
    await page.waitForTimeout(Math.max(0, 600 - (Date.now() - start)));
    const mid = await width(3);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan((1.29 / 6.52) * 100);
    expect(await label(3)).toMatch(/^0\.\d\ds$/);
    await expect.poll(() => label(3), { timeout: 3000 }).toBe('1.29s');
    expect(Date.now() - start).toBeGreaterThan(1000);
    expect(await width(3)).toBeCloseTo((1.29 / 6.52) * 100, 3);
    // Scrolling away and back does not restart it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.landing-section .benchmark').scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
    expect(await label(2)).toBe('80ms');
    await context.close();
  });

  it('hydrates the benchmark without changing its text, and leaves a chart already in view alone', async () => {
    for (const path of ['/', '/zh/', '/guide/start/', '/zh/guide/start/']) {
      const served = await (await fetch(h.url + path)).text();
      const serverTimes = [...served.matchAll(/class="bench-time">([^<]*)</g)].map((m) => m[1]);
      expect(serverTimes[0], path).toBe('410ms');
      // A viewport tall enough to show the chart at load: no count-up from zero in front of the reader.
      const { page, context, errors } = await open(h, path, { viewport: { width: 1280, height: 6000 } });
      await page.waitForTimeout(300);
      expect(await page.locator('.benchmark').getAttribute('data-phase'), path).toBe('final');
      expect(await page.locator('.bench-time').allTextContents(), path).toEqual(serverTimes);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('prints the benchmark figures even when the chart was never scrolled to', async () => {
    const { page, context } = await open(h, '/');
    await expect.poll(() => page.locator('.landing-section .benchmark').getAttribute('data-phase')).toBe('armed');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect.poll(() => page.locator('.landing-section .bench-time').nth(10).textContent()).toBe('6.52s');
    expect(await page.locator('.landing-section .bench-bar').nth(10).evaluate((el) => el.style.width)).toBe('100%');
    await context.close();
  });

  it('shows the benchmark in its final state at once to readers who prefer reduced motion', async () => {
    const { page, context } = await open(h, '/', { reducedMotion: 'reduce' });
    await page.locator('.landing-section .benchmark').scrollIntoViewIfNeeded();
    const last = page.locator('.landing-section .bench-time').nth(10);
    await expect.poll(() => last.textContent(), { timeout: 500 }).toBe('6.52s');
    expect(await page.locator('.landing-section .bench-bar').nth(10).evaluate((el) => el.style.width)).toBe('100%');
    await context.close();
  });

  it('lists the tool stack and the footer columns with the copyright, in both languages', async () => {
    const { page, context } = await open(h, '/');
    const tools = await page.locator('.tool-card').evaluateAll((as) => as.map((a) => [a.querySelector('.tool-name')!.textContent, a.getAttribute('target'), a.getAttribute('rel')]));
    expect(tools.map((t) => t[0])).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor', 'Rslib']);
    expect(tools.every((t) => t[1] === '_blank' && t[2] === 'noreferrer')).toBe(true);
    expect(await page.locator('.tool-logo').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('height')))).toEqual(Array(5).fill('90'));
    expect(await page.locator('.home-footer-column h2').allTextContents()).toEqual(['Guide', 'API', 'Ecosystem', 'Community']);
    expect(await page.locator('.home-footer-column a:has-text("Quick start")').getAttribute('href')).toBe('/guide/start/quick-start');
    expect(await page.locator('.home-copyright').textContent()).toContain('MIT');
    await page.goto(h.url + '/zh/');
    expect(await page.locator('.home-footer-column h2').allTextContents()).toEqual(['指南', 'API', '生态', '社区']);
    expect(await page.locator('.home-footer-column a:has-text("快速上手")').getAttribute('href')).toBe('/zh/guide/start/quick-start');
    expect(await page.locator('.landing-title').allTextContents()).toEqual(['构建极快', 'Rstack']);
    await context.close();
  });
});

describe.skipIf(!siteDist)('Rstack popover', () => {
  it('opens on hover below-left of the icon, with links opening in a new tab without referrer, and closes on Escape', async () => {
    const { page, context } = await open(h, '/guide/start/');
    const icon = page.locator('.nav-icon-button');
    await icon.hover();
    const popover = page.locator('.nav-icon-popover');
    await expect.poll(() => popover.isVisible()).toBe(true);
    const [iconBox, popBox] = [(await icon.boundingBox())!, (await popover.boundingBox())!];
    expect(popBox.y).toBeGreaterThan(iconBox.y + iconBox.height - 1);
    expect(Math.abs(popBox.x - iconBox.x)).toBeLessThan(24);
    const links = await popover.locator('.nav-icon-link').evaluateAll((as) => as.map((a) => [a.querySelector('.nav-icon-name')!.textContent, a.querySelector('.nav-icon-desc')!.textContent, a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links.map((l) => l[0])).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Awesome Rspack']);
    expect(links[0][1]).toBe('Rust-based web bundler');
    expect(links.every((l) => l[2] === '_blank' && l[3] === 'noreferrer')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);
    await context.close();
  });

  it('speaks Chinese when the path contains "zh", and opens from the keyboard', async () => {
    const { page, context } = await open(h, '/zh/guide/start/');
    await page.focus('.nav-icon-button');
    await page.keyboard.press('Enter');
    const popover = page.locator('.nav-icon-popover');
    await expect.poll(() => popover.isVisible()).toBe(true);
    expect(await popover.locator('.nav-icon-desc').first().textContent()).toBe('基于 Rust 的打包工具');
    expect(popoverLang('/zh/')).toBe('zh');
    expect(popoverLang('/guide/zhfoo/')).toBe('zh');
    expect(popoverLang('/guide/')).toBe('en');
    expect(popoverLang('/zh/', 'en')).toBe('en');
    expect(toolText({ ...NAV_TOOLS[0], logo: undefined }, 'en').logo).toBe(BLANK_LOGO);
    expect(BLANK_LOGO).toMatch(/^data:image\/gif;base64,/);
    await context.close();
  });
});

describe.skipIf(!siteDist)('config overview', () => {
  it('groups the options in the fixed order and filters them by group, title or h2 header', async () => {
    const { page, context } = await open(h, '/config/');
    const names = () => page.locator('.overview-group h2').allTextContents();
    expect(await names()).toEqual(['top level', 'source', 'output', 'html', 'server', 'security', 'moduleFederation', 'resolve', 'dev', 'tools', 'performance']);
    const input = page.locator('.overview-filter input');
    expect(await input.getAttribute('placeholder')).toBe('Enter keyword');
    expect(await page.locator('.overview-filter-label').textContent()).toBe('Filter');
    await input.fill('SECURITY');
    await expect.poll(names).toEqual(['security']);
    expect(await page.locator('.overview-group a').allTextContents()).toEqual(['security.nonce', 'security.sri']);
    await input.fill('distpath');
    await expect.poll(names).toEqual(['output']);
    expect(await page.locator('.overview-group a').allTextContents()).toEqual(['output.cleanDistPath', 'output.distPath']);
    await input.fill('zzz-nothing');
    await expect.poll(() => page.locator('.overview-empty').textContent()).toBe('No matching API found zzz-nothing');
    await input.fill('');
    await expect.poll(async () => (await names()).length).toBe(11);
    await page.click('.overview-group a:text-is("html.title")');
    await page.waitForURL('**/config/html/title');
    await context.close();
  });

  it('matches page headers too, and speaks Chinese on /zh/config/', async () => {
    const { page, context } = await open(h, '/zh/config/');
    const input = page.locator('.overview-filter input');
    expect(await input.getAttribute('placeholder')).toBe('输入关键词');
    expect(await page.locator('.overview-filter-label').textContent()).toBe('筛选');
    expect(await page.locator('.overview-group a').first().getAttribute('href')).toBe('/zh/config/root');
    await input.fill('不存在的');
    await expect.poll(() => page.locator('.overview-empty').textContent()).toBe('没有找到匹配的 API 不存在的');
    await context.close();
    const en = await open(h, '/config/');
    const headerOnly = await en.page.evaluate(async () => {
      const data = await (await fetch('/static/route/config/index.json')).json();
      for (const group of data.overview) for (const item of group.items) for (const header of item.headers) {
        const q = header.text.toLowerCase();
        if (q.length > 6 && !item.text.toLowerCase().includes(q) && !group.name.toLowerCase().includes(q)) return { q: header.text, item: item.text };
      }
      return null;
    });
    expect(headerOnly).not.toBe(null);
    await en.page.locator('.overview-filter input').fill(headerOnly!.q);
    await expect.poll(() => en.page.locator('.overview-group a').allTextContents()).toContain(headerOnly!.item);
    await en.context.close();
  });
});
