/** Server entry (bundled with the client code so both share one React): renders a page to HTML. */
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { App } from './App.tsx';
import type { InitialData } from '../../shared/page-data.ts';
import { loadLayout } from './layouts.ts';

/** Pre-rendering is synchronous: the on-demand layouts must be loaded before the first page renders. */
export const ready: Promise<void> = loadLayout('home');

export function renderPage(initial: InitialData, Content: ComponentType<{ components?: Record<string, unknown> }>): string {
  return renderToString(<App initial={{ page: initial.page, sidebar: initial.sidebar, Content }} />);
}
