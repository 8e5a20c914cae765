/**
 * Rule-engine throughput: 1,000,000 events through applyEvent, one at a time, as a live feed would apply them.
 * Run: npx tsx apps/server/bench/engine.bench.ts   (method and results: docs/challenge-rules.md "Performance")
 */
import type { ChallengeRules } from '@portal/contract';
import { performance } from 'node:perf_hooks';
import {
  applyEvent,
  createEvaluation,
  createNewsCalendar,
  describeObjectives,
} from '../src/domain/evaluation/index.ts';
import type { EvaluationEvent, EvaluationState } from '../src/domain/evaluation/index.ts';

const EVENTS = 1_000_000;
const START = Date.UTC(2026, 0, 5, 8);
const MINUTE = 60_000;

// Every rule switched on, so each event pays for every check; limits wide enough that the account lives on.
const rules: ChallengeRules = {
  dayReset: { time: '00:00', timezone: 'Europe/Prague' },
  dailyLoss: { anchor: 'higherOfBalanceAndEquity', basis: 'initialBalance', percent: 5, breach: 'soft' },
  maxLoss: { mode: 'trailingEquity', percent: 100, lockAtPercentOfInitial: 100 },
  profitTarget: null,
  tradingDays: { minDays: 5, counts: 'profitableDay', minDayProfitPercent: 0.5 },
  consistency: { maxBestDayPercentOfProfit: 40 },
  newsTrading: { minutesBefore: 2, minutesAfter: 2, instruments: 'affectedCurrencies' },
  maxCalendarDays: null,
};

// A deterministic pseudo-random stream (LCG), built before timing: one event a minute (about 694 days).
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const news = createNewsCalendar(
  Array.from({ length: 5_000 }, (_, i) => ({ time: START + i * 200 * MINUTE + 7 * MINUTE, currency: 'JPY' })),
);
const events: EvaluationEvent[] = [];
let balance = 10_000_000;
let open = 0;
for (let i = 0; i < EVENTS; i++) {
  const time = START + i * MINUTE;
  const r = random();
  if (r < 0.2 || (r < 0.4 && open === 0)) {
    open += 1;
    events.push({
      type: 'dealOpened',
      dealId: `d${i}`,
      positionId: `p${i}`,
      time,
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
    });
  } else if (r < 0.4) {
    open -= 1;
    const profit = Math.round((random() - 0.5) * 8_000);
    balance += profit - 2;
    events.push({
      type: 'dealClosed',
      dealId: `d${i}`,
      positionId: 'p',
      time,
      symbol: 'EURUSD',
      volume: 0.1,
      profit,
      commission: -2,
      swap: 0,
    });
  } else {
    events.push({ type: 'equitySnapshot', time, equity: balance + Math.round((random() - 0.5) * 30_000 * open) });
  }
}

function run(state: EvaluationState): { state: EvaluationState; ms: number } {
  const t0 = performance.now();
  let s = state;
  for (const e of events) s = applyEvent(s, e, { isInNewsWindow: news });
  return { state: s, ms: performance.now() - t0 };
}

const fresh = () => createEvaluation(rules, { initialBalance: 10_000_000, startTime: START });
run(fresh()); // warm-up: let the JIT settle
const rounds = [run(fresh()), run(fresh()), run(fresh())];
const best = Math.min(...rounds.map((r) => r.ms));
const last = rounds[rounds.length - 1]!.state;

console.log(`node ${process.version}, ${EVENTS.toLocaleString('en')} events, best of ${rounds.length} runs`);
console.log(
  `applyEvent: ${Math.round(EVENTS / (best / 1000)).toLocaleString('en')} events/s (${((best * 1e6) / EVENTS).toFixed(0)} ns/event)`,
);
console.log(`runs (ms): ${rounds.map((r) => r.ms.toFixed(0)).join(', ')}`);
console.log(
  `trading days kept: ${Object.keys(last.days).length}, state as JSON: ${JSON.stringify(last).length.toLocaleString('en')} bytes`,
);
console.log(
  `verdict: ${last.verdict.status}, objectives: ${describeObjectives(last)
    .map((o) => `${o.rule}=${o.state}`)
    .join(' ')}`,
);
