import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';

// A file of its own: the API cache's module must not have been loaded by another test of the file.
describe('the API cache joining a store made before it loaded', () => {
  it('is in the store as soon as its module has loaded, before any other action', async () => {
    const store = createStore();
    expect(store.getState()).not.toHaveProperty('api');

    const { appApi } = await import('../shared/api/app-api.ts');

    expect(store.getState()[appApi.reducerPath]).toMatchObject({ queries: {}, mutations: {} });
  });
});
