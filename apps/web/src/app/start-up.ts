import { initAuth } from '../features/auth/auth-slice.ts';
import { loadBrand } from '../features/brand/brand-slice.ts';
import { initLanguages } from '../features/locales/locales-slice.ts';
import { showNotification } from '../features/notification/notification-slice.ts';
import { ResultCode } from '@portal/contract';
import { startThirdParty } from '../shared/third-party/third-party.ts';
import type { AppStore } from './store.ts';

/**
 * SPEC §2 Start-up: the full-screen loader shows until auth is initialised and the brand configuration and
 * language are ready. A failed brand load shows its translated message for 5 s (SPEC §8).
 */
export async function startUp(store: AppStore): Promise<void> {
  const auth = store.dispatch(initAuth());
  const brand = await store.dispatch(loadBrand());
  const languages = loadBrand.fulfilled.match(brand) ? brand.payload.languages : { en: 'English' };
  // Off the critical path: the loaders are a lazy chunk fetched when the browser is idle.
  if (loadBrand.fulfilled.match(brand))
    startThirdParty(brand.payload, () =>
      store.dispatch(showNotification({ message: 'errors.chatUnavailable', variant: 'negative' })),
    );
  await store.dispatch(initLanguages(languages)).catch(() => undefined);
  if (loadBrand.rejected.match(brand) && brand.error.code !== String(ResultCode.RequestIsNotValid)) {
    store.dispatch(
      showNotification({ message: brand.error.message ?? 'errors.SomethingWentWrong', variant: 'negative' }),
    );
  }
  await auth;
}
