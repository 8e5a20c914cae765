import { describe, expect, it } from 'vitest';
import { signedOut } from '../features/auth/auth-slice.ts';
import { order } from '../test/buying-fixtures.ts';
import { createStore } from './store.ts';

describe('store', () => {
  it('forgets the trader on sign-out but keeps the brand and the language', () => {
    const store = createStore({
      auth: { isAuth: true, isInit: true, isUserFromCheckout: true, emailForResetPassword: null, error: null },
      orders: { items: [order()], totalItems: 1, status: 'ready', requestId: null, error: null },
      kyc: { info: null, status: 'failed', error: 'x' },
      locales: {
        languages: { en: 'English', de: 'Deutsch' },
        active: 'de',
        loaded: ['en', 'de'],
        isCheckServerLang: true,
        loading: false,
      },
    });
    store.dispatch(signedOut());
    const s = store.getState();
    expect(s.auth).toMatchObject({ isAuth: false, isInit: true, isUserFromCheckout: false });
    expect(s.orders.items).toEqual([]);
    expect(s.kyc.error).toBeNull();
    expect(s.locales.active).toBe('de');
  });
});
