import { describe, expect, it } from 'vitest';
import { signedOut } from '../features/auth/auth-slice.ts';
import { ordersApi } from '../features/orders/api/orders-api.ts';
import { order } from '../test/buying-fixtures.ts';
import { createStore } from './store.ts';

const firstPage = { page: 1, pageSize: 10 };

describe('store', () => {
  it('forgets the trader on sign-out but keeps the brand and the language', async () => {
    const store = createStore({
      auth: { isAuth: true, isInit: true, isUserFromCheckout: true, emailForResetPassword: null, error: null },
      kyc: { info: null, status: 'failed', error: 'x' },
      locales: {
        languages: { en: 'English', de: 'Deutsch' },
        active: 'de',
        loaded: ['en', 'de'],
        isCheckServerLang: true,
        loading: false,
      },
    });
    await store.dispatch(ordersApi.util.upsertQueryData('getOrders', firstPage, { items: [order()], totalItems: 1 }));
    expect(ordersApi.endpoints.getOrders.select(firstPage)(store.getState()).data?.items).toHaveLength(1);
    store.dispatch(signedOut());
    const s = store.getState();
    expect(s.auth).toMatchObject({ isAuth: false, isInit: true, isUserFromCheckout: false });
    expect(ordersApi.endpoints.getOrders.select(firstPage)(s).data).toBeUndefined();
    expect(s.kyc.error).toBeNull();
    expect(s.locales.active).toBe('de');
  });
});
