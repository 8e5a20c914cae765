import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { externalNavigation } from '../../../shared/browser/external-navigation.ts';
import { order, packageList } from '../../../test/buying-fixtures.ts';
import { envelope, on, useMockServer, failsOnceThen } from '../../../test/mock-api.ts';
import { renderScreen, servePackages, StubCredentialsDialog } from '../test-kit.tsx';
import ConfiguratorScreen from './configurator-screen.tsx';

useMockServer();
afterEach(() => vi.restoreAllMocks());

const open = (at = '/dashboard/new-challenge') =>
  renderScreen(
    { path: '/dashboard/new-challenge', element: <ConfiguratorScreen CredentialsDialog={StubCredentialsDialog} /> },
    at,
  );
const price = () => screen.getByTestId('configurator-price');

describe('the brand variant’s configurator (New challenge)', () => {
  it('starts on the popular package, keeps the choice in the address and reprices on every toggle', async () => {
    servePackages();
    const { router } = open();
    const size = await screen.findByRole('group', { name: 'Account size' });
    expect(within(size).getByRole('radio', { name: '$100,000' })).toBeChecked();
    expect(price()).toHaveTextContent('$540');
    expect(router.state.location.search).toBe('');

    const user = userEvent.setup();
    await user.click(within(size).getByRole('radio', { name: '$10,000' }));
    expect(price()).toHaveTextContent('$89');
    expect(router.state.location.search).toBe('?packageId=classic-10k');
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$10,000 · Two-step');

    // A programme only another group and platform has: the other toggles follow, the size stays.
    const programme = screen.getByRole('group', { name: 'Programme' });
    await user.click(within(programme).getByRole('radio', { name: /One-step/ }));
    expect(router.state.location.search).toBe('?packageId=swing-10k-1');
    expect(price()).toHaveTextContent('$99.50');
    expect(
      within(screen.getByRole('group', { name: 'Trading platform' })).getByRole('radio', { name: /cTrader/ }),
    ).toBeChecked();
  });

  it('pays from the same page: terms, then the order of the chosen package and the checkout', async () => {
    servePackages();
    const created = on('post', ApiPath.createOrderV2, () =>
      envelope(0, { order: order(), checkoutUrl: 'https://pay.example/checkout/9' }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    open('/dashboard/new-challenge?packageId=swing-100k-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I have read and accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/9'));
    expect(created.map((c) => c.body)).toEqual([{ packageId: 'swing-100k-1', acceptTerms: true }]);
  });

  it('offers a retry when the packages cannot be loaded', async () => {
    failsOnceThen(ApiPath.tradingPackagesList, { items: packageList });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('configurator-price')).toHaveTextContent('$540');
  });
});
