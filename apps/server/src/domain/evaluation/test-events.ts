import type { ChallengeRules } from '@portal/contract';
import type {
  DealClosedEvent,
  DealOpenedEvent,
  DepositEvent,
  EquitySnapshotEvent,
  EvaluationEvent,
  TickEvent,
  WithdrawalEvent,
} from './types.ts';

/** Builders shared by the engine's tests (not used by the server). */

/** 100,000.00 in minor units. */
export const INITIAL = 10_000_000;

/** Minimal rules: UTC midnight reset, 10 % static max loss, nothing else; tests switch on what they test. */
export const bareRules: ChallengeRules = {
  dayReset: { time: '00:00', timezone: 'UTC' },
  dailyLoss: null,
  maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
  profitTarget: null,
  tradingDays: null,
  consistency: null,
  newsTrading: null,
  maxCalendarDays: null,
};

export function rulesWith(overrides: Partial<ChallengeRules>): ChallengeRules {
  return { ...bareRules, ...overrides };
}

/** An ISO time (Z implied when no offset is given) as epoch ms. */
export function at(iso: string): number {
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}Z`);
}

let seq = 0;

export function opened(time: number, symbol = 'EURUSD', volume = 1, positionId?: string): DealOpenedEvent {
  seq += 1;
  return {
    type: 'dealOpened',
    dealId: `d${seq}`,
    positionId: positionId ?? `p${seq}`,
    time,
    symbol,
    side: 'buy',
    volume,
  };
}

export function closed(
  time: number,
  profit: number,
  { symbol = 'EURUSD', volume = 1, commission = 0, swap = 0, positionId = 'p' } = {},
): DealClosedEvent {
  seq += 1;
  return { type: 'dealClosed', dealId: `d${seq}`, positionId, time, symbol, volume, profit, commission, swap };
}

/** A round trip: open then close one lot, `net` profit, both at the given times. */
export function trade(openTime: number, closeTime: number, net: number, symbol = 'EURUSD'): EvaluationEvent[] {
  return [opened(openTime, symbol), closed(closeTime, net, { symbol })];
}

export function snapshot(time: number, equity: number): EquitySnapshotEvent {
  return { type: 'equitySnapshot', time, equity };
}

export function deposit(time: number, amount: number): DepositEvent {
  return { type: 'deposit', time, amount };
}

export function withdrawal(time: number, amount: number): WithdrawalEvent {
  return { type: 'withdrawal', time, amount };
}

export function tick(time: number): TickEvent {
  return { type: 'tick', time };
}
