import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { appApi } from '../shared/api/app-api.ts';
import { dynamicMiddleware, followJoins, rootReducer as lazyRoot } from '../shared/store/root-reducer.ts';
import { authSlice, signedOut } from '../features/auth/auth-slice.ts';
import { brandSettingsSlice } from '../features/brand/brand-slice.ts';
import { localesSlice } from '../features/locales/locales-slice.ts';
import { notificationSlice } from '../features/notification/notification-slice.ts';
import { payoutsSlice } from '../features/payouts/payouts-slice.ts';

/** The API cache's part of the state: there once its module has loaded. */
type ApiCacheState = { [appApi.reducerPath]: ReturnType<typeof appApi.reducer> };

/**
 * One slice per state area of SPEC §3 (client state); the server's data in the API cache, which injects itself
 * into the same reducer when the first screen that reads server data loads it (shared/store/root-reducer.ts).
 */
const slices = lazyRoot
  .withLazyLoadedSlices<ApiCacheState>()
  .inject(brandSettingsSlice)
  .inject(authSlice)
  .inject(notificationSlice)
  .inject(payoutsSlice)
  .inject(localesSlice);

/** The state as the screens read it: the API cache is there whenever a screen that reads it has loaded. */
export type RootState = ReturnType<typeof slices> & ApiCacheState;
export const rootReducer = slices as unknown as (
  state: Partial<RootState> | undefined,
  action: UnknownAction,
) => RootState;

/**
 * Signing out forgets everything of the trader (orders, challenges, KYC, profile …) so the next trader in
 * this tab never sees it (the API cache included); the brand and the languages stay.
 */
const appReducer: typeof rootReducer = (state, action) => {
  if (signedOut.match(action) && state) {
    const { brandSettings, locales } = state;
    return rootReducer({ brandSettings, locales } as RootState, action);
  }
  return rootReducer(state, action);
};

/**
 * The app's store (one per test too). Once the API cache is loaded its reducer and middleware are part of every
 * store: its state starts when it joins (`announceJoin`), and each store follows the tab being shown or hidden.
 */
export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  followJoins(store.dispatch);
  return store;
}
export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
