import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { externalNavigation } from '../../../shared/browser/external-navigation.ts';
import { order } from '../../../test/buying-fixtures.ts';
import { envelope, on, useMockServer } from '../../../test/mock-api.ts';
import { renderNewChallenge, servePackages } from '../test-kit.tsx';
import { orderPolling } from './use-order-polling.ts';

useMockServer();
const defaults = { ...orderPolling };
beforeEach(() => Object.assign(orderPolling, { intervalMs: 20, maxWaitMs: 5_000 }));
afterEach(() => {
  Object.assign(orderPolling, defaults);
  vi.restoreAllMocks();
});

const AT = '/dashboard/new-challenge?step=3&orderId=order-1';
const pending = () => envelope(0, order({ status: 4 }));
const fromCheckout = { auth: { isUserFromCheckout: true } };

describe('new challenge, step 3: the payment outcome', () => {
  it('shows that the payment is being confirmed, polls until it is paid, then offers the credentials', async () => {
    servePackages();
    // The paid answer waits until the pending screen has been checked: polls 20 ms apart would otherwise outrun it.
    let confirm = () => {};
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    const polls = on('get', ApiPath.order, pending, pending, async () => {
      await confirmed;
      return envelope(0, order({ status: 0, paidAt: '2026-03-02T10:16:00Z', traderAccountId: 'acc-9' }));
    });
    const { store } = renderNewChallenge(AT, fromCheckout);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByText('This usually takes a few seconds. Please keep this page open.')).toBeInTheDocument();
    expect(await screen.findByText(/ORD-1001/)).toBeInTheDocument();
    expect(store.getState().auth.isUserFromCheckout).toBe(true);
    confirm();

    const title = await screen.findByRole('heading', { name: 'Payment successful' });
    expect(title).toHaveFocus();
    // Two pending answers, then the paid one; a loaded machine may let a poll or two more start before it lands.
    expect(polls.length).toBeGreaterThanOrEqual(3);
    const settled = polls.length;
    expect(polls[0]!.url.pathname).toBe('/api/Order/v1/order-1');
    expect(
      screen.getByText('Your $100,000 Two-step challenge is ready. Good luck with your trading!'),
    ).toBeInTheDocument();
    expect(store.getState().auth.isUserFromCheckout).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Step 3 of 3' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show credentials' }));
    expect(screen.getByRole('dialog', { name: 'Credentials stub' })).toHaveTextContent('acc-9 on MetaTrader 5');
    await user.click(screen.getByRole('button', { name: 'Close stub' }));
    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(polls.length).toBe(settled); // stopped once settled
  });

  it('keeps asking while a paid order has no trading account yet', async () => {
    servePackages();
    on(
      'get',
      ApiPath.order,
      () => envelope(0, order({ status: 0 })),
      () => envelope(0, order({ status: 0, traderAccountId: 'acc-9' })),
    );
    renderNewChallenge(AT);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show credentials' })).toBeInTheDocument();
  });

  it('a declined payment says so and tries again with a new checkout for the same order', async () => {
    servePackages();
    on('get', ApiPath.order, pending, () => envelope(0, order({ status: 3 })));
    const pay = on('post', ApiPath.payOrder, () =>
      envelope(0, { orderId: 'order-1', checkoutUrl: 'https://pay.example/checkout/2' }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { store } = renderNewChallenge(AT, fromCheckout);
    expect(await screen.findByRole('heading', { name: 'Your payment was declined' })).toBeInTheDocument();
    // Cleared by the step's effect after the outcome's render (a loaded machine can see the heading first).
    await waitFor(() => expect(store.getState().auth.isUserFromCheckout).toBe(false));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/2'));
    expect(pay.map((c) => c.body)).toEqual([{ orderId: 'order-1' }]);
    expect(store.getState().auth.isUserFromCheckout).toBe(true);
  });

  it('a cancelled payment offers another package', async () => {
    servePackages();
    on('get', ApiPath.order, () => envelope(0, order({ status: 2 })));
    const { router } = renderNewChallenge(AT);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose another challenge' }));
    expect(router.state.location.search).toBe('?step=1');
    expect(await screen.findByRole('heading', { name: 'Choose your challenge' })).toBeInTheDocument();
  });

  it('a refused retry is shown on the outcome', async () => {
    servePackages();
    on('get', ApiPath.order, () => envelope(0, order({ status: 2 })));
    on('post', ApiPath.payOrder, () => envelope(-8));
    renderNewChallenge(AT);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A system error occurred. Please try again later.');
  });

  it('says when confirming takes longer than usual, and can check again', async () => {
    Object.assign(orderPolling, { intervalMs: 10, maxWaitMs: 30 });
    servePackages();
    const polls = on('get', ApiPath.order, pending);
    renderNewChallenge(AT);
    const banner = await screen.findByText(/Your payment has not been confirmed yet/);
    const count = polls.length;
    await userEvent
      .setup()
      .click(within(banner.closest('.banner') as HTMLElement).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(polls.length).toBeGreaterThan(count));
  });

  it('an order that does not exist (-20) links back to the orders', async () => {
    servePackages();
    on('get', ApiPath.order, () => envelope(-20));
    renderNewChallenge('/dashboard/new-challenge?step=3&orderId=nope');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/dashboard/orders');
  });
});
