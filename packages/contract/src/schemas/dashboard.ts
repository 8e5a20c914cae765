import { z } from 'zod';
import { cursorPageFields } from './admin-cursor-page.ts';
import { envelope } from './envelope.ts';
import { textSchema } from './fields.ts';
import { currencySchema, minorUnitsSchema } from './packages.ts';

/**
 * The challenge dashboard (SPEC §7 Dashboard and AccountHistory): where an account stands against its phase's
 * rules, its metrics, its balance and equity over time, and its closed trades. Money in minor units, times UTC
 * ISO-8601.
 */
const money = minorUnitsSchema;
const time = z.string();

export const traderAccountQuerySchema = z.object({ traderAccountId: textSchema().min(1).max(64) });
export type TraderAccountQuery = z.infer<typeof traderAccountQuerySchema>;

/** An objective of one rule: the rule's name leads, then the fields that rule reports. */
const objective = <R extends string, F extends z.ZodRawShape>(rule: R, fields: F) =>
  z.object({ rule: z.literal(rule), ...fields });

/** One objective of the phase: its value now, its limit, and whether it holds. */
export const objectiveSchema = z.discriminatedUnion('rule', [
  objective('dailyLoss', {
    value: money,
    worst: money,
    limit: money,
    anchor: money,
    floor: money,
    /** the next daily reset, TradingMetrics' `dayResetsAt` while the phase is in progress (the verdict's day after) */
    resetsAt: time,
    state: z.enum(['ok', 'breached', 'paused']),
    pausedUntil: time.nullable(),
  }),
  objective('maxLoss', {
    value: money,
    limit: money,
    floor: money,
    mode: z.enum(['static', 'trailingEquity', 'trailingBalance', 'trailingEndOfDay']),
    locked: z.boolean(),
    state: z.enum(['ok', 'breached']),
  }),
  objective('profitTarget', { value: money, target: money, state: z.enum(['inProgress', 'reached']) }),
  objective('tradingDays', {
    value: z.number().int(),
    min: z.number().int(),
    state: z.enum(['inProgress', 'reached']),
  }),
  objective('consistency', {
    value: z.number().nullable(),
    limit: z.number(),
    bestDay: money,
    totalProfit: money,
    state: z.enum(['ok', 'blocking']),
  }),
  objective('newsTrading', {
    minutesBefore: z.number().int(),
    minutesAfter: z.number().int(),
    state: z.enum(['ok', 'breached']),
  }),
  objective('maxCalendarDays', {
    value: z.number().int(),
    limit: z.number().int(),
    deadline: time,
    state: z.enum(['ok', 'breached']),
  }),
]);
export type Objective = z.infer<typeof objectiveSchema>;

/** Why an account stopped: the rule, the moment, the equity then and the floor it met. */
export const breachSchema = z.object({
  rule: z.enum(['dailyLoss', 'maxLoss', 'newsTrading', 'maxCalendarDays']),
  time,
  equity: money,
  floor: money.nullable(),
  /** the news event, for a news-trading breach */
  news: z.object({ time, currency: z.string(), title: z.string().nullable() }).nullable(),
});
export type Breach = z.infer<typeof breachSchema>;

export const verdictSchema = z.object({
  status: z.enum(['inProgress', 'passed', 'failed']),
  /** when the phase was passed or failed */
  time: time.nullable(),
  breach: breachSchema.nullable(),
});
export type Verdict = z.infer<typeof verdictSchema>;

/**
 * GET /Dashboard/v1/AccountDataRequirements?traderAccountId=: each objective with value, limit and state. Once
 * the verdict is final, the objectives are the verdict's: as they stood at `frozenAt` (the verdict's time).
 */
export const accountDataRequirementsSchema = z.object({
  traderAccountId: z.string(),
  status: z.number().int(),
  phase: z.number().int().nullable(),
  isFunded: z.boolean(),
  verdict: verdictSchema,
  objectives: z.array(objectiveSchema),
  /** when the numbers shown were frozen with the verdict; null while the phase is in progress */
  frozenAt: time.nullable(),
});
export type AccountDataRequirements = z.infer<typeof accountDataRequirementsSchema>;
export const accountDataRequirementsEnvelope = envelope(accountDataRequirementsSchema);

/**
 * What the platform reported after the verdict (a position it closed after a breach, a late deal): recorded on
 * the account, shown apart, never part of the verdict's numbers.
 */
export const afterVerdictSchema = z.object({
  /** closing deals after the verdict, and their net result */
  trades: z.number().int(),
  profit: money,
  /** the account's live balance and equity now */
  balance: money,
  equity: money,
});
export type AfterVerdict = z.infer<typeof afterVerdictSchema>;

/**
 * GET /Dashboard/v1/TradingMetrics/{id}. Once the verdict is final, the numbers are the verdict's, as they stood
 * at `frozenAt`; what came after is in `afterVerdict`.
 */
