/**
 * An edit that lands while a page is being rendered (the flake of dev-server.test.ts's burst of 50 edits):
 * the render that started before the edit answers with what it read, and the next request gets the edit.
 * A plugin's `head` hook holds the first render of one page for 3 s, long enough for the edit to be
 * compiled, bundled and announced meanwhile; before the fix the slow render was cached as current and
 * the edit never showed until the next change.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventClient, FIXTURE, startDev, type DevProcess } from './dev-helpers.ts';

let dev: DevProcess;
let events: EventClient;
const page = async (path: string) => (await fetch(dev.url + path)).text();

beforeAll(async () => {
  dev = await startDev({
    prepare: (root) => {
      const config = readFileSync(join(FIXTURE, 'site.config.ts'), 'utf8').replace(
        "lang: 'en',",
        "lang: 'en',\n  plugins: [{ name: 'slow-head', async head(page) { if (page.routePath === '/lab/racing' && !globalThis.__slowOnce) { globalThis.__slowOnce = true; await new Promise((r) => setTimeout(r, 3000)); } return []; } }],",
      );
      writeFileSync(join(root, 'site.config.ts'), config);
      mkdirSync(join(root, 'content', 'en', 'lab'), { recursive: true });
      writeFileSync(join(root, 'content', 'en', 'lab', 'racing.md'), '# Racing\n\nFirst text.\n');
    },
  });
  events = await EventClient.connect(dev.url);
});

afterAll(async () => {
  events?.close();
  await dev?.stop();
});

test('an edit that lands while the page is being rendered is served on the next request', async () => {
  const target = join(dev.root, 'content', 'en', 'lab', 'racing.md');
  const first = page('/lab/racing');
  // Route data answers once the page is bundled (it runs no head hook): the render above is now in the slow hook.
  expect((await fetch(dev.url + '/static/route/lab/racing.json')).status).toBe(200);
  events.mark();
  writeFileSync(target, '# Racing\n\nSecond text.\n');
  await events.nextUpdate((d) => d.routes === null || d.routes.includes('/lab/racing'));
  expect(await first).toContain('First text.');
  expect(await page('/lab/racing')).toContain('Second text.');
});
