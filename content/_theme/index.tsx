/**
 * The Rsbuild site's additions to docsite's theme, imported by pages as `@theme`: everything docsite
 * ships, plus the components its pages use by name (BenchmarkGraph). Shell slots live in slots.tsx.
 */
import { Benchmark } from 'docsite/theme';
import { BENCHMARK_DATA } from './benchmark-data.ts';
import { NavIcon } from './NavIcon.tsx';

export * from 'docsite/theme';
export { BENCHMARK_DATA, NavIcon };

export function BenchmarkGraph() {
  return <Benchmark data={BENCHMARK_DATA} />;
}
