import { describe, expect, it } from 'vitest';
import { signedOut } from '../features/auth/auth-slice.ts';
import { routerFor, whenFirstScreenReady } from './start-up-gate.tsx';
import { makeStore } from './test-support.tsx';

// React's first paint waits until it can paint the opened page (start-up ready, first navigation done).
describe('whenFirstScreenReady', () => {
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return done;
    };
  };

  it('waits for start-up, then for the router it makes for the store, and resolves once', async () => {
    const store = makeStore({ isAuth: false, auth: { isInit: false } });
    const ready = settled(whenFirstScreenReady(store));
    expect(await ready()).toBe(false);
    store.dispatch(signedOut()); // auth initialised: start-up is ready
    expect(await ready()).toBe(true);
    expect(routerFor(store).state.initialized).toBe(true);
    expect(routerFor(store)).toBe(routerFor(store));
  });

  it('resolves at once for a store already started', async () => {
    const store = makeStore();
    expect(await settled(whenFirstScreenReady(store))()).toBe(true);
  });
});
