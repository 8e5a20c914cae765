import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SITE_VERSION } from '@portal/contract';
import { App } from './app/app.tsx';
import { createStore } from './app/store.ts';
import { startUp } from './app/start-up.ts';
import { whenFirstScreenReady } from './app/start-up-gate.tsx';
import { preloadData, preloadRoute } from './app/preload-route.ts';
import { initVisitorIds } from './shared/storage/visitor-ids.ts';
import '@portal/ui/theme/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('Container not found!');
document.documentElement.dataset.version = SITE_VERSION;
// The bundle-separation check (scripts/check-bundles.mjs) looks for this marker: it must appear in the
// trader app's build and never in the console's.
document.documentElement.dataset.app = 'trader-portal-app';
initVisitorIds();

const store = createStore();
void startUp(store);
preloadRoute(window.location.pathname);
preloadData(window.location.pathname);
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);
if (container.querySelector(':scope > .layout')) {
  // A guest page's frame, rendered into the page by the server (decision 033), stays as it is until React can
  // paint the page into it, instead of React replacing it with its full-screen loader and then with the page
  // (a flash). That first render is a transition, so React renders the whole page in slices that leave the main
  // thread free between them rather than in one long task.
  void whenFirstScreenReady(store).then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
} else {
  createRoot(container).render(app);
}
