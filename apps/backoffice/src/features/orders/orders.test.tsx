import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import type { Order } from './api/orders-api.ts';
import { BRANDS, ok, renderScreen, recordingList } from '../../test/render-ops-screen.tsx';
import OrderScreen from './order-screen.tsx';
import OrdersScreen from './orders-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const TRADER_ID = '33333333-3333-4333-8333-333333333333';
const ROW = {
  id: 'order-1',
  number: 'A-1001',
  brandId: BRANDS[0]!.id,
  traderId: TRADER_ID,
  traderEmail: 'trader@demo.test',
  kind: 'challenge' as const,
  resetAccountId: null,
  status: 1 as const,
  packageId: 'pkg-1',
  packageName: 'Classic 10k',
  price: 9_990,
  discount: 1_000,
  total: 8_990,
  currency: 'USD',
  discountCode: 'WELCOME10',
  traderAccountId: null,
  createdAt: '2026-11-02T10:00:00Z',
  paidAt: null,
};
const ORDER: Order = {
  ...ROW,
  brand: BRANDS[0]!,
  trader: { id: TRADER_ID, email: 'trader@demo.test', firstName: 'Dana', lastName: 'Demo' },
  snapshot: { name: 'Classic 10k' },
  discountCodeDetail: {
    id: 'code-1',
    code: 'WELCOME10',
    kind: 'fixed',
    value: 1_000,
    currency: 'USD',
    usedCount: 3,
    usageLimit: 100,
    expiresAt: null,
    isActive: true,
  },
  discountUseHeld: true,
  paymentMethod: 'card',
  payments: [
    {
      id: 'pay-1',
      provider: 'stripe',
      providerPaymentId: 'pi_123',
      amount: 8_990,
      currency: 'USD',
      status: 'processing',
      isCurrent: true,
      createdAt: '2026-11-02T10:00:00Z',
      updatedAt: '2026-11-02T10:00:10Z',
      expiredAt: null,
      refund: null,
      events: [{ eventId: 'evt_1', type: 'payment_intent.processing', receivedAt: '2026-11-02T10:00:10Z' }],
    },
  ],
  cancellable: true,
};

describe('the orders list', () => {
  it("lists one trader's orders from the trader file's link, and filters by status", async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(recordingList(ApiPath.adminOrders, [ROW], asked));
    renderScreen(server, { path: `/orders?traderId=${TRADER_ID}`, route: '/orders', element: <OrdersScreen /> });
    expect(await screen.findByRole('link', { name: 'A-1001' })).toHaveAttribute('href', '/orders/order-1');
    expect(screen.getByText('$89.90')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Unpaid');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(`/orders?status=1&traderId=${TRADER_ID}`);
    expect(asked[0]).toEqual({ traderId: TRADER_ID, pageSize: '25' });
    expect(asked.at(-1)).toMatchObject({ traderId: TRADER_ID, status: '1' });
  });
});

