import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath, wellKnownScalingPlan, type ScalingProgress as Progress } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { renderRoutes } from '../../app/test-support.tsx';
import { formatDate } from '@portal/ui/format/dates.ts';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { ScalingProgress } from './scaling-progress.tsx';
import { daysFromNow } from './test-kit.ts';

useMockServer();

const progress = (overrides: Partial<Progress> = {}): Progress => ({
  traderAccountId: 'acc-1',
  currency: 'USD',
  plan: wellKnownScalingPlan(2_000_000),
  initialSize: 1_000_000,
  currentSize: 1_250_000,
  nextSize: 1_500_000,
  periodStart: daysFromNow(-20),
  nextReviewAt: daysFromNow(36),
  conditions: [
    { key: 'profit', met: false, required: 10, actual: 4.5 },
    { key: 'paidPayouts', met: true, required: 2, actual: 2 },
    { key: 'noBreach', met: true, required: 1, actual: 1 },
    { key: 'inProfitAtReview', met: true, required: 1, actual: 1 },
  ],
  reviews: [],
  ...overrides,
});

async function shown(items: Progress[], traderAccountId = 'acc-1') {
  on('get', ApiPath.scalingProgress, () => envelope(0, items));
  renderRoutes([{ path: '/dashboard/home', element: <ScalingProgress traderAccountId={traderAccountId} /> }], {
    at: '/dashboard/home',
  });
  return screen.findByRole('article', { name: 'Scaling plan' });
}

describe('the scaling plan on a funded account’s dashboard', () => {
  it('shows the sizes, the next review and each condition met or not with its numbers', async () => {
    const next = daysFromNow(36);
    const card = await shown([progress({ nextReviewAt: next })]);
    expect(within(card).getByText('Account size').nextElementSibling).toHaveTextContent(/^\$12,500(\.00)?$/);
    expect(within(card).getByText('Next size').nextElementSibling).toHaveTextContent(/^\$15,000(\.00)?$/);
    expect(within(card).getByText('Next review').nextElementSibling).toHaveTextContent(formatDate(next, 'en'));
    expect(within(card).getByText(/^\+25\s?% per step, up to \$20,000(\.00)?$/)).toBeInTheDocument();
    const profit = within(card).getByText('Profit over the period').closest('li')!;
    expect(profit).toHaveClass('checklist__item--no');
    expect(profit).toHaveTextContent(/4\.5\s?% of 10\s?%/);
    expect(within(card).getByText('Paid payouts in the period').closest('li')).toHaveClass('checklist__item--ok');
  });

  it('says what the last review decided: what was missing, or the new size', async () => {
    const review = {
      id: 'r1',
      periodStart: daysFromNow(-76),
      periodEnd: daysFromNow(-20),
      conditions: [
        { key: 'profit' as const, met: false, required: 10, actual: 8 },
        { key: 'paidPayouts' as const, met: false, required: 2, actual: 1 },
      ],
      decision: 'notQualified' as const,
      oldSize: 1_000_000,
      newSize: 1_000_000,
      reason: null,
      decidedBy: 'plan',
      decidedAt: daysFromNow(-20),
    };
    const card = await shown([progress({ reviews: [review] })]);
    expect(
      within(card).getByText(/these were missing: Profit over the period, Paid payouts in the period\./),
    ).toBeInTheDocument();
  });

  it('at the cap, says so; another account’s plan is not shown on this dashboard', async () => {
    const card = await shown([progress({ nextSize: null }), progress({ traderAccountId: 'acc-2' })]);
    expect(within(card).getByText('At the largest size')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
