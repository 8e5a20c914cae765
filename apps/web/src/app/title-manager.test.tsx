import { waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { usePageTitle } from '../shared/hooks/use-page-title.ts';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from './test-support.tsx';
import { TitleManager } from './title-manager.tsx';

/** A screen that names its own state: 'Payout is coming' once requested. */
function Requested() {
  usePageTitle('payoutIsComing');
  return <p>requested</p>;
}

const routes = [
  {
    element: (
      <>
        <TitleManager />
        <Outlet />
      </>
    ),
    children: [
      { path: '/sign-in', handle: { title: 'signIn' }, element: <p>sign in</p> },
      {
        path: '/dashboard/profile',
        handle: { title: 'traderPersonalInformation' },
        children: [{ path: 'security', handle: { title: 'secureAccount' }, element: <p>security</p> }],
      },
      { path: '/untitled', element: <p>untitled</p> },
      { path: '/requested', handle: { title: 'withdrawProfit' }, element: <Requested /> },
    ],
  },
];

describe('title manager (SPEC §1)', () => {
  it.each([
    ['shows the brand name, a separator and the page title', '/sign-in', 'Brand | Sign In'],
    ['uses the deepest titled route', '/dashboard/profile/security', 'Brand | Secure your Account'],
    ['shows the brand name alone without a page title', '/untitled', 'Brand'],
    ['prefers the title a screen sets for its state to its route’s', '/requested', 'Brand | Payout is coming'],
  ])('%s', async (_, at, title) => {
    renderRoutes(routes, { at });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
