import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ResultCode,
  journalStatsSchema,
  journalTradesSchema,
  type JournalNote,
  type JournalStats,
  type JournalTrades,
} from '@portal/contract';
import { FIXTURE_START, fixtureEvents } from '../src/domain/journal/journal-fixture.ts';
import { as, type Trader } from './buying-helpers.ts';
import { rawCall, useTrader } from './http-helpers.ts';
import { dealClosed, pushOk, trade, useAccount } from './evaluation-helpers.ts';
import { call, useTestApp, type TestApp } from './test-app.ts';

const get = <T>(t: TestApp, who: Trader, path: string, query: Record<string, string>) =>
  call<T>(t, 'GET', `${path}?${new URLSearchParams(query)}`, as(who));
const note = (t: TestApp, who: Trader, body: Record<string, unknown>) =>
  call<JournalNote>(t, 'POST', ApiPath.journalNote, { ...as(who), body });

/** docs/journal.md "Worked example", pushed through the signed bridge onto Northwind's two-step 10K (Prague). */
describe('trading journal', () => {
  const t = useTestApp();
  const alice = useTrader(t);
  const bob = useTrader(t);
  const account = useAccount(t, alice, FIXTURE_START);
  beforeAll(async () => {
    await pushOk(t, account, fixtureEvents('j'));
  });
  const stats = async (who: Trader, tag?: string) =>
    get<JournalStats>(t, who, ApiPath.journalStats, { traderAccountId: account.id, ...(tag ? { tag } : {}) });

  it("shows the worked example's numbers", async () => {
    const r = await stats(alice);
    expect(r.result).toBe(ResultCode.Ok);
    const s = journalStatsSchema.parse(r.data);
    expect(s).toMatchObject({ currency: 'USD', timezone: 'Europe/Prague', tag: null, tags: [] });
    expect(s.summary).toMatchObject({ trades: 10, wins: 4, losses: 5, net: 28_000, expectancy: 2_800 });
    expect(s.summary).toMatchObject({ avgWin: 18_750, avgLoss: 9_400, winRate: 0.4 });
    expect(s.summary.profitFactor).toBeCloseTo(75 / 47, 12);
    expect(s.streaks).toEqual({ longestWin: 2, longestLoss: 3, current: { kind: 'win', length: 1 } });
    expect(s.bySymbol.map((g) => [g.symbol, g.trades, g.net])).toEqual([
      ['EURUSD', 5, 10_000],
      ['GBPUSD', 3, -7_000],
      ['XAUUSD', 2, 25_000],
    ]);
    expect(s.bySide.map((g) => g.side)).toEqual(['buy', 'sell', 'unknown']);
    // Prague, an hour ahead of UTC in March: Monday's two closes of 09:30 and 09:45 UTC are at 10 there.
    expect(s.heatMap[0]).toEqual({ weekday: 0, hour: 10, trades: 2, net: 20_000 });
    expect(s.drawdowns.count).toBe(2);
    expect(s.drawdowns.max).toMatchObject({ depth: 32_000, peak: 1_045_000, recoveredAt: null });
    expect(s.drawdowns.deepest[1]).toMatchObject({ depth: 15_000, recoveryMs: 63_600_000 });
  });

  it('keeps its totals and folds in only the trades closed since, or counts again for a late one', async () => {
    await stats(alice);
    const kept = async () =>
      (
        await t.db.query<{ trades: number }>('select trades from journal_totals where account_id = $1', [account.id])
      )[0];
    expect(await kept()).toEqual({ trades: 10 });
    await pushOk(t, account, trade('2026-03-06T14:00:00.000Z', { profit: 1_000, symbol: 'USDJPY' }));
    expect((await stats(alice)).data.summary).toMatchObject({ trades: 11, net: 29_000 });
    expect(await kept()).toEqual({ trades: 11 });
    // A close dated before the kept cursor: the count does not add up, so every trade is counted again.
    await pushOk(t, account, [
      dealClosed({ dealId: 'late1', positionId: 'late', time: '2026-03-02T12:00:00Z', profit: -500 }),
    ]);
    const after = (await stats(alice)).data;
    expect(after.summary).toMatchObject({ trades: 12, net: 28_500, losses: 6 });
    expect(after.streaks.longestLoss).toBe(3);
  });

  it('keeps a note and tags on a trade, lists them and narrows the trades and statistics to a tag', async () => {
    const saved = await note(t, alice, {
      traderAccountId: account.id,
      dealId: 'jc5',
      note: 'Gold breakout,\n"textbook"',
      tags: ['breakout', 'A setup', 'breakout'],
    });
    expect(saved.data).toEqual({ dealId: 'jc5', note: 'Gold breakout,\n"textbook"', tags: ['breakout', 'A setup'] });
    await note(t, alice, { traderAccountId: account.id, dealId: 'jc8', note: '', tags: ['breakout'] });
    const page = await get<JournalTrades>(t, alice, ApiPath.journalTrades, {
      traderAccountId: account.id,
      tag: 'breakout',
    });
    expect(journalTradesSchema.parse(page.data).totalItems).toBe(2);
    expect(page.data.items.map((i) => [i.dealId, i.tags])).toEqual([
      ['jc8', ['breakout']],
      ['jc5', ['breakout', 'A setup']],
    ]);
    const tagged = (await stats(alice, 'breakout')).data;
    expect(tagged).toMatchObject({ tag: 'breakout', tags: ['A setup', 'breakout'] });
    expect(tagged.summary).toMatchObject({ trades: 2, wins: 1, losses: 1, net: 5_000 });
    // An empty note and no tags clear the trade's note.
    await note(t, alice, { traderAccountId: account.id, dealId: 'jc8', note: '', tags: [] });
    expect((await stats(alice, 'breakout')).data.summary.trades).toBe(1);
  });

  it('refuses a bad note: a tag not a word, too many tags, a long note, a trade the account does not have', async () => {
    const body = { traderAccountId: account.id, dealId: 'jc1', note: '' };
    for (const bad of [
      { ...body, tags: ['=cmd'] },
      { ...body, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { ...body, tags: [], note: 'x'.repeat(2001) },
      { ...body, tags: ['ok'], dealId: 'nope' },
    ]) {
      const r = await note(t, alice, bad);
      expect([r.status, r.result]).toEqual([400, ResultCode.RequestIsNotValid]);
    }
    const list = await get<JournalTrades>(t, alice, ApiPath.journalTrades, { traderAccountId: account.id, tag: 'ok' });
    expect(list.data.totalItems).toBe(0);
  });

  it("answers -50 for another trader's account, whatever the call", async () => {
    const q = { traderAccountId: account.id };
    expect((await stats(bob)).result).toBe(ResultCode.NotAuthorized);
    expect((await get(t, bob, ApiPath.journalTrades, q)).result).toBe(ResultCode.NotAuthorized);
    expect((await get(t, bob, ApiPath.journalExport, q)).result).toBe(ResultCode.NotAuthorized);
    const r = await note(t, bob, { ...q, dealId: 'jc1', note: 'mine', tags: [] });
    expect(r.result).toBe(ResultCode.NotAuthorized);
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from journal_notes where account_id = $1 and note = 'mine'",
      [account.id],
    );
    expect(row!.n).toBe(0);
  });

  it('exports the trades as CSV, newest first, formulas neutralised, narrowed to a tag', async () => {
    await note(t, alice, { traderAccountId: account.id, dealId: 'jc1', note: '=1+2', tags: ['csv'] });
    const r = await rawCall(t, {
      url: `${ApiPath.journalExport}?traderAccountId=${account.id}`,
      headers: { authorization: `Bearer ${alice.token}` },
      host: alice.host,
      ip: alice.ip,
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="journal-.*\.csv"$/);
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'deal_id,position_id,symbol,side,volume,open_time,close_time,open_price,close_price,profit,commission,swap,net,currency,note,tags',
    );
    expect(lines).toHaveLength(13);
    expect(lines.find((l) => l.startsWith('jc1,'))).toBe(
      "jc1,jp1,EURUSD,buy,1,2026-03-02T09:00:00.000Z,2026-03-02T09:30:00.000Z,1.09,1.1,200,0,0,200,USD,'=1+2,csv",
    );
    expect(lines.find((l) => l.startsWith('jc5,'))).toContain(',"Gold breakout,\n""textbook""",breakout | A setup');
    const tagged = await rawCall(t, {
      url: `${ApiPath.journalExport}?traderAccountId=${account.id}&tag=csv`,
      headers: { authorization: `Bearer ${alice.token}` },
      host: alice.host,
    });
    expect(tagged.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('pages the trades by position: each once, in order, back through the same pages; a forged position refused', async () => {
    // Two closes of one instant whose deal ids hold a tilde and a letter beyond ASCII: the tie is broken by the id.
    const time = '2026-03-06T15:00:00Z';
    await pushOk(t, account, [
      dealClosed({ dealId: 'ü~1', positionId: 'tie', time, profit: 100 }),
      dealClosed({ dealId: 'ü~2', positionId: 'tie', time, profit: 100 }),
    ]);
    const expected = (
      await t.db.query<{ deal_id: string }>(
        'select deal_id from closed_trades where account_id = $1 order by close_time desc, deal_id desc',
        [account.id],
      )
    ).map((r) => r.deal_id);
    const pageAt = async (cursor?: string) => {
      const r = await get<JournalTrades>(t, alice, ApiPath.journalTrades, {
        traderAccountId: account.id,
        pageSize: '5',
        ...(cursor ? { cursor } : {}),
      });
      expect(r.result).toBe(ResultCode.Ok);
      return journalTradesSchema.parse(r.data);
    };
    const forward: string[][] = [];
    let page = await pageAt();
    expect([page.previous, page.totalItems]).toEqual([null, expected.length]);
    for (;;) {
      forward.push(page.items.map((i) => i.dealId));
      if (!page.next) break;
      page = await pageAt(page.next);
    }
    expect(forward.flat()).toEqual(expected);
    const back: string[][] = [page.items.map((i) => i.dealId)];
    while (page.previous) {
      page = await pageAt(page.previous);
      back.unshift(page.items.map((i) => i.dealId));
    }
    expect(back).toEqual(forward);
    expect((await pageAt('last')).items.map((i) => i.dealId)).toEqual(expected.slice(-5));
    const forged = await get(t, alice, ApiPath.journalTrades, { traderAccountId: account.id, cursor: 'a~1~2' });
    expect([forged.status, forged.result]).toEqual([400, ResultCode.RequestIsNotValid]);
  });
});
