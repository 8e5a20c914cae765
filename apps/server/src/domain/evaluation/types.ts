import type { ChallengeRules, NewsTradingRule } from '@portal/contract';

/** Integer minor units of the account currency (cents). Never a float: see money.ts. */
export type Money = number;
/** Milliseconds since the Unix epoch, UTC. */
export type EpochMs = number;

// ── Events: what a trading platform reports about one account, in time order ──────────────────────────────

export interface DealOpenedEvent {
  type: 'dealOpened';
  dealId: string;
  positionId: string;
  time: EpochMs;
  symbol: string;
  side: 'buy' | 'sell';
  /** Lots (0.01 = a micro lot); kept to 8 decimals. */
  volume: number;
  price?: number;
}

export interface DealClosedEvent {
  type: 'dealClosed';
  dealId: string;
  positionId: string;
  time: EpochMs;
  symbol: string;
  volume: number;
  /** The deal's result; its net result is profit + commission + swap (commission is usually negative). */
  profit: Money;
  commission: Money;
  swap: Money;
}

export interface EquitySnapshotEvent {
  type: 'equitySnapshot';
  time: EpochMs;
  equity: Money;
  /** The platform's balance, kept for reconciliation; the engine's balance is its own ledger. */
  balance?: Money;
}

export interface DepositEvent {
  type: 'deposit';
  time: EpochMs;
  amount: Money;
}

export interface WithdrawalEvent {
  type: 'withdrawal';
  time: EpochMs;
  amount: Money;
}

/** Time passing with nothing traded: lets a scheduler roll days over and expire the calendar limit. */
export interface TickEvent {
  type: 'tick';
  time: EpochMs;
}

export type EvaluationEvent =
  DealOpenedEvent | DealClosedEvent | EquitySnapshotEvent | DepositEvent | WithdrawalEvent | TickEvent;

// ── Context: what the caller knows outside the account ────────────────────────────────────────────────────

export interface HighImpactNews {
  time: EpochMs;
  /** ISO 4217 code (or XAU, XAG …) of the currency the event moves. */
  currency: string;
  title?: string;
}

/** Finds a news event whose window (per the rule) holds a deal on `symbol` at `time`; news-window.ts builds one. */
export type NewsWindowCheck = (symbol: string, time: EpochMs, rule: NewsTradingRule) => HighImpactNews | null;

export interface EvaluationContext {
  isInNewsWindow?: NewsWindowCheck;
}

// ── State: plain JSON (store it as jsonb), replaced, never mutated, by applyEvent ─────────────────────────

export type FailedRule = 'dailyLoss' | 'maxLoss' | 'newsTrading' | 'maxCalendarDays';

export type Verdict =
  | { status: 'inProgress' }
  | { status: 'passed'; time: EpochMs }
  | {
      status: 'failed';
      rule: FailedRule;
      time: EpochMs;
      /** Equity at the moment of the breach (last known equity for news and calendar breaches). */
      equity: Money;
      /** The floor that was reached; null for news and calendar breaches. */
      floor: Money | null;
      /** The deal and the news event of a news breach. */
      dealId?: string;
      news?: HighImpactNews;
    };

/** A soft daily-loss breach: trading is paused until the next reset; not a failure. */
export interface DailyPause {
  time: EpochMs;
  equity: Money;
  floor: Money;
  until: EpochMs;
}

/** The running day: its anchor snapshot and its activity. */
export interface DayState {
  key: string;
  start: EpochMs;
  end: EpochMs;
  startBalance: Money;
  startEquity: Money;
  /** The level the daily loss is measured from (per dailyLoss.anchor; the start balance without a daily rule). */
  anchor: Money;
  /** anchor − allowance; null without a daily rule. */
  dailyFloor: Money | null;
  dailyAllowance: Money | null;
  lowestEquity: Money;
  lowestEquityAt: EpochMs;
  /** Net result of the deals closed this day. */
  closedProfit: Money;
  dealsOpened: number;
  dealsClosed: number;
}

/** What is kept of a finished day (only days with deals), for trading days, consistency and the daily chart. */
export interface DaySummary {
  closedProfit: Money;
  dealsOpened: number;
  dealsClosed: number;
  startBalance: Money;
  startEquity: Money;
  lowestEquity: Money;
  counted: boolean;
}

export interface MaxLossState {
  /** The distance from the reference level to the floor: percent of the initial balance. */
  allowance: Money;
  /** The highest level the floor trails (equity, closed balance or end-of-day); the baseline when static. */
  highWater: Money;
  floor: Money;
  /** Where a trailing floor stops; null when it never locks. */
  lockLevel: Money | null;
  locked: boolean;
}

export interface MetricsState {
  trades: number;
  wins: number;
  losses: number;
  grossProfit: Money;
  grossLoss: Money;
  bestTrade: Money | null;
  worstTrade: Money | null;
  /** Opened volume in 1e-8 lots (integer, so sums never drift). */
  lotUnits: number;
}

export interface EvaluationState {
  rules: ChallengeRules;
  initialBalance: Money;
  startTime: EpochMs;
  /** The latest event time applied; the clock never goes back. */
  time: EpochMs;
  balance: Money;
  equity: Money;
  /** Deposits − withdrawals: they move every level and are neither profit nor loss. */
  netDeposits: Money;
  /** The platform's last reported balance, for reconciliation. */
  reportedBalance: Money | null;
  /** Volume of open positions in 1e-8 lots: when it is 0 the account is flat and equity equals the balance. */
  openLotUnits: number;
  day: DayState;
  /** Finished days with deals, by trading-day key. */
  days: Record<string, DaySummary>;
  /** Trading days counted among finished days. */
  countedDays: number;
  /** The best finished day's closed profit (for consistency). */
  bestPastDay: { key: string; profit: Money } | null;
  maxLoss: MaxLossState;
  /** The profit needed, rounded up; null on a funded phase. */
  targetAmount: Money | null;
  /** A day's closed profit needed for a profitable day, rounded up; null unless counted so. */
  minDayProfit: Money | null;
  pause: DailyPause | null;
  metrics: MetricsState;
  verdict: Verdict;
  /**
   * The numbers at the moment the verdict was reached, kept apart so that what happens afterwards (a position
   * closed by the platform, a late deal) is recorded without rewriting the verdict's numbers. Null while in
   * progress; absent in a state stored before it existed (read it through verdictNumbers()).
   */
  atVerdict?: VerdictNumbers | null;
}

/** What the dashboard shows of an account, frozen when its verdict is reached (the rules do not change). */
export type VerdictNumbers = Pick<
  EvaluationState,
  | 'time'
  | 'balance'
  | 'equity'
  | 'netDeposits'
  | 'reportedBalance'
  | 'openLotUnits'
  | 'day'
  | 'countedDays'
  | 'bestPastDay'
  | 'maxLoss'
  | 'pause'
  | 'metrics'
>;
