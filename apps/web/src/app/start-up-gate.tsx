import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureSession } from '../shared/api/http-client.ts';
import { signedOut } from '../features/auth/auth-slice.ts';
import { clearProfile } from '../features/profile/profile-slice.ts';
import { buildRoutes } from '../routes.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { PageViewTracker } from './page-view-tracker.tsx';
import { TitleManager } from './title-manager.tsx';
import { useAppSelector, type AppStore, type RootState } from './store.ts';
import { useProfileErrorToast } from './use-profile-error-toast.ts';
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
      store.dispatch(clearProfile());
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

function ReadyApp({ store }: { store: AppStore }) {
  let router = routers.get(store);
  if (!router) {
    router = createAppRouter(store);
    routers.set(store, router);
  }
  useServerLanguageSync();
  useProfileErrorToast();
  return <RouterProvider router={router} />;
}
