import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, type AccountPayoutSummary } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { renderRoutes } from '../../app/test-support.tsx';
import { formatDate } from '@portal/ui/format/dates.ts';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import PayoutRequestScreen from './payout-request-screen.tsx';
import { daysFromNow, payoutSummary } from './test-kit.ts';

useMockServer();

function renderRequest(summary: AccountPayoutSummary) {
  on('get', ApiPath.profitWidget, () => envelope(0, { items: [summary] }));
  on('get', ApiPath.payoutMethods, () => envelope(0, { bankTransfer: true, crypto: [] }));
  return renderRoutes([{ path: '/dashboard/payouts-request', element: <PayoutRequestScreen /> }], {
    at: '/dashboard/payouts-request',
  });
}

const checklistItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Before you request' }))
    .getByText(name)
    .closest('li')!;

describe('Withdraw your Profit: what is true now', () => {
  it('with nothing withdrawable says so and why, instead of an amount "from $50 to $0"', async () => {
    renderRequest(payoutSummary({ balance: 1_000_000, closedProfit: 0, withdrawable: 0, result: -900 }));
    const notice = (await screen.findByText('Nothing to withdraw yet')).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'A payout comes from closed profit above the account’s starting balance, and this account has none yet. Payouts start at $50.',
    );
    expect(screen.queryByLabelText('Amount (USD)')).toBeNull();
    expect(screen.queryByText(/up to \$0/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  });

  it('tells a share held by a payout in progress, and one below the minimum', async () => {
    const held = renderRequest(payoutSummary({ pending: 119_440, withdrawable: 0, result: -60 }));
    expect(
      await screen.findByText(
        'Your whole profit share, $1,194.40, is held by a payout in progress. You can ask again once it is paid or cancelled.',
      ),
    ).toBeInTheDocument();
    held.unmount();
    renderRequest(payoutSummary({ withdrawable: 3_000, result: -901 }));
    expect(await screen.findByText('Your profit share, $30, is below the minimum payout of $50.')).toBeInTheDocument();
  });

  it('asks for an amount within what may be withdrawn, the payout day reached reading "now"', async () => {
    const passed = daysFromNow(-7);
    renderRequest(payoutSummary({ nextPayoutAt: passed }));
    const amount = await screen.findByLabelText('Amount (USD)');
    expect(amount).toHaveAccessibleDescription('From $50 up to $1,194.40');
    expect(screen.queryByText('Nothing to withdraw yet')).toBeNull();
    const day = checklistItem('Payout day reached');
    expect(day).toHaveTextContent('Next payout: now');
    expect(day).not.toHaveTextContent(formatDate(passed, 'en'));
  });

  it('gives the payout day while it is still ahead', async () => {
    const ahead = daysFromNow(5);
    renderRequest(payoutSummary({ nextPayoutAt: ahead }));
    expect(await screen.findByLabelText('Amount (USD)')).toBeInTheDocument();
    expect(checklistItem('Payout day reached')).toHaveTextContent(/Next payout from .+/);
    expect(checklistItem('Payout day reached')).not.toHaveTextContent('Next payout: now');
  });

  it('tells at the field an amount that is not one or is out of range, and never counts it as met', async () => {
    renderRequest(payoutSummary());
    const amount = await screen.findByLabelText('Amount (USD)');
    const rule = 'Enter an amount between 50 and 1,194.40 USD';
    for (const typed of ['abc', '100.555']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect(await screen.findByText(rule)).toBeInTheDocument();
      for (const name of ['At least the minimum', 'At most the maximum', 'Within what you may withdraw'])
        expect(checklistItem(name), `${typed}: ${name}`).toHaveTextContent('not met');
    }
    for (const typed of ['10', '999999']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect(await screen.findByText(rule)).toBeInTheDocument();
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await expect.poll(() => screen.queryByText(rule)).toBeNull();
    expect(checklistItem('At least the minimum')).not.toHaveTextContent('not met');
  });

  it('shows the checklist before the form, so what locks the button reads before it on a phone', async () => {
    renderRequest(payoutSummary());
    const button = await screen.findByRole('button', { name: 'Request payout' });
    const checklist = screen.getByRole('list', { name: 'Before you request' });
    expect(checklist.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
