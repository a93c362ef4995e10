/** The navigation bar of the real site, in chromium: menus, active item, language, sizes, small screens. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

describe.skipIf(!siteDist)('navigation bar', () => {
  it('opens the Version submenu on hover and by keyboard, lists external links in a new tab, and closes on Escape', async () => {
    const { page, context, errors } = await open(h, '/guide/start/');
    const menu = page.locator('.nav-items .menu');
    const button = menu.locator('.menu-button');
    await expect.poll(() => button.textContent()).toBe('Version');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await menu.hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.locator('.menu-panel').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    const links = await menu.locator('.menu-panel a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links[0][1]).toMatch(/^https:\/\//);
    expect(links.every((l) => l[2] === '_blank' && l[3]?.includes('noopener'))).toBe(true);
    await page.mouse.move(5, 400);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    // Keyboard: focus the button, ArrowDown opens and moves into the panel, Escape closes and returns focus.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.menu-panel') !== null)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-button'))).toBe(true);
    // Enter toggles it too.
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('highlights the item whose activeMatch matches the page, in both languages', async () => {
    const { page, context } = await open(h, '/guide/basic/cli');
    expect(await page.locator('.nav-items a.nav-link.active').textContent()).toBe('Guide');
    await page.click('.nav-items a.nav-link:has-text("Config")');
    await page.waitForURL('**/config/');
    await expect.poll(() => page.locator('.nav-items a.nav-link.active').textContent()).toBe('Config');
    expect(await page.locator('.nav-items a.nav-link.active').getAttribute('aria-current')).toBe('page');
    await page.goto(h.url + '/zh/plugins/list/plugin-react');
    await expect.poll(() => page.locator('.nav-items a.nav-link.active').textContent()).toBe('插件');
    await context.close();
  });

  it('switches language keeping the page, and back', async () => {
    const { page, context } = await open(h, '/config/server/proxy');
    await page.locator('.nav-extras .menu').hover();
    await page.click('.nav-extras .menu-panel a:has-text("简体中文")');
    await page.waitForURL('**/zh/config/server/proxy');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await expect.poll(() => page.locator('.nav-extras .menu-button').textContent()).toBe('简体中文');
    await page.mouse.move(5, 400);
    await page.locator('.nav-extras .menu').hover();
    await page.click('.nav-extras .menu-panel a:has-text("English")');
    await page.waitForURL((url) => url.pathname === '/config/server/proxy');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('keeps a hovered menu open when its focused link loses focus, and closes it when the pointer leaves', async () => {
    const { page, context } = await open(h, '/config/server/proxy');
    const menu = page.locator('.nav-extras .menu');
    const button = menu.locator('.menu-button');
    await menu.hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    // What the browser does to a link clicked in a panel that then hid: a blur with nowhere to go.
    await menu.locator('.menu-panel a').first().focus();
    await menu.locator('.menu-panel a').first().blur();
    await page.waitForTimeout(100);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 400);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('has no version switcher when multiVersion has no versions, and shows the four social links', async () => {
    const { page, context } = await open(h, '/');
    // Only the language menu sits among the extras.
    expect(await page.locator('.nav-extras .menu-button').allTextContents()).toEqual(['English']);
    const social = await page.locator('.nav-extras .social-links a').evaluateAll((as) => as.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('target')]));
    expect(social).toEqual([
      ['GitHub', 'https://github.com/web-infra-dev/rsbuild', '_blank'],
      ['X', 'https://twitter.com/rspack_dev', '_blank'],
      ['Discord', 'https://discord.gg/XsaKEEk4mW', '_blank'],
      ['Bluesky', 'https://bsky.app/profile/rspack.dev', '_blank'],
    ]);
    expect(await page.locator('.social-more').count()).toBe(0);
    await context.close();
  });

  it('fits the English bar at 768 px: the title is whole and the search button keeps one line', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start', { viewport: { width: 768, height: 800 } });
    const title = page.locator('.nav-title-text');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.locator('.search-button').evaluate((el) => el.scrollHeight)).toBeLessThanOrEqual(40);
    expect(await page.locator('.search-kbd').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('.search-kbd').isVisible()).toBe(true);
    await context.close();
  });

  it('is 72 px tall, 56 px at 768 px and below', async () => {
    const { page, context } = await open(h, '/guide/start/');
    expect(await page.locator('header.nav').evaluate((el) => el.getBoundingClientRect().height)).toBe(72);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(() => page.locator('header.nav').evaluate((el) => el.getBoundingClientRect().height)).toBe(56);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.locator('header.nav').evaluate((el) => el.getBoundingClientRect().height)).toBe(56);
    await context.close();
  });

  it('moves language, theme and social links into a "more" panel between 768 and 1279 px', async () => {
    const { page, context } = await open(h, '/guide/start/', { viewport: { width: 1100, height: 800 } });
    expect(await page.locator('.nav-extras').isVisible()).toBe(false);
    expect(await page.locator('.nav-items').isVisible()).toBe(true);
    const more = page.locator('.nav-more > button');
    await more.click();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('.nav-more-panel');
    await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(await panel.locator('a:has-text("简体中文")').getAttribute('href')).toBe('/zh/guide/start/');
    expect(await panel.locator('.theme-toggle').isVisible()).toBe(true);
    expect(await panel.locator('.social-links a').count()).toBe(4);
    await page.keyboard.press('Escape');
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('opens the "more" panel from the keyboard, though its links render only on opening', async () => {
    const { page, context } = await open(h, '/guide/start/', { viewport: { width: 1100, height: 800 } });
    expect(await page.locator('.nav-more-panel a').count()).toBe(0);
    await page.locator('.nav-more > button').focus();
    await page.keyboard.press('ArrowDown');
    // The first link: the language being read (English) is shown, not linked.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.nav-more-panel') !== null && document.activeElement?.textContent)).toBe('简体中文');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bluesky');
    await context.close();
  });
});

