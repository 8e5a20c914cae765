import { describe, expect, it } from 'vitest';
import { FIXTURE_DRAWDOWNS, FIXTURE_INITIAL_BALANCE, FIXTURE_START, fixtureTrades } from './journal-fixture.ts';
import { addTrades, emptyTotals, holdingBucketOf, type JournalTotals } from './journal-totals.ts';
import { journalView } from './journal-view.ts';
import { weekHourIn } from './week-hour.ts';

const utc = weekHourIn('UTC');
const fresh = () => emptyTotals(FIXTURE_INITIAL_BALANCE, Date.parse(FIXTURE_START));
const fixtureView = () => journalView(addTrades(fresh(), fixtureTrades(), utc));

/** docs/journal.md "Worked example": every number below is computed there by hand. */
describe('the journal of the worked example', () => {
  it('sums the trades: 4 wins, 5 losses, 1 at zero', () => {
    expect(fixtureView().summary).toEqual({
      trades: 10,
      wins: 4,
      losses: 5,
      net: 28_000,
      grossProfit: 75_000,
      grossLoss: 47_000,
      winRate: 0.4,
      profitFactor: 75_000 / 47_000,
      expectancy: 2_800,
      avgWin: 18_750,
      avgLoss: 9_400,
      riskReward: 18_750 / 9_400,
    });
  });

  it('counts the streaks: a zero ends both', () => {
    expect(fixtureView().streaks).toEqual({ longestWin: 2, longestLoss: 3, current: { kind: 'win', length: 1 } });
  });

  it('groups by symbol, most traded first, and by side', () => {
    const v = fixtureView();
    expect(v.bySymbol).toEqual([
      {
        symbol: 'EURUSD',
        trades: 5,
        wins: 3,
        losses: 2,
        net: 10_000,
        winRate: 0.6,
        profitFactor: 45 / 35,
        expectancy: 2_000,
      },
      { symbol: 'GBPUSD', trades: 3, wins: 0, losses: 2, net: -7_000, winRate: 0, profitFactor: 0, expectancy: -2_333 },
      {
        symbol: 'XAUUSD',
        trades: 2,
        wins: 1,
        losses: 1,
        net: 25_000,
        winRate: 0.5,
        profitFactor: 6,
        expectancy: 12_500,
      },
    ]);
    expect(v.bySide).toEqual([
      {
        side: 'buy',
        trades: 5,
        wins: 2,
        losses: 3,
        net: -5_000,
        winRate: 0.4,
        profitFactor: 30 / 35,
        expectancy: -1_000,
      },
      { side: 'sell', trades: 4, wins: 2, losses: 2, net: 33_000, winRate: 0.5, profitFactor: 3.75, expectancy: 8_250 },
      { side: 'unknown', trades: 1, wins: 0, losses: 0, net: 0, winRate: 0, profitFactor: null, expectancy: 0 },
    ]);
  });

  it('places each close in its weekday and hour', () => {
    expect(fixtureView().heatMap).toEqual([
      { weekday: 0, hour: 9, trades: 2, net: 20_000 },
      { weekday: 0, hour: 10, trades: 1, net: -10_000 },
      { weekday: 0, hour: 16, trades: 1, net: -5_000 },
      { weekday: 1, hour: 9, trades: 2, net: 40_000 },
      { weekday: 2, hour: 15, trades: 1, net: -2_000 },
      { weekday: 3, hour: 16, trades: 1, net: -25_000 },
      { weekday: 4, hour: 8, trades: 1, net: -5_000 },
      { weekday: 4, hour: 13, trades: 1, net: 15_000 },
    ]);
    // Prague is an hour ahead of UTC in March: the same closes, an hour later.
    const prague = journalView(addTrades(fresh(), fixtureTrades(), weekHourIn('Europe/Prague')));
    expect(prague.heatMap[0]).toEqual({ weekday: 0, hour: 10, trades: 2, net: 20_000 });
  });

  it('buckets the holding times, an open time unknown apart', () => {
    expect(fixtureView().holding.map((h) => [h.bucket, h.trades, h.net])).toEqual([
      ['lt1m', 1, -5_000],
      ['lt5m', 1, -10_000],
      ['lt1h', 4, 58_000],
      ['lt4h', 1, -5_000],
      ['lt1d', 1, 15_000],
      ['lt1w', 1, -25_000],
      ['unknown', 1, 0],
    ]);
  });

  it('finds the two drawdowns of the balance curve, the second still open', () => {
    const { open, ended } = FIXTURE_DRAWDOWNS;
    expect(fixtureView().drawdowns).toEqual({ count: 2, max: open, current: open, deepest: [open, ended] });
  });

  it('gives the same totals folded at once or continued from stored totals at any point', () => {
    const trades = fixtureTrades();
    const once = fixtureView();
    for (let split = 0; split <= trades.length; split++) {
      const stored = JSON.parse(JSON.stringify(addTrades(fresh(), trades.slice(0, split), utc))) as JournalTotals;
      expect(journalView(addTrades(stored, trades.slice(split), utc))).toEqual(once);
    }
  });

  it('answers nulls, not zeros or infinities, without trades', () => {
    const v = journalView(fresh());
    expect(v.summary).toMatchObject({
      trades: 0,
      winRate: null,
      profitFactor: null,
      expectancy: null,
      riskReward: null,
    });
    expect(v.drawdowns).toEqual({ count: 0, max: null, current: null, deepest: [] });
    expect(v.heatMap).toEqual([]);
  });
});

describe("the heat map's cell", () => {
  it('follows the wall clock across a DST switch, the switch day included', () => {
    const prague = weekHourIn('Europe/Prague');
    // Sunday 29 March 2026, the clocks jump at 01:00 UTC: 00:30 UTC is 01:30 CET, 01:30 UTC is 03:30 CEST.
    expect(prague(Date.parse('2026-03-29T00:30:00Z'))).toBe(6 * 24 + 1);
    expect(prague(Date.parse('2026-03-29T01:30:00Z'))).toBe(6 * 24 + 3);
    // Monday after: CEST all day, two hours ahead.
    expect(prague(Date.parse('2026-03-30T22:30:00Z'))).toBe(1 * 24 + 0);
    expect(weekHourIn('Asia/Kolkata')(Date.parse('2026-03-02T18:29:00Z'))).toBe(0 * 24 + 23);
  });
});

describe('holding-time buckets', () => {
  it('puts a bound in the next bucket', () => {
    expect(holdingBucketOf(0, 59_999)).toBe('lt1m');
    expect(holdingBucketOf(0, 60_000)).toBe('lt5m');
    expect(holdingBucketOf(0, 7 * 86_400_000)).toBe('gte1w');
    expect(holdingBucketOf(null, 1)).toBe('unknown');
  });
});
