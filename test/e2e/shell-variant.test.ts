/**
 * Optional shell features, on a variant of the fixture that switches them on (built by this file):
 * announcement, hide-on-scroll nav, social-link overflow and modes, version switcher, sidebar tags,
 * dividers, section headers and collapsed groups, view transitions, global UI switches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVariant, open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(buildVariant('shell'));
});
afterAll(() => h?.close());

describe('announcement bar', () => {
  it('shows the message in the page language, and once dismissed stores "true" and never shows again', async () => {
    const { page, context, errors } = await open(h, '/guide/start');
    const bar = page.locator('.announcement');
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.locator('a').textContent()).toBe('Version 2 is out');
    expect(await bar.locator('a').getAttribute('href')).toBe('/guide/start');
    await page.goto(h.url + '/zh/guide/start');
    await expect.poll(() => page.locator('.announcement a').textContent()).toBe('第二版发布了');
    await page.click('.announcement-close');
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('variant-announcement'))).toBe('true');
    await page.goto(h.url + '/guide/syntax');
    await page.waitForTimeout(200);
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('navigation bar options', () => {
  it("hides the bar while scrolling down and brings it back when scrolling up (hideNavbar: 'auto')", async () => {
    const { page, context } = await open(h, '/kit');
    const navTop = () => page.locator('header.nav').evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(navTop).toBeLessThanOrEqual(0);
    expect(await page.locator('header.nav').getAttribute('class')).toContain('nav-hidden');
    await page.mouse.wheel(0, -200);
    await expect.poll(navTop).toBe(72);
    await context.close();
  });

  it('shows the first five social links and the rest in a panel on hover; text, img and dom modes render', async () => {
    const { page, context } = await open(h, '/guide/start');
    const extras = page.locator('.nav-extras');
    expect(await extras.locator('.social-links > .social-item').count()).toBe(5);
    const more = extras.locator('.social-more');
    const panel = more.locator('.social-more-panel');
    expect(await panel.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await more.hover();
    await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(await panel.locator('a[aria-label="sixth"]').getAttribute('href')).toBe('https://example.com/6');
    expect(await panel.locator('.custom-dom').textContent()).toBe('DOM link');
    // text mode: the text shows in a popover.
    const text = extras.locator('.social-text');
    await text.hover();
    await expect.poll(() => text.locator('.social-popover').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(await text.locator('.social-popover').textContent()).toBe('variant-chat#1234');
    // img mode: the picture shows in a popover, with its size given.
    const img = extras.locator('.social-img');
    await img.locator('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => img.locator('.social-popover img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(12);
    expect(await img.locator('.social-popover img').evaluate((el) => [el.getAttribute('width'), el.getAttribute('alt')])).toEqual(['120', 'QR code']);
    await context.close();
  });

  it('shows the version switcher when versions are configured, keeping the page', async () => {
    const { page, context } = await open(h, '/guide/syntax');
    const menu = page.locator('.nav-extras .menu').first();
    expect(await menu.locator('.menu-button').textContent()).toBe('v2');
    expect(await menu.locator('.menu-panel a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['v2', '/guide/syntax'],
      ['v1', '/v1/guide/syntax'],
    ]);
    expect(await menu.locator('.menu-panel a.active').textContent()).toBe('v2');
    await context.close();
  });

  it('puts nav items with position "left" next to the title', async () => {
    const { page, context } = await open(h, '/kit');
    expect(await page.locator('.nav-left .nav-items-left a').textContent()).toBe('Kit');
    expect(await page.locator('.nav-right .nav-items a').allTextContents()).toEqual(['Guide']);
    await context.close();
  });
});

describe('sidebar extras', () => {
  it('renders tags, a divider and a section header, and keeps a collapsed group closed until opened', async () => {
    const { page, context } = await open(h, '/guide/start');
    expect(await page.locator('.sidebar a.sidebar-link.active .sidebar-tag').textContent()).toBe('new');
    expect(await page.locator('.sidebar .sidebar-divider.dashed').count()).toBe(1);
    expect(await page.locator('.sidebar .sidebar-section-header').textContent()).toBe('ReferenceBeta'.replace('Beta', 'beta'));
    const closed = page.locator('.sidebar-group:has(> .sidebar-group-header > button:has-text("Closed group"))');
    const button = closed.locator('.sidebar-group-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // Never opened: no body in the page yet, so the button points at nothing.
    expect(await closed.locator('.sidebar-group-body').count()).toBe(0);
    expect(await button.getAttribute('aria-controls')).toBeNull();
    await button.click();
    expect(await closed.locator('a:has-text("Kit page")').isVisible()).toBe(true);
    expect(await page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).count()).toBe(1);
    // Folded again, the body stays (hidden) and remains the button's target.
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await closed.locator('a:has-text("Kit page")').isVisible()).toBe(false);
    expect(await page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).count()).toBe(1);
    await context.close();
  });
});

describe('view transitions', () => {
  it('changes content with a view transition when enableContentAnimation is on', async () => {
    const { page, context } = await open(h, '/guide/start');
    await page.evaluate(() => {
      const w = window as unknown as { __vt: number };
      w.__vt = 0;
      const original = document.startViewTransition.bind(document);
      document.startViewTransition = ((cb: () => void) => (w.__vt++, original(cb))) as typeof document.startViewTransition;
    });
    await page.click('.sidebar a:has-text("Syntax")');
    await page.waitForURL('**/guide/syntax');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Syntax#');
    expect(await page.evaluate(() => (window as unknown as { __vt: number }).__vt)).toBe(1);
    await context.close();
  });

  it('never uses one when the reader prefers reduced motion', async () => {
    const { page, context } = await open(h, '/guide/start', { reducedMotion: 'reduce' });
    await page.evaluate(() => {
      const w = window as unknown as { __vt: number };
      w.__vt = 0;
      document.startViewTransition = ((cb: () => void) => (w.__vt++, cb())) as unknown as typeof document.startViewTransition;
    });
    await page.click('.sidebar a:has-text("Syntax")');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Syntax#');
    expect(await page.evaluate(() => (window as unknown as { __vt: number }).__vt)).toBe(0);
    await context.close();
  });
});

