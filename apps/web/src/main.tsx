import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SITE_VERSION } from '@portal/contract';
import { App } from './app/app.tsx';
import { createStore } from './app/store.ts';
import { startUp } from './app/start-up.ts';
import { whenFirstScreenReady } from './app/start-up-gate.tsx';
import { preloadData, preloadHeaderData, preloadRoute } from './app/preload-route.ts';
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
// React's first paint is the opened page: until it can render it, the page's own markup (the start-up loader, or
// the frame of a guest page rendered by the server) stays as it is instead of being replaced by a loader that is
// then replaced again. The first render is a transition, so React renders the whole page in slices that leave
// the main thread free between them rather than in one long task (decision 033).
void whenFirstScreenReady(store).then(() => {
  preloadHeaderData(window.location.pathname, store);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
});
