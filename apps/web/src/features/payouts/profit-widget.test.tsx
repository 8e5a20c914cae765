import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath, type AccountPayoutSummary } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { renderRoutes } from '../../app/test-support.tsx';
import { formatDate } from '@portal/ui/format/dates.ts';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { ProfitWidget } from './profit-widget.tsx';
import { daysFromNow, payoutSummary } from './test-kit.ts';

useMockServer();

async function widgetAt(at: string, summary: AccountPayoutSummary) {
  on('get', ApiPath.profitWidget, () => envelope(0, { items: [summary] }));
  renderRoutes([{ path: at, element: <ProfitWidget /> }], { at });
  return screen.findByRole('article', { name: 'Profit 7001234' });
}

async function nextPayoutShown(summary: AccountPayoutSummary) {
  const card = await widgetAt('/dashboard/home', summary);
  return within(card).getByText('Next payout').nextElementSibling;
}

describe('the ProfitWidget on Home', () => {
  it('says a payout may be asked now once the payout day has passed, never showing that past date', async () => {
    const passed = daysFromNow(-6);
    const next = await nextPayoutShown(payoutSummary({ nextPayoutAt: passed }));
    expect(next).toHaveTextContent(/^Now$/);
    expect(screen.queryByText(formatDate(passed, 'en'), { exact: false })).toBeNull();
  });

  it('gives the date while the payout day is still ahead', async () => {
    const ahead = daysFromNow(9);
    const next = await nextPayoutShown(payoutSummary({ nextPayoutAt: ahead }));
    expect(next).toHaveTextContent(formatDate(ahead, 'en'));
  });

  it('waits for the first funded trade before there is a date', async () => {
    const next = await nextPayoutShown(payoutSummary({ nextPayoutAt: null }));
    expect(next).toHaveTextContent('After your first trade');
  });
});

describe("the ProfitWidget's link to the payout history", () => {
  it('leads to the payout history from Home', async () => {
    const card = await widgetAt('/dashboard/home', payoutSummary({}));
    expect(within(card).getByRole('link', { name: 'Payout history' })).toHaveAttribute('href', '/dashboard/payouts');
  });

  it('is left out on the payout history itself', async () => {
    const card = await widgetAt('/dashboard/payouts', payoutSummary({}));
    expect(within(card).queryByRole('link', { name: 'Payout history' })).toBeNull();
  });
});

describe("the ProfitWidget's amounts", () => {
  it('shows both with cents when either has them', async () => {
    const card = await widgetAt('/dashboard/home', payoutSummary({ withdrawable: 21_213, totalPaid: 150_000 }));
    expect(within(card).getByText('Withdrawable now').nextElementSibling).toHaveTextContent(/^\$212\.13$/);
    expect(within(card).getByText('Total paid').nextElementSibling).toHaveTextContent(/^\$1,500\.00$/);
  });
});
