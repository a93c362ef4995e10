/**
 * knip (knip.json) finds no unused file, dependency, export or exported type, and no package imported but
 * not listed in package.json: new dead code fails the tests (`npm run lint` runs it too).
 */
import { expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

test('knip reports nothing unused or unlisted', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js'), '--no-progress', '--no-config-hints'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.stdout + r.stderr).toBe('');
  expect(r.status).toBe(0);
}, 300_000);
