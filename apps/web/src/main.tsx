import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SITE_VERSION } from '@portal/contract';
import { App } from './app/app.tsx';
import { createStore } from './app/store.ts';
import { startUp } from './app/start-up.ts';
import { whenFirstScreenReady } from './app/start-up-gate.tsx';
import { listBeforeFirstPaint, preloadData, preloadRoute } from './app/preload-route.ts';
import { firstRenderCommitted, holdUntilFirstPaint } from './shared/browser/first-paint.ts';
import { initVisitorIds } from './shared/storage/visitor-ids.ts';
import { followSystemTheme } from '@portal/ui/theme/theme-choice.ts';
import '@portal/ui/theme/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('Container not found!');
document.documentElement.dataset.version = SITE_VERSION;
// The bundle-separation check (scripts/check-bundles.mjs) looks for this marker: it must appear in the
// trader app's build and never in the console's.
document.documentElement.dataset.app = 'trader-portal-app';
initVisitorIds();
followSystemTheme();

const store = createStore();
void startUp(store);
preloadRoute(window.location.pathname);
const homeList = preloadData(window.location.pathname) ? listBeforeFirstPaint(store) : null;
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);
if (container.querySelector(':scope > .layout') || homeList) {
  // A guest page's frame, rendered into the page by the server, stays as it is until React can
  // paint the page into it, instead of React replacing it with its full-screen loader and then with the page
  // (a flash). Home waits for its list as well, so its first paint is the whole page. That first
  // render is a transition, so React renders the whole page in slices that leave the main thread free between
  // them rather than in one long task.
  // Calls that can wait for that paint wait for it (shared/browser/first-paint.ts).
  holdUntilFirstPaint();
  void Promise.all([whenFirstScreenReady(store), homeList]).then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <>
          {app}
          <FirstRenderCommitted />
        </>,
      ),
    );
  });
} else {
  createRoot(container).render(app);
}

/** Placed after the app: its effect runs once the first render is committed. */
function FirstRenderCommitted() {
  useEffect(firstRenderCommitted, []);
  return null;
}
