import type { RouteObject } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../app/test-support.tsx';

/** Test helpers of the notifications (not a test file): the API mocked at the network layer (MSW). */
export { envelope, on, server, useMockServer } from '../../test/mock-api.ts';
import { http } from 'msw';
import { envelope, server } from '../../test/mock-api.ts';

/** A POST without a body (a read mark), answered `data` and counted. */
export function onPost(path: string, data: unknown): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.post(path, () => {
      calls.count += 1;
      return envelope(0, data);
    }),
  );
  return calls;
}

/** Renders a signed-in trader's screen (or the bell) at `at`. */
export const renderAt = (route: RouteObject, at = route.path) =>
  renderRoutes([route], { store: makeStore(), ...(at ? { at } : {}) });
