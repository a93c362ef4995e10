/** Output pages work under a strict Content-Security-Policy built from the hashes the build writes. */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, collectErrors } from './helpers.ts';
import { createStaticHandler } from '../../src/node/dev/preview.ts';

let browser: Browser;
let server: Server;
let url: string;

beforeAll(async () => {
  const dist = inject('fixtureDist');
  const csp = JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8'))['script-src'].join(' ');
  const serve = createStaticHandler(dist);
  server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', `default-src 'self'; script-src ${csp}; style-src 'self' 'unsafe-inline'; img-src * data:; connect-src 'self'`);
    serve(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('strict CSP', () => {
  it('hydrates and navigates with script-src limited to self and the listed hashes', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const violations: string[] = [];
    page.on('console', (msg) => /Content Security Policy|Refused to/.test(msg.text()) && violations.push(msg.text()));
    await page.goto(url + '/guide/start');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true); // inline theme script ran
    await page.click('.sidebar a:has-text("Syntax")');
    await page.waitForURL('**/guide/syntax');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Syntax#');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
