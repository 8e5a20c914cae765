import type { ChallengeRules } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestDayProfit, isConsistent } from './consistency.ts';
import { tradingDayAt } from './day-clock.ts';
import { applyEvent, applyEvents, createEvaluation } from './engine.ts';
import { createNewsCalendar } from './news-window.ts';
import { describeObjectives } from './objectives.ts';
import { isTargetReached } from './profit-target.ts';
import { dayCounts, hasMinTradingDays, tradingDaysCount } from './trading-days.ts';
import { at, INITIAL } from './test-events.ts';
import type { EvaluationContext, EvaluationEvent, EvaluationState } from './types.ts';
import { isFlat, stateAtVerdict } from './verdict.ts';

const START = at('2026-03-02T08:00');
const HOUR = 3_600_000;
const SYMBOLS = ['EURUSD', 'GBPJPY', 'XAUUSD', 'US30'];
const context: EvaluationContext = {
  isInNewsWindow: createNewsCalendar(
    Array.from({ length: 40 }, (_, i) => ({ time: START + i * 17 * HOUR, currency: i % 2 ? 'USD' : 'JPY' })),
  ),
};

const rulesArb: fc.Arbitrary<ChallengeRules> = fc.record({
  dayReset: fc.record({
    time: fc.constantFrom('00:00', '02:30', '17:00', '22:00'),
    timezone: fc.constantFrom('UTC', 'Europe/Prague', 'America/Chicago', 'Europe/Athens'),
  }),
  dailyLoss: fc.option(
    fc.record({
      anchor: fc.constantFrom('balance', 'equity', 'higherOfBalanceAndEquity'),
      basis: fc.constantFrom('initialBalance', 'anchor'),
      percent: fc.constantFrom(2, 3, 4.5, 5),
      breach: fc.constantFrom('hard', 'soft'),
    }),
  ),
  maxLoss: fc.record({
    mode: fc.constantFrom('static', 'trailingEquity', 'trailingBalance', 'trailingEndOfDay'),
    percent: fc.constantFrom(4, 6, 8.5, 10),
    lockAtPercentOfInitial: fc.option(fc.constantFrom(100, 101.5)),
  }),
  profitTarget: fc.option(
    fc.record({ percent: fc.constantFrom(3, 8, 10), on: fc.constantFrom('closedBalance', 'equity') }),
  ),
  tradingDays: fc.option(
    fc.record({
      minDays: fc.integer({ min: 0, max: 5 }),
      counts: fc.constantFrom('dealOpened', 'dealOpenedOrClosed', 'profitableDay'),
      minDayProfitPercent: fc.option(fc.constantFrom(0.25, 0.5)),
    }),
  ),
  consistency: fc.option(fc.record({ maxBestDayPercentOfProfit: fc.constantFrom(30, 40, 50) })),
  newsTrading: fc.option(
    fc.record({
      minutesBefore: fc.constantFrom(0, 2, 5),
      minutesAfter: fc.constantFrom(0, 2, 5),
      instruments: fc.constantFrom('affectedCurrencies', 'all'),
    }),
  ),
  maxCalendarDays: fc.option(fc.integer({ min: 3, max: 40 })),
}) as fc.Arbitrary<ChallengeRules>;

const actionArb = fc.record({
  dt: fc.oneof(fc.integer({ min: 0, max: 10 * 60_000 }), fc.integer({ min: 0, max: 40 * HOUR })),
  kind: fc.constantFrom('open', 'open', 'close', 'close', 'snapshot', 'snapshot', 'deposit', 'withdrawal', 'tick'),
  amount: fc.integer({ min: -300_000, max: 450_000 }), // a slight edge, so passes happen too
  cost: fc.integer({ min: -900, max: 0 }),
  volume: fc.integer({ min: 1, max: 500 }),
  symbol: fc.constantFrom(...SYMBOLS),
});

/** Folds random actions into a realistic stream: closes close open positions; snapshots stay near the balance. */
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

