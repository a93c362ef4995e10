/** Doc pages of the real site in chromium: sidebar, outline, hash links, page furniture, query switches. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { load } from 'cheerio';
import { clickThrough, open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

describe.skipIf(!siteDist)('sidebar', () => {
  it('starts with every group expanded; a click collapses and expands a group', async () => {
    const { page, context } = await open(h, '/guide/start/');
    const groups = page.locator('.sidebar .sidebar-group-button');
    expect(await groups.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')))).toEqual(Array(10).fill('true'));
    const framework = page.locator('.sidebar .sidebar-group:has(> .sidebar-group-header > button:has-text("Framework"))');
    const react = framework.locator('a:text-is("React")');
    expect(await react.isVisible()).toBe(true);
    await framework.locator('.sidebar-group-button').click();
    expect(await framework.locator('.sidebar-group-button').getAttribute('aria-expanded')).toBe('false');
    expect(await react.isVisible()).toBe(false);
    // Keyboard: Enter on the focused header expands it again.
    await framework.locator('.sidebar-group-button').focus();
    await page.keyboard.press('Enter');
    expect(await framework.locator('.sidebar-group-button').getAttribute('aria-expanded')).toBe('true');
    expect(await react.isVisible()).toBe(true);
    await context.close();
  });

  it("expands the active page's group when navigating into it, and highlights the item", async () => {
    const { page, context } = await open(h, '/guide/start/');
    const basic = page.locator('.sidebar .sidebar-group:has(> .sidebar-group-header > button:has-text("Basic"))');
    await basic.locator('.sidebar-group-button').click();
    expect(await basic.locator('.sidebar-group-button').getAttribute('aria-expanded')).toBe('false');
    // Navigate client-side (no reload) to a page of the collapsed group.
    await clickThrough(page, '/guide/basic/server');
    await expect.poll(() => basic.locator('.sidebar-group-button').getAttribute('aria-expanded')).toBe('true');
    const active = page.locator('.sidebar a.sidebar-link.active');
    expect(await active.textContent()).toBe('Server');
    expect(await active.getAttribute('aria-current')).toBe('page');
    expect(await active.evaluate((el) => getComputedStyle(el).color)).not.toBe(await page.locator('.sidebar a:text-is("CLI")').evaluate((el) => getComputedStyle(el).color));
    await context.close();
  });

  it('scrolls the active item into view inside the sidebar', async () => {
    const { page, context } = await open(h, '/config/performance/remove-moment-locale', { viewport: { width: 1280, height: 700 } });
    const inView = () =>
      page.evaluate(() => {
        const side = document.querySelector('.sidebar')!.getBoundingClientRect();
        const item = document.querySelector('.sidebar a.sidebar-link.active')!.getBoundingClientRect();
        return item.top >= side.top && item.bottom <= side.bottom;
      });
    expect(await page.locator('.sidebar').evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
    expect(await inView()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe.skipIf(!siteDist)('outline', () => {
  it('lists h2–h4 under "ON THIS PAGE" / "目录" and highlights the heading being read while scrolling', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    expect(await page.locator('.outline-title').textContent()).toBe('ON THIS PAGE');
    const depths = await page.locator('.outline .outline-item').evaluateAll((lis) => [...new Set(lis.map((li) => li.className.match(/depth-(\d)/)![1]))].sort());
    expect(depths.every((d) => ['2', '3', '4'].includes(d))).toBe(true);
    const ids = await page.locator('.outline .outline-item a').evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const target = ids[3];
    await page.evaluate((id) => {
      const el = document.getElementById(id)!;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100);
    }, target);
    await expect.poll(() => page.locator('.outline .outline-item a.active').getAttribute('href')).toBe(`#${encodeURIComponent(target)}`);
    expect(await page.locator('.outline .outline-item a[aria-current="location"]').count()).toBe(1);
    await page.goto(h.url + '/zh/guide/start/quick-start');
    expect(await page.locator('.outline-title').textContent()).toBe('目录');
    await context.close();
  });

  it('scrolls a hash link below the fixed nav and marks that heading in the outline', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    const link = page.locator('.outline .outline-item a').nth(2);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`**${href}`);
    // Smooth scrolling: wait until the heading has arrived just below the 72 px bar.
    const top = () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), decodeURIComponent(href.slice(1)));
    await expect.poll(top, { timeout: 5000 }).toBeLessThan(200);
    expect(await top()).toBeGreaterThanOrEqual(72);
    await expect.poll(() => page.locator('.outline .outline-item a.active').getAttribute('href')).toBe(href);
    // Loading a URL with a hash does the same.
    await page.goto(h.url + '/guide/start/quick-start' + href);
    await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), decodeURIComponent(href.slice(1)))).toBeGreaterThanOrEqual(72);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  it('wraps long outline entries instead of clipping them', async () => {
    const { page, context } = await open(h, '/plugins/list/plugin-react', { viewport: { width: 1440, height: 800 } });
    const links = page.locator('.outline .outline-item a');
    expect(await links.count()).toBeGreaterThan(5);
    expect(await links.evaluateAll((as) => as.filter((a) => a.scrollWidth > a.clientWidth).map((a) => a.textContent))).toEqual([]);
    await context.close();
  });

  it('opens the outline as a panel from the bar on narrow screens', async () => {
    const { page, context } = await open(h, '/zh/config/server/proxy', { viewport: { width: 900, height: 800 } });
    expect(await page.locator('.doc-aside').isVisible()).toBe(false);
    const button = page.locator('.outline-menu-button');
    expect(await button.locator('.outline-menu-title').textContent()).toBe('目录');
    await button.click();
    const panel = page.locator('.outline-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const second = panel.locator('a').nth(1);
    const href = (await second.getAttribute('href'))!;
    const top = () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), decodeURIComponent(href.slice(1)));
    const before = await top();
    await second.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    // The smooth scroll starts a frame or more after the click (over 150 ms on a loaded machine, when two equal
    // readings before it began passed for "settled"): wait for it to move, then for it to settle, the heading
    // just below the nav and the bar (72 + 46 px).
    await expect.poll(top, { timeout: 5000 }).not.toBe(before);
    let last = NaN;
    await expect.poll(async () => last === (last = await top()), { timeout: 5000, interval: 150 }).toBe(true);
    expect(last).toBeGreaterThanOrEqual(72 + 46);
    expect(last).toBeLessThan(72 + 46 + 40);
    await context.close();
  });

  it('fills the narrow-screen outline panel when first opened: empty as served and hydrated, the aside\'s list once opened, the next page\'s after client-side navigation', async () => {
    const served = load(await (await fetch(h.url + '/guide/basic/cli')).text());
    expect(served('.outline-panel').children().length).toBe(0);
    const { page, context, errors } = await open(h, '/guide/basic/cli', { viewport: { width: 900, height: 800 } });
    // Hydration changes nothing: still the empty panel, and the aside's list as served.
    expect(await page.locator('.outline-panel > *').count()).toBe(0);
    const aside = () => page.locator('.doc-aside .outline-item a').allTextContents();
    expect(await aside()).toEqual(served('.doc-aside .outline-item a').map((_, a) => served(a).text()).get());
    const panel = () => page.locator('.outline-panel .outline-item a').allTextContents();
    await page.locator('.outline-menu-button').click();
    await expect.poll(panel).toEqual(await aside());
    expect(await page.locator('.outline-panel .back-to-top').count()).toBe(1);
    await page.keyboard.press('Escape');
    await clickThrough(page, '/guide/basic/server');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toContain('Server');
    await page.locator('.outline-menu-button').click();
    const serverHeadings = await aside();
    expect(serverHeadings.length).toBeGreaterThan(0);
    expect(serverHeadings).not.toEqual(served('.doc-aside .outline-item a').map((_, a) => served(a).text()).get());
    await expect.poll(panel).toEqual(serverHeadings);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!siteDist)('page furniture', () => {
  it('shows previous/next links and the edit link, in English and Chinese', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    expect(await page.locator('.pager-link.prev .pager-label').textContent()).toBe('Previous Page');
    expect(await page.locator('.pager-link.prev .pager-title').textContent()).toBe('Introduction');
    expect(await page.locator('.pager-link.next .pager-label').textContent()).toBe('Next Page');
    expect(await page.locator('.pager-link.next .pager-title').textContent()).toBe('Features');
    const edit = page.locator('.edit-link');
    expect(await edit.textContent()).toBe('📝 Edit this page on GitHub');
    expect(await edit.locator('svg').count()).toBe(0); // the text's own icon is the only one
    expect(await edit.getAttribute('href')).toBe('https://github.com/web-infra-dev/rsbuild/tree/main/website/docs/en/guide/start/quick-start.mdx');
    await page.click('.pager-link.next');
    await page.waitForURL('**/guide/start/features');
    await expect.poll(() => page.locator('.pager-link.prev .pager-title').textContent()).toBe('Quick start');
    await page.goto(h.url + '/zh/guide/start/quick-start');
    expect(await page.locator('.pager-link.prev .pager-label').textContent()).toBe('上一页');
    expect(await page.locator('.pager-link.next .pager-label').textContent()).toBe('下一页');
    expect(await page.locator('.pager-link.prev .pager-title').textContent()).toBe('介绍');
    expect(await page.locator('.edit-link').textContent()).toBe('📝 在 GitHub 上编辑此页');
    expect(await page.locator('.edit-link').getAttribute('href')).toContain('/website/docs/zh/guide/start/quick-start.mdx');
    await context.close();
  });

  it('rewrites the description, social-card texts, canonical and language links on client navigation, as built', async () => {
    const HEAD_TAGS = 'meta[name="description"], meta[property^="og:"]:not([property="og:image"]), meta[name^="twitter:"]:not([name$=":image"]), link[rel="canonical"], link[rel="alternate"][hreflang]:not([type])';
    const tagsOf = (html: string) => {
      const $ = load(html);
      return $(HEAD_TAGS).map((_, el) => `${el.tagName} ${$(el).attr('name') ?? $(el).attr('property') ?? $(el).attr('rel')} ${$(el).attr('hreflang') ?? ''} ${$(el).attr('content') ?? $(el).attr('href')}`).get().sort();
    };
    const { page, context } = await open(h, '/guide/start/quick-start');
    await page.click('.pager-link.next');
    await page.waitForURL('**/guide/start/features');
    const built = tagsOf(await (await fetch(h.url + '/guide/start/features')).text());
    expect(built.length).toBeGreaterThan(10);
    await expect.poll(async () => tagsOf(await page.evaluate(() => document.head.outerHTML))).toEqual(built);
    await context.close();
  });

  it('shows the last-updated date with its label in both languages', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    const line = page.locator('.last-updated');
    expect(await line.textContent()).toMatch(/^Last Updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const iso = await line.locator('time').getAttribute('datetime');
    expect(new Date(iso!).toString()).not.toBe('Invalid Date');
    await page.goto(h.url + '/zh/guide/start/quick-start');
    expect(await page.locator('.last-updated').textContent()).toMatch(/^最后更新于：\d{4}年\d{1,2}月\d{1,2}日$/);
    await context.close();
  });

  for (const part of ['navbar', 'sidebar', 'outline', 'footer'] as const) {
    it(`hides the ${part} with ?${part}=0`, async () => {
      const selector = { navbar: 'header.nav', sidebar: '.sidebar', outline: '.doc-aside .outline', footer: '.doc-footer' }[part];
      const { page, context, errors } = await open(h, `/guide/basic/cli?${part}=0`);
      expect(await page.locator(selector).count()).toBe(0);
      for (const other of ['header.nav', '.sidebar', '.doc-aside .outline', '.doc-footer'].filter((s) => s !== selector)) expect(await page.locator(other).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
