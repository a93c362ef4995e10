/** Browser entry: reads the page data the server embedded, loads the page module, hydrates. */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadModule, loadSidebar } from './router.ts';
import { loadLayout } from './layouts.ts';
import { INITIAL_DATA_ID, type InitialData } from '../../shared/page-data.ts';
// The theme's stylesheet (the bundler resolves it: the runtime names no theme file).
import 'docsite:theme.css';

async function start() {
  const script = document.getElementById(INITIAL_DATA_ID);
  if (!script?.textContent) return;
  const initial = JSON.parse(script.textContent) as InitialData;
  // The sidebar is a cached file shared by the section (preloaded in the head), not inlined in every page.
  const [mod, sidebar] = await Promise.all([
    loadModule(initial.page.module),
    initial.page.sidebar ? loadSidebar(initial.page.sidebar) : Promise.resolve(null),
    loadLayout(initial.page.pageType),
  ]);
  const root = document.getElementById('app')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (one long task on a slow phone); a reader's click during it is replayed.
  startTransition(() => {
    hydrateRoot(root, <App initial={{ page: initial.page, sidebar, Content: mod.default }} />, {
      onRecoverableError(error) {
        console.error('[docsite] hydration error:', error);
      },
    });
  });
}

start().catch((error) => console.error('[docsite] failed to start:', error));
