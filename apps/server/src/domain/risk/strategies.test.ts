import { describe, expect, it } from 'vitest';
import { riskParameters } from './parameters.ts';
import { findRiskyStrategies, type PhaseRules, type StrategyInput } from './strategies.ts';
import { DAY, FIRST_DAY, honestAccount, MINUTE } from './test-streams.ts';
import type { AccountPosition, StrategyRule } from './types.ts';

const HOUR = 60 * MINUTE;
const asOf = FIRST_DAY + 30 * DAY;
/** Friday 2026-03-06 21:00 UTC and Sunday 2026-03-08 21:00 UTC. */
const FRIDAY_CLOSE = FIRST_DAY + 4 * DAY + 21 * HOUR;
const SUNDAY_OPEN = FIRST_DAY + 6 * DAY + 21 * HOUR;
const news = [0, 1, 2, 3, 4].map((day) => FIRST_DAY + day * DAY + 12 * HOUR + 30 * MINUTE);
const everythingForbidden: PhaseRules = {
  newsWindow: { beforeMinutes: 2, afterMinutes: 2 },
  weekendHoldingForbidden: true,
};

/** Trade n of account A: opened n hours after Monday 09:00, held 10 minutes, a stop, +1 000. */
function trade(n: number, overrides: Partial<AccountPosition> = {}): AccountPosition {
  const openedAt = FIRST_DAY + 9 * HOUR + n * HOUR;
  return {
    id: `A-${n}`,
    accountId: 'A',
    traderId: 'tA',
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    openedAt,
    closedAt: openedAt + 10 * MINUTE,
    profit: 1_000,
    stopLoss: 1.08,
    ...overrides,
  };
}

const trades = (count: number, overrides: (n: number) => Partial<AccountPosition> = () => ({})) =>
  Array.from({ length: count }, (_, n) => trade(n, overrides(n)));

function findings(positions: readonly AccountPosition[], input: Partial<StrategyInput> = {}) {
  return findRiskyStrategies({
    positions,
    asOf,
    newsEvents: news,
    phaseRules: new Map([['A', everythingForbidden]]),
    ...input,
  })[0]?.findings;
}

const rule = (positions: readonly AccountPosition[], name: StrategyRule, input: Partial<StrategyInput> = {}) =>
  findings(positions, input)?.find((finding) => finding.rule === name);

