/** `docsite dev` with a site theme in the config's themeDir: replaced components, layouts and the 404 screen, and theme edits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startDev, type DevProcess } from './dev-helpers.ts';

let dev: DevProcess;
const get = async (path: string) => (await fetch(dev.url + path)).text();

beforeAll(async () => {
  dev = await startDev({ fixture: join(ROOT, 'test', 'fixtures', 'theme-overrides') });
});
afterAll(async () => {
  await dev?.stop();
});

describe('docsite dev with a site theme', () => {
  it('serves pages with the site theme\'s Nav, wrapped DocFooter, layout and 404 screen', async () => {
    const second = await get('/guide/second');
    expect(second).toContain('class="custom-nav" data-route="/guide/second"');
    expect(second).toContain('class="wrapped-footer-note"');
    expect(second).toContain('Back to');
    // Pages compile on demand: any export of the site theme can be a layout.
    expect(await get('/wide')).toMatch(/class="wide-banner">Wide: <!-- -->Wide page/);
    expect(await get('/no/such/page')).toContain('class="custom-not-found"');
  });

  it('picks up an edit of a site-theme file outside the content folder', async () => {
    const file = join(dev.root, 'theme', 'Nav.tsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('>Home<', '>Start here<'));
    await expect.poll(() => get('/guide/first'), { timeout: 30_000, interval: 300 }).toContain('>Start here<');
  });
});
