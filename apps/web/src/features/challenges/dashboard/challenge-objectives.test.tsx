import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { traderAccount } from '../../../test/buying-fixtures.ts';
import { NOW, metrics, objectives, requirements } from '../../../test/dashboard-fixtures.ts';
import { useMockServer } from '../../../test/mock-api.ts';
import { liveStream, renderDashboard, serveDashboard } from './test-kit.tsx';

vi.mock('lightweight-charts', () => import('../../../test/lightweight-charts-mock.ts'));
useMockServer();
afterEach(() => vi.useRealTimers());

/** A moment as the dashboard shows it: in the platform's time zone (the fixtures' Europe/Prague). */
const moment = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'long', timeZone: 'Europe/Prague' }).format(
    new Date(iso),
  );
const objective = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('challenge dashboard: the objectives', () => {
  it('shows each objective in progress with its progress and its state in plain words', async () => {
    serveDashboard();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic 100K' })).toBeInTheDocument();

    const daily = objective('Max daily loss');
    expect(within(daily).getByText('Within limit')).toHaveClass('status-badge--positive');
    expect(
      within(daily).getByText('$1,240 of $5,000 used today; your equity must stay above $96,300.'),
    ).toBeInTheDocument();
    expect(within(daily).getByText("Lowest point today: $1,500 below the day's start.")).toBeInTheDocument();
    expect(within(daily).getByRole('progressbar', { name: 'Max daily loss' })).toHaveAttribute(
      'aria-valuetext',
      '$1,240 of $5,000 used',
    );

    const target = objective('Profit target');
    expect(within(target).getByText('In progress')).toBeInTheDocument();
    expect(within(target).getByText('$2,500 of $10,000')).toBeInTheDocument();
    expect(within(target).getByText('25% of the target made; $7,500 to go.')).toBeInTheDocument();

    const days = objective('Minimum trading days');
    expect(within(days).getByText('3 days traded · 4 required')).toBeInTheDocument();
    expect(within(days).getByText('1 more trading day needed.')).toBeInTheDocument();

    const consistency = objective('Consistency');
    expect(within(consistency).getByText('Holding back the pass')).toHaveClass('status-badge--warning');
    expect(
      within(consistency).getByText(
        'Your best day ($4,000) is 66.67% of your total profit of $6,000; at most 50% is allowed.',
      ),
    ).toBeInTheDocument();

    expect(
      within(objective('Max loss')).getByText('The floor stays the same for the whole phase.'),
    ).toBeInTheDocument();
    expect(
      within(objective('News trading')).getByText(
        'Do not open or close trades from 2 minutes before to 2 minutes after high-impact news.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /Challenge failed|passed/ })).not.toBeInTheDocument();
  });

  it('counts down to the daily reset, every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    serveDashboard();
    renderDashboard();
    const daily = await screen.findByRole('heading', { level: 3, name: 'Max daily loss' });
    const item = daily.closest('li')!;
    expect(within(item).getByText('Resets in 5 hr 12 min')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(item).getByText('Resets in 5 hr 11 min')).toBeInTheDocument();
    vi.setSystemTime(Date.parse(NOW) + 5 * 3_600_000 + 60_000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(item).getByText(/^Resets in 11 min \d+ sec$/)).toBeInTheDocument();
  });

  it('marks a soft daily breach as paused, with the time trading resumes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    const paused = objectives.map((o) =>
      o.rule === 'dailyLoss'
        ? { ...o, value: 500_000, state: 'paused' as const, pausedUntil: '2026-03-03T20:48:30.000Z' }
        : o,
    );
    serveDashboard({ requirements: [requirements({ objectives: paused })] });
    renderDashboard();
    const item = (await screen.findByRole('heading', { level: 3, name: 'Max daily loss' })).closest('li')!;
    expect(within(item).getByText('Trading paused')).toHaveClass('status-badge--warning');
    expect(within(item).getByText(/trading is paused until .* \(2 hr 0 min left\)\.$/)).toBeInTheDocument();
  });
});

describe("challenge dashboard: the day's reset", () => {
  // A Bluewave funded account (Stellar 2-Step 50K: EUR, 5 % daily loss, server midnight = 22:00 UTC in March),
  // imported with its start 30 days back: until its replay ends, its stored day is the first one.
  const funded = traderAccount({
    status: 1,
    phase: null,
    isFunded: true,
    packageName: 'Stellar 2-Step 50K',
    currency: 'EUR',
    accountSize: 5_000_000,
    orderId: null,
    importId: 'import-1',
  });
  const serverMidnight = '2026-03-03T22:00:30.000Z'; // NOW + 3 h 12 min 30 s
  const fundedObjectives = objectives
    .filter((o) => o.rule === 'dailyLoss' || o.rule === 'maxLoss' || o.rule === 'newsTrading')
    .map((o) => (o.rule === 'dailyLoss' ? { ...o, resetsAt: '2026-02-01T22:00:00.000Z' } : o));

  it('gives the same countdown on the objectives and on the loss room, from the one day reset', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    serveDashboard({
      accounts: [funded],
      requirements: [requirements({ phase: null, isFunded: true, objectives: fundedObjectives })],
      metrics: [metrics({ currency: 'EUR', dayResetsAt: serverMidnight })],
    });
    renderDashboard();
    const room = await screen.findByRole('region', { name: "Today's loss room" });
    const daily = objective('Max daily loss');
    expect(within(room).getByText('Resets in 3 hr 12 min')).toBeInTheDocument();
    expect(within(daily).getByText('Resets in 3 hr 12 min')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(room).getByText('Resets in 3 hr 11 min')).toBeInTheDocument();
    expect(within(daily).getByText('Resets in 3 hr 11 min')).toBeInTheDocument();
  });

  it('counts down to the next reset once one passes, though nothing is traded or pushed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-03T21:59:30.000Z') });
    const stream = liveStream(); // open and quiet: nothing is polled
    const calls = serveDashboard({
      accounts: [funded],
      requirements: [requirements({ phase: null, isFunded: true, objectives: fundedObjectives })],
      metrics: [
        metrics({ currency: 'EUR', dayResetsAt: '2026-03-03T22:00:00.000Z' }),
        metrics({ currency: 'EUR', dayResetsAt: '2026-03-03T22:00:00.000Z' }),
        metrics({ currency: 'EUR', dayResetsAt: '2026-03-04T22:00:00.000Z' }),
      ],
      live: stream.response,
    });
    renderDashboard();
    const room = await screen.findByRole('region', { name: "Today's loss room" });
    await act(async () => stream.send('ready'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls.metrics).toHaveLength(2);
    expect(within(room).getByText(/^Resets in (29|30) sec$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(32_000));
    expect(calls.metrics).toHaveLength(3);
    expect(within(room).getByText('Resets in 23 hr 59 min')).toBeInTheDocument();
    expect(within(objective('Max daily loss')).getByText('Resets in 23 hr 59 min')).toBeInTheDocument();
  });
});

