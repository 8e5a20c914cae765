import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import type { Overview } from './api/overview-api.ts';
import { BRANDS, ok, renderScreen } from '../../test/render-ops-screen.tsx';
import OverviewScreen from './overview-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const RANGE_TEXT = 'Choose a start date no later than the end date, at most 366 days apart';

const PKG = '5b0c2a52-7b0e-4c39-9a57-0d3c1b7f0a11';
const START = '2026-11-23T00:00:00.000Z';
const END = '2026-11-25T00:00:00.000Z';
const OVERVIEW: Overview = {
  period: { from: '2026-11-23', to: '2026-11-24', days: 2, start: START, end: END },
  currency: 'USD',
  currencies: ['USD', 'EUR'],
  sales: {
    orders: 3,
    revenue: 26_970,
    discount: 1_000,
    refunds: { count: 1, amount: 8_990 },
    byPackage: [{ packageId: PKG, packageName: 'Two-Step 10K', orders: 3, revenue: 26_970, discount: 1_000 }],
    byCode: [
      { code: null, orders: 2, revenue: 17_980, discount: 0 },
      { code: 'SUMMER', orders: 1, revenue: 8_990, discount: 1_000 },
    ],
    daily: [
      { day: '2026-11-23', orders: 1, revenue: 8_990, discount: 0, payoutsPaid: 0 },
      { day: '2026-11-24', orders: 2, revenue: 17_980, discount: 1_000, payoutsPaid: 5_000 },
    ],
  },
  funnel: [
    { step: 'signUp', count: 10, rate: null },
    { step: 'buyer', count: 4, rate: 0.4 },
    { step: 'phase1Passed', count: 2, rate: 0.5 },
    { step: 'funded', count: 1, rate: 0.5 },
    { step: 'firstPayout', count: 1, rate: 1 },
  ],
  outcomes: [
    {
      packageId: PKG,
      packageName: 'Two-Step 10K',
      phase: '1',
      trading: 5,
      passed: 3,
      failed: 1,
      passRate: 0.75,
      breachRate: 0.25,
    },
  ],
  endings: { failedByRule: [{ rule: 'dailyLoss', count: 1 }], passed: 3, failed: 1, passedDays: 6.5, failedDays: 2 },
  payouts: {
    requested: { count: 2, amount: 9_000 },
    approved: { count: 1, amount: 5_000 },
    paid: { count: 1, amount: 5_000 },
    pending: { count: 1, amount: 4_000 },
    average: 5_000,
    ratio: 5_000 / 26_970,
  },
  activeAccounts: 5,
  fundedEquity: { accounts: 1, equity: 1_020_000, balance: 1_000_000, refreshedAt: '2026-11-24T12:00:00.000Z' },
  openQueues: { identity: 0, contracts: 0, payouts: 1 },
};

const render = (path = '/overview') => renderScreen(server, { path, route: '/overview', element: <OverviewScreen /> });

/** Serves the overview, keeping the query of each time it was asked. */
function serveOverviewAsked() {
  const asked: string[] = [];
  server.use(
    http.get(`*${ApiPath.adminOverview}`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return ok(OVERVIEW);
    }),
  );
  return asked;
}

