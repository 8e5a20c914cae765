import type { ChallengeRules } from '@portal/contract';
import { openDay, rollOver } from './day-rollover.ts';
import { tradingDayAt } from './day-clock.ts';
import { createMaxLoss, intradayTrailLevel, shiftMaxLoss, trailTo } from './max-loss.ts';
import { emptyMetrics, recordClosed, recordOpened } from './metrics.ts';
import { toLotUnits } from './money.ts';
import { targetAmountOf } from './profit-target.ts';
import { minDayProfitOf } from './trading-days.ts';
import { calendarDeadline, checkLimits, checkPassed, fail } from './verdict.ts';
import type {
  DealClosedEvent,
  DealOpenedEvent,
  EpochMs,
  EvaluationContext,
  EvaluationEvent,
  EvaluationState,
  Money,
} from './types.ts';

/**
 * The rule engine: one account's events, in time order, folded into a state that is plain JSON. Each event
 * costs the same whatever came before (no history is re-read); a day rollover costs a few Intl calls.
 * An event older than the last one is applied at the last time seen: the clock never goes back.
 */

function assertMoney(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new TypeError(`${name} must be integer minor units, got ${value}`);
}

/** A transfer's direction is its type: a negative amount is a bridge bug, not a withdrawal in disguise. */
function assertAmount(value: number): void {
  assertMoney(value, 'amount');
  if (value < 0) throw new RangeError(`amount must not be negative, got ${value}`);
}

export function createEvaluation(
  rules: ChallengeRules,
  { initialBalance, startTime }: { initialBalance: Money; startTime: EpochMs },
): EvaluationState {
  assertMoney(initialBalance, 'initialBalance');
  if (initialBalance <= 0) throw new RangeError('initialBalance must be positive');
  return {
    rules,
    initialBalance,
    startTime,
    time: startTime,
    balance: initialBalance,
    equity: initialBalance,
    netDeposits: 0,
    reportedBalance: null,
    openLotUnits: 0,
    day: openDay(
      rules,
      initialBalance,
      tradingDayAt(rules.dayReset, startTime),
      initialBalance,
      initialBalance,
      startTime,
    ),
    days: {},
    countedDays: 0,
    bestPastDay: null,
    maxLoss: createMaxLoss(rules.maxLoss, initialBalance),
    targetAmount: targetAmountOf(rules.profitTarget, initialBalance),
    minDayProfit: minDayProfitOf(rules.tradingDays, initialBalance),
    pause: null,
    metrics: emptyMetrics,
    verdict: { status: 'inProgress' },
    atVerdict: null,
  };
}

/** Rolls the day and expires the calendar limit, in the order they happened. */
function advanceClock(state: EvaluationState, time: EpochMs): EvaluationState {
  let s = state.time === time ? state : { ...state, time };
  const deadline = calendarDeadline(s);
  const expired = deadline !== null && time > deadline;
  if (expired && deadline < s.day.end) s = fail(s, 'maxCalendarDays', deadline, null);
  if (time >= s.day.end) s = rollOver(s, time);
  if (expired) s = fail(s, 'maxCalendarDays', deadline, null);
  return s;
}

/** A new balance and/or equity: the day's low and the intraday trailing floor follow. */
function moveMoney(state: EvaluationState, balance: Money, equity: Money, time: EpochMs): EvaluationState {
  const day =
    equity < state.day.lowestEquity ? { ...state.day, lowestEquity: equity, lowestEquityAt: time } : state.day;
  const level = intradayTrailLevel(state.rules.maxLoss, balance, equity);
  const maxLoss = level === null ? state.maxLoss : trailTo(state.maxLoss, level);
  return { ...state, balance, equity, day, maxLoss };
}

function checkNews(
  state: EvaluationState,
  event: DealOpenedEvent | DealClosedEvent,
  context: EvaluationContext,
): EvaluationState {
  const rule = state.rules.newsTrading;
  if (!rule || !context.isInNewsWindow || state.verdict.status !== 'inProgress') return state;
  // The deal's own time decides, even when it arrived late.
  const news = context.isInNewsWindow(event.symbol, event.time, rule);
  return news ? fail(state, 'newsTrading', state.time, null, { dealId: event.dealId, news }) : state;
}

