import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests with no set-up, and tests that need built sites (cheerio on the
// output, real-browser tests, dev-server integration), which share one global build.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['test/build/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/integration/**/*.test.ts'],
          globalSetup: ['test/setup/global-setup.ts'],
          // Browser conditions wait on real work (a 1 MB search index parsed on a busy 2-core CI box
          // takes over vitest's 1 s default), so the site tests poll for up to 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
