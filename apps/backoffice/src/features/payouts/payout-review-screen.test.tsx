import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath, type AdminPayout, type EligibilityItem } from '@portal/contract';
import { adminPayoutRow } from '../../test/payout-fixtures.ts';
import { ok, renderScreen } from '../../test/render-ops-screen.tsx';
import PayoutReviewScreen from './payout-review-screen.tsx';
import { eligibilityItem as item } from '../../test/eligibility-item.ts';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const ID = '33333333-3333-4333-8333-333333333333';
const checklist = (status: number, withdrawable: number) => [
  item('funded', status <= 12, status),
  item('verified', status <= 6, status),
  item('withinWithdrawable', true, 10_000, withdrawable),
];
const payout = (requestChecklist: EligibilityItem[] | null): AdminPayout => ({
  ...adminPayoutRow(ID, 'PO-100123'),
  traderName: 'Carol Trader',
  details: { asset: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  requestChecklist,
  eligibility: {
    traderAccountId: '44444444-4444-4444-8444-444444444444',
    login: '700123',
    packageName: 'Two-Step Challenge 10K',
    currency: 'USD',
    accountSize: 1_000_000,
    balance: 1_100_000,
    closedProfit: 100_000,
    profitSplitPercent: 80,
    pending: 0,
    withdrawable: 80_000,
    totalPaid: 0,
    cycleDays: 14,
    nextPayoutAt: '2026-11-01T00:00:00.000Z',
    min: 5_000,
    max: 10_000_000,
    checklist: checklist(18, 80_000),
    result: -60,
  },
  decidedBy: null,
  riskCases: [],
});

const show = (p: AdminPayout) => {
  server.use(http.get(`*${ApiPath.adminPayout.replace(':id', ID)}`, () => ok(p)));
  renderScreen(server, { path: `/payouts/${ID}`, route: '/payouts/:id', element: <PayoutReviewScreen /> });
};

describe('payout review (console)', () => {
  it('says what changed since the request: the account blocked after it', async () => {
    show(payout(checklist(3, 80_000)));
    const changes = await screen.findByRole('alert');
    expect(within(changes).getByText('Changed since the request')).toBeInTheDocument();
    expect(changes).toHaveTextContent(
      'Funded, not blocked: at the request OK · Funded; now No · Blocked: another reason',
    );
    expect(changes).toHaveTextContent('Identity verified, contract signed: at the request OK');
    expect(changes).not.toHaveTextContent('Within the withdrawable amount');
  });

  it('says when nothing changed', async () => {
    const same = payout(checklist(18, 80_000));
    show(same);
    expect(await screen.findByText('Nothing on the checklist changed since the request.')).toBeInTheDocument();
  });

  it('an approval refused since the page was read (-60): the dialog says why, the review shows what changed', async () => {
    const reads = [payout(checklist(3, 80_000)), payout(checklist(3, 80_000))];
    reads[0]!.eligibility!.checklist = checklist(3, 80_000);
    reads[0]!.eligibility!.result = 0;
    server.use(
      http.get(`*${ApiPath.adminPayout.replace(':id', ID)}`, () => ok(reads.shift() ?? payout(checklist(3, 80_000)))),
      http.post(`*${ApiPath.adminPayoutApprove.replace(':id', ID)}`, () =>
        HttpResponse.json({ result: -60, data: { checklist: checklist(18, 80_000) } }),
      ),
    );
    renderScreen(server, { path: `/payouts/${ID}`, route: '/payouts/:id', element: <PayoutReviewScreen /> });
    const user = userEvent.setup();
    expect(await screen.findByText('Nothing on the checklist changed since the request.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payout is blocked');
    expect(await screen.findByText('Changed since the request')).toBeInTheDocument();
  });

  it('says so for a request made before its checklist was kept', async () => {
    show(payout(null));
    expect(await screen.findByText(/older than the kept checklists/)).toBeInTheDocument();
  });

  it('a risk case holding the payout: the notice links to it and approval waits for its decision', async () => {
    const held = payout(checklist(18, 80_000));
    held.riskCases = [
      { id: 'case-1', signal: 'copy', score: 0.92, status: 'open', rules: ['copy-ring'], holdsPayouts: true },
      { id: 'case-2', signal: 'strategy', score: 0.41, status: 'open', rules: ['no-stop-loss'], holdsPayouts: false },
    ];
    show(held);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/cannot be approved or marked paid until the case is decided/);
    const notice = screen.getByText('Held by the risk desk').closest('.banner') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Copy trading · 0.92 · Open' })).toHaveAttribute(
      'href',
      '/risk/case-1',
    );
    expect(notice).toHaveTextContent('Forbidden strategy · 0.41 · Open — No stop loss');
    // Rejecting stays open: the firm may refuse a held payout.
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('a case below the threshold is listed and holds nothing', async () => {
    const listed = payout(checklist(18, 80_000));
    listed.riskCases = [
      { id: 'case-2', signal: 'strategy', score: 0.41, status: 'open', rules: ['no-stop-loss'], holdsPayouts: false },
    ];
    show(listed);
    expect(await screen.findByText('Risk cases on this account')).toBeInTheDocument();
    expect(screen.getByText(/below the brand’s threshold; they do not hold the payout/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('says a watched case holds nothing because it is decided, whatever its score', async () => {
    const listed = payout(checklist(18, 80_000));
    listed.riskCases = [
      { id: 'case-1', signal: 'copy', score: 0.81, status: 'watched', rules: ['copy-ring'], holdsPayouts: false },
    ];
    show(listed);
    expect(
      await screen.findByText(/has decided the cases on this account; a decided case does not hold/),
    ).toBeVisible();
    expect(screen.queryByText(/below the brand’s threshold/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('names both reasons when some cases are decided and others below the threshold', async () => {
    const listed = payout(checklist(18, 80_000));
    listed.riskCases = [
      { id: 'case-1', signal: 'copy', score: 0.81, status: 'watched', rules: ['copy-ring'], holdsPayouts: false },
      { id: 'case-2', signal: 'strategy', score: 0.41, status: 'open', rules: ['no-stop-loss'], holdsPayouts: false },
    ];
    show(listed);
    expect(await screen.findByText(/are decided or below the brand’s threshold/)).toBeVisible();
  });
});
