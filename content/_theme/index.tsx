/**
 * The Rsbuild site's additions to docsite's theme: everything docsite ships, the components its pages
 * use by name (BenchmarkGraph), and shell slots only this site has (the Rstack popover, landing sections).
 */
import { Benchmark } from 'docsite/theme';
import { BENCHMARK_DATA } from './benchmark-data.ts';
import { NavIcon } from './NavIcon.tsx';
import { HomeSections } from './home.tsx';

export * from 'docsite/theme';
export { BENCHMARK_DATA, NavIcon };

export function BenchmarkGraph() {
  return <Benchmark data={BENCHMARK_DATA} />;
}

export const slots = {
  beforeNavTitle: <NavIcon />,
  HomeSections,
};
