import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminScalingReviewRow } from '@portal/contract';
import { renderScreen } from '../../test/render-screen.tsx';
import { BRAND, ME, ok } from '../../test/catalogue-fixtures.ts';
import { onlyPage } from '../../test/render-ops-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';
import ScalingReviewsScreen from './scaling-reviews-screen.tsx';

const server = setupTestServer();
const REVIEW: AdminScalingReviewRow = {
  id: '44444444-4444-4444-8444-444444444444',
  brandId: BRAND.id,
  traderId: 'trader-1',
  traderEmail: 'alice@example.com',
  traderAccountId: '55555555-5555-4555-8555-555555555555',
  login: '7001234',
  packageName: 'Two-Step Challenge 10K',
  currency: 'USD',
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2026-04-30T00:00:00.000Z',
  conditions: [
    { key: 'profit', met: true, required: 10, actual: 12.5 },
    { key: 'paidPayouts', met: true, required: 2, actual: 3 },
  ],
  decision: 'pending',
  oldSize: 1_000_000,
  newSize: 1_250_000,
  reason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-04-30T00:10:00.000Z',
};

/** The queue answering `rows`; each decision recorded and answered as the server would. */
function serve(actions: string[]) {
  const calls: Array<{ action: string; id: string; body: unknown }> = [];
  let rows = [REVIEW];
  server.use(
    http.get('*/api/admin/v1/auth/Me', () => ok({ ...ME, actions })),
    http.get('*/api/admin/v1/Scaling/reviews', ({ request }) => {
      const decision = new URL(request.url).searchParams.get('decision') ?? 'pending';
      const items = rows.filter((r) => r.decision === decision);
      return ok(onlyPage(items));
    }),
    http.post('*/api/admin/v1/Scaling/reviews/:id/:action', async ({ params, request }) => {
      const body = await request.text();
      calls.push({ action: String(params.action), id: String(params.id), body: body ? JSON.parse(body) : null });
      rows = rows.map((r) =>
        r.id === params.id ? { ...r, decision: params.action === 'apply' ? 'applied' : 'refused' } : r,
      );
      return ok(rows[0]);
    }),
  );
  return calls;
}
const open = () => renderScreen(<ScalingReviewsScreen />, '/scaling', '/scaling');

// The queue is read first; a loaded machine answers slowly.
describe('the scaling reviews', { timeout: 40_000 }, () => {
  it('lists a pending review with its conditions and sizes; apply asks first, then grows and leaves the list', async () => {
    const calls = serve(['accounts.read', 'payouts.decide']);
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('7001234', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Profit 12\.5.*% of 10.*%/)).toBeInTheDocument();
    expect(screen.getByText('Paid payouts 3 of 2', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/\$10,000(\.00)? → \$12,500(\.00)?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grow account 7001234?' });
    expect(within(dialog).getByText(/from \$10,000(\.00)? to \$12,500(\.00)?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply growth' }));
    await waitFor(() => expect(calls.map((c) => [c.action, c.id])).toEqual([['apply', REVIEW.id]]));
    expect(await screen.findByText('Account 7001234 grown')).toBeInTheDocument();
    expect(await screen.findByText('No scaling reviews match.')).toBeInTheDocument();
  });

  it('refuses with a reason, and not without one', async () => {
    const calls = serve(['accounts.read', 'payouts.decide']);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Refuse' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the growth of account 7001234' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Enter at least 3 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for the trader'), 'Hedging under review');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(calls).toEqual([{ action: 'refuse', id: REVIEW.id, body: { reason: 'Hedging under review' } }]),
    );
  });

  it('shows an operator who does not decide the queue without the buttons', async () => {
    serve(['accounts.read']);
    open();
    expect(await screen.findByText('7001234', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply growth' })).not.toBeInTheDocument();
  });
});