describe.skipIf(!siteDist)('small screens', () => {
  it('opens a full-screen menu from the hamburger with nav, language, theme and social links; it closes on navigation', async () => {
    const { page, context, errors } = await open(h, '/zh/guide/start/', { viewport: { width: 390, height: 844 } });
    expect(await page.locator('.nav-items').isVisible()).toBe(false);
    const burger = page.locator('.hamburger');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 56, width: 390, height: 844 - 56 });
    expect(await menu.locator('.mobile-menu-items > a').allTextContents()).toEqual(['指南', '配置', '插件', 'API', '社区']);
    expect(await menu.locator('a:has-text("English")').getAttribute('href')).toBe('/guide/start/');
    expect(await menu.locator('.theme-toggle').isVisible()).toBe(true);
    expect(await menu.locator('.social-links a').count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.classList.contains('no-scroll'))).toBe(true);
    await menu.locator('a:has-text("配置")').click();
    await page.waitForURL('**/zh/config/');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.classList.contains('no-scroll'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the menu when the window grows to 768 px or wider, and on Escape', async () => {
    const { page, context } = await open(h, '/guide/start/', { viewport: { width: 500, height: 800 } });
    await page.click('.hamburger');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.setViewportSize({ width: 767, height: 800 });
    await page.waitForTimeout(100);
    expect(await page.locator('.hamburger').getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    await page.setViewportSize({ width: 500, height: 800 });
    await page.waitForFunction(() => innerWidth === 500);
    await expect.poll(() => page.locator('.hamburger').isVisible()).toBe(true);
    await page.waitForTimeout(100); // let the resize events of the size changes settle
    await page.click('.hamburger');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    await context.close();
  });

  it('opens the sidebar from the 46 px "Menu" bar; it closes on navigation', async () => {
    const { page, context } = await open(h, '/config/output/dist-path', { viewport: { width: 390, height: 844 } });
    const bar = page.locator('.sidebar-bar');
    expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(46);
    // Nothing (wide code blocks included) makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await page.locator('.sidebar').isVisible()).toBe(false);
    await page.click('.sidebar-bar-button');
    await expect.poll(() => page.locator('.sidebar').evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    expect(await page.locator('.sidebar-bar-button').getAttribute('aria-expanded')).toBe('true');
    // The current page's link is focused and in view inside the drawer.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('output.distPath');
    await page.click('.sidebar a:has-text("output.filenameHash")');
    await page.waitForURL('**/config/output/filename-hash');
    await expect.poll(() => page.locator('.sidebar').isVisible()).toBe(false);
    // Escape closes it as well.
    await page.click('.sidebar-bar-button');
    await expect.poll(() => page.locator('.sidebar').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.sidebar').isVisible()).toBe(false);
    await context.close();
  });

  it('keeps Tab inside the open mobile menu and its close button; Escape returns focus to the button', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start', { viewport: { width: 390, height: 844 } });
    await page.click('.hamburger');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    const outside: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => (document.activeElement?.closest('#mobile-menu, .hamburger') ? '' : document.activeElement?.outerHTML.slice(0, 80) ?? 'none'));
      if (where) outside.push(where);
    }
    expect(outside).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('hamburger'))).toBe(true);
    await context.close();
  });

  it('keeps Tab inside the sidebar drawer, and the page behind it still', async () => {
    const { page, context } = await open(h, '/config/output/dist-path', { viewport: { width: 390, height: 844 } });
    await page.click('.sidebar-bar-button');
    await expect.poll(() => page.locator('.sidebar').evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    const links = await page.locator('.sidebar a, .sidebar button').count();
    for (let i = 0; i < links + 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.sidebar'))).toBe(true);
    const before = await page.evaluate(() => scrollY);
    await page.mouse.move(370, 600);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('no-scroll'))).toBe(false);
    await context.close();
  });

  it('offers the address in the other language on the 404 page', async () => {
    const { page, context } = await open(h, '/nope/deeper');
    await page.locator('.nav-extras .menu').hover();
    await expect.poll(() => page.locator('.nav-extras .menu-panel a:has-text("简体中文")').getAttribute('href')).toBe('/zh/nope/deeper');
    await context.close();
  });
});