describe('the orders list read by position', () => {
  const ROW2 = { ...ROW, id: 'order-2', number: 'A-1002' };
  const page = (items: unknown[], previous: string | null, next: string | null) =>
    ok({ items, previous, next, count: { kind: 'atLeast', value: 10_000 } });

  it('says a count that stopped as "or more", and keeps each step of first, next, previous and last in the URL', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(`*${ApiPath.adminOrders}`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        return cursor === 'c2' || cursor === 'last' ? page([ROW2], 'c1', null) : page([ROW], null, 'c2');
      }),
    );
    renderScreen(server, { path: '/orders?status=1', route: '/orders', element: <OrdersScreen /> });
    expect(await screen.findByText('10000 orders or more')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: /First/ })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'A-1002' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?status=1&cursor=c2');
    const atEnd = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(atEnd).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(within(atEnd).getByRole('button', { name: /Last/ })).toBeDisabled();
    await userEvent.click(within(atEnd).getByRole('button', { name: /Previous/ }));
    await screen.findByRole('link', { name: 'A-1001' });
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?status=1&cursor=c1');
    await userEvent.click(screen.getByRole('button', { name: /Last/ }));
    await screen.findByRole('link', { name: 'A-1002' });
    expect(screen.getByTestId('location')).toHaveTextContent('/orders?status=1&cursor=last');
    await userEvent.click(screen.getByRole('button', { name: /First/ }));
    await screen.findByRole('link', { name: 'A-1001' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\?status=1$/);
    // the first page again comes from the cache: the same query, read a moment ago
    expect(asked).toEqual([null, 'c2', 'c1', 'last']);
  });

  it('a new filter starts at the first page', async () => {
    server.use(http.get(`*${ApiPath.adminOrders}`, () => page([ROW], 'c0', 'c2')));
    renderScreen(server, { path: '/orders?cursor=c1', route: '/orders', element: <OrdersScreen /> });
    await screen.findByRole('link', { name: 'A-1001' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Unpaid');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/orders\?status=1$/);
  });

  it('says a date range that ends before it starts on its end, and keeps the list as it was', async () => {
    server.use(http.get(`*${ApiPath.adminOrders}`, () => page([ROW], null, null)));
    renderScreen(server, { path: '/orders', route: '/orders', element: <OrdersScreen /> });
    await screen.findByRole('link', { name: 'A-1001' });
    await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
  });

  it('a position the server refuses says so in words and tries again from the first page', async () => {
    server.use(
      http.get(`*${ApiPath.adminOrders}`, ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json(
              { result: -200, data: { issues: [{ path: 'querystring.cursor', message: 'validation.cursor' }] } },
              { status: 400 },
            )
          : page([ROW], null, null),
      ),
    );
    renderScreen(server, { path: '/orders?cursor=edited', route: '/orders', element: <OrdersScreen /> });
    expect(await screen.findByText(/This page's position is not valid/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'A-1001' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
  });
});

describe('the order page', () => {
  it('shows the order, its code and payments with the provider events', async () => {
    server.use(http.get('*/api/admin/v1/Orders/order-1', () => ok(ORDER)));
    renderScreen(server, { path: '/orders/order-1', route: '/orders/:id', element: <OrderScreen /> });
    expect(await screen.findByRole('heading', { name: 'Order A-1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dana Demo · trader@demo.test' })).toHaveAttribute(
      'href',
      `/traders/${TRADER_ID}`,
    );
    expect(screen.getByText('3 of 100')).toBeInTheDocument();
    // the payment method by its label, never its wire value
    expect(screen.getByText('Payment method').nextElementSibling).toHaveTextContent(/^Card$/);
    expect(screen.getByText('payment_intent.processing')).toBeInTheDocument();
    expect(screen.getByText('pi_123')).toBeInTheDocument();
  });

  it('cancels with a reason after the confirmation', async () => {
    let body: unknown = null;
    server.use(
      http.get('*/api/admin/v1/Orders/order-1', () => ok(ORDER)),
      http.post('*/api/admin/v1/Orders/order-1/cancel', async ({ request }) => {
        body = await request.json();
        return ok({ orderId: 'order-1', status: 2 });
      }),
    );
    renderScreen(server, { path: '/orders/order-1', route: '/orders/:id', element: <OrderScreen /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order A-1001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(body).toBeNull(); // a reason is required
    expect(within(dialog).getByText('Mandatory field')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Customer asked by mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order A-1001 was cancelled.')).toBeInTheDocument();
    expect(body).toEqual({ reason: 'Customer asked by mail' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('offers no cancel when the order is not cancellable or the role may not', async () => {
    server.use(http.get('*/api/admin/v1/Orders/order-1', () => ok(ORDER)));
    renderScreen(server, {
      path: '/orders/order-1',
      route: '/orders/:id',
      element: <OrderScreen />,
      actions: ['orders.read'],
    });
    await screen.findByRole('heading', { name: 'Order A-1001' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
