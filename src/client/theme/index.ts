/**
 * Components available to pages through `import { … } from '@theme'`, and to site themes as
 * `docsite/theme`: always the built-in ones, so a site theme can wrap what it replaces.
 */
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
export { usePage, usePageState, useLang, useLocale, useT, useNavigate, site } from '../runtime/context.tsx';
export { UiString } from '../../shared/ui-keys.ts';
// The shell's components (a site theme replaces one by exporting its own of the same name) and its parts.
export { Layout, DocLayout } from './Layout.tsx';
export { Nav } from './Nav.tsx';
export { Sidebar } from './Sidebar.tsx';
export { Outline, OutlineMenu } from './Outline.tsx';
export { DocFooter } from './DocFooter.tsx';
export { Footer } from './Footer.tsx';
export { Announcement } from './Announcement.tsx';
export { SearchButton } from './search/SearchButton.tsx';
export { Content } from './Content.tsx';
export { getSlots, type ThemeSlots } from './slots.tsx';
// HomeLayout and SearchModal load on demand: 'docsite/theme/on-demand' has them.