describe('global UI components', () => {
  it('front matter globalUIComponents: false leaves out the announcement and image zoom', async () => {
    const { page, context } = await open(h, '/quiet');
    await page.waitForTimeout(300);
    expect(await page.locator('.announcement').count()).toBe(0);
    await page.click('#quiet-img');
    await page.waitForTimeout(200);
    expect(await page.locator('.image-zoom').count()).toBe(0);
    await context.close();
  });

  it('?globalUIComponents=0 does the same on any page', async () => {
    const { page, context } = await open(h, '/kit?globalUIComponents=0');
    await page.waitForTimeout(300);
    expect(await page.locator('.announcement').count()).toBe(0);
    await page.click('#zoom-hi');
    await page.waitForTimeout(200);
    expect(await page.locator('.image-zoom').count()).toBe(0);
    await context.close();
  });
});

describe('small helpers', () => {
  it('ClientOnly renders its children only after mounting; useViewportSize follows the window', async () => {
    const { page, context } = await open(h, '/kit', { viewport: { width: 1000, height: 700 } });
    const html = (await (await page.request.get(h.url + '/kit')).text()).replace(/<!-- -->/g, '');
    expect(html).toContain('<span id="client-only">server</span>');
    expect(html).toContain('<span id="viewport">InfinityxInfinity</span>');
    expect(await page.locator('#client-only').textContent()).toBe('client');
    expect(await page.locator('#viewport').textContent()).toBe('1000x700');
    await page.setViewportSize({ width: 800, height: 600 });
    await expect.poll(() => page.locator('#viewport').textContent()).toBe('800x600');
    await context.close();
  });
});
