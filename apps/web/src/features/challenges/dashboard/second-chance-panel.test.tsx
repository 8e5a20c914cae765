import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPath } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { externalNavigation } from '../../../shared/browser/external-navigation.ts';
import { requirements, secondChance } from '../../../test/dashboard-fixtures.ts';
import { envelope, on, useMockServer } from '../../../test/mock-api.ts';
import { renderDashboard, serveDashboard } from './test-kit.tsx';

vi.mock('lightweight-charts', () => import('../../../test/lightweight-charts-mock.ts'));
useMockServer();

const time = '2026-03-31T09:00:00.000Z';
/** A phase ended by its calendar limit (status 14), as the dashboard reads it. */
const timedOut = requirements({
  status: 14,
  verdict: {
    status: 'failed',
    time,
    breach: { rule: 'maxCalendarDays', time, equity: 10_050_000, floor: null, news: null },
  },
});
const both = secondChance({
  freeRetry: { available: true, reason: null, used: 0, max: 1 },
  paidReset: { available: true, reason: null, used: 0, max: 2, price: 43_200, currency: 'USD', pendingOrderId: null },
});

async function panel() {
  return (await screen.findByRole('heading', { level: 3, name: 'A second chance' })).closest('section')!;
}

describe('challenge dashboard: a second chance', () => {
  it('offers the free retry and the reset with its price; the retry, confirmed, opens the fresh account', async () => {
    const s = serveDashboard({ requirements: [timedOut], secondChance: [both] });
    const retries = on('post', ApiPath.freeRetry, () => envelope(0, { accountId: 'acc-2' }));
    renderDashboard();
    const p = await panel();
    expect(
      await within(p).findByText(/try this phase again on a fresh account with the same rules, free of charge/),
    ).toBeVisible();
    expect(within(p).getByText('0 of 1 used for this account')).toBeVisible();
    expect(within(p).getByRole('button', { name: 'Reset for $432' })).toBeVisible();
    // the new challenge stays, second to what this account may take
    expect(screen.getByRole('link', { name: 'Start a new challenge' })).toHaveClass('btn--secondary');

    const user = userEvent.setup();
    await user.click(within(p).getByRole('button', { name: 'Take my free retry' }));
    const dialog = screen.getByRole('dialog', { name: 'Take your free retry?' });
    expect(within(dialog).getByText(/A fresh phase 1 account opens now with the same rules/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Take the free retry' }));
    await vi.waitFor(() => expect(s.requirements.at(-1)?.url.searchParams.get('traderAccountId')).toBe('acc-2'));
    expect(retries.map((r) => r.url.pathname)).toEqual(['/api/TraderAccount/v1/Retry/acc-1']);
  });

  it('a refused retry says why in the dialog, and cancelling closes it', async () => {
    serveDashboard({ requirements: [timedOut], secondChance: [both] });
    on('post', ApiPath.freeRetry, () => envelope(-200, { reason: 'alreadyTaken' }, 400));
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await within(await panel()).findByRole('button', { name: 'Take my free retry' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Take the free retry' }));
    expect(await within(dialog).findByText('Already taken: a new account replaced this one.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the reset asks for the terms, orders the reset and leaves for its checkout', async () => {
    serveDashboard({ requirements: [timedOut], secondChance: [both] });
    const orders = on('post', ApiPath.createResetOrder, () =>
      envelope(0, { order: { id: 'order-9' }, checkoutUrl: 'https://pay.example/checkout/9' }),
    );
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await within(await panel()).findByRole('button', { name: 'Reset for $432' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset this account for $432?' });
    const go = within(dialog).getByRole('button', { name: 'Continue to payment' });
    expect(go).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(go);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/9'));
    expect(orders.map((o) => o.body)).toEqual([{ accountId: 'acc-1', acceptTerms: true }]);
  });

  it('says why neither applies, or that the package offers none', async () => {
    const breach = requirements({
      status: 14,
      verdict: {
        status: 'failed',
        time,
        breach: { rule: 'maxLoss', time, equity: 9_000_000, floor: 9_000_000, news: null },
      },
    });
    serveDashboard({
      requirements: [breach],
      secondChance: [
        secondChance({
          freeRetry: { available: false, reason: 'endedByBreach', used: 0, max: 1 },
          paidReset: {
            available: false,
            reason: 'limitReached',
            used: 2,
            max: 2,
            price: 43_200,
            currency: 'USD',
            pendingOrderId: null,
          },
        }),
      ],
    });
    renderDashboard();
    const p = await panel();
    expect(await within(p).findByText('Only when a phase ends by time, not by a broken rule.')).toBeVisible();
    expect(within(p).getByText('This account has used all it may take.')).toBeVisible();
    expect(within(p).queryByRole('button')).not.toBeInTheDocument();
  });

  it('with no terms on the package: one sentence', async () => {
    serveDashboard({ requirements: [timedOut] });
    renderDashboard();
    expect(await within(await panel()).findByText('This package offers no free retry and no reset.')).toBeVisible();
  });

  it('links the account that replaced this one, or the reset order awaiting payment', async () => {
    serveDashboard({ requirements: [timedOut], secondChance: [secondChance({ replacedBy: 'acc-2' })] });
    renderDashboard();
    expect(await within(await panel()).findByRole('link', { name: 'Open the new phase 1 account' })).toHaveAttribute(
      'href',
      '/dashboard/challenge/acc-2',
    );
  });

  it('a failed read offers to try again', async () => {
    serveDashboard({ requirements: [timedOut], secondChance: [() => envelope(-8), both] });
    renderDashboard();
    const p = await panel();
    await userEvent.setup().click(await within(p).findByRole('button', { name: /Try again|Retry/ }));
    expect(await within(p).findByRole('button', { name: 'Take my free retry' })).toBeVisible();
  });

  it('a phase still trading shows no second chance', async () => {
    serveDashboard();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic 100K' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'A second chance' })).not.toBeInTheDocument();
  });
});
