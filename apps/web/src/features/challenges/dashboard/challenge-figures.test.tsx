import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { mockViewport } from '../../../app/test-support.tsx';
import { chart, chartPoint, history, metrics, requirements, trade } from '../../../test/dashboard-fixtures.ts';
import { charts } from '../../../test/lightweight-charts-mock.ts';
import { envelope, useMockServer } from '../../../test/mock-api.ts';
import { renderDashboard, serveDashboard } from './test-kit.tsx';

vi.mock('lightweight-charts', () => import('../../../test/lightweight-charts-mock.ts'));
useMockServer();
beforeEach(() => {
  charts.length = 0;
  mockViewport(375);
});

const tile = (label: string) => screen.getByText(label, { selector: '.metrics-grid__tile dt' }).parentElement!;
const ready = () => screen.findByRole('heading', { level: 1, name: 'Classic 100K' });

describe('challenge dashboard: figures', () => {
  it('formats the metrics: money, signed results, the win rate fraction as a percentage', async () => {
    serveDashboard();
    renderDashboard();
    await ready();
    // money with cents on every tile, the profit's share with two decimals
    expect(tile('Balance')).toHaveTextContent('$100,250.00');
    expect(tile('Equity')).toHaveTextContent('$100,060.00');
    expect(tile('Profit')).toHaveTextContent('+$250.00');
    expect(tile('Profit')).toHaveTextContent('0.25%');
    expect(within(tile('Profit')).getByText('+$250.00')).toHaveClass('is-positive');
    expect(tile('Win rate')).toHaveTextContent('62.5%');
    expect(tile('Win rate')).toHaveTextContent('5 won · 3 lost');
    expect(tile('Average win')).toHaveTextContent('+$812.50');
    expect(within(tile('Average loss')).getByText('-$458.33')).toHaveClass('is-negative');
    expect(tile('Profit factor')).toHaveTextContent('1.77');
    expect(tile('Trades')).toHaveTextContent('8');
    expect(tile('Lots')).toHaveTextContent('6.5');
    expect(tile('Best trade')).toHaveTextContent('+$1,500.00');
    expect(tile('Worst trade')).toHaveTextContent('-$900.00');
    expect(tile('Trading days')).toHaveTextContent('3');
  });

  it('shows the room left to each floor, coloured as it shrinks', async () => {
    serveDashboard();
    renderDashboard();
    await ready();
    const daily = screen.getByRole('region', { name: "Today's loss room" });
    expect(within(daily).getByText('$3,760')).toBeInTheDocument();
    expect(within(daily).getByText('Floor $96,300')).toBeInTheDocument();
    expect(within(daily).getByText('75% of the limit left')).toBeInTheDocument();
    expect(daily).toHaveClass('room-card--positive');
    const max = screen.getByRole('region', { name: 'Max loss room' });
    expect(within(max).getByText('Floor $90,000')).toBeInTheDocument();
  });

  it('shows the platform clock in its own time zone and opens the credentials', async () => {
    serveDashboard();
    renderDashboard();
    await ready();
    expect(screen.getByText('Europe/Prague')).toBeInTheDocument();
    expect(screen.getByText('Trading day resets at 00:00 (Europe/Prague)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Credentials' }));
    expect(screen.getByRole('dialog', { name: 'Credentials stub' })).toHaveTextContent('acc-1 on MetaTrader 5');
  });
});

describe('challenge dashboard: figures of a final verdict', () => {
  const time = '2026-03-03T14:20:05.000Z';
  const failed = requirements({
    status: 14,
    verdict: {
      status: 'failed',
      time,
      breach: { rule: 'dailyLoss', time, equity: 9_630_000, floor: 9_630_000, news: null },
    },
    frozenAt: time,
  });

  it("shows the verdict's figures, and what the platform reported afterwards apart", async () => {
    serveDashboard({
      requirements: [failed],
      metrics: [
        metrics({
          frozenAt: time,
          afterVerdict: { trades: 2, profit: 150_000, balance: 10_175_000, equity: 10_175_000 },
        }),
      ],
    });
    renderDashboard();
    await ready();
    // The figures are the verdict's: the live balance is not among them.
    expect(tile('Balance')).toHaveTextContent('$100,250');
    expect(tile('Profit')).toHaveTextContent('+$250');
    expect(screen.getByText(/^Figures at the verdict, /)).toBeInTheDocument();
    expect(screen.queryByText(/^Last update/)).not.toBeInTheDocument();
    const after = screen.getByRole('region', { name: 'After the verdict' });
    expect(within(after).getByText(/do not change it/)).toBeInTheDocument();
    const afterTile = (label: string) => within(after).getByText(label).parentElement!;
    expect(afterTile('Trades closed')).toHaveTextContent('2');
    expect(within(afterTile('Their result')).getByText('+$1,500.00')).toHaveClass('is-positive');
    expect(afterTile('Balance now')).toHaveTextContent('$101,750');
    expect(afterTile('Equity now')).toHaveTextContent('$101,750');
  });

  it('shows no after-the-verdict section when nothing happened after it, nor while in progress', async () => {
    serveDashboard({
      requirements: [failed],
      metrics: [
        metrics({
          frozenAt: time,
          afterVerdict: { trades: 0, profit: 0, balance: 10_025_000, equity: 10_006_000 },
        }),
      ],
    });
    const { unmount } = renderDashboard();
    await ready();
    expect(screen.getByText(/^Figures at the verdict, /)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'After the verdict' })).not.toBeInTheDocument();
    unmount();
    serveDashboard();
    renderDashboard();
    await ready();
    expect(screen.queryByText(/^Figures at the verdict/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'After the verdict' })).not.toBeInTheDocument();
  });
});

