/**
 * Hydration runs as a transition: React works through the page in slices and yields to the browser between
 * them, so a slow phone gets no single long task for the whole page (Lighthouse's Total Blocking Time).
 * React's scheduler yields through a MessageChannel: each slice posts one message. A hydration in one go
 * posts one or two; a sliced one, on a long page with the CPU slowed down, many.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startHarness, type Harness } from './shell-helpers.ts';

const siteDist = inject('siteDist');
let site: Harness;

beforeAll(async () => {
  if (siteDist) site = await startHarness(siteDist);
});
afterAll(async () => {
  await site?.close();
});

describe.skipIf(!siteDist)('hydration', () => {
  it('yields to the browser while it works through a long page', async () => {
    const page = await site.browser.newPage();
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const post = MessagePort.prototype.postMessage;
        (window as unknown as { turns: number }).turns = 0;
        MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
          if (!document.documentElement.hasAttribute('data-hydrated')) (window as unknown as { turns: number }).turns++;
          return post.apply(this, args);
        } as MessagePort['postMessage'];
      });
      await page.goto(`${site.url}/config/`);
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
      expect(await page.evaluate(() => (window as unknown as { turns: number }).turns)).toBeGreaterThan(5);
    } finally {
      await page.context().close();
    }
  });
});
