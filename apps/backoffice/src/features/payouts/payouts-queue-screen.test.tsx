import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { adminPayoutRow } from '../../test/payout-fixtures.ts';
import { ok, renderScreen } from '../../test/render-ops-screen.tsx';
import PayoutsQueueScreen from './payouts-queue-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const row = (n: number) => adminPayoutRow(`3333333${n}-3333-4333-8333-333333333333`, `PO-10012${n}`);

/** The queue opened on one payout, answering what each of its reads asked (the query's parameters). */
async function openQueueAsked(): Promise<Array<Record<string, string>>> {
  const asked: Array<Record<string, string>> = [];
  server.use(
    http.get(`*${ApiPath.adminPayouts}`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok({ items: [row(1)], previous: null, next: null, count: { kind: 'exact', value: 1 } });
    }),
  );
  renderScreen(server, { path: '/payouts', route: '/payouts', element: <PayoutsQueueScreen /> });
  expect(await screen.findByRole('link', { name: 'PO-100121' })).toBeInTheDocument();
  return asked;
}

describe('the payout queue read by position', () => {
  it('pages forward and back through the URL with its filters, the count said as a floor', async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(
      http.get(`*${ApiPath.adminPayouts}`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        const count = { kind: 'atLeast', value: 10_000 };
        return query.cursor === 'c2'
          ? ok({ items: [row(2)], previous: 'c1', next: 'c3', count })
          : ok({ items: [row(1)], previous: null, next: 'c2', count });
      }),
    );
    renderScreen(server, { path: '/payouts?method=crypto', route: '/payouts', element: <PayoutsQueueScreen /> });
    expect(await screen.findByRole('link', { name: 'PO-100121' })).toBeInTheDocument();
    expect(screen.getByText('10000 payouts or more')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'PO-100122' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/payouts?method=crypto&cursor=c2');
    expect(asked.at(-1)).toEqual({ method: 'crypto', cursor: 'c2', pageSize: '25' });
    await userEvent.click(screen.getByRole('button', { name: /First/ }));
    expect(await screen.findByRole('link', { name: 'PO-100121' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/payouts\?method=crypto$/);
  });

  it("keeps the overview's period and currency, says them, asks every status, and drops them on request", async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(
      http.get(`*${ApiPath.adminPayouts}`, ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok({ items: [row(1)], previous: null, next: null, count: { kind: 'exact', value: 1 } });
      }),
    );
    const from = '2026-11-23T00:00:00.000Z';
    const to = '2026-11-25T00:00:00.000Z';
    renderScreen(server, {
      path: `/payouts?approvedFrom=${from}&approvedTo=${to}&currency=EUR`,
      route: '/payouts',
      element: <PayoutsQueueScreen />,
    });
    expect(await screen.findByRole('link', { name: 'PO-100121' })).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ approvedFrom: from, approvedTo: to, currency: 'EUR', pageSize: '25' });
    expect(screen.getByText(/^Approved from .+ to before .+ · in EUR$/)).toBeInTheDocument();
    // no status chosen with a period is every status, not the queue's pending ones
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Any status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear this filter' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/payouts$/);
    expect(screen.queryByText(/Approved from/)).toBeNull();
    expect(
      within(screen.getByLabelText('Status')).getByRole('option', { name: 'Requested or approved' }),
    ).toBeInTheDocument();
  });

  it('says a bound that is not an amount, a negative one, bounds out of order and hours that are not whole, asking nothing', async () => {
    const asked = await openQueueAsked();
    const before = asked.length;
    await userEvent.type(screen.getByLabelText('Amount from'), 'abc');
    await userEvent.type(screen.getByLabelText('Amount up to'), '-5');
    await userEvent.type(screen.getByLabelText('Waiting at least (hours)'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText('Enter an amount of 0 or more, e.g. 250.50')).toHaveLength(2);
    expect(screen.getByText('Enter a whole number of hours from 0 to 8760')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount from')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Amount from'));
    await userEvent.type(screen.getByLabelText('Amount from'), '500');
    await userEvent.clear(screen.getByLabelText('Amount up to'));
    await userEvent.type(screen.getByLabelText('Amount up to'), '100');
    await userEvent.clear(screen.getByLabelText('Waiting at least (hours)'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Must not be below the lower bound')).toBeInTheDocument();
    expect(screen.queryByText('Enter an amount of 0 or more, e.g. 250.50')).not.toBeInTheDocument();
    expect(asked.length).toBe(before);

    await userEvent.clear(screen.getByLabelText('Amount up to'));
    await userEvent.type(screen.getByLabelText('Amount up to'), '750,50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ minAmount: '50000', maxAmount: '75050', pageSize: '25' }));
    expect(screen.queryByText('Must not be below the lower bound')).not.toBeInTheDocument();
  });

  it('lists the pending ones by default, every status together on request', async () => {
    const asked = await openQueueAsked();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Requested or approved');
    expect(asked.at(-1)).toEqual({ pageSize: '25' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Any status');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'any', pageSize: '25' }));
  });

  it('lists the longest waiting first, the newest first on request, and says which by the Requested column', async () => {
    const asked = await openQueueAsked();
    const requested = () => screen.getByRole('columnheader', { name: /Requested/ });
    expect(screen.getByLabelText('Order')).toHaveDisplayValue('Longest waiting first');
    expect(requested()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Newest first');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ order: 'desc', pageSize: '25' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/payouts?order=desc');
    await waitFor(() => expect(requested()).toHaveAttribute('aria-sort', 'descending'));
    // The ordered column's heading turns it back, from the first page, and the form says so.
    await userEvent.click(within(requested()).getByRole('button', { name: /Requested/ }));
    // (the first page of the own order is still in the cache: no new request for it)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/payouts$/));
    await waitFor(() => expect(requested()).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByLabelText('Order')).toHaveDisplayValue('Longest waiting first');
    // Only the ordered column's heading is a button.
    expect(within(screen.getByRole('columnheader', { name: 'Amount' })).queryByRole('button')).toBeNull();
  });
});

it('counts the waiting hours of a pending payout only: a paid or rejected one shows a dash', async () => {
  const requestedAt = new Date(Date.now() - 5 * 3_600_000 - 60_000).toISOString();
  const rows = [
    { ...row(1), status: 0 as const, requestedAt },
    { ...row(2), status: 1 as const, requestedAt },
    { ...row(3), status: 2 as const, requestedAt },
    { ...row(4), status: 3 as const, requestedAt },
  ];
  server.use(
    http.get(`*${ApiPath.adminPayouts}`, () =>
      ok({ items: rows, previous: null, next: null, count: { kind: 'exact', value: rows.length } }),
    ),
  );
  renderScreen(server, { path: '/payouts?status=2', route: '/payouts', element: <PayoutsQueueScreen /> });
  await screen.findByRole('link', { name: 'PO-100121' });
  const column = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Waiting');
  const waiting = (number: string) =>
    within(screen.getByRole('link', { name: number }).closest('tr')!).getAllByRole('cell')[column]!;
  expect(waiting('PO-100121')).toHaveTextContent(/^5 hours$/);
  expect(waiting('PO-100122')).toHaveTextContent(/^5 hours$/);
  expect(waiting('PO-100123')).toHaveTextContent(/^—$/);
  expect(waiting('PO-100124')).toHaveTextContent(/^—$/);
});
