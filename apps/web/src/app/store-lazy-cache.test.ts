import { describe, expect, it, vi } from 'vitest';

describe('the API cache joining a store made before it loaded', () => {
  it('is in the store as soon as its module has loaded, before any other action', async () => {
    // Fresh modules: another file of this worker may have loaded the API cache already.
    vi.resetModules();
    const { createStore } = await import('./store.ts');
    const store = createStore();
    expect(store.getState()).not.toHaveProperty('api');

    const { appApi } = await import('../shared/api/app-api.ts');

    expect(store.getState()[appApi.reducerPath]).toMatchObject({ queries: {}, mutations: {} });
  });
});
