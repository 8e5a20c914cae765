import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import type { AccountDashboard, AccountRow } from './api/accounts-api.ts';
import { BRANDS, ok, onlyPage, renderScreen, recordingList } from '../../test/render-ops-screen.tsx';
import AccountScreen from './account-screen.tsx';
import { summarise } from './event-data.ts';
import AccountsListScreen from './accounts-list-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const ROW: AccountRow = {
  id: 'acc-1',
  brandId: BRANDS[0]!.id,
  userId: 'trader-1',
  email: 'trader@demo.test',
  login: '700001',
  platformId: 'demo',
  platformAccountId: null,
  packageId: 'pkg-1',
  packageName: 'Classic 10k',
  phase: 1,
  stage: 1,
  isFunded: false,
  status: 0,
  accountSize: 1_000_000,
  currency: 'USD',
  balance: 1_012_345,
  equity: 1_010_000,
  orderId: null,
  createdAt: '2026-11-02T10:00:00Z',
};
const DASHBOARD: AccountDashboard = {
  requirements: {
    traderAccountId: 'acc-1',
    status: 0,
    phase: 1,
    isFunded: false,
    verdict: { status: 'inProgress', time: null, breach: null },
    objectives: [
      { rule: 'profitTarget', value: 12_345, target: 80_000, state: 'inProgress' },
      { rule: 'tradingDays', value: 2, min: 4, state: 'inProgress' },
    ],
    frozenAt: null,
  } as AccountDashboard['requirements'],
  metrics: {
    traderAccountId: 'acc-1',
    currency: 'USD',
    initialBalance: 1_000_000,
    balance: 1_012_345,
    equity: 1_010_000,
    profit: 12_345,
    dailyLossRoom: 50_000,
    dailyFloor: 950_000,
    maxLossRoom: 100_000,
    maxLossFloor: 900_000,
    winRate: 2 / 3,
    averageWin: 10_000,
    averageLoss: -3_000,
    profitFactor: 2.5,
    trades: 3,
    wins: 2,
    losses: 1,
    lots: 1.5,
    bestTrade: 12_000,
    worstTrade: -3_000,
    tradingDays: 2,
    dayResetsAt: '2026-11-25T00:00:00Z',
    lastUpdate: '2026-11-24T08:00:00Z',
    frozenAt: null,
    afterVerdict: null,
  },
};