describe('challenge dashboard: the verdict', () => {
  it('explains a failure: the rule, the time, the equity and the floor; a disabled account says so', async () => {
    const time = '2026-03-03T14:20:05.000Z';
    serveDashboard({
      requirements: [
        requirements({
          status: 14,
          verdict: {
            status: 'failed',
            time,
            breach: { rule: 'dailyLoss', time, equity: 9_630_000, floor: 9_630_000, news: null },
          },
          objectives: objectives.map((o) => (o.rule === 'dailyLoss' ? { ...o, state: 'breached' as const } : o)),
        }),
      ],
    });
    renderDashboard();
    const panel = (
      await screen.findByRole('heading', { level: 2, name: 'Challenge failed: max daily loss reached' })
    ).closest('section')!;
    expect(
      within(panel).getByText(
        `On ${moment(time)} your equity fell to $96,300 and reached the daily loss floor of $96,300.`,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Equity at that moment').nextElementSibling).toHaveTextContent('$96,300');
    expect(within(panel).getByText('Floor reached').nextElementSibling).toHaveTextContent('$96,300');
    expect(within(panel).getByText('When').nextElementSibling).toHaveTextContent(moment(time));
    expect(within(panel).getByText('This account is disabled: it can no longer be traded.')).toBeInTheDocument();
    expect(within(objective('Max daily loss')).getByText('Breached')).toHaveClass('status-badge--negative');
    expect(screen.getByText('Disabled: a trading rule was violated')).toHaveClass('status-badge--negative');
    expect(screen.queryByText(/^Resets in/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('link', { name: 'Start a new challenge' }));
    expect(await screen.findByText('new challenge page')).toBeInTheDocument();
  });

  it('names the news event of a news-trading breach (status 19)', async () => {
    const time = '2026-03-06T13:29:10.000Z';
    const news = { time: '2026-03-06T13:30:00.000Z', currency: 'USD', title: 'Non-Farm Payrolls' };
    serveDashboard({
      requirements: [
        requirements({
          status: 19,
          verdict: {
            status: 'failed',
            time,
            breach: { rule: 'newsTrading', time, equity: 10_100_000, floor: null, news },
          },
        }),
      ],
    });
    renderDashboard();
    const panel = (
      await screen.findByRole('heading', { level: 2, name: 'Challenge failed: trading during high-impact news' })
    ).closest('section')!;
    expect(within(panel).getByText('News event').nextElementSibling).toHaveTextContent(
      `Non-Farm Payrolls (USD), ${moment(news.time)}`,
    );
    expect(within(panel).queryByText('Floor reached')).not.toBeInTheDocument();
    expect(
      within(panel).getByText('This account is blocked for news trading: it can no longer be traded.'),
    ).toBeInTheDocument();
  });

  it('celebrates a passed phase and leads to the account it opened', async () => {
    const passedAt = '2026-03-05T09:00:00.000Z';
    const next = traderAccount({ id: 'acc-2', login: '7005678', phase: 2, createdAt: passedAt });
    serveDashboard({
      accounts: [traderAccount({ status: 4 }), next],
      requirements: [
        requirements({
          status: 4,
          verdict: { status: 'passed', time: passedAt, breach: null },
          objectives: objectives.map((o) =>
            o.rule === 'profitTarget' || o.rule === 'tradingDays' ? { ...o, state: 'reached' as const } : o,
          ),
        }),
      ],
    });
    const { router } = renderDashboard();
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Phase 1 passed' })).closest('section')!;
    expect(within(panel).getByText(`Passed on ${moment(passedAt)}.`)).toBeInTheDocument();
    expect(await within(panel).findByText('Congratulations! Your phase 2 account is ready.')).toBeInTheDocument();
    expect(within(objective('Profit target')).getByText('Reached')).toHaveClass('status-badge--positive');
    await userEvent.setup().click(within(panel).getByRole('link', { name: 'Go to my phase 2 account' }));
    expect(router.state.location.pathname).toBe('/dashboard/challenge/acc-2');
  });
});
