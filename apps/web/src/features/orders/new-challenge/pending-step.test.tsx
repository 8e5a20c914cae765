import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { externalNavigation } from '../../../shared/browser/external-navigation.ts';
import { order } from '../../../test/buying-fixtures.ts';
import { envelope, on, useMockServer } from '../../../test/mock-api.ts';
import { renderNewChallenge, servePackages } from '../test-kit.tsx';

useMockServer();
afterEach(() => vi.restoreAllMocks());

const AT = '/dashboard/new-challenge?step=3';

describe('new challenge, step 3 after Subscribe: the pending purchase', () => {
  it('completes the purchase a guest chose, with its discount code', async () => {
    servePackages();
    on('get', ApiPath.pendingPurchase, () => envelope(0, { packageId: 'classic-10k', discountCode: 'WELCOME' }));
    on('post', ApiPath.orderPreview, () =>
      envelope(0, {
        packageId: 'classic-10k',
        price: 8_900,
        discount: 890,
        total: 8_010,
        currency: 'USD',
        discountCode: { code: 'WELCOME', kind: 'percent', value: 10, expiresAt: null },
      }),
    );
    const created = on('post', ApiPath.createOrderV2, () =>
      envelope(0, { order: order(), checkoutUrl: 'https://pay.example/checkout/3' }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    renderNewChallenge(AT, { auth: { isUserFromCheckout: true } });

    expect(await screen.findByRole('heading', { name: 'Complete your purchase' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$10,000 · Two-step')).toBeInTheDocument();
    expect(await within(summary).findByText('$80.10')).toBeInTheDocument();
    expect(within(summary).getByText('−$8.90')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(summary).getByRole('checkbox'));
    await user.click(within(summary).getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/3'));
    expect(created[0]!.body).toEqual({ packageId: 'classic-10k', acceptTerms: true, discountCode: 'WELCOME' });
  });

  it('goes to step 1 and clears the flag when nothing is pending', async () => {
    servePackages();
    on('get', ApiPath.pendingPurchase, () => envelope(0, null));
    const { router, store } = renderNewChallenge(AT, { auth: { isUserFromCheckout: true } });
    expect(await screen.findByRole('heading', { name: 'Choose your challenge' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=1');
    expect(store.getState().auth.isUserFromCheckout).toBe(false);
  });
});
