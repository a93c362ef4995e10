/**
 * A large sidebar's HTML holds only the branch of the page being read (test/build/large-sidebar.test.ts);
 * in the browser the reader still gets the whole tree: hydration matches the served HTML (no recoverable
 * error), then every folder appears, folded, and opens on click; client navigation keeps the whole tree;
 * with JavaScript off the folder's own links still lead to its pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLargeSidebarSite, FOLDERS, PAGES_PER_FOLDER, folderTitle } from '../build/large-sidebar.ts';
import { open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(buildLargeSidebarSite());
});
afterAll(async () => {
  await h?.close();
});

const groupTitles = (page: import('playwright-core').Page) => page.locator('.sidebar-group-title').allTextContents();

describe('a large sidebar in the browser', () => {
  it('shows every folder once hydrated, the page’s open, the others folded; a folded one opens on click', async () => {
    const { page, context, errors } = await open(h, '/part-2/page-07');
    await expect.poll(() => groupTitles(page)).toEqual(Array.from({ length: FOLDERS }, (_, f) => folderTitle(f)));
    expect(await page.locator('.sidebar-group.open').allTextContents()).toHaveLength(1);
    expect(await page.locator('.sidebar-group.open .sidebar-group-title').textContent()).toBe(folderTitle(2));
    expect(await page.locator('.sidebar .sidebar-link').count()).toBe(PAGES_PER_FOLDER);
    await expect.poll(() => page.locator('.sidebar-link.active').isVisible()).toBe(true);
    // A folder that was not in the HTML opens like any other.
    await page.getByRole('button', { name: folderTitle(0), exact: true }).click();
    await expect.poll(() => page.locator('.sidebar .sidebar-link').count()).toBe(2 * PAGES_PER_FOLDER);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the whole tree through client navigation', async () => {
    const { page, context, errors } = await open(h, '/part-2/page-07');
    await expect.poll(() => groupTitles(page)).toHaveLength(FOLDERS);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('button', { name: folderTitle(3), exact: true }).click();
    await page.locator('.sidebar a[href="/part-3/page-05"]').click();
    await page.waitForURL(/\/part-3\/page-05$/);
    await expect.poll(() => page.locator('.sidebar-link.active').getAttribute('href')).toBe('/part-3/page-05');
    expect(await groupTitles(page)).toHaveLength(FOLDERS);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with JavaScript off, the folder being read lists and reaches its pages', async () => {
    const context = await h.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(h.url + '/part-1/page-03');
    expect(await page.locator('.sidebar .sidebar-link').count()).toBe(PAGES_PER_FOLDER);
    await page.locator('.sidebar a[href="/part-1/page-04"]').click();
    await page.waitForURL(/\/part-1\/page-04$/);
    expect(await page.locator('h1').first().textContent()).toContain('Part 1 page 4');
    await context.close();
  });
});
