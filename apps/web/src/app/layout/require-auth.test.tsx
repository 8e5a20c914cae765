import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { makeStore, renderRoutes } from '../test-support.tsx';
import { ProfileRedirect } from './profile-redirect.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootRedirect } from './root-redirect.tsx';

const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/sign-in', element: <p>sign in page</p> },
  {
    path: '/dashboard',
    element: <RequireAuth kyc={false} />,
    children: [
      { path: 'profile', element: <ProfileRedirect /> },
      { path: 'profile/personal-information', element: <p>personal information page</p> },
      {
        element: <RequireAuth kyc />,
        children: [
          { path: 'home', element: <p>home page</p> },
          { path: 'orders', element: <p>orders page</p> },
          { path: 'profile/verification', element: <p>verification page</p> },
        ],
      },
    ],
  },
];

/** Opens `at` for a signed-in trader of a brand with these KYC switches. */
const openWithKyc = (brand: { isKycEnabled: boolean; isVerificationProgressEnabled: boolean }, at: string) =>
  renderRoutes(routes, { store: makeStore({ brand }), at });

describe('route guard (SPEC §2)', () => {
  it('sends a guest to sign-in and remembers the origin', async () => {
    const { router } = renderRoutes(routes, { store: makeStore({ isAuth: false }), at: '/dashboard/orders?page=2' });
    expect(await screen.findByText('sign in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/orders', search: '?page=2' } });
  });

  it('lets a signed-in trader through', async () => {
    renderRoutes(routes, { at: '/dashboard/orders' });
    expect(await screen.findByText('orders page')).toBeInTheDocument();
  });

  it('sends the trader to personal information when KYC is on and verification progress is off', async () => {
    const { router } = openWithKyc({ isKycEnabled: true, isVerificationProgressEnabled: false }, '/dashboard/home');
    expect(await screen.findByText('personal information page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/home' } });
  });

  it('opens KYC routes when KYC is on and verification progress is enabled', async () => {
    openWithKyc({ isKycEnabled: true, isVerificationProgressEnabled: true }, '/dashboard/profile/verification');
    expect(await screen.findByText('verification page')).toBeInTheDocument();
  });

  it('sends the trader from verification to personal information when KYC is off', async () => {
    const { router } = openWithKyc(
      { isKycEnabled: false, isVerificationProgressEnabled: true },
      '/dashboard/profile/verification',
    );
    expect(await screen.findByText('personal information page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/profile/verification' } });
  });

  it('does not apply the KYC rule to routes guarded without it', async () => {
    openWithKyc(
      { isKycEnabled: true, isVerificationProgressEnabled: false },
      '/dashboard/profile/personal-information',
    );
    expect(await screen.findByText('personal information page')).toBeInTheDocument();
  });
});

describe('redirects', () => {
  it('sends / to home when signed in and to sign-in otherwise', async () => {
    const signedIn = renderRoutes(routes, { at: '/' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    signedIn.unmount();
    renderRoutes(routes, { store: makeStore({ isAuth: false }), at: '/' });
    expect(await screen.findByText('sign in page')).toBeInTheDocument();
  });

  it('sends /dashboard/profile to personal information, keeping the remembered origin', async () => {
    const from = { pathname: '/dashboard/orders', search: '', hash: '' };
    const { router } = renderRoutes(routes, { at: { pathname: '/dashboard/profile', state: { from } } });
    expect(await screen.findByText('personal information page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile/personal-information');
    expect(router.state.location.state).toEqual({ from });
  });
});
