import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authSlice, signedOut } from '../features/auth/auth-slice.ts';
import { brandSettingsSlice } from '../features/brand/brand-slice.ts';
import { challengesSlice } from '../features/challenges/challenges-slice.ts';
import { credentialsSlice } from '../features/credentials/credentials-slice.ts';
import { disabledCountriesSlice } from '../features/disabled-countries/disabled-countries-slice.ts';
import { geoSlice } from '../features/geo/geo-slice.ts';
import { kycSlice } from '../features/kyc/kyc-slice.ts';
import { localesSlice } from '../features/locales/locales-slice.ts';
import { notificationSlice } from '../features/notification/notification-slice.ts';
import { ordersSlice } from '../features/orders/orders-slice.ts';
import { payoutsSlice } from '../features/payouts/payouts-slice.ts';
import { profileSlice } from '../features/profile/profile-slice.ts';

/** One slice per state area of SPEC §3. */
export const rootReducer = combineReducers({
  brandSettings: brandSettingsSlice.reducer,
  auth: authSlice.reducer,
  geo: geoSlice.reducer,
  notification: notificationSlice.reducer,
  orders: ordersSlice.reducer,
  profile: profileSlice.reducer,
  challenges: challengesSlice.reducer,
  credentials: credentialsSlice.reducer,
  kyc: kycSlice.reducer,
  payouts: payoutsSlice.reducer,
  locales: localesSlice.reducer,
  disabledCountries: disabledCountriesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Signing out forgets everything of the trader (orders, challenges, KYC, profile …) so the next trader in
 * this tab never sees it; the brand, the languages, geo and the country list stay.
 */
const appReducer: typeof rootReducer = (state, action) => {
  if (signedOut.match(action) && state) {
    const { brandSettings, locales, geo, disabledCountries } = state;
    return rootReducer({ brandSettings, locales, geo, disabledCountries } as RootState, action);
  }
  return rootReducer(state, action);
};

export const createStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: appReducer, preloadedState });
export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
