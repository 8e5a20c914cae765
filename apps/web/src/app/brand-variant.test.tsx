import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { packageList } from '../test/buying-fixtures.ts';
import { envelope, on, useMockServer } from '../test/mock-api.ts';
import { buildRoutes } from '../routes.tsx';
import { makeStore, renderRoutes } from './test-support.tsx';

useMockServer();

const variant = { screensVariant: 'configurator' as const, hideEconomicCalendarMenu: false };
const open = (at: string, brand: typeof variant | null, isAuth = false) =>
  renderRoutes(buildRoutes(brand), { store: makeStore({ isAuth, brand: brand ?? {} }), at });
const showcase = () => screen.queryByRole('heading', { name: 'Trade the markets with Brand capital' });

describe('the brand variant (SPEC §2)', () => {
  it.each(['/sign-in', '/sign-up', '/dashboard/forgot-password', '/dashboard/reset-password?token=x'])(
    'shows %s in the one shared auth layout',
    async (at) => {
      on('get', ApiPath.disabledCountries, () => envelope(0, []));
      open(at, variant);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(showcase()).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Brand – go to home' })).toBeInTheDocument();
    },
  );

  it('keeps the default guest layout for every other brand', async () => {
    open('/sign-in', { screensVariant: 'default' as never, hideEconomicCalendarMenu: false });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(showcase()).toBeNull();
  });

  it('shows Subscribe in its own guest layout, choosing with the configurator', async () => {
    on('get', ApiPath.tradingPackagesAll, () => envelope(0, { items: packageList }));
    open('/subscribe', variant);
    expect(await screen.findByRole('group', { name: 'Account size' })).toBeInTheDocument();
    expect(showcase()).toBeNull();
    expect(document.querySelector('.layout--guest-wide')).not.toBeNull();
  });

  it('sends a signed-in visitor of the shared auth layout on, as from any guest page', async () => {
    const { router } = renderRoutes(
      [
        { path: '/sign-in', lazy: buildRoutes(variant)[0]!.children![2]!.lazy, children: [] },
        { path: '/dashboard/home', element: <p>home page</p> },
      ],
      { store: makeStore({ isAuth: true, brand: variant }), at: '/sign-in' },
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/home');
  });

  it('uses the configurator for New challenge', async () => {
    on('get', ApiPath.tradingPackagesList, () => envelope(0, { items: packageList }));
    open('/dashboard/new-challenge', variant, true);
    expect(await screen.findByRole('heading', { name: 'Build your challenge' })).toBeInTheDocument();
  });
});
