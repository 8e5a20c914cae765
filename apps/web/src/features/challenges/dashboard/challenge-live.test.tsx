import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metrics, NOW, requirements } from '../../../test/dashboard-fixtures.ts';
import { envelope, useMockServer } from '../../../test/mock-api.ts';
import { LiveRefresh } from './live-refresh.ts';
import { liveStream, renderDashboard, serveDashboard } from './test-kit.tsx';

vi.mock('lightweight-charts', () => import('../../../test/lightweight-charts-mock.ts'));
useMockServer();

let hidden = false;
beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => vi.useRealTimers());

const tile = (label: string) => screen.getByText(label, { selector: '.metrics-grid__tile dt' }).nextElementSibling;
const setHidden = (next: boolean) => {
  hidden = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Does `change` (the page shown again, an event pushed) and lets what it starts run: the requests and their renders. */
const andSettle = async (change: () => void) => {
  await act(async () => change());
  await act(() => vi.advanceTimersByTimeAsync(10));
};

describe('challenge dashboard: live updates', () => {
  it('asks again every few seconds and shows the new figures without a skeleton', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    const calls = serveDashboard({
      metrics: [metrics(), metrics({ balance: 10_100_000, equity: 10_120_000, profit: 100_000 })],
    });
    renderDashboard();
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Classic 100K' });
    expect(tile('Balance')).toHaveTextContent('$100,250');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(calls.metrics).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.figuresMs));
    expect(calls.metrics).toHaveLength(2);
    expect(calls.requirements).toHaveLength(2);
    expect(tile('Balance')).toHaveTextContent('$101,000');
    expect(tile('Profit')).toHaveTextContent('+$1,000');
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText(/^updated (now|\d+ sec\. ago)$/)).toBeInTheDocument();

    // The chart and the newest trades refresh less often.
    expect(calls.chart).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.chartMs));
    expect(calls.chart).toHaveLength(2);
    expect(calls.history).toHaveLength(2);
  });

  it('asks nothing while the page is hidden, and at once when it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    const calls = serveDashboard();
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Classic 100K' });
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.figuresMs * 5));
    expect(calls.metrics).toHaveLength(1);
    await andSettle(() => setHidden(false));
    expect(calls.metrics).toHaveLength(2);
  });

  it('keeps the figures when a refresh fails, and says it is reconnecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    serveDashboard({ metrics: [metrics(), () => envelope(-8), metrics({ balance: 10_200_000 })] });
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Classic 100K' });
    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.figuresMs));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(tile('Balance')).toHaveTextContent('$100,250');
    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.figuresMs));
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(tile('Balance')).toHaveTextContent('$102,000');
  });
});

describe('challenge dashboard: pushed changes', () => {
  /** The dashboard open on a live stream the server has said is ready. */
  const openWithReadyStream = async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    const stream = liveStream();
    const calls = serveDashboard({ live: stream.response });
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Classic 100K' });
    await andSettle(() => stream.send('ready'));
    return { stream, calls };
  };

  it('reads again when the server says the account changed, and does not poll while the stream is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
    const stream = liveStream();
    const calls = serveDashboard({
      live: stream.response,
      metrics: [metrics(), metrics(), metrics({ balance: 10_300_000, equity: 10_300_000, profit: 300_000 })],
    });
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Classic 100K' });
    expect(calls.live).toHaveLength(1);
    expect(calls.live[0]!.url.searchParams.get('traderAccountId')).toBe('acc-1');

    // Ready: read once (a change may have come before the server listened), then no polling.
    await andSettle(() => stream.send('ready'));
    expect(calls.metrics).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.chartMs * 3));
    expect(calls.metrics).toHaveLength(2);
    expect(calls.chart).toHaveLength(2);

    // A pushed change: the figures, the chart and the newest trades are read at once.
    await andSettle(() => stream.send('changed'));
    expect(calls.metrics).toHaveLength(3);
    expect(calls.requirements).toHaveLength(3);
    expect(calls.chart).toHaveLength(3);
    expect(calls.history).toHaveLength(3);
    expect(tile('Balance')).toHaveTextContent('$103,000');
  });

  it('closes the stream while the page is hidden and opens it again when it is shown', async () => {
    const { calls } = await openWithReadyStream();
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.chartMs * 5));
    expect(calls.live).toHaveLength(1);
    expect(calls.metrics).toHaveLength(2);
    await andSettle(() => setHidden(false));
    expect(calls.live).toHaveLength(2);
  });

  it('goes back to polling when the stream is lost, and opens it again', async () => {
    const { stream, calls } = await openWithReadyStream();
    expect(calls.metrics).toHaveLength(2);

    await andSettle(() => stream.end());
    expect(calls.metrics).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(LiveRefresh.figuresMs));
    expect(calls.metrics.length).toBeGreaterThanOrEqual(4);
    expect(calls.live.length).toBe(2);
  });
});

describe('challenge dashboard: not found and failures', () => {
  it('shows a not-found state with the way home for an account that is not the trader’s (-50)', async () => {
    const calls = serveDashboard({ requirements: [() => envelope(-50)], metrics: [() => envelope(-50)] });
    renderDashboard('someone-else');
    expect(await screen.findByRole('heading', { name: 'Challenge not found' })).toBeInTheDocument();
    expect(calls.requirements[0]!.url.searchParams.get('traderAccountId')).toBe('someone-else');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to my challenges' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('offers a retry when the first figures cannot be loaded', async () => {
    const calls = serveDashboard({ requirements: [() => envelope(-8), requirements()] });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic 100K' })).toBeInTheDocument();
    expect(calls.requirements).toHaveLength(2);
  });
});
