#!/usr/bin/env node
// `npm test`: makes sure the system browser the browser tests drive is there (Debian's chromium,
// installed with apt-get when running as root), then runs the whole vitest suite.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-wqy-microhei', 'fonts-noto-color-emoji'];

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  return result.status === 0;
}

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${PACKAGES.join(', ')} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env }).status === 0;
  if (!ok || !existsSync(CHROMIUM)) {
    console.error(`Could not install Chromium; install it by hand: apt-get install -y ${PACKAGES.join(' ')}`);
    process.exit(1);
  }
}

// The tests make a temporary project folder per case (and browsers their profiles): all of them go into
// one folder for this run, removed at the end, so repeated runs leave nothing behind in the system's.
const runTmp = mkdtempSync(join(tmpdir(), 'docsite-test-'));
const report = join(runTmp, 'vitest-report.json');
const ok = run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  ...process.env,
  TMPDIR: runTmp,
});
// One plain closing line any CI can read.
try {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`tests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
} catch {
  // vitest did not get far enough to write a report; its own output says why
}
rmSync(runTmp, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
