import { ApiPath } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { mockViewport, renderRoutes } from '../../../app/test-support.tsx';
import { emptyJournal, exampleJournal, journalTrade } from '../../../test/journal-fixtures.ts';
import { envelope, failsOnceThen, on, useMockServer } from '../../../test/mock-api.ts';
import { JournalPanel } from './journal-panel.tsx';

useMockServer();
beforeEach(() => mockViewport(375));

const render = () => renderRoutes([{ path: '/', element: <JournalPanel traderAccountId="acc-1" /> }]);
/** The first answers render in turn (statistics, then trades): on a loaded machine that takes more than 1 s. */
const WAIT = { timeout: 5000 };
const editButton = () => screen.findByRole('button', { name: /Note and tags of the XAUUSD trade/ }, WAIT);
const tile = (key: string) => document.querySelector(`[data-metric="${key}"]`)!;
const trades = (items = [journalTrade()]) =>
  on('get', ApiPath.journalTrades, () => envelope(0, { items, totalItems: items.length, next: null, previous: null }));

describe('trading journal', () => {
  it("shows the worked example's numbers in the trader's locale", async () => {
    on('get', ApiPath.journalStats, () => envelope(0, exampleJournal()));
    trades();
    render();
    await screen.findByText('By symbol', {}, WAIT);
    expect(tile('trades')).toHaveTextContent('10');
    expect(tile('winRate')).toHaveTextContent('40%');
    expect(tile('winRate')).toHaveTextContent('4 won · 5 lost');
    expect(tile('profitFactor')).toHaveTextContent('1.6');
    expect(tile('expectancy')).toHaveTextContent('+$28.00');
    expect(tile('avgWin')).toHaveTextContent('+$187.50');
    expect(tile('avgLoss')).toHaveTextContent('-$94.00');
    expect(tile('riskReward')).toHaveTextContent('1.99');
    expect(tile('longestWin')).toHaveTextContent('2 trades');
    expect(tile('longestLoss')).toHaveTextContent('3 trades');
    expect(tile('currentStreak')).toHaveTextContent('1 win');
    expect(tile('maxDrawdown')).toHaveTextContent('-$320.00');
    expect(tile('maxDrawdown')).toHaveTextContent('3.06%');
    const symbols = screen.getByRole('group', { name: 'By symbol' });
    expect(
      within(symbols)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'GroupTradesWin rateProfit factorExpectancyNet',
      'EURUSD560%1.29+$20.00+$100.00',
      'GBPUSD30%0-$23.33-$70.00',
      'XAUUSD250%6+$125.00+$250.00',
    ]);
    expect(screen.getByText('Monday, 9:00: 2 trades, +$200')).toBeInTheDocument();
    const drawdowns = screen.getByRole('group', { name: 'Drawdowns of the balance' });
    expect(within(drawdowns).getByText('Not yet')).toBeInTheDocument();
    expect(within(drawdowns).getByText('17 hr 40 min')).toBeInTheDocument();
  });

  it('says when there is no trade yet, without a toolbar', async () => {
    on('get', ApiPath.journalStats, () => envelope(0, emptyJournal()));
    render();
    expect(
      await screen.findByText('No trades yet: the journal fills in as you close trades.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then a failure with a retry', async () => {
    failsOnceThen(ApiPath.journalStats, exampleJournal());
    trades();
    render();
    expect(screen.getByTestId('journal-skeleton')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, WAIT));
    expect(await screen.findByText('By symbol', {}, WAIT)).toBeInTheDocument();
  });

  it('narrows the statistics and the trades to a tag', async () => {
    const stats = on('get', ApiPath.journalStats, () => envelope(0, exampleJournal()));
    const list = trades();
    render();
    await userEvent.selectOptions(await screen.findByLabelText('Tag', {}, WAIT), 'breakout');
    await waitFor(() => expect(stats.at(-1)!.url.searchParams.get('tag')).toBe('breakout'));
    await waitFor(() => expect(list.at(-1)!.url.searchParams.get('tag')).toBe('breakout'));
    expect(await screen.findByRole('heading', { name: 'Trades tagged “breakout”' }, WAIT)).toBeInTheDocument();
  });

  it('pages the trades by position in the address, and another tag starts at the first page', async () => {
    on('get', ApiPath.journalStats, () => envelope(0, exampleJournal()));
    const page = (symbol: string, pages: { next?: string; previous?: string }) =>
      envelope(0, { items: [journalTrade({ symbol })], totalItems: 21, next: null, previous: null, ...pages });
    const calls = on(
      'get',
      ApiPath.journalTrades,
      () => page('XAUUSD', { next: 't2' }),
      () => page('GBPUSD', { previous: 't1' }),
      () => page('EURUSD', {}),
    );
    const { router } = render();
    const list = () => screen.findByRole('list', { name: 'Trades and notes' }, WAIT);
    expect(within(await list()).getByText('XAUUSD')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(await list()).findByText('GBPUSD', {}, WAIT)).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('cursor')).toBe('t2');
    expect(router.state.location.search).toBe('?trades=t2');
    await userEvent.selectOptions(screen.getByLabelText('Tag'), 'breakout');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('tag')).toBe('breakout'));
    expect(calls.at(-1)!.url.searchParams.get('cursor')).toBeNull();
    expect(router.state.location.search).toBe('?journalTag=breakout');
  });

  it('edits a note and tags from the keyboard: refuses a bad tag, saves, gives the focus back', async () => {
    on('get', ApiPath.journalStats, () => envelope(0, exampleJournal()));
    trades();
    const saved = on('post', ApiPath.journalNote, () =>
      envelope(0, { dealId: 'jc5', note: 'Clean break', tags: ['breakout', 'A setup'] }),
    );
    render();
    const edit = await editButton();
    edit.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Note')).toHaveFocus();
    await userEvent.keyboard('Clean break');
    await userEvent.tab();
    await userEvent.keyboard('breakout, =cmd');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A tag holds letters, digits, spaces');
    expect(saved).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Tags'));
    await userEvent.type(screen.getByLabelText('Tags'), 'breakout, A setup{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({
      traderAccountId: 'acc-1',
      dealId: 'jc5',
      note: 'Clean break',
      tags: ['breakout', 'A setup'],
    });
    expect(await editButton()).toHaveFocus();
  });

  it('closes the editor with Escape without saving', async () => {
    on('get', ApiPath.journalStats, () => envelope(0, exampleJournal()));
    trades([journalTrade({ note: 'Kept', tags: ['breakout'] })]);
    const saved = on('post', ApiPath.journalNote, () => envelope(0, null));
    render();
    await userEvent.click(await editButton());
    await userEvent.keyboard(' changed{Escape}');
    expect(screen.queryByLabelText('Note')).not.toBeInTheDocument();
    expect(screen.getByText('Kept')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('keeps the heat map a keyboard stop that scrolls on a phone', async () => {
    on('get', ApiPath.journalStats, () => envelope(0, exampleJournal()));
    trades();
    render();
    const map = await screen.findByRole('group', { name: 'By weekday and hour' }, WAIT);
    expect(map).toHaveAttribute('tabindex', '0');
    expect(within(map).getAllByRole('row')).toHaveLength(8);
  });
});
