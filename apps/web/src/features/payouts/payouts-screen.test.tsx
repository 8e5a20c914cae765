import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { payoutFixture } from '@portal/contract/test/payout.ts';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { renderRoutes } from '../../app/test-support.tsx';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import PayoutsScreen from './payouts-screen.tsx';

useMockServer();

const payout = (n: number) => payoutFixture({ id: `po-${n}`, number: `PO-10000${n}`, status: 2 });

describe('the payout history', () => {
  it('moves by position with the status kept, the position in the URL; a new status starts at the first page', async () => {
    on('get', ApiPath.profitWidget, () => envelope(0, { items: [] }));
    const calls = on(
      'get',
      ApiPath.payouts,
      () => envelope(0, { items: [payout(1)], totalCount: 12, next: 'c2', previous: null }),
      () => envelope(0, { items: [payout(2)], totalCount: 12, next: null, previous: 'c1' }),
      () => envelope(0, { items: [payout(1)], totalCount: 3, next: null, previous: null }),
    );
    const { router } = renderRoutes([{ path: '/dashboard/payouts', element: <PayoutsScreen /> }], {
      at: '/dashboard/payouts?status=2',
    });
    expect(await screen.findByText('PO-100001')).toBeInTheDocument();
    expect(screen.getByText('12 payouts')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /Next/ }),
    );
    expect(await screen.findByText('PO-100002')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cursor=c2&status=2');
    expect(calls[1]!.url.searchParams.get('cursor')).toBe('c2');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    expect(router.state.location.search).toBe('');
  });
});
