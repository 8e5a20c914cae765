import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { payoutFixture } from '@portal/contract/test/payout.ts';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { renderRoutes } from '../../app/test-support.tsx';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import PayoutScreen from './payout-screen.tsx';
import PayoutsScreen from './payouts-screen.tsx';

useMockServer();

const payout = (underReview: boolean) => payoutFixture({ underReview });

const REVIEW = 'The firm is reviewing this payout before it goes ahead.';

describe('a payout the risk desk holds', () => {
  it('reads "under review" in the list, with why', async () => {
    on('get', ApiPath.profitWidget, () => envelope(0, { items: [] }));
    on('get', ApiPath.payouts, () => envelope(0, { items: [payout(true)], totalCount: 1, next: null, previous: null }));
    renderRoutes([{ path: '/dashboard/payouts', element: <PayoutsScreen /> }], { at: '/dashboard/payouts' });
    const note = await screen.findByText('Under review');
    expect(note.closest('li')).toHaveTextContent(REVIEW);
  });

  it('reads "under review" on its details, and nothing of it once the firm has decided', async () => {
    on('get', ApiPath.payout.replace(':id', 'po-1'), () => envelope(0, payout(true)));
    const held = renderRoutes([{ path: '/dashboard/payout/:id', element: <PayoutScreen /> }], {
      at: '/dashboard/payout/po-1',
    });
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(REVIEW))).toBeInTheDocument();
    held.unmount();

    on('get', ApiPath.payout.replace(':id', 'po-1'), () => envelope(0, payout(false)));
    renderRoutes([{ path: '/dashboard/payout/:id', element: <PayoutScreen /> }], { at: '/dashboard/payout/po-1' });
    expect(await screen.findByText('PO-100004')).toBeInTheDocument();
    expect(screen.queryByText('Under review')).toBeNull();
  });
});