function onDealOpened(state: EvaluationState, event: DealOpenedEvent): EvaluationState {
  const units = toLotUnits(event.volume);
  return {
    ...state,
    openLotUnits: state.openLotUnits + units,
    day: { ...state.day, dealsOpened: state.day.dealsOpened + 1 },
    metrics: recordOpened(state.metrics, units),
  };
}

/**
 * The floating result still open after a close, until the next snapshot says better. The closed volume takes its
 * share of the last known floating result with it (that share is now the deal's realised result, in the balance);
 * the rest is assumed unchanged. So equity follows what is realised between snapshots instead of freezing at the
 * last one (docs/challenge-rules.md, "Equity between snapshots"). Flat: nothing floats, equity is the balance.
 * Rounded down: an estimate never flatters the account by a fraction of a cent.
 */
function floatingAfterClose(floating: Money, openBefore: number, openAfter: number): Money {
  if (openAfter === 0 || openBefore === 0) return 0;
  // In BigInt: money × lot units can pass 2^53, and a float quotient may land a hair under a whole cent.
  const n = BigInt(floating) * BigInt(openAfter);
  const d = BigInt(openBefore);
  const q = n / d; // truncates towards zero
  return Number(n % d !== 0n && n < 0n ? q - 1n : q);
}

function onDealClosed(state: EvaluationState, event: DealClosedEvent, time: EpochMs): EvaluationState {
  assertMoney(event.profit, 'profit');
  assertMoney(event.commission, 'commission');
  assertMoney(event.swap, 'swap');
  const net = event.profit + event.commission + event.swap;
  const openLotUnits = Math.max(0, state.openLotUnits - toLotUnits(event.volume));
  const balance = state.balance + net;
  const equity = balance + floatingAfterClose(state.equity - state.balance, state.openLotUnits, openLotUnits);
  const s: EvaluationState = {
    ...state,
    openLotUnits,
    day: {
      ...state.day,
      closedProfit: state.day.closedProfit + net,
      dealsClosed: state.day.dealsClosed + 1,
    },
    metrics: recordClosed(state.metrics, net),
  };
  return moveMoney(s, balance, equity, time);
}

/** A deposit (positive) or withdrawal (negative) moves every level by its amount: neither profit nor loss. */
function onTransfer(state: EvaluationState, amount: Money): EvaluationState {
  const d = state.day;
  const shift = (v: Money | null): Money | null => (v === null ? null : v + amount);
  return {
    ...state,
    balance: state.balance + amount,
    equity: state.equity + amount,
    netDeposits: state.netDeposits + amount,
    day: {
      ...d,
      startBalance: d.startBalance + amount,
      startEquity: d.startEquity + amount,
      anchor: d.anchor + amount,
      dailyFloor: shift(d.dailyFloor),
      lowestEquity: d.lowestEquity + amount,
    },
    maxLoss: shiftMaxLoss(state.maxLoss, amount),
  };
}

export function applyEvent(
  state: EvaluationState,
  event: EvaluationEvent,
  context: EvaluationContext = {},
): EvaluationState {
  const time = Math.max(state.time, event.time);
  let s = advanceClock(state, time);
  switch (event.type) {
    case 'dealOpened':
      s = onDealOpened(checkNews(s, event, context), event);
      break;
    case 'dealClosed':
      s = onDealClosed(checkNews(s, event, context), event, time);
      break;
    case 'equitySnapshot':
      assertMoney(event.equity, 'equity');
      s = moveMoney(s, s.balance, event.equity, time);
      if (event.balance !== undefined) s = { ...s, reportedBalance: event.balance };
      break;
    case 'deposit':
      assertAmount(event.amount);
      s = onTransfer(s, event.amount);
      break;
    case 'withdrawal':
      assertAmount(event.amount);
      s = onTransfer(s, -event.amount);
      break;
    case 'tick':
      break;
  }
  return checkPassed(checkLimits(s, time), time);
}

export function applyEvents(
  state: EvaluationState,
  events: Iterable<EvaluationEvent>,
  context: EvaluationContext = {},
): EvaluationState {
  let s = state;
  for (const event of events) s = applyEvent(s, event, context);
  return s;
}
