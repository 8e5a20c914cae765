import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import type { BrandConfig, KycInfo, PersonalData } from '@portal/contract';
import { brandConfigFixture } from '@portal/contract/test/brand-config.ts';
import { commonApi } from '../shared/api/common-api.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { createStore, rootReducer, type AppStore, type RootState } from './store.ts';

/** Test helpers of the app shell (not a test file itself). */
export const brandFixture = brandConfigFixture;

type StoreOptions = {
  isAuth?: boolean;
  auth?: Partial<RootState['auth']>;
  brand?: Partial<BrandConfig>;
  languages?: Record<string, string>;
  state?: Partial<RootState>;
  /** the KYC info already read (in the API cache) */
  kyc?: KycInfo;
  /** the profile already read (in the API cache), as the header reads it after sign-in */
  profile?: PersonalData;
};

/** A store as it is after start-up: auth initialised, brand ready, English active and loaded. */
export function makeStore({
  isAuth = true,
  auth,
  brand,
  languages = { en: 'English' },
  state,
  kyc,
  profile,
}: StoreOptions = {}): AppStore {
  const initial = rootReducer(undefined, { type: '@@test/init' });
  const store = createStore({
    ...initial,
    auth: { ...initial.auth, isInit: true, isAuth, ...auth },
    brandSettings: { config: brandFixture({ languages, ...brand }), status: 'ready', error: null },
    locales: { ...initial.locales, languages, active: 'en', loaded: ['en'] },
    ...state,
  });
  if (kyc)
    store.dispatch(commonApi.util.upsertQueryEntries([{ endpointName: 'getKycInfo', arg: undefined, value: kyc }]));
  if (profile) {
    store.dispatch(commonApi.util.upsertQueryEntries([{ endpointName: 'getProfile', arg: undefined, value: profile }]));
    // Held as the signed-in header holds it: a profile nothing reads is dropped at once.
    void store.dispatch(commonApi.endpoints.getProfile.initiate());
  }
  return store;
}

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}

/** Renders routes in a memory router with the store and the English catalogue. */
export function renderRoutes(routes: RouteObject[], options: { store?: AppStore; at?: InitialEntry } = {}) {
  useEnglishCatalogue();
  const store = options.store ?? makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [options.at ?? '/'] });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store };
}

/** A fake viewport for `matchMedia` (jsdom has none): min-width and max-width queries, resizable. */
export function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    // a query of no width (the device's colour scheme, its pointer) is not the viewport's: it does not match
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      width = next;
      listeners.forEach((listener) => listener());
    },
  };
}