describe('the accounts list', () => {
  it('names each status for what it is: no verification claimed in phase 1, a funded account funded', async () => {
    server.use(
      http.get(`*${ApiPath.adminTraderAccounts}`, () =>
        ok(
          onlyPage([
            { ...ROW, status: 1 },
            { ...ROW, id: 'acc-2', login: '700002', phase: null, stage: 3, isFunded: true, status: 9 },
            { ...ROW, id: 'acc-3', login: '700003', phase: null, stage: 3, isFunded: true, status: 3 },
          ]),
        ),
      ),
      http.get(`*${ApiPath.adminPackages}`, () => ok({ items: [], totalCount: 0 })),
    );
    renderScreen(server, { path: '/accounts', route: '/accounts', element: <AccountsListScreen /> });
    const status = async (login: string) =>
      within((await screen.findByRole('link', { name: login })).closest('tr')!).getAllByRole('cell')[4]!;
    expect(await status('700001')).toHaveTextContent(/^Stage 1$/);
    expect(await status('700002')).toHaveTextContent(/^Funded, verification needed$/);
    expect(await status('700003')).toHaveTextContent(/^Funded$/);
    expect(screen.queryByText(/verified/)).not.toBeInTheDocument();
  });

  it('filters by phase and links each account to its page', async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(
      recordingList(ApiPath.adminTraderAccounts, [ROW], asked),
      http.get(`*${ApiPath.adminPackages}`, () => ok({ items: [], totalCount: 0 })),
    );
    renderScreen(server, { path: '/accounts', route: '/accounts', element: <AccountsListScreen /> });
    expect(await screen.findByRole('link', { name: '700001' })).toHaveAttribute('href', '/accounts/acc-1');
    expect(screen.getByText('$10,123.45')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Phase'), 'Funded');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('/accounts?phase=funded');
    expect(asked.at(-1)).toMatchObject({ phase: 'funded' });
    expect(asked.at(-1)).not.toHaveProperty('cursor');
  });

  it("keeps the overview's endings (the period, how and by which rule) above the list until cleared", async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(
      recordingList(ApiPath.adminTraderAccounts, [ROW], asked),
      http.get(`*${ApiPath.adminPackages}`, () => ok({ items: [], totalCount: 0 })),
    );
    const link = 'endedFrom=2026-11-01T00:00:00.000Z&endedTo=2026-11-02T00:00:00.000Z&ended=failed&rule=dailyLoss';
    renderScreen(server, { path: `/accounts?${link}`, route: '/accounts', element: <AccountsListScreen /> });
    await screen.findByRole('link', { name: '700001' });
    expect(asked.at(-1)).toMatchObject({
      endedFrom: '2026-11-01T00:00:00.000Z',
      endedTo: '2026-11-02T00:00:00.000Z',
      ended: 'failed',
      rule: 'dailyLoss',
    });
    expect(screen.getByText(/^Phase ended from .* · Ended: failed · Failed by: Daily loss$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear this filter' }));
    await screen.findByText('/accounts');
    expect(asked.at(-1)).not.toHaveProperty('ended');
    expect(screen.queryByText(/Phase ended/)).not.toBeInTheDocument();
  });
});

it("offers the chosen brand's packages as a filter", async () => {
  const brands: Array<string | null> = [];
  server.use(
    http.get(`*${ApiPath.adminTraderAccounts}`, () => ok(onlyPage([ROW]))),
    http.get(`*${ApiPath.adminPackages}`, ({ request }) => {
      brands.push(new URL(request.url).searchParams.get('brandId'));
      return ok({ items: [{ id: 'pkg-1', name: 'Classic 10k', brandId: BRANDS[1]!.id }], totalCount: 1 });
    }),
  );
  renderScreen(server, { path: '/accounts', route: '/accounts', element: <AccountsListScreen /> });
  await screen.findByRole('link', { name: '700001' });
  expect(screen.queryByLabelText('Package')).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Brand'), BRANDS[1]!.name);
  await userEvent.selectOptions(await screen.findByLabelText('Package'), 'Classic 10k');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText(`/accounts?brandId=${BRANDS[1]!.id}&packageId=pkg-1`);
  expect(brands).toEqual([BRANDS[1]!.id]);
});

const ACCOUNT = {
  id: 'acc-1',
  brandId: BRANDS[0]!.id,
  login: '700001',
  platformId: 'demo',
  stage: 1,
  isFunded: false,
  status: 0,
  createdAt: '2026-11-02T10:00:00Z',
};
/** The events as the server reports them: a block (from the audit log), a platform snapshot and a closed deal. */
const FIRST_EVENTS = [
  {
    type: 'accounts.blocked',
    time: '2026-11-24T09:00:00Z',
    data: { before: { status: 1 }, after: { status: 16, reason: 'Copy trading' }, actor: 'risk@demo.test' },
  },
  {
    type: 'equitySnapshot',
    time: '2026-11-24T08:30:00Z',
    data: { type: 'equitySnapshot', time: '2026-11-24T08:30:00.000Z', equity: 10_293_300, balance: 10_293_000 },
  },
];
const DEAL_CLOSED = {
  type: 'dealClosed',
  time: '2026-11-24T08:00:00Z',
  data: {
    type: 'dealClosed',
    dealId: 'd-7',
    positionId: 'p-3',
    time: '2026-11-24T08:00:00.000Z',
    symbol: 'EURUSD',
    side: 'sell',
    volume: 1.5,
    price: 1.08493,
    profit: -4_250,
    commission: -700,
  },
};

describe('the account page', () => {
  it("adds the trader's dashboard numbers and the event log, paged", async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/admin/v1/TraderAccount/acc-1', () => ok(ACCOUNT)),
      http.get('*/api/admin/v1/TraderAccount/acc-1/Dashboard', () => ok(DASHBOARD)),
      http.get('*/api/admin/v1/TraderAccount/acc-1/Events', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
        pages.push(cursor);
        return ok({
          items: cursor === '' ? FIRST_EVENTS : [DEAL_CLOSED],
          next: cursor === '' ? 'c2' : null,
          previous: cursor === '' ? null : 'c1',
          count: { kind: 'exact', value: 25 },
        });
      }),
    );
    renderScreen(server, { path: '/accounts/acc-1', route: '/accounts/:id', element: <AccountScreen /> });
    expect(await screen.findByRole('progressbar', { name: 'Profit target' })).toHaveAttribute(
      'aria-valuetext',
      '$123.45 of $800',
    );
    expect(screen.getByText('2 of 4 days')).toBeInTheDocument();
    expect(screen.getByText('3 (2 won, 1 lost)')).toBeInTheDocument();
    expect(screen.getByText('66.7%')).toBeInTheDocument();
    expect(await screen.findByText('Blocked by the firm')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Deal closed')).toBeInTheDocument();
    expect(pages).toEqual(['', 'c2']);
  });

  it("shows each event's data as the page shows the rest: amounts in the account's currency, fields named", async () => {
    server.use(
      http.get('*/api/admin/v1/TraderAccount/acc-1', () => ok(ACCOUNT)),
      http.get('*/api/admin/v1/TraderAccount/acc-1/Dashboard', () => ok(DASHBOARD)),
      http.get('*/api/admin/v1/TraderAccount/acc-1/Events', () =>
        ok({ items: [...FIRST_EVENTS, DEAL_CLOSED], next: null, previous: null, count: { kind: 'exact', value: 3 } }),
      ),
    );
    renderScreen(server, { path: '/accounts/acc-1', route: '/accounts/:id', element: <AccountScreen /> });
    const data = async (kind: string) =>
      within((await screen.findByText(kind)).closest('tr')!)
        .getAllByRole('cell')
        .at(-1)!;
    expect(await data('Equity snapshot')).toHaveTextContent(/^Equity \$102,933Balance \$102,930$/);
    const deal = await data('Deal closed');
    expect(deal).toHaveTextContent(
      /^Symbol EURUSDSide SellVolume 1\.5 lotsPrice 1\.08493Profit -\$42\.50Commission -\$7Deal d-7Position p-3$/,
    );
    const block = await data('Blocked by the firm');
    expect(block).toHaveTextContent(/Status before 1 · Stage 1/);
    expect(block).toHaveTextContent(/Status after 16 · /);
    expect(block).toHaveTextContent(/Reason Copy tradingBy risk@demo\.test$/);
    expect(screen.queryByText(/10293300|balance:/)).not.toBeInTheDocument();
  });

  it('summarises an event in one line', () => {
    expect(summarise({ deal: { symbol: 'EURUSD', volume: 1 }, note: null, profit: -5 })).toBe(
      'deal: {symbol: EURUSD, volume: 1}, profit: -5',
    );
  });
});