describe('challenge dashboard: chart and daily summary', () => {
  it('gives the chart balance and equity in currency units at the platform’s wall clock, with the initial balance line', async () => {
    serveDashboard();
    const { unmount } = renderDashboard();
    await ready();
    await vi.waitFor(() => expect(charts).toHaveLength(1));
    const [equity, balance] = charts[0]!.series;
    expect(equity!.kind).toBe('Area');
    expect(balance!.kind).toBe('Line');
    // The platform's zone (Europe/Prague, an hour ahead of UTC in March) as the chart shows it: its wall clock as UTC.
    const seconds = (iso: string) => Date.parse(iso) / 1000 + 3600;
    expect(equity!.setData).toHaveBeenLastCalledWith([
      { time: seconds('2026-03-02T10:20:00.000Z'), value: 100_000 },
      { time: seconds('2026-03-02T16:00:00.000Z'), value: 100_525 },
      { time: seconds('2026-03-03T18:45:00.000Z'), value: 100_060 },
    ]);
    expect(balance!.setData).toHaveBeenLastCalledWith([
      { time: seconds('2026-03-02T10:20:00.000Z'), value: 100_000 },
      { time: seconds('2026-03-02T16:00:00.000Z'), value: 100_400 },
      { time: seconds('2026-03-03T18:45:00.000Z'), value: 100_250 },
    ]);
    expect(equity!.createPriceLine).toHaveBeenCalledWith(
      expect.objectContaining({ price: 100_000, title: 'Initial balance' }),
    );
    expect(charts[0]!.options).toMatchObject({ autoSize: true });
    unmount();
    expect(charts[0]!.remove).toHaveBeenCalled();
  });

  it('has an empty state before the first trade', async () => {
    serveDashboard({
      chart: [chart({ points: [], days: [] })],
      history: [history([])],
      metrics: [metrics({ trades: 0, balance: 10_000_000, equity: 10_000_000 })],
    });
    renderDashboard();
    await ready();
    expect(await screen.findByText('No trades yet')).toBeInTheDocument();
    expect(screen.getByText('No trading days yet.')).toBeInTheDocument();
    expect(charts).toHaveLength(0);
  });

  const drawn = async () => {
    await vi.waitFor(() => expect(charts).toHaveLength(1));
    const [equity, balance] = charts[0]!.series;
    return { equity: equity!, balance: balance! };
  };

  it('draws 30 trades that fall in one bucket (one point): a marker and the balance line, no empty state', async () => {
    serveDashboard({
      chart: [chart({ points: [chartPoint('2026-03-02T10:20:00.000Z', 10_261_564, 10_261_564)] })],
      metrics: [metrics({ trades: 30, balance: 10_261_564, equity: 10_261_564 })],
    });
    renderDashboard();
    await ready();
    const { equity, balance } = await drawn();
    expect(screen.queryByText('No trades yet')).not.toBeInTheDocument();
    const at = Date.parse('2026-03-02T11:20:00.000Z') / 1000; // 10:20 UTC at the platform (Europe/Prague)
    expect(balance.setData).toHaveBeenLastCalledWith([{ time: at, value: 102_615.64 }]);
    expect(balance.options).toMatchObject({ pointMarkersVisible: true, priceLineVisible: true });
    expect(equity.options).toMatchObject({ pointMarkersVisible: true });
  });

  it('draws a flat history with markers, and a normal one without', async () => {
    const flat = [1, 2, 3].map((h) => chartPoint(`2026-03-02T1${h}:00:00.000Z`, 10_000_000));
    serveDashboard({ chart: [chart({ points: flat })], metrics: [metrics({ trades: 3 })] });
    const { unmount } = renderDashboard();
    await ready();
    const { balance } = await drawn();
    expect(screen.queryByText('No trades yet')).not.toBeInTheDocument();
    expect(balance.setData.mock.lastCall![0]).toHaveLength(3);
    // Balance and equity end at one value: one tag on the axis (the equity's), not two stacked.
    expect(balance.options).toMatchObject({
      pointMarkersVisible: true,
      priceLineVisible: true,
      lastValueVisible: false,
    });
    unmount();
    charts.length = 0;
    serveDashboard();
    renderDashboard();
    await ready();
    expect((await drawn()).balance.options).toMatchObject({
      pointMarkersVisible: false,
      priceLineVisible: false,
      lastValueVisible: true,
    });
  });

  it('draws the current balance when the chart has no point yet but trades were made', async () => {
    serveDashboard({
      chart: [chart({ points: [] })],
      metrics: [metrics({ trades: 2, balance: 10_050_000, equity: 10_040_000 })],
    });
    renderDashboard();
    await ready();
    const { equity, balance } = await drawn();
    expect(screen.queryByText('No trades yet')).not.toBeInTheDocument();
    expect(balance.setData.mock.lastCall![0]).toEqual([expect.objectContaining({ value: 100_500 })]);
    expect(equity.setData.mock.lastCall![0]).toEqual([expect.objectContaining({ value: 100_400 })]);
  });

  it('lists the trading days newest first', async () => {
    serveDashboard();
    renderDashboard();
    await ready();
    const summary = screen.getByRole('region', { name: 'Daily summary' });
    const rows = await within(summary).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Mar 3, 20263 trades3-$150Balance $100,250$100,250',
      'Mar 2, 20265 trades5+$400Balance $100,400$100,400',
    ]);
  });
});

