import { describe, expect, it } from 'vitest';
import { applyEvents, createEvaluation } from './engine.ts';
import { getMetrics } from './metrics.ts';
import { at, bareRules, closed, INITIAL, opened } from './test-events.ts';

const start = at('2026-03-02T08:00');
const fresh = () => createEvaluation(bareRules, { initialBalance: INITIAL, startTime: start });

describe('metrics', () => {
  it('are empty before any trade', () => {
    expect(getMetrics(fresh())).toEqual({
      trades: 0,
      wins: 0,
      losses: 0,
      winRate: null,
      averageWin: null,
      averageLoss: null,
      profitFactor: null,
      totalLots: 0,
      bestTrade: null,
      worstTrade: null,
      tradingDays: 0,
    });
  });

  it('count trades (closing deals) by their net result, with lots from the opening deals', () => {
    const s = applyEvents(fresh(), [
      opened(at('2026-03-02T09:00'), 'EURUSD', 0.1),
      opened(at('2026-03-02T09:00'), 'EURUSD', 0.2),
      opened(at('2026-03-03T09:00'), 'XAUUSD', 0.01),
      opened(at('2026-03-03T09:00'), 'GBPUSD', 1.5),
      closed(at('2026-03-03T10:00'), 30_000, { commission: -500, volume: 0.1 }), // +29,500
      closed(at('2026-03-03T10:00'), -12_000, { volume: 0.2 }), // −12,000
      closed(at('2026-03-03T10:00'), 1, { swap: -1, volume: 0.01 }), // 0: break-even
      closed(at('2026-03-04T10:00'), 20_500, { volume: 1.5 }), // +20,500
    ]);
    expect(getMetrics(s)).toEqual({
      trades: 4,
      wins: 2,
      losses: 1,
      winRate: 0.5,
      averageWin: 25_000,
      averageLoss: -12_000,
      profitFactor: 50_000 / 12_000,
      totalLots: 1.81,
      bestTrade: 29_500,
      worstTrade: -12_000,
      tradingDays: 2,
    });
  });

  it('lots add up without float drift', () => {
    const s = applyEvents(
      fresh(),
      Array.from({ length: 1000 }, () => opened(at('2026-03-02T09:00'), 'EURUSD', 0.1)),
    );
    expect(getMetrics(s).totalLots).toBe(100);
  });
});
