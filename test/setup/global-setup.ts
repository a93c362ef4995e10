/**
 * Builds the sites the build-output and browser tests inspect, once per test run: the fixture site
 * and the real Rsbuild docs (what `npm run build` makes).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const ROOT = join(import.meta.dirname, '..', '..');
export const TMP = join(ROOT, 'test', '.tmp');

function build(root: string, outDir: string) {
  execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', root, '--out-dir', outDir], { stdio: 'inherit', cwd: ROOT });
}

export default function setup(project: TestProject) {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const fixtureDist = join(TMP, 'basic-dist');
  const siteDist = join(TMP, 'site-dist');
  build(join(ROOT, 'test', 'fixtures', 'basic'), fixtureDist);
  project.provide('fixtureDist', fixtureDist);
  // Small sites for the theme's extension points (test/build/theme-overrides.test.ts, test/e2e/theme-overrides.test.ts).
  for (const [name, key] of [['theme-overrides', 'overridesDist'], ['ja-site', 'jaDist']] as const) {
    const dist = join(TMP, `${name}-dist`);
    build(join(ROOT, 'test', 'fixtures', name), dist);
    project.provide(key, dist);
  }
  // The real site is built too; if it fails, its own tests report why and the fixture tests still run.
  try {
    build(ROOT, siteDist);
    project.provide('siteDist', siteDist);
    project.provide('siteBuildError', '');
  } catch (error) {
    project.provide('siteDist', '');
    project.provide('siteBuildError', String((error as Error).message));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureDist: string;
    overridesDist: string;
    jaDist: string;
    siteDist: string;
    siteBuildError: string;
  }
}
