/** Browser entry: reads the page data the server embedded, loads the page module, hydrates. */
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadModule } from './router.ts';
import { INITIAL_DATA_ID, type InitialData } from '../shared/page-data.ts';
import '../theme/styles/index.css';

async function start() {
  const script = document.getElementById(INITIAL_DATA_ID);
  if (!script?.textContent) return;
  const initial = JSON.parse(script.textContent) as InitialData;
  const mod = await loadModule(initial.page.module);
  const root = document.getElementById('app')!;
  hydrateRoot(root, <App initial={{ page: initial.page, sidebar: initial.sidebar, Content: mod.default }} />, {
    onRecoverableError(error) {
      console.error('[docsite] hydration error:', error);
    },
  });
}

start().catch((error) => console.error('[docsite] failed to start:', error));
