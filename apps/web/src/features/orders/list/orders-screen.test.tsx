import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, type Order } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- the viewport helper of the app's test support
import { mockViewport } from '../../../app/test-support.tsx';
import { order } from '../../../test/buying-fixtures.ts';
import { envelope, on, useMockServer, failsOnceThen } from '../../../test/mock-api.ts';
import { renderScreen } from '../test-kit.tsx';
import OrdersScreen from './orders-screen.tsx';

useMockServer();

const route = { path: '/dashboard/orders', element: <OrdersScreen /> };
const orders = (count: number, from = 1): Order[] =>
  Array.from({ length: count }, (_, i) =>
    order({ id: `o${from + i}`, number: `ORD-${1000 + from + i}`, status: ([0, 1, 2, 3, 4] as const)[i % 5] }),
  );
const params = (url: URL) => Object.fromEntries(url.searchParams);

describe('orders list', () => {
  it('shows a table on desktops: number, date, package, total, status; the number links to the details', async () => {
    mockViewport(1280);
    on('get', ApiPath.orders, () => envelope(0, { items: orders(3), totalItems: 3, next: null, previous: null }));
    renderScreen(route, '/dashboard/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Mar 2, 2026', '$100,000 · Two-step · MetaTrader 5', '$540', 'Paid']);
    expect(within(first!).getByRole('link', { name: 'ORD-1001' })).toHaveAttribute('href', '/dashboard/order/o1');
    expect(within(table).getByText('Canceled')).toHaveClass('status-badge--negative');
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows cards on phones', async () => {
    mockViewport(375);
    on('get', ApiPath.orders, () => envelope(0, { items: orders(2), totalItems: 2, next: null, previous: null }));
    renderScreen(route, '/dashboard/orders');
    const link = await screen.findByRole('link', { name: 'Order ORD-1001' });
    expect(link.closest('li')).toHaveTextContent('$100,000 · Two-step · MetaTrader 5');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for ten a page and moves by position, the position in the URL', async () => {
    const calls = on(
      'get',
      ApiPath.orders,
      () => envelope(0, { items: orders(10), totalItems: 23, next: 'c2', previous: null }),
      () => envelope(0, { items: orders(10, 11), totalItems: 23, next: 'c3', previous: 'c1' }),
      () => envelope(0, { items: orders(3, 21), totalItems: 23, next: null, previous: 'c2' }),
    );
    const { router } = renderScreen(route, '/dashboard/orders');
    const user = userEvent.setup();
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('23 orders')).toBeInTheDocument();
    expect(params(calls[0]!.url)).toEqual({ pageSize: '10', sort: 'createdAt', direction: 'desc' });
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Order ORD-1011' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cursor=c2');
    expect(calls[1]!.url.searchParams.get('cursor')).toBe('c2');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /Last/ }),
    );
    expect(await screen.findByRole('link', { name: 'Order ORD-1021' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cursor=last');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('filters by status and sorts by total, from the first page', async () => {
    const calls = on('get', ApiPath.orders, () =>
      envelope(0, { items: orders(1), totalItems: 1, next: null, previous: null }),
    );
    const { router } = renderScreen(route, '/dashboard/orders?cursor=c2');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status'), 'Declined');
    expect(router.state.location.search).toBe('?status=3');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest total');
    expect(router.state.location.search).toBe('?status=3&sort=total-desc');
    await screen.findByRole('link', { name: 'Order ORD-1001' });
    expect(params(calls.at(-1)!.url)).toEqual({
      pageSize: '10',
      status: '3',
      sort: 'total',
      direction: 'desc',
    });
  });

  it('has an empty state with a way to buy a challenge', async () => {
    on('get', ApiPath.orders, () => envelope(0, { items: [], totalItems: 0, next: null, previous: null }));
    renderScreen(route, '/dashboard/orders');
    expect(await screen.findByRole('heading', { name: 'You have no orders yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a challenge' })).toHaveAttribute('href', '/dashboard/new-challenge');
  });

  it('says when no order has the chosen status, and shows them all again', async () => {
    on(
      'get',
      ApiPath.orders,
      () => envelope(0, { items: [], totalItems: 0, next: null, previous: null }),
      () => envelope(0, { items: orders(2), totalItems: 2, next: null, previous: null }),
    );
    const { router } = renderScreen(route, '/dashboard/orders?status=2');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show all orders' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
  });

  it('shows skeletons while loading and a retry when the list fails', async () => {
    failsOnceThen(ApiPath.orders, { items: orders(1), totalItems: 1, next: null, previous: null });
    renderScreen(route, '/dashboard/orders');
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 order')).toBeInTheDocument();
  });
});