function toEvents(actions: Action[]): EvaluationEvent[] {
  const events: EvaluationEvent[] = [];
  const open: { id: string; volume: number; symbol: string }[] = [];
  let time = START;
  let balance = INITIAL;
  actions.forEach((a, i) => {
    time += a.dt;
    const volume = a.volume / 100;
    if (a.kind === 'open' || (a.kind === 'close' && open.length === 0)) {
      open.push({ id: `p${i}`, volume, symbol: a.symbol });
      events.push({
        type: 'dealOpened',
        dealId: `d${i}`,
        positionId: `p${i}`,
        time,
        symbol: a.symbol,
        side: 'buy',
        volume,
      });
    } else if (a.kind === 'close') {
      const p = open.shift()!;
      balance += a.amount + a.cost;
      events.push({
        type: 'dealClosed',
        dealId: `d${i}`,
        positionId: p.id,
        time,
        symbol: p.symbol,
        volume: p.volume,
        profit: a.amount,
        commission: a.cost,
        swap: 0,
      });
    } else if (a.kind === 'snapshot') {
      events.push({ type: 'equitySnapshot', time, equity: balance + a.amount });
    } else if (a.kind === 'deposit' || a.kind === 'withdrawal') {
      const amount = Math.abs(a.amount);
      balance += a.kind === 'deposit' ? amount : -amount;
      events.push({ type: a.kind, time, amount });
    } else {
      events.push({ type: 'tick', time });
    }
  });
  return events;
}

const streamArb = fc.array(actionArb, { maxLength: 120 }).map(toEvents);
const fresh = (rules: ChallengeRules) => createEvaluation(rules, { initialBalance: INITIAL, startTime: START });