describe('challenge dashboard: trade history', () => {
  it('pages through the closed trades by position, ten a page, as cards on a phone, the page in the address', async () => {
    const calls = serveDashboard({
      history: [
        history([trade(1)], 25, { next: 'c2' }),
        history([trade(11, { symbol: 'XAUUSD', side: 'sell', net: -4_200, volume: 1 })], 25, { previous: 'c1' }),
      ],
    });
    const { router } = renderDashboard();
    await ready();
    const section = screen.getByRole('region', { name: 'Trading history' });
    expect(await within(section).findByText('25 closed trades')).toBeInTheDocument();
    expect(within(section).getByText('EURUSD')).toBeInTheDocument();
    expect(within(section).getByText('+$143')).toHaveClass('is-positive');
    expect(within(section).getByText('1.5 lots')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.setup().click(within(section).getByRole('button', { name: /Next/ }));
    expect(await within(section).findByText('XAUUSD')).toBeInTheDocument();
    expect(within(section).getByText('-$42')).toHaveClass('is-negative');
    expect(within(section).getByText('Sell')).toBeInTheDocument();
    expect(within(section).getByText('1 lot')).toBeInTheDocument(); // one lot, not "1 lots"
    expect(within(section).getByRole('button', { name: /Next/ })).toBeDisabled();
    const last = calls.history.at(-1)!.url.searchParams;
    expect([last.get('traderAccountId'), last.get('cursor'), last.get('pageSize')]).toEqual(['acc-1', 'c2', '10']);
    expect(router.state.location.search).toBe('?history=c2');
    // Back in the browser is the first page again, as it was read (kept, not asked again).
    await act(() => router.navigate(-1));
    expect(await within(section).findByText('EURUSD')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the page a link names, and a refused position tries again from the first page', async () => {
    const calls = serveDashboard({ history: [() => envelope(-200), history([trade(1)])] });
    const { router } = renderDashboard('acc-1', '?history=bad');
    await ready();
    const section = screen.getByRole('region', { name: 'Trading history' });
    await userEvent.setup().click(await within(section).findByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('EURUSD')).toBeInTheDocument();
    expect(calls.history.map((c) => c.url.searchParams.get('cursor'))).toEqual(['bad', null]);
    expect(router.state.location.search).toBe('');
  });

  it('shows a table on a desktop', async () => {
    mockViewport(1280);
    serveDashboard();
    renderDashboard();
    await ready();
    const section = screen.getByRole('region', { name: 'Trading history' });
    const table = await within(section).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Symbol',
      'Type',
      'Volume',
      'Open time',
      'Open price',
      'Close time',
      'Close price',
      'Costs',
      'Net result',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('1.08412')).toBeInTheDocument();
    expect(within(row).getByText('-$7')).toBeInTheDocument();
    expect(within(row).getByText('+$143')).toHaveClass('is-positive');
    // The platform's times (Europe/Prague, UTC+1 in March), as the daily summary and the day's reset count them.
    expect(within(row).getByText('Mar 3, 2026, 10:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Mar 3, 2026, 11:30 AM')).toBeInTheDocument();
    expect(within(section).getByText('Times in platform time (Europe/Prague)')).toBeInTheDocument();
  });

  it('shows the device’s times, unlabelled, while the platform’s zone is not known', async () => {
    mockViewport(1280);
    serveDashboard({ platformTime: [() => envelope(-200)] });
    renderDashboard();
    await ready();
    const section = screen.getByRole('region', { name: 'Trading history' });
    const row = within(await within(section).findByRole('table')).getAllByRole('row')[1]!;
    // The test runs in UTC.
    expect(within(row).getByText('Mar 3, 2026, 9:00 AM')).toBeInTheDocument();
    expect(within(section).queryByText(/Times in platform time/)).not.toBeInTheDocument();
  });
});
