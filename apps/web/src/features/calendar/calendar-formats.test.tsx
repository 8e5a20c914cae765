import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type EconomicEvent } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store, router and viewport
import { makeStore, mockViewport, renderRoutes } from '../../app/test-support.tsx';
import { i18n } from '../../shared/i18n/i18n.ts';
import { useLanguage, type Language } from '../../test/languages.ts';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { rawCodesIn } from '../../test/raw-codes.ts';
import CalendarScreen from './calendar-screen.tsx';

/** Issue 26 item 7: the calendar's figures, dates and times in the trader's language, as the rest of the app. */
useMockServer();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-18T19:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const ev = (title: string, time: string, figures: [string | null, string | null, string | null]): EconomicEvent => ({
  id: title,
  time,
  currency: 'USD',
  country: 'US',
  title,
  impact: 'high',
  forecast: figures[0],
  previous: figures[1],
  actual: figures[2],
});
const week = [
  ev('Rightmove HPI m/m', '2026-11-16T07:00:00Z', [null, '-1.7%', '0.4%']),
  ev('Existing Home Sales', '2026-11-16T15:00:00Z', ['3.95M', '4.06M', '3.96M']),
  ev('Federal Funds Rate', '2026-11-18T19:00:00Z', ['3.75%', '4.00%', null]),
  ev('Unemployment Claims', '2026-11-19T13:30:00Z', ['224K', '218K', null]),
  ev('Philly Fed Manufacturing Index', '2026-11-19T15:00:00Z', ['-1.7', '-12.8', null]),
];

/** The screen in `lang` (the test support renders in English first). */
async function render(lang: Language) {
  renderRoutes([{ path: '/dashboard/economic-calendar', element: <CalendarScreen timeZone="Europe/Berlin" /> }], {
    store: makeStore(),
    at: '/dashboard/economic-calendar',
  });
  await act(() => useLanguage(lang));
}

const figures = (row: HTMLElement) =>
  [...row.querySelectorAll('.calendar__figure')].map((c) => c.textContent?.replace(/\s/g, ' '));

describe('the economic calendar in German', () => {
  it('shows every figure, day and time in German formats on desktops', async () => {
    mockViewport(1280);
    on('get', ApiPath.economicCalendar, () => envelope(0, { items: week }));
    await render('de');
    const table = await screen.findByRole('table', { name: 'Wirtschaftstermine der Woche' });
    const row = (title: string) => within(table).getByRole('rowheader', { name: title }).closest('tr')!;
    expect(figures(row('Rightmove HPI m/m'))).toEqual(['0,4 %', '—Kein Wert', '-1,7 %']);
    expect(figures(row('Existing Home Sales'))).toEqual(['3,96 Mio.', '3,95 Mio.', '4,06 Mio.']);
    expect(figures(row('Federal Funds Rate'))).toEqual(['—Noch nicht veröffentlicht', '3,75 %', '4,00 %']);
    expect(figures(row('Unemployment Claims'))).toEqual(['—Noch nicht veröffentlicht', '224.000', '218.000']);
    expect(figures(row('Philly Fed Manufacturing Index'))).toEqual(['—Noch nicht veröffentlicht', '-1,7', '-12,8']);
    expect(within(table).getByText('Montag, 16. November')).toBeInTheDocument();
    expect(within(row('Existing Home Sales')).getByText('16:00')).toBeInTheDocument();
    expect(screen.getByText('16.–22.11.2026')).toBeInTheDocument();
    expect(rawCodesIn(table)).toEqual([]);
  });

  it('shows the same formats on phones', async () => {
    mockViewport(375);
    on('get', ApiPath.economicCalendar, () => envelope(0, { items: week }));
    await render('de');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Existing Home Sales' })).closest('li')!;
    expect(within(card).getByText('Aktuell').nextElementSibling).toHaveTextContent('3,96 Mio.');
    expect(within(card).getByText('Prognose').nextElementSibling).toHaveTextContent('3,95 Mio.');
    expect(within(card).getByText('Hohe Auswirkung')).toBeInTheDocument();
  });
});

describe('the economic calendar in French and Spanish', () => {
  it.each([
    ['fr', '0,4 %', '3,96 M'],
    ['es', '0,4 %', '3,96 M'],
  ] as const)('%s reads the figures with its own separators', async (lang, percent, millions) => {
    mockViewport(1280);
    on('get', ApiPath.economicCalendar, () => envelope(0, { items: week }));
    await render(lang);
    const table = await screen.findByRole('table');
    const row = (title: string) => within(table).getByRole('rowheader', { name: title }).closest('tr')!;
    expect(figures(row('Rightmove HPI m/m'))[0]).toBe(percent);
    expect(figures(row('Existing Home Sales'))[0]).toBe(millions);
  });
});
