import { matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes } from '../routes.tsx';
import { preloadTraderAccounts } from '../features/challenges/api/early-accounts-read.ts';
import { tokenStore } from '../shared/api/token-store.ts';
import type { AppStore } from './store.ts';

/**
 * The opened page's lazy modules (its screen, its layout) start loading with the app, in parallel with the
 * start-up calls (brand, language), instead of once the router exists after them. The router's
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
 * its 12-hour stamp, alongside the chunks instead of after them. The call goes through the
 * session's rules like any other (an ended access token is refreshed first; a refused session signs out).
 * Returns whether it started.
 */
export function preloadData(path: string, session: Pick<typeof tokenStore, 'token' | 'isExpired'> = tokenStore) {
  if (!HOME_PATHS.has(path) || !session.token() || session.isExpired()) return false;
  preloadTraderAccounts();
  return true;
}

/** How long React's first render waits for home's list before painting the page without it (its skeleton). */
export const FIRST_LIST_WAIT_MS = 1_500;

/**
 * Home's list read into the store before React's first render, so that render paints the whole
 * page at once: the list, and the footer where it stays. Painted first with the skeleton, the page changed
 * when the list came and the footer's text (the screen's largest element) moved into view only then, after the
 * header's own calls, which held the largest paint back. Resolves once the list is in the store (or the read
 * failed: the screen shows the failure), at the latest after `waitMs`. The screen's mount finds it in the cache,
 * fresh, and does not read it again.
 */
export function listBeforeFirstPaint(store: AppStore, waitMs = FIRST_LIST_WAIT_MS): Promise<void> {
  // The endpoints come with home's code (which preloadRoute is already fetching), not with the entry.
  const read = import('../features/challenges/api/challenges-api.ts').then(async ({ challengesApi }) => {
    const subscription = store.dispatch(challengesApi.endpoints.getTraderAccounts.initiate());
    // Held only until it settles: the cache keeps the list for the screen a while longer.
    await subscription.then(
      () => undefined,
      () => undefined,
    );
    subscription.unsubscribe();
  });
  read.catch(() => undefined); // a chunk that fails to load is the router's to show
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  return Promise.race([read, waited]).finally(() => clearTimeout(timer));
}
