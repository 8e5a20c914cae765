import type { Middleware } from '@reduxjs/toolkit';
import { createApi, setupListeners } from '@reduxjs/toolkit/query/react';
import { signedOut } from '../auth/auth-actions.ts';
import { announceJoin, dynamicMiddleware, rootReducer } from '../store/root-reducer.ts';
import { httpBaseQuery } from './base-query.ts';
import { listenTo } from '../browser/listen-to.ts';

/**
 * The app's one cache of server data (RTK Query). Each feature injects its endpoints from
 * `features/<feature>/api/<feature>-api.ts`; a mutation invalidates the tags of what it changed, the dashboard's
 * live stream those of the account that changed. Every query is read again when the tab is shown again.
 */
export const appApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: [
    'TraderAccounts',
    'AccountFigures',
    'AccountChart',
    'AccountTrades',
    'JournalStats',
    'JournalTrades',
    'Certificates',
    'EconomicCalendar',
    'Payouts',
    'ProfitWidget',
    'Orders',
    'Kyc',
    'Profile',
    'Notifications',
  ],
  refetchOnFocus: true,
  endpoints: () => ({}),
});

/**
 * The tab shown or hidden is what counts (SPEC: a hidden tab asks nothing): polling pauses while it is hidden and
 * every query is read again when it is shown. A window that merely loses focus still shows its figures, so
 * focus and blur, which RTK Query's default listeners use, are left out.
 */
export const listenToPage = (dispatch: Parameters<typeof setupListeners>[0]) =>
  setupListeners(dispatch, (dispatch, { onFocus, onFocusLost, onOnline, onOffline }) => {
    const visibility = () => dispatch(document.hidden ? onFocusLost() : onFocus());
    const online = () => dispatch(onOnline());
    const offline = () => dispatch(onOffline());
    return listenTo(
      [document, 'visibilitychange', visibility],
      [window, 'online', online],
      [window, 'offline', offline],
    );
  });

/**
 * What each store does with the cache besides RTK Query's own middleware, from its first action after the cache
 * loaded: it follows the page being shown or hidden, and signing out resets the cache (the reducer already forgot
 * the cached answers; this also stops their polls and pending invalidations).
 */
const followPageAndSession: Middleware = (store) => {
  listenToPage(store.dispatch);
  return (next) => (action) => {
    const result = next(action);
    if (signedOut.match(action)) store.dispatch(appApi.util.resetApiState());
    return result;
  };
};

// The cache joins every store once its module loads; none of it is in the entry.
rootReducer.inject(appApi);
dynamicMiddleware.addMiddleware(appApi.middleware, followPageAndSession);
announceJoin();
