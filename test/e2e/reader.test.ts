/** What a reader meets on the real site in chromium: fonts, dates, tables, print, touch, the 404 page. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

/** The font chromium actually drew an element's text with (not just the CSS it asked for). */
async function renderedFont(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? '';
}

describe.skipIf(!siteDist)('reader view of the Rsbuild site', () => {
  it('draws code blocks in the same monospace font as inline code and code titles', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    const block = await renderedFont(page, '.code-html pre code .line');
    const inline = await renderedFont(page, '.doc-content p > code');
    const title = await renderedFont(page, '.code-title');
    expect(block).toBe(inline);
    expect(block).toBe(title);
    expect(await page.locator('.code-html pre code').first().evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^ui-monospace/);
    await context.close();
  });
});
