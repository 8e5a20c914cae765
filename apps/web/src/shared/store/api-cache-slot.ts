import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * Where the API cache (shared/api/app-api.ts) plugs into the store. The cache and RTK Query come with the first
 * screen that reads server data, not with the entry: a guest page such as /sign-in never loads them. The store
 * takes the cache's reducer and middleware when the cache's module is loaded (or at once when it already is).
 */
export type ApiCache = {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  /** forgets every cached answer, stops polls */
  reset: () => UnknownAction;
  /** follows the page being shown or hidden; returns the way to stop */
  listen: (dispatch: Dispatch) => () => void;
};

let provided: ApiCache | null = null;
const waiting = new Set<(cache: ApiCache) => void>();

/** The cache's module hands itself over, once. */
export function provideApiCache(cache: ApiCache): void {
  provided = cache;
  for (const attach of waiting) attach(cache);
  waiting.clear();
}

/** Runs `attach` with the cache when it is loaded (at once if it already is). */
export function whenApiCache(attach: (cache: ApiCache) => void): void {
  if (provided) attach(provided);
  else waiting.add(attach);
}

/** Forgets the cached answers (sign-out); nothing to forget when the cache never loaded. */
export function resetApiCache(dispatch: Dispatch): void {
  if (provided) dispatch(provided.reset());
}
