import type { InitialEntry, RouteObject } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../../app/test-support.tsx';
import { onBodies } from '../../../test/mock-api.ts';

/** Test helpers of the auth screens (not a test file): the API mocked at the network layer (MSW). */
export { envelope, server, useMockServer } from '../../../test/mock-api.ts';

/** Answers POSTs to `path` in turn (the last answer repeats) and records their JSON bodies. */
export const onPost = (path: string, ...answers: Array<() => Response>) =>
  onBodies('post', path, ...answers) as Array<Record<string, unknown>>;

/** Pages the auth screens lead to, as plain markers. */
export const destinations: RouteObject[] = [
  { path: '/dashboard/home', element: <p>home page</p> },
  { path: '/dashboard/orders', element: <p>orders page</p> },
  { path: '/dashboard/new-challenge', element: <p>new challenge page</p> },
  { path: '/dashboard/reset-password', element: <p>reset password page</p> },
  { path: '/verify-email', element: <p>verify email page</p> },
  { path: '/sign-in', element: <p>sign in page</p> },
];

type Options = Pick<NonNullable<Parameters<typeof makeStore>[0]>, 'auth' | 'brand'>;

/** Renders a guest screen at `at` (its own route first, so it wins over the markers) with a guest's store. */
export function renderScreen(route: RouteObject, at: InitialEntry, options: Options = {}) {
  const store = makeStore({ isAuth: false, auth: options.auth, brand: options.brand });
  return renderRoutes([route, ...destinations.filter((d) => d.path !== route.path)], { store, at });
}
