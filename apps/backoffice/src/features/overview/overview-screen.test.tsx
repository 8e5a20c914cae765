import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import type { Overview } from './api/overview-api.ts';
import { BRANDS, ok, renderScreen } from '../../test/render-ops-screen.tsx';
import OverviewScreen from './overview-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const window = (count: number) => ({
  salesCount: count,
  sales: [
    { currency: 'USD', amount: 18_980, count: 2 },
    { currency: 'EUR', amount: 9_900, count: 1 },
  ],
  newTraders: 4,
  challengesBought: count,
});
const OVERVIEW: Overview = {
  today: { salesCount: 0, sales: [], newTraders: 0, challengesBought: 0 },
  last7Days: window(3),
  last30Days: window(3),
  passRate: [{ phase: 1, passed: 3, failed: 1, rate: 0.75 }],
  failedByRule: [{ rule: 'dailyLoss', count: 2 }],
  fundedAccounts: 5,
  openQueues: { identity: 0, contracts: 0, payouts: 0 },
  daily: [
    { day: '2026-11-23', salesCount: 1, sales: [{ currency: 'USD', amount: 8_990, count: 1 }], newTraders: 2 },
    { day: '2026-11-24', salesCount: 0, sales: [], newTraders: 1 },
  ],
};

describe('the overview', () => {
  it('shows each window with amounts per currency, never added together', async () => {
    server.use(http.get(`*${ApiPath.adminOverview}`, () => ok(OVERVIEW)));
    renderScreen(server, { path: '/overview', route: '/overview', element: <OverviewScreen /> });
    const week = await screen.findByRole('article', { name: 'Last 7 days' });
    expect(within(week).getByText('$189.80')).toBeInTheDocument();
    expect(within(week).getByText('€99')).toBeInTheDocument();
    expect(within(week).getByText('3 sales')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Today' })).getByText('No sales')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('Daily loss')).toBeInTheDocument();
    expect(screen.queryByText('Coming')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', expect.stringMatching(/\/payouts$/));
    expect(screen.getByRole('link', { name: 'Identity checks' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/verification$/),
    );
    expect(screen.getByRole('img', { name: /Sales per day/ })).toBeInTheDocument();
  });

  it('asks again for one brand when it is picked, keeping it in the URL', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(`*${ApiPath.adminOverview}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('brandId'));
        return ok(OVERVIEW);
      }),
    );
    renderScreen(server, { path: '/overview', route: '/overview', element: <OverviewScreen /> });
    await screen.findByRole('article', { name: 'Today' });
    await userEvent.selectOptions(screen.getByLabelText('Brand'), BRANDS[1]!.name);
    await screen.findByText(`/overview?brandId=${BRANDS[1]!.id}`);
    await screen.findByRole('article', { name: 'Today' });
    expect(asked).toEqual([null, BRANDS[1]!.id]);
  });

  it('says when the figures cannot be read, and asks again', async () => {
    let calls = 0;
    server.use(
      http.get(`*${ApiPath.adminOverview}`, () => {
        calls += 1;
        return calls === 1 ? Response.json({ result: -99999, data: null }, { status: 500 }) : ok(OVERVIEW);
      }),
    );
    renderScreen(server, { path: '/overview', route: '/overview', element: <OverviewScreen /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Today' })).toBeInTheDocument();
  });
});
