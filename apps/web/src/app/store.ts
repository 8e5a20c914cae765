import { combineSlices, configureStore, createDynamicMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import type { appApi } from '../shared/api/app-api.ts';
import { whenApiCache } from '../shared/store/api-cache-slot.ts';
import { authSlice, signedOut } from '../features/auth/auth-slice.ts';
import { brandSettingsSlice } from '../features/brand/brand-slice.ts';
import { geoSlice } from '../features/geo/geo-slice.ts';
import { localesSlice } from '../features/locales/locales-slice.ts';
import { notificationSlice } from '../features/notification/notification-slice.ts';
import { payoutsSlice } from '../features/payouts/payouts-slice.ts';
import { profileSlice } from '../features/profile/profile-slice.ts';

type ApiCacheState = { [appApi.reducerPath]: ReturnType<typeof appApi.reducer> };

/**
 * One slice per state area of SPEC §3 (client state); the server's data in the API cache, whose reducer joins
 * when the first screen that reads server data loads it (shared/store/api-cache-slot.ts).
 */
const slices = combineSlices({
  brandSettings: brandSettingsSlice.reducer,
  auth: authSlice.reducer,
  geo: geoSlice.reducer,
  notification: notificationSlice.reducer,
  profile: profileSlice.reducer,
  payouts: payoutsSlice.reducer,
  locales: localesSlice.reducer,
}).withLazyLoadedSlices<ApiCacheState>();
whenApiCache((cache) => slices.inject({ reducerPath: cache.reducerPath, reducer: cache.reducer }));

/** The state as the screens read it: the API cache is there whenever a screen that reads it has loaded. */
export type RootState = ReturnType<typeof slices> & ApiCacheState;
export const rootReducer = slices as unknown as (
  state: Partial<RootState> | undefined,
  action: UnknownAction,
) => RootState;

/**
 * Signing out forgets everything of the trader (orders, challenges, KYC, profile …) so the next trader in
 * this tab never sees it (the API cache included); the brand, the languages and geo stay.
 */
const appReducer: typeof rootReducer = (state, action) => {
  if (signedOut.match(action) && state) {
    const { brandSettings, locales, geo } = state;
    return rootReducer({ brandSettings, locales, geo } as RootState, action);
  }
  return rootReducer(state, action);
};

function makeStore(
  preloadedState: Partial<RootState> | undefined,
  dynamic: ReturnType<typeof createDynamicMiddleware>,
) {
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
  });
}

/**
 * The app's store. Once the API cache is loaded its middleware joins, its state starts (a reset of the empty
 * cache), and it follows the tab being shown or hidden (polling, reading again).
 */
export function createStore(preloadedState?: Partial<RootState>) {
  const dynamic = createDynamicMiddleware();
  const store = makeStore(preloadedState, dynamic);
  whenApiCache((cache) => {
    dynamic.addMiddleware(cache.middleware);
    store.dispatch(cache.reset());
    cache.listen(store.dispatch);
  });
  return store;
}
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
