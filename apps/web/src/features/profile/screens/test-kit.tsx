import type { RouteObject } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../../app/test-support.tsx';

/** Test helpers of the profile screens (not a test file): the API mocked at the network layer (MSW). */
export { envelope, onBodies as on, server, useMockServer } from '../../../test/mock-api.ts';

/** Renders a signed-in trader's profile screen. */
export function renderScreen(
  route: RouteObject,
  options: Pick<NonNullable<Parameters<typeof makeStore>[0]>, 'brand' | 'state' | 'kyc'> = {},
) {
  return renderRoutes([route], { store: makeStore(options), at: route.path });
}
