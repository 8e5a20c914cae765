import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { externalNavigation } from '../../../shared/browser/external-navigation.ts';
import { order } from '../../../test/buying-fixtures.ts';
import { envelope, on, useMockServer } from '../../../test/mock-api.ts';
import { renderScreen } from '../test-kit.tsx';
import OrderScreen from './order-screen.tsx';

useMockServer();
afterEach(() => vi.restoreAllMocks());

const route = { path: '/dashboard/order/:id', element: <OrderScreen /> };
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('order details', () => {
  it('shows the number, status, dates, package, price with discount, and the paid order’s account', async () => {
    const calls = on('get', ApiPath.order, () =>
      envelope(
        0,
        order({
          status: 0,
          paidAt: '2026-03-02T10:16:00.000Z',
          discount: 5_400,
          total: 48_600,
          discountCode: 'SAVE10',
          paymentMethod: 'card',
          traderAccountId: 'acc-1',
        }),
      ),
    );
    renderScreen(route, '/dashboard/order/order-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-1001' })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/Order/v1/order-1');
    expect(screen.getByText('Paid')).toHaveClass('status-badge--positive');
    expect(term('Payment method')).toHaveTextContent('Card');
    expect(term('Account size')).toHaveTextContent('$100,000');
    expect(term('Programme')).toHaveTextContent('Two-step');
    expect(term('Trading platform')).toHaveTextContent('MetaTrader 5');
    expect(term('Total')).toHaveTextContent('$486');
    expect(screen.getByText('SAVE10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'View trading account' }));
    expect(await screen.findByText('challenge page')).toBeInTheDocument();
  });

  it('pays an unpaid order: a new checkout, and off to it', async () => {
    on('get', ApiPath.order, () => envelope(0, order({ status: 1 })));
    const pay = on('post', ApiPath.payOrder, () =>
      envelope(0, { orderId: 'order-1', checkoutUrl: 'https://pay.example/c' }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { store } = renderScreen(route, '/dashboard/order/order-1');
    expect(await screen.findByText('Unpaid')).toHaveClass('status-badge--warning');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/c'));
    expect(pay[0]!.body).toEqual({ orderId: 'order-1' });
    expect(store.getState().auth.isUserFromCheckout).toBe(true);
  });

  it('says a pending payment is being processed', async () => {
    on('get', ApiPath.order, () => envelope(0, order({ status: 4 })));
    renderScreen(route, '/dashboard/order/order-1');
    expect(
      await screen.findByText('Your payment is being processed. This may take a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for -20, with the way back to the orders', async () => {
    on('get', ApiPath.order, () => envelope(-20));
    renderScreen(route, '/dashboard/order/nope');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Back to orders/ });
    expect(links.every((link) => link.getAttribute('href') === '/dashboard/orders')).toBe(true);
  });
});
