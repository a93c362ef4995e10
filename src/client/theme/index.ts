/** Components available to pages through `import { … } from '@theme'` (and to site themes as `docsite/theme`). */
export { CodeBlock } from './components/CodeBlock.tsx';
export { Tabs, Tab } from './components/Tabs.tsx';
export { PackageManagerTabs } from './components/PackageManagerTabs.tsx';
export { SourceCode, Badge, Steps, Step, NextSteps, ClientOnly, useLocalHref } from './components/Small.tsx';
export { Overview } from './components/Overview.tsx';
export { Benchmark, type BenchmarkData } from './components/Benchmark.tsx';
export { Hero } from './home/Hero.tsx';
export { Features } from './home/Features.tsx';
export { NotFound } from './NotFound.tsx';
export { useViewportSize } from './hooks.ts';
export { usePage, useLang, useT, useNavigate, site } from '../runtime/context.tsx';