describe('the overview', () => {
  it('shows the headline figures, each a link into its list with the same filters', async () => {
    server.use(http.get(`*${ApiPath.adminOverview}`, () => ok(OVERVIEW)));
    render();
    const paid = await screen.findByRole('article', { name: 'Orders paid' });
    const link = within(paid).getByRole('link', { name: '3' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toMatch(/\/orders$/);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      status: '0',
      paidFrom: START,
      paidTo: END,
      currency: 'USD',
    });
    expect(within(screen.getByRole('article', { name: 'Revenue' })).getByText('$269.70')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Payout ratio' })).getByText('18.5%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Accounts trading now' })).getByRole('link', { name: '5' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/accounts\?outcome=trading$/));
  });

  it('links a package, a code, the sign-ups and each outcome into their lists; codeless sales are no link', async () => {
    server.use(http.get(`*${ApiPath.adminOverview}`, () => ok(OVERVIEW)));
    render();
    const codes = await screen.findByRole('table', { name: 'Sales by discount code' });
    const summer = within(codes).getByRole('row', { name: /SUMMER/ });
    expect(within(summer).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      expect.stringContaining('code=SUMMER'),
    );
    expect(within(within(codes).getByRole('row', { name: /No code/ })).queryByRole('link')).toBeNull();
    const packages = screen.getByRole('table', { name: 'Sales by package' });
    expect(within(packages).getByRole('link', { name: '3' })).toHaveAttribute(
      'href',
      expect.stringContaining(`packageId=${PKG}`),
    );
    const funnel = screen.getByRole('table', { name: 'Funnel' });
    expect(within(funnel).getByRole('link', { name: '10' })).toHaveAttribute(
      'href',
      `/traders?from=${encodeURIComponent(START)}&to=${encodeURIComponent(END)}`,
    );
    expect(within(funnel).getByText('40%')).toBeInTheDocument();
    const outcomes = screen.getByRole('table', { name: /Pass and breach rates/ });
    expect(within(outcomes).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      `/accounts?packageId=${PKG}&phase=1&outcome=failed`,
    );
    expect(within(outcomes).getByText('75%')).toBeInTheDocument();
    // seven columns: on a phone its rows stack as cards, like the lists
    expect(outcomes).toHaveClass('data-table--cards');
    expect(screen.getByText('Daily loss')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Revenue in USD per day/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Funnel: Sign-ups 10/ })).toBeInTheDocument();
  });

  it('links the refunds, the funnel after sign-ups, the endings and the payouts of the period; a ratio is no link', async () => {
    server.use(http.get(`*${ApiPath.adminOverview}`, () => ok(OVERVIEW)));
    render();
    const period = (name: string) => `${name}From=${encodeURIComponent(START)}&${name}To=${encodeURIComponent(END)}`;
    const refunds = await screen.findByRole('article', { name: 'Refunds' });
    expect(within(refunds).getByRole('link', { name: '$89.90' })).toHaveAttribute(
      'href',
      `/orders?${period('refunded')}&currency=USD`,
    );
    expect(within(screen.getByRole('article', { name: 'Payout ratio' })).queryByRole('link')).toBeNull();
    const funnel = screen.getByRole('table', { name: 'Funnel' });
    const count = (step: RegExp) => within(within(funnel).getByRole('row', { name: step })).getAllByRole('cell')[0]!;
    expect(within(count(/First purchases/)).getByRole('link')).toHaveAttribute('href', `/traders?${period('bought')}`);
    expect(within(count(/^Funded/)).getByRole('link')).toHaveAttribute(
      'href',
      `/accounts?phase=funded&from=${encodeURIComponent(START)}&to=${encodeURIComponent(END)}`,
    );
    expect(within(count(/First payouts/)).getByRole('link')).toHaveAttribute(
      'href',
      `/traders?${period('firstPayout')}`,
    );
    expect(within(count(/Phase 1 passed/)).getByRole('link')).toHaveAttribute(
      'href',
      `/accounts?${period('ended')}&ended=passed&phase=1`,
    );
    const payouts = screen.getByRole('article', { name: 'Payouts in the period' });
    for (const [name, event] of [
      ['2 · $90', 'requested'],
      ['1 · $50', 'approved'],
      ['1 · $50', 'paid'],
    ] as const)
      expect(
        within(payouts)
          .getAllByRole('link', { name })
          .map((l) => l.getAttribute('href')),
      ).toContain(`/payouts?${period(event)}&currency=USD`);
    expect(within(payouts).getByRole('link', { name: '1 · $40' })).toHaveAttribute('href', '/payouts?currency=USD');
    // the endings open the accounts that ended in the period; the average days are no link
    const endings = within(screen.getByRole('article', { name: 'Ended in the period' }));
    expect(endings.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['3', `/accounts?${period('ended')}&ended=passed`],
      ['1', `/accounts?${period('ended')}&ended=failed`],
      ['1', `/accounts?${period('ended')}&ended=failed&rule=dailyLoss`],
    ]);
  });

  it('asks again for a brand, a period and a currency, keeping them in the URL', async () => {
    const asked = serveOverviewAsked();
    render();
    await screen.findByRole('article', { name: 'Orders paid' });
    await userEvent.selectOptions(screen.getByLabelText('Brand'), BRANDS[1]!.name);
    await screen.findByText(`/overview?brandId=${BRANDS[1]!.id}`);
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await userEvent.selectOptions(await screen.findByLabelText('Currency'), 'EUR');
    await screen.findByText(`/overview?brandId=${BRANDS[1]!.id}&period=7d&currency=EUR`);
    expect(asked.at(-1)).toBe(`?brandId=${BRANDS[1]!.id}&period=7d&currency=EUR`);
  });

  it('downloads each table as CSV for the period, brand and currency on screen, the button naming its table', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`*${ApiPath.adminOverview}`, () => ok(OVERVIEW)),
      http.get(`*${ApiPath.adminOverviewExport}`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return new Response('step,count,rate\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:overview');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(`/overview?brandId=${BRANDS[1]!.id}&period=7d`);
    await screen.findByRole('article', { name: 'Orders paid' });
    for (const name of ['Sales per day', 'Sales by package', 'Sales by discount code', 'Funnel'])
      expect(screen.getByRole('button', { name: `Export CSV: ${name}` })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Funnel' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    const params = new URLSearchParams(asked[0]);
    expect(Object.fromEntries(params)).toEqual({
      brandId: BRANDS[1]!.id,
      period: '7d',
      currency: OVERVIEW.currency,
      table: 'funnel',
    });
    vi.restoreAllMocks();
  });

  it('a range asks only once both days are chosen', async () => {
    const asked = serveOverviewAsked();
    render('/overview?period=range&from=2026-11-01&to=2026-11-10');
    await screen.findByRole('article', { name: 'Orders paid' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(asked[0]).toBe('?period=range&from=2026-11-01&to=2026-11-10');
  });

  it('says a reversed range on its dates, in words, asks nothing for it and keeps the currency', async () => {
    const asked = serveOverviewAsked();
    render('/overview?period=range&from=2026-11-01&to=2026-11-10');
    await screen.findByRole('article', { name: 'Orders paid' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-20' } });
    expect(await screen.findByText(RANGE_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Currency')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Orders paid' })).toBeInTheDocument();
    expect(screen.queryByText(/validation\./)).not.toBeInTheDocument();
    expect(asked.filter((q) => q.includes('2026-12-20'))).toEqual([]);
  });

  it('opened with a reversed range, shows the default period and says why on the dates', async () => {
    const asked = serveOverviewAsked();
    render('/overview?period=range&from=2026-12-20&to=2026-12-01');
    await screen.findByRole('article', { name: 'Orders paid' });
    expect(screen.getByText(RANGE_TEXT)).toBeInTheDocument();
    expect(asked).toEqual(['']);
  });

  it('shows placeholders while loading, says when the figures cannot be read, and asks again', async () => {
    let calls = 0;
    server.use(
      http.get(`*${ApiPath.adminOverview}`, () => {
        calls += 1;
        return calls === 1 ? Response.json({ result: -99999, data: null }, { status: 500 }) : ok(OVERVIEW);
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Orders paid' })).toBeInTheDocument();
  });

  it('an empty period says so instead of empty tables', async () => {
    const empty: Overview = {
      ...OVERVIEW,
      sales: { ...OVERVIEW.sales, orders: 0, revenue: 0, discount: 0, byPackage: [], byCode: [] },
      outcomes: [],
      endings: { failedByRule: [], passed: 0, failed: 0, passedDays: null, failedDays: null },
    };
    server.use(http.get(`*${ApiPath.adminOverview}`, () => ok(empty)));
    render();
    expect(await screen.findAllByText('No sales')).toHaveLength(2);
    expect(screen.getByText('No accounts yet.')).toBeInTheDocument();
    expect(screen.getByText('No account has failed yet.')).toBeInTheDocument();
  });
});
