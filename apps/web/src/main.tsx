import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SITE_VERSION } from '@portal/contract';
import { App } from './app/app.tsx';
import { createStore } from './app/store.ts';
import { startUp } from './app/start-up.ts';
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
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
