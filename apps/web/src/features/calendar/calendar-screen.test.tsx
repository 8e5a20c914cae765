import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type EconomicEvent } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store, router and viewport
import { makeStore, mockViewport, renderRoutes } from '../../app/test-support.tsx';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import CalendarScreen from './calendar-screen.tsx';

useMockServer();
beforeEach(() => {
  // Wednesday 18 November 2026, 14:00 in New York (19:00 UTC): only Date is faked, so the network still runs.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-18T19:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const ZONE = 'America/New_York';
const ev = (id: string, time: string, over: Partial<EconomicEvent> = {}): EconomicEvent => ({
  id,
  time,
  currency: 'USD',
  country: 'US',
  title: id,
  impact: 'medium',
  forecast: '0.2%',
  previous: '0.1%',
  actual: null,
  ...over,
});
const week = [
  ev('CPI m/m', '2026-11-17T13:30:00Z', { impact: 'high', actual: '0.3%' }),
  ev('German ZEW Economic Sentiment', '2026-11-17T10:00:00Z', { currency: 'EUR', country: 'DE', impact: 'low' }),
  ev('FOMC Statement', '2026-11-18T19:00:00Z', { impact: 'high', forecast: null, previous: null }),
  ev('Unemployment Claims', '2026-11-20T01:30:00Z'),
].sort((a, b) => a.time.localeCompare(b.time));

function render(at = '/dashboard/economic-calendar') {
  return renderRoutes([{ path: '/dashboard/economic-calendar', element: <CalendarScreen timeZone={ZONE} /> }], {
    store: makeStore(),
    at,
  });
}

describe('Explore Economic News', () => {
  it('asks for this week in the trader’s time zone and shows it by day on desktops, high impact marked', async () => {
    mockViewport(1280);
    const calls = on('get', ApiPath.economicCalendar, () => envelope(0, { items: week }));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Economic News' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Economic events of the week' });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      from: '2026-11-16T05:00:00.000Z',
      to: '2026-11-23T05:00:00.000Z',
    });
    expect(screen.getByText(/Times are shown in your time zone \(America\/New_York\)/)).toBeInTheDocument();
    expect(screen.getByText('Nov 16 – 22, 2026')).toBeInTheDocument();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Tuesday, November 17',
      expect.stringMatching(/^5:00 AM\s?EUR.*Low impact.*German ZEW Economic Sentiment/),
      expect.stringMatching(/^8:30 AM\s?USD.*High impact.*CPI m\/m.*0\.3%.*0\.2%.*0\.1%/),
      'TodayWednesday, November 18',
      expect.stringMatching(/^2:00 PM\s?Next up.*High impact.*FOMC Statement/),
      // 01:30 UTC on Friday is still Thursday evening in New York.
      'Thursday, November 19',
      expect.stringMatching(/^8:30 PM.*Medium impact.*Unemployment Claims/),
    ]);
    const cpi = rows[2]!;
    expect(cpi).toHaveClass('calendar-table__row--high', 'calendar-table__row--past');
    expect(within(cpi).getByRole('rowheader', { name: 'CPI m/m' })).toBeInTheDocument();
    expect(rows[4]).toHaveClass('calendar-table__row--next');
    expect(within(rows[4]!).getByText('Not released yet')).toBeInTheDocument();
    expect(within(rows[4]!).getAllByText('No figure')).toHaveLength(2);
  });

  it('shows cards grouped by day on phones', async () => {
    mockViewport(375);
    on('get', ApiPath.economicCalendar, () => envelope(0, { items: week }));
    render();
    const today = await screen.findByRole('region', { name: 'TodayWednesday, November 18' });
    expect(within(today).getByRole('heading', { level: 3, name: 'FOMC Statement' })).toBeInTheDocument();
    expect(within(today).getByText('High impact')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('moves between weeks and back to this one, keeping the week in the address', async () => {
    const calls = on('get', ApiPath.economicCalendar, () => envelope(0, { items: [] }));
    const { router } = render();
    const user = userEvent.setup();
    expect(await screen.findByText('No events this week')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next week/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(router.state.location.search).toBe('?week=2026-11-23');
    expect(calls[1]!.url.searchParams.get('from')).toBe('2026-11-23T05:00:00.000Z');
    expect(screen.getByText('Nov 23 – 29, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Previous week/ }));
    await user.click(screen.getByRole('button', { name: /Previous week/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-11-09'));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.at(-1)!.url.searchParams.get('from')).toBe('2026-11-16T05:00:00.000Z');
  });

  it('filters by impact chips and currency, and offers to clear filters when nothing matches', async () => {
    mockViewport(1280);
    const calls = on(
      'get',
      ApiPath.economicCalendar,
      () => envelope(0, { items: week }),
      () => envelope(0, { items: week.filter((e) => e.impact === 'high') }),
      () => envelope(0, { items: [] }),
    );
    const { router } = render();
    const user = userEvent.setup();
    await screen.findByRole('table');
    const impacts = screen.getByRole('group', { name: 'Impact' });
    await user.click(within(impacts).getByRole('checkbox', { name: 'High impact' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url.searchParams.get('impact')).toBe('high');
    expect(router.state.location.search).toBe('?impact=high');
    expect(await screen.findByRole('rowheader', { name: 'FOMC Statement' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Unemployment Claims' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(Object.fromEntries(calls[2]!.url.searchParams)).toMatchObject({ impact: 'high', currency: 'EUR' });
    expect(await screen.findByText('No events match these filters this week.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all events' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    expect(calls[3]!.url.searchParams.has('impact')).toBe(false);
  });

  it('reads filters from the address', async () => {
    const calls = on('get', ApiPath.economicCalendar, () => envelope(0, { items: [] }));
    render('/dashboard/economic-calendar?week=2026-11-04&impact=medium,high,bogus&currency=GBP');
    await screen.findByText('No events this week');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      from: '2026-11-02T05:00:00.000Z',
      to: '2026-11-09T05:00:00.000Z',
      impact: 'medium,high',
      currency: 'GBP',
    });
    expect(screen.getByRole('checkbox', { name: 'High impact' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Low impact' })).not.toBeChecked();
  });

  it('says when the calendar cannot be loaded, and tries again', async () => {
    mockViewport(1280);
    on(
      'get',
      ApiPath.economicCalendar,
      () => envelope(-8, null, 500),
      () => envelope(0, { items: week }),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The economic calendar could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