export const tradingMetricsSchema = z.object({
  traderAccountId: z.string(),
  currency: currencySchema,
  initialBalance: money,
  balance: money,
  equity: money,
  profit: money,
  /** what may still be lost today before the daily floor, and the floor itself; null without a daily rule */
  dailyLossRoom: money.nullable(),
  dailyFloor: money.nullable(),
  maxLossRoom: money,
  maxLossFloor: money,
  winRate: z.number().nullable(),
  averageWin: money.nullable(),
  averageLoss: money.nullable(),
  profitFactor: z.number().nullable(),
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  lots: z.number(),
  bestTrade: money.nullable(),
  worstTrade: money.nullable(),
  tradingDays: z.number().int(),
  /** the next daily reset, for the countdown */
  dayResetsAt: time,
  lastUpdate: time,
  /** when these numbers were frozen with the verdict; null while the phase is in progress */
  frozenAt: time.nullable(),
  /** activity after the verdict; null while the phase is in progress */
  afterVerdict: afterVerdictSchema.nullable(),
});
export type TradingMetrics = z.infer<typeof tradingMetricsSchema>;
export const tradingMetricsEnvelope = envelope(tradingMetricsSchema);

/** GET /Dashboard/v1/Chart?traderAccountId=&points=: balance and equity, downsampled to at most `points`. */
export const chartQuerySchema = traderAccountQuerySchema.extend({
  points: z.coerce.number().int().min(10).max(2000).default(500),
});
export const chartPointSchema = z.object({ time, balance: money, equity: money, minEquity: money, maxEquity: money });
export const chartSchema = z.object({
  traderAccountId: z.string(),
  currency: currencySchema,
  initialBalance: money,
  points: z.array(chartPointSchema),
  /** per trading day: the day's closed profit and its end balance (the daily summary) */
  days: z.array(z.object({ day: z.string(), profit: money, trades: z.number().int(), endBalance: money })),
});
export type Chart = z.infer<typeof chartSchema>;
export const chartEnvelope = envelope(chartSchema);

/** GET /Dashboard/v1/GetPlatformTime?traderAccountId=: the platform's clock and the account's day reset. */
export const platformTimeSchema = z.object({
  time,
  timezone: z.string(),
  dayResetTime: z.string(),
  nextResetAt: time,
});
export type PlatformTime = z.infer<typeof platformTimeSchema>;
export const platformTimeEnvelope = envelope(platformTimeSchema);

/**
 * GET /AccountHistory/v1?traderAccountId=&cursor=&pageSize=: closed trades, newest first, a page at a position (a
 * cursor from the previous answer, `last`, or none for the first).
 */
export const accountHistoryQuerySchema = traderAccountQuerySchema.extend(cursorPageFields({ size: 20, max: 100 }));
export const closedTradeSchema = z.object({
  dealId: z.string(),
  positionId: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']).nullable(),
  volume: z.number(),
  openTime: time.nullable(),
  closeTime: time,
  openPrice: z.number().nullable(),
  closePrice: z.number().nullable(),
  profit: money,
  commission: money,
  swap: money,
  net: money,
});
export type ClosedTrade = z.infer<typeof closedTradeSchema>;
/** A page of closed trades, the account's number of them, and the pages beside it (null at an end). */
export const accountHistorySchema = z.object({
  items: z.array(closedTradeSchema),
  totalItems: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type AccountHistory = z.infer<typeof accountHistorySchema>;
export const accountHistoryEnvelope = envelope(accountHistorySchema);

/**
 * POST /api/platform-bridge/v1/events (ours): a trading platform's bridge pushes an account's events, signed
 * like the payment webhooks (`x-bridge-signature: t=…,v1=HMAC-SHA256(secret, "t.body")`). Idempotent by deal id;
 * late or repeated events are tolerated. A batch with an event dated ahead of the server's clock (beyond a few
 * seconds of skew) or before its account opened is refused whole: -200, `reason: 'eventTime'`, each event named.
 */
const bridgeTime = z.string().datetime({ offset: true });
export const bridgeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('dealOpened'),
    dealId: textSchema().min(1).max(64),
    positionId: textSchema().min(1).max(64),
    time: bridgeTime,
    symbol: textSchema().min(1).max(32),
    side: z.enum(['buy', 'sell']),
    volume: z.number().positive().max(10_000),
    price: z.number().positive().optional(),
    /** The position's stop-loss price when it was opened with one; absent: none (the risk desk's no-stop-loss rule). */
    stopLoss: z.number().positive().optional(),
    /** The position's take-profit price when it was opened with one; absent: none. */
    takeProfit: z.number().positive().optional(),
  }),
  z.object({
    type: z.literal('dealClosed'),
    dealId: textSchema().min(1).max(64),
    positionId: textSchema().min(1).max(64),
    time: bridgeTime,
    symbol: textSchema().min(1).max(32),
    volume: z.number().positive().max(10_000),
    price: z.number().positive().optional(),
    profit: z.number().int(),
    commission: z.number().int().default(0),
    swap: z.number().int().default(0),
  }),
  z.object({
    type: z.literal('equitySnapshot'),
    time: bridgeTime,
    equity: z.number().int(),
    balance: z.number().int().optional(),
  }),
]);
export type BridgeEvent = z.infer<typeof bridgeEventSchema>;
export const bridgeEventsRequestSchema = z.object({
  platformId: textSchema().min(1).max(64),
  login: textSchema().min(1).max(64),
  events: z.array(bridgeEventSchema).min(1).max(1000),
});
export type BridgeEventsRequest = z.infer<typeof bridgeEventsRequestSchema>;
export const bridgeEventsReplySchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  status: z.number().int(),
});
export const bridgeEventsEnvelope = envelope(bridgeEventsReplySchema);
