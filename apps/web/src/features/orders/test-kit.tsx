import type { RouteObject } from 'react-router';
import { ApiPath } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../app/test-support.tsx';
import type { CredentialsDialogSlot } from '../../shared/composition/slots.ts';
import { packageList } from '../../test/buying-fixtures.ts';
import { envelope, on } from '../../test/mock-api.ts';
import NewChallengeScreen from './new-challenge/new-challenge-screen.tsx';

/** Test helpers of the buying screens (not a test file). */

/** Stands in for the credentials feature's dialog (app/ gives the real one). */
export const StubCredentialsDialog: CredentialsDialogSlot = ({ traderAccountId, platform, onClose }) => (
  <div role="dialog" aria-label="Credentials stub">
    {traderAccountId} on {platform.name}
    <button type="button" onClick={onClose}>
      Close stub
    </button>
  </div>
);

const markers: RouteObject[] = [
  { path: '/dashboard/home', element: <p>home page</p> },
  { path: '/dashboard/orders', element: <p>orders page</p> },
  { path: '/dashboard/order/:id', element: <p>order page</p> },
  { path: '/dashboard/challenge/:id', element: <p>challenge page</p> },
];

/** The packages of the signed-in list. */
export const servePackages = (items = packageList) =>
  on('get', ApiPath.tradingPackagesList, () => envelope(0, { items }));

export function renderNewChallenge(at: string, options: Parameters<typeof makeStore>[0] = {}) {
  const store = makeStore(options);
  const screen = <NewChallengeScreen CredentialsDialog={StubCredentialsDialog} />;
  return renderRoutes(
    [
      { path: '/dashboard/new-challenge', element: screen },
      { path: '/dashboard/subscribe-auth', element: screen },
      ...markers,
    ],
    { store, at },
  );
}

export function renderScreen(route: RouteObject, at: string) {
  return renderRoutes([route, ...markers], { store: makeStore(), at });
}
