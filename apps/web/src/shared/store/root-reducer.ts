import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * The store's reducer, which parts join as they load (Redux Toolkit's `combineSlices` and `inject`): the app puts
 * in its slices when it builds the store (app/store.ts); the API cache (shared/api/app-api.ts) injects itself
 * when the first screen that reads server data loads it, so a guest page such as /sign-in never loads RTK Query.
 * Every store the app (or a test) makes runs this one reducer.
 */
export const rootReducer = combineSlices({});

/** The store's middleware that joins later the same way: the API cache adds its own when it loads. */
export const dynamicMiddleware = createDynamicMiddleware();
