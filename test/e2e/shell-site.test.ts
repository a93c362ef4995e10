/** Site-wide behaviours of the real site in chromium: redirects, first-visit language, feeds, MDX pieces, hydration. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { open, startHarness, type Harness } from './shell-helpers.ts';

let h: Harness;
const siteDist = inject('siteDist');

beforeAll(async () => {
  h = await startHarness(siteDist);
});
afterAll(() => h?.close());

describe.skipIf(!siteDist)('client redirects', () => {
  it('moves old paths to their new pages, also under /zh/', async () => {
    const { page, context } = await open(h, '/');
    for (const [from, to] of [
      ['/config/source/alias', '/config/resolve/alias'],
      ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
      ['/guide/basic/tailwindcss-v3', '/guide/styling/tailwindcss-v3'],
      ['/zh/guide/basic/configure-swc', '/zh/guide/configuration/swc'],
      ['/zh/config/source/alias', '/zh/config/resolve/alias'],
    ]) {
      await page.goto(h.url + from);
      await page.waitForURL((url) => url.pathname === to);
    }
    await context.close();
  });

  it('sends the assets-retry plugin page to its external repository', async () => {
    const { page, context } = await open(h, '/');
    let external = '';
    await context.route('https://github.com/**', (route) => {
      external = route.request().url();
      return route.fulfill({ body: 'external', contentType: 'text/plain' });
    });
    await page.goto(h.url + '/plugins/list/plugin-assets-retry');
    await expect.poll(() => external).toBe('https://github.com/rspack-contrib/rsbuild-plugin-assets-retry');
    await context.close();
  });
});

describe.skipIf(!siteDist)('first-visit language redirect', () => {
  it('takes a Chinese-speaking first-time reader to the Chinese page, once', async () => {
    const { page, context } = await open(h, '/guide/basic/cli', { firstVisit: true, human: true, locale: 'zh-CN' });
    await page.waitForURL('**/zh/guide/basic/cli');
    expect(await page.evaluate(() => localStorage.getItem('docsite-visited'))).toBeTruthy();
    await page.goto(h.url + '/guide/basic/cli');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/guide/basic/cli');
    await context.close();
  });

  it('leaves English readers and bots where they are', async () => {
    const en = await open(h, '/guide/basic/cli', { firstVisit: true, human: true, locale: 'en-US' });
    await en.page.waitForTimeout(300);
    expect(new URL(en.page.url()).pathname).toBe('/guide/basic/cli');
    await en.context.close();
    const bot = await open(h, '/guide/basic/cli', { firstVisit: true, human: true, locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await bot.page.waitForTimeout(300);
    expect(new URL(bot.page.url()).pathname).toBe('/guide/basic/cli');
    await bot.context.close();
  });
});

describe.skipIf(!siteDist)('feed links', () => {
  const feeds = (page: import('playwright-core').Page) =>
    page.evaluate(() => [...document.head.querySelectorAll('link[rel="alternate"][type$="+xml"]')].map((l) => [l.getAttribute('type'), l.getAttribute('href')]));

  it('are in the head of release posts and the home page, and follow client navigation', async () => {
    const { page, context } = await open(h, '/community/releases/v1-0');
    expect(await feeds(page)).toEqual([
      ['application/rss+xml', 'https://rsbuild.dev/rss/releases-rss.xml'],
      ['application/atom+xml', 'https://rsbuild.dev/rss/releases-atom.xml'],
    ]);
    await page.click('.sidebar a[href="/community/"]');
    await page.waitForURL('**/community/');
    await expect.poll(() => feeds(page)).toEqual([]);
    await page.goBack();
    await expect.poll(() => feeds(page)).toHaveLength(2);
    await page.goto(h.url + '/zh/');
    expect((await feeds(page)).map((f) => f[1])).toEqual(['https://rsbuild.dev/rss/releases-rss-zh.xml', 'https://rsbuild.dev/rss/releases-atom-zh.xml']);
    await context.close();
  });

  it('are removed with ?globalUIComponents=0', async () => {
    const { page, context } = await open(h, '/community/releases/v1-0?globalUIComponents=0');
    await expect.poll(() => feeds(page)).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!siteDist)('MDX components on real pages', () => {
  it('SourceCode links to the package source in a new tab, labelled in the page language', async () => {
    const { page, context } = await open(h, '/plugins/list/plugin-react');
    const link = page.locator('.source-code').first();
    expect(await link.getAttribute('href')).toBe('https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.textContent()).toBe('Source');
    await page.goto(h.url + '/zh/plugins/list/plugin-react');
    expect(await page.locator('.source-code').first().textContent()).toBe('源码');
    await context.close();
  });

  it('Step cards link within the language, external ones open a new tab', async () => {
    const { page, context } = await open(h, '/zh/guide/start/');
    const cards = await page.locator('.next-steps .step-card').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
    expect(cards).toContainEqual(['/zh/guide/start/quick-start', null]);
    expect(cards).toContainEqual(['https://github.com/web-infra-dev/rsbuild', '_blank']);
    await context.close();
  });

  it('PackageManagerTabs with one command per manager shows each one', async () => {
    const { page, context } = await open(h, '/guide/start/quick-start');
    const tabs = page.locator('.tabs').first();
    await tabs.locator('.tab:text-is("yarn")').click();
    expect((await tabs.locator('.tab-panel:visible').textContent())!.trim()).toBe('yarn create rsbuild');
    await tabs.locator('.tab:text-is("bun")').click();
    expect((await tabs.locator('.tab-panel:visible').textContent())!.trim()).toBe('bun create rsbuild@latest');
    await context.close();
  });
});

describe.skipIf(!siteDist)('hydration', () => {
  it('hydrates every kind of page without errors, in both languages and both themes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await open(h, '/', { colorScheme: scheme });
      for (const path of ['/zh/', '/guide/start/', '/zh/config/', '/config/server/proxy', '/zh/plugins/list/plugin-react', '/api/javascript-api/instance', '/community/releases/v1-0', '/no/such/page']) {
        await page.goto(h.url + path);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
