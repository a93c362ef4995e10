import type { BenchmarkData } from 'docsite/theme';

/** Seconds, from the rspack-contrib/build-tools-performance benchmark the published site shows. */
export const BENCHMARK_DATA: BenchmarkData = {
  rspack: { label: 'Rsbuild', metrics: [{ time: 0.41, desc: 'dev' }, { time: 0.28, desc: 'build' }, { time: 0.08, desc: 'hmr' }] },
  viteSwc: { label: 'Vite + SWC', metrics: [{ time: 1.29, desc: 'dev' }, { time: 1.39, desc: 'build' }, { time: 0.05, desc: 'hmr' }] },
  webpackSwc: { label: 'webpack + SWC', metrics: [{ time: 2.26, desc: 'dev' }, { time: 2.01, desc: 'build' }, { time: 0.2, desc: 'hmr' }] },
  webpackBabel: { label: 'webpack + Babel', metrics: [{ time: 5.02, desc: 'dev' }, { time: 6.52, desc: 'build' }, { time: 0.2, desc: 'hmr' }] },
};
