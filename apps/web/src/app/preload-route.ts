import { matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes } from '../routes.tsx';
import { preloadTraderAccounts } from '../features/challenges/get-trader-accounts.ts';
import { loadKyc } from '../features/kyc/kyc-slice.ts';
import { loadProfile } from '../features/profile/profile-slice.ts';
import { tokenStore } from '../shared/api/token-store.ts';
import type { AppStore } from './store.ts';

/**
 * The opened page's lazy modules (its screen, its layout) start loading with the app, in parallel with the
 * start-up calls (brand, language), instead of once the router exists after them (decision 022). The router's
 * own `lazy` call later gets the same module from the browser's module map: nothing is fetched twice. A module
 * that fails here is left to the router, which shows its error screen as before.
 */
export function preloadRoute(path: string, routes: RouteObject[] = buildRoutes(null)): number {
  let started = 0;
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    started += 1;
    void Promise.resolve(route.lazy()).catch(() => undefined);
  }
  return started;
}

/** Pages whose first data call starts with the app for a trader with a session: `/` and `/dashboard` lead home. */
const HOME_PATHS = new Set(['/', '/dashboard', '/dashboard/', '/dashboard/home', '/dashboard/home/']);

/**
 * The home screen's data call (the trader's accounts) starts with the app when a session is stored and not past
 * its 12-hour stamp (decision 027), alongside the chunks instead of after them. The call goes through the
 * session's rules like any other (an ended access token is refreshed first; a refused session signs out).
 * Returns whether it started.
 */
export function preloadData(path: string, session: Pick<typeof tokenStore, 'token' | 'isExpired'> = tokenStore) {
  if (!HOME_PATHS.has(path) || !session.token() || session.isExpired()) return false;
  preloadTraderAccounts();
  return true;
}

/**
 * The signed-in header's data (the trader's profile and, when the brand has KYC, the verification state), started
 * for a signed-in trader opening home once start-up is ready, before React renders the page, instead of from the
 * header's effects after the page's first render (decision 033): the calls then run while the page renders rather
 * than after it. The header's effects find them under way (their status no longer idle) and start nothing.
 * Returns how many calls started.
 */
export function preloadHeaderData(path: string, store: AppStore): number {
  const state = store.getState();
  if (!HOME_PATHS.has(path) || !state.auth.isAuth) return 0;
  let started = 0;
  if (state.profile.status === 'idle') {
    void store.dispatch(loadProfile());
    started += 1;
  }
  if (state.brandSettings.config?.isKycEnabled && state.kyc.status === 'idle') {
    void store.dispatch(loadKyc());
    started += 1;
  }
  return started;
}