describe('engine properties', () => {
  it('one batch or any split (state carried, even through JSON) gives the same state', () => {
    fc.assert(
      fc.property(rulesArb, streamArb, fc.array(fc.nat(), { maxLength: 6 }), (rules, events, cuts) => {
        const whole = applyEvents(fresh(rules), events, context);
        const points = [...new Set(cuts.map((c) => c % (events.length + 1)))].sort((a, b) => a - b);
        let s = fresh(rules);
        let from = 0;
        for (const to of [...points, events.length]) {
          s = JSON.parse(JSON.stringify(applyEvents(s, events.slice(from, to), context))) as EvaluationState;
          from = to;
        }
        expect(s).toEqual(whole);
        expect(describeObjectives(s)).toEqual(describeObjectives(whole));
      }),
      { numRuns: 200 },
    );
  });

  it('a verdict, once reached, never changes: same status, rule and time', () => {
    fc.assert(
      fc.property(rulesArb, streamArb, (rules, events) => {
        let s = fresh(rules);
        let reached: EvaluationState['verdict'] | null = null;
        for (const e of events) {
          s = applyEvent(s, e, context);
          if (reached) expect(s.verdict).toEqual(reached);
          else if (s.verdict.status !== 'inProgress') reached = s.verdict;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a phase passes only when flat (no position open, by an independent count), with every objective holding', () => {
    fc.assert(
      fc.property(rulesArb, streamArb, (rules, events) => {
        let s = fresh(rules);
        const open = new Set<string>();
        for (const e of events) {
          const before: string = s.verdict.status;
          s = applyEvent(s, e, context);
          if (e.type === 'dealOpened') open.add(e.positionId);
          if (e.type === 'dealClosed') open.delete(e.positionId);
          if (before !== 'inProgress' || s.verdict.status !== 'passed') continue;
          expect(open.size).toBe(0);
          expect(isFlat(s)).toBe(true);
          expect(isTargetReached(s) && hasMinTradingDays(s) && isConsistent(s)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a flat account in progress with every objective holding has passed (the pass is only ever postponed)', () => {
    fc.assert(
      fc.property(rulesArb, streamArb, (rules, events) => {
        let s = fresh(rules);
        for (const e of events) {
          s = applyEvent(s, e, context);
          if (s.verdict.status !== 'inProgress' || s.targetAmount === null || !isFlat(s)) continue;
          expect(isTargetReached(s) && hasMinTradingDays(s) && isConsistent(s)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the verdict's numbers are frozen with it: events after it move the live numbers only", () => {
    fc.assert(
      fc.property(rulesArb, streamArb, (rules, events) => {
        let s = fresh(rules);
        let frozen: EvaluationState['atVerdict'] = null;
        for (const e of events) {
          s = applyEvent(s, e, context);
          if (s.verdict.status === 'inProgress') {
            expect(s.atVerdict).toBeNull();
            continue;
          }
          frozen ??= s.atVerdict!;
          expect(s.atVerdict).toEqual(frozen);
          expect(frozen.time).toBe(s.verdict.time);
          expect(stateAtVerdict(s)).toMatchObject(frozen);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('balance = initial + Σ(profit + commission + swap) + deposits − withdrawals', () => {
    fc.assert(
      fc.property(rulesArb, streamArb, (rules, events) => {
        const s = applyEvents(fresh(rules), events, context);
        let expected = INITIAL;
        for (const e of events) {
          if (e.type === 'dealClosed') expected += e.profit + e.commission + e.swap;
          if (e.type === 'deposit') expected += e.amount;
          if (e.type === 'withdrawal') expected -= e.amount;
        }
        expect(s.balance).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('limits trip exactly at the boundary: one minor unit above is fine, the floor itself breaches', () => {
    fc.assert(
      fc.property(rulesArb, streamArb, (rules, events) => {
        const s = applyEvents(fresh({ ...rules, newsTrading: null }), events, context);
        fc.pre(s.verdict.status === 'inProgress');
        const daily = s.pause === null ? s.day.dailyFloor : null;
        const floor = Math.max(s.maxLoss.floor, daily ?? -Infinity);
        const snap = (equity: number) => applyEvent(s, { type: 'equitySnapshot', time: s.time, equity });
        expect(snap(floor + 1).verdict.status).not.toBe('failed');
        expect(snap(floor + 1).pause).toBe(s.pause);
        const touched = snap(floor);
        if (floor === s.maxLoss.floor) {
          expect(touched.verdict).toMatchObject({ status: 'failed', rule: 'maxLoss', floor, equity: floor });
        } else if (rules.dailyLoss?.breach === 'hard') {
          expect(touched.verdict).toMatchObject({ status: 'failed', rule: 'dailyLoss', floor, equity: floor });
        } else {
          expect(touched.verdict.status).toBe('inProgress');
          expect(touched.pause).toMatchObject({ floor, equity: floor, until: s.day.end });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('multi-day positions count on the right days, per counting rule (checked against a full re-scan)', () => {
    const positionArb = fc.record({
      open: fc.integer({ min: 0, max: 20 * 24 * HOUR }),
      hold: fc.integer({ min: 0, max: 5 * 24 * HOUR }),
      net: fc.integer({ min: -80_000, max: 120_000 }),
    });
    fc.assert(
      fc.property(rulesArb, fc.array(positionArb, { maxLength: 25 }), (base, positions) => {
        const rules: ChallengeRules = { ...base, dailyLoss: null, newsTrading: null, maxCalendarDays: null };
        rules.maxLoss = { mode: 'static', percent: 100, lockAtPercentOfInitial: null };
        const events = positions
          .flatMap((p, i): EvaluationEvent[] => [
            {
              type: 'dealOpened',
              dealId: `o${i}`,
              positionId: `p${i}`,
              time: START + p.open,
              symbol: 'EURUSD',
              side: 'buy',
              volume: 1,
            },
            {
              type: 'dealClosed',
              dealId: `c${i}`,
              positionId: `p${i}`,
              time: START + p.open + p.hold,
              symbol: 'EURUSD',
              volume: 1,
              profit: p.net,
              commission: 0,
              swap: 0,
            },
          ])
          .sort((a, b) => a.time - b.time || (a.type === 'dealOpened' ? -1 : 1));
        const s = applyEvents(fresh(rules), events);
        // The oracle re-scans everything, day by day.
        const perDay = new Map<string, { dealsOpened: number; dealsClosed: number; closedProfit: number }>();
        for (const e of events) {
          const key = tradingDayAt(rules.dayReset, e.time).key;
          const d = perDay.get(key) ?? { dealsOpened: 0, dealsClosed: 0, closedProfit: 0 };
          if (e.type === 'dealOpened') d.dealsOpened += 1;
          if (e.type === 'dealClosed') {
            d.dealsClosed += 1;
            d.closedProfit += e.profit;
          }
          perDay.set(key, d);
        }
        const expected = [...perDay.values()].filter((d) => dayCounts(rules.tradingDays, d, s.minDayProfit)).length;
        expect(tradingDaysCount(s)).toBe(expected);
        const best = Math.max(0, ...[...perDay.values()].map((d) => d.closedProfit));
        expect(bestDayProfit(s)).toBe(best);
      }),
      { numRuns: 300 },
    );
  });
});
