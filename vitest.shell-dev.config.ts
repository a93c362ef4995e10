// TEMPORARY (helper's iteration config, to be deleted): runs browser tests against already built dists.
import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    testTimeout: 60_000, hookTimeout: 180_000, pool: 'forks', maxWorkers: 3,
    include: ['test/e2e/shell*.test.ts', 'test/e2e/landing*.test.ts'],
    provide: { fixtureDist: '/work/main/test/.tmp/basic-dist', siteDist: '/work/main/test/.tmp/site-dist', siteBuildError: '' },
  },
});