describe('risky strategies in one account', () => {
  it('stays silent on honest accounts with every rule forbidden', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const positions = honestAccount({ seed, accountId: 'A', trades: 60, newsEvents: news });
      expect(findings(positions)).toBeUndefined();
    }
  });

  it('flags trades opened or closed inside a news window, only where the phase forbids it', () => {
    const event = news[0] ?? 0;
    const positions = [
      trade(0, { id: 'opened-at-start', openedAt: event - 2 * MINUTE, closedAt: event + HOUR }),
      trade(1, { id: 'opened-before', openedAt: event - 2 * MINUTE - 1, closedAt: event - 3 * MINUTE + HOUR }),
      trade(2, { id: 'closed-at-end', openedAt: event - HOUR, closedAt: event + 2 * MINUTE }),
      trade(3, { id: 'closed-after', openedAt: event - HOUR, closedAt: event + 2 * MINUTE + 1 }),
      trade(4, { id: 'held-through', openedAt: event - HOUR, closedAt: event + HOUR }),
    ];
    expect(rule(positions, 'news-window')).toEqual({
      rule: 'news-window',
      score: 1,
      evidence: { positions: ['closed-at-end', 'opened-at-start'], outOf: 5 },
    });
    expect(rule(positions, 'news-window', { phaseRules: new Map() })).toBeUndefined();
  });

  it('flags positions held across the weekend close (Friday 21:00 to Sunday 21:00 UTC), open ones until asOf', () => {
    const positions = [
      trade(0, { id: 'closed-at-close', openedAt: FRIDAY_CLOSE - HOUR, closedAt: FRIDAY_CLOSE }),
      trade(1, { id: 'held-over', openedAt: FRIDAY_CLOSE - HOUR, closedAt: FRIDAY_CLOSE + 1 }),
      trade(2, { id: 'opened-at-reopen', openedAt: SUNDAY_OPEN, closedAt: SUNDAY_OPEN + HOUR }),
      trade(3, { id: 'still-open', openedAt: SUNDAY_OPEN + DAY, closedAt: null }),
    ];
    expect(rule(positions, 'weekend-holding')?.evidence).toEqual({ positions: ['held-over', 'still-open'], outOf: 4 });
    expect(rule(positions, 'weekend-holding', { asOf: FRIDAY_CLOSE + 7 * DAY })?.evidence.positions).toEqual([
      'held-over',
    ]);
    expect(rule(positions, 'weekend-holding', { phaseRules: new Map() })).toBeUndefined();
  });

  it('flags an account where at least half of at least 10 trades had no stop loss', () => {
    const naked = (count: number) => (n: number) => (n < count ? { stopLoss: n % 2 ? null : undefined } : {});
    expect(rule(trades(10, naked(5)), 'no-stop-loss')).toMatchObject({ score: 0.5, evidence: { outOf: 10 } });
    expect(rule(trades(10, naked(4)), 'no-stop-loss')).toBeUndefined();
    expect(rule(trades(9, naked(9)), 'no-stop-loss')).toBeUndefined();
  });

  it('flags an account where at least half of its closed trades were held under 60 s', () => {
    const held = (ms: number, count: number) => (n: number) => ({
      closedAt: n < count ? FIRST_DAY + 9 * HOUR + n * HOUR + ms : null,
    });
    expect(rule(trades(12, held(59_999, 6)), 'scalping')).toBeUndefined();
    expect(rule(trades(10, held(59_999, 10)), 'scalping')).toMatchObject({ score: 1, evidence: { outOf: 10 } });
    expect(rule(trades(10, held(60_000, 10)), 'scalping')).toBeUndefined();
    expect(
      rule(
        trades(10, (n) => ({ closedAt: FIRST_DAY + 9 * HOUR + n * HOUR + (n < 5 ? 30_000 : HOUR) })),
        'scalping',
      ),
    ).toMatchObject({ score: 0.5 });
  });

  it('flags martingale sizing from three doublings after a loss', () => {
    // Lots 1, 2, 4 on losses, then a win back at 1: two steps per run.
    const run = [1, 2, 4, 1];
    const martingale = (runs: number, factor = 2) =>
      trades(runs * 4, (n) => ({
        volume: factor ** Math.log2(run[n % 4] ?? 1),
        profit: n % 4 === 3 ? 7_000 : -1_000 * (run[n % 4] ?? 1),
      }));
    expect(rule(martingale(1), 'martingale')).toBeUndefined();
    const found = rule(martingale(2), 'martingale');
    expect(found?.evidence).toEqual({ positions: ['A-1', 'A-2', 'A-5', 'A-6'], outOf: 6 });
    expect(found?.score).toBeCloseTo(4 / 6);
    expect(rule(martingale(2, 1.99), 'martingale')).toBeUndefined();
  });

  it('flags one trade making at least half of a positive total profit', () => {
    const withBest = (best: number, rest = 1_000) => trades(5, (n) => ({ profit: n === 2 ? best : rest }));
    expect(rule(withBest(4_000), 'one-big-win')).toEqual({
      rule: 'one-big-win',
      score: 0.5,
      evidence: { positions: ['A-2'], outOf: 5 },
    });
    expect(rule(withBest(3_999), 'one-big-win')).toBeUndefined();
    expect(rule(withBest(4_000, -750), 'one-big-win')).toMatchObject({ score: 1 });
    expect(rule(withBest(4_000, -1_000), 'one-big-win')).toBeUndefined();
  });

  it('scores an account by its strongest finding, and follows a brand’s parameters', () => {
    const positions = trades(10, (n) => ({ stopLoss: n < 6 ? null : 1.08, profit: n === 0 ? 9_000 : 1_000 }));
    const [account] = findRiskyStrategies({ positions, asOf });
    expect(account?.findings.map((finding) => [finding.rule, finding.score])).toEqual([
      ['no-stop-loss', 0.6],
      ['one-big-win', 0.5],
    ]);
    expect(account?.score).toBe(0.6);
    const strict = riskParameters({ strategy: { noStopLossShare: 0.7, bigWinShare: 0.6 } }).strategy;
    expect(findRiskyStrategies({ positions, asOf, params: strict })).toEqual([]);
  });
});
