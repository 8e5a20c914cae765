import { describe, expect, it } from 'vitest';
import type { KycInfo } from '@portal/contract';
import { signedOut } from '../features/auth/auth-slice.ts';
import { ordersApi } from '../features/orders/api/orders-api.ts';
import { commonApi, selectKycInfo } from '../shared/api/common-api.ts';
import { order } from '../test/buying-fixtures.ts';
import { createStore } from './store.ts';

const firstPage = { pageSize: 10 };

describe('store', () => {
  it('forgets the trader on sign-out but keeps the brand and the language', async () => {
    const store = createStore({
      auth: { isAuth: true, isInit: true, isUserFromCheckout: true, emailForResetPassword: null, error: null },
      locales: {
        languages: { en: 'English', de: 'Deutsch' },
        active: 'de',
        loaded: ['en', 'de'],
        isCheckServerLang: true,
        loading: false,
      },
    });
    await store.dispatch(
      ordersApi.util.upsertQueryData('getOrders', firstPage, {
        items: [order()],
        totalItems: 1,
        next: null,
        previous: null,
      }),
    );
    store.dispatch(
      commonApi.util.upsertQueryEntries([
        { endpointName: 'getKycInfo', arg: undefined, value: { identityLocked: true } as KycInfo },
      ]),
    );
    expect(ordersApi.endpoints.getOrders.select(firstPage)(store.getState()).data?.items).toHaveLength(1);
    expect(selectKycInfo(store.getState())).not.toBeNull();
    store.dispatch(signedOut());
    const s = store.getState();
    expect(s.auth).toMatchObject({ isAuth: false, isInit: true, isUserFromCheckout: false });
    expect(ordersApi.endpoints.getOrders.select(firstPage)(s).data).toBeUndefined();
    expect(selectKycInfo(s)).toBeNull();
    expect(s.locales.active).toBe('de');
  });
});
