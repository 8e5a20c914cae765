import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureSession } from '../shared/api/http-client.ts';
import { signedOut } from '../features/auth/auth-slice.ts';
import { buildRoutes } from '../routes.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { PageViewTracker } from './page-view-tracker.tsx';
import { TitleManager } from './title-manager.tsx';
import { useAppSelector } from '../shared/store/store-hooks.ts';
import type { AppStore, RootState } from './store.ts';
import { useServerLanguageSync } from './use-server-language-sync.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * SPEC §2 Start-up: auth initialised, brand configuration settled (loaded or failed) and the active
 * language loaded. A language pack that failed to load does not hold the app hostage: once the locales
 * stopped loading, the app renders with the default texts.
 */
export const selectStartUpReady = (s: RootState) => {
  const brandSettled = s.brandSettings.status === 'ready' || s.brandSettings.status === 'failed';
  const { languages, active, loaded, loading } = s.locales;
  const languageSettled = loaded.includes(active) || (Object.keys(languages).length > 0 && !loading);
  return s.auth.isInit && brandSettled && languageSettled;
};

/** Titles every page from the matched route's handle, around the route table. */
function RouterShell() {
  return (
    <>
      <TitleManager />
      <PageViewTracker />
      <Outlet />
    </>
  );
}

/** The router is built once the brand is known: its settings remove routes (SPEC §2). */
export function createAppRouter(
  store: AppStore,
  routes: RouteObject[] = buildRoutes(store.getState().brandSettings.config),
) {
  // The loader also covers the first lazy screen's download.
  const router = createBrowserRouter([
    { element: <RouterShell />, hydrateFallbackElement: <FullScreenLoader />, children: routes },
  ]);
  // Signing out (logout, a failed refresh, too many failures) clears the trader's state and goes to sign-in.
  configureSession({
    onSignedOut: () => {
      store.dispatch(signedOut());
      void router.navigate('/sign-in', { replace: true });
    },
  });
  return router;
}

export function StartUpGate({ store }: { store: AppStore }) {
  const ready = useAppSelector(selectStartUpReady);
  return ready ? <ReadyApp store={store} /> : <FullScreenLoader />;
}

// One router per store, made outside React so that StrictMode's double renders never build a second one.
const routers = new WeakMap<AppStore, AppRouter>();

/** The store's router, made on first use (once start-up is ready: the brand's settings shape the routes). */
export function routerFor(store: AppStore): AppRouter {
  let router = routers.get(store);
  if (!router) {
    router = createAppRouter(store);
    routers.set(store, router);
  }
  return router;
}

/**
 * Resolves once the app can paint the opened page itself: start-up ready and the router's first navigation done
 * (the matched routes' lazy modules loaded, or failed into their error screen). Until then the page's own markup
 * (the loader, or a guest page's frame rendered by the server) stays on screen, so React's first
 * paint is the page and no interim full-screen loader replaces the frame.
 */
export function whenFirstScreenReady(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribeStore = () => {};
    const routerReady = () => {
      const router = routerFor(store);
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    };
    const check = () => {
      if (!selectStartUpReady(store.getState())) return false;
      unsubscribeStore();
      routerReady();
      return true;
    };
    if (!check()) unsubscribeStore = store.subscribe(check);
  });
}

function ReadyApp({ store }: { store: AppStore }) {
  const router = routerFor(store);
  useServerLanguageSync();
  return <RouterProvider router={router} />;
}
