import { z } from 'zod';
import { textSchema } from './fields.ts';

/**
 * The challenge rules of one phase, as data (ARCHITECTURE.md "Challenge rules"): one engine serves every
 * firm's programme. Percentages are plain numbers (5 means 5 %); money never appears here.
 */

/** A time of day `HH:mm` in an IANA timezone: when a trading day ends and the daily limits reset. */
export const dayResetSchema = z.object({
  time: textSchema().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  // Also a request field (the back office edits rules): control characters refused as in every request string.
  timezone: textSchema().min(1).max(64),
});
export type DayReset = z.infer<typeof dayResetSchema>;

const percent = z.number().gt(0).max(100);

export const dailyLossRuleSchema = z.object({
  /** The day-start level the loss is measured from. */
  anchor: z.enum(['balance', 'equity', 'higherOfBalanceAndEquity']),
  /** The limit is `percent` of the initial balance, or of the anchor itself. */
  basis: z.enum(['initialBalance', 'anchor']),
  percent,
  /** hard: the account fails; soft: trading is paused (positions closed) until the next reset. */
  breach: z.enum(['hard', 'soft']),
});
export type DailyLossRule = z.infer<typeof dailyLossRuleSchema>;

export const maxLossRuleSchema = z.object({
  /**
   * static: the floor is initial balance − percent, for ever.
   * trailingEquity: the floor follows the highest equity seen (intraday), `percent` below it.
   * trailingBalance: the floor follows the highest closed balance.
   * trailingEndOfDay: the floor follows the highest end-of-day balance or equity (the higher), set at each reset.
   */
  mode: z.enum(['static', 'trailingEquity', 'trailingBalance', 'trailingEndOfDay']),
  percent,
  /**
   * Where a trailing floor stops rising, as % of the initial balance (100 = locks at the initial balance);
   * null: it never locks.
   */
  lockAtPercentOfInitial: z.number().gt(0).max(200).nullable(),
});
export type MaxLossRule = z.infer<typeof maxLossRuleSchema>;

export const profitTargetRuleSchema = z.object({
  percent,
  /** closedBalance: reached when the balance (closed trades) gets there; equity: floating profit counts too. */
  on: z.enum(['closedBalance', 'equity']),
});
export type ProfitTargetRule = z.infer<typeof profitTargetRuleSchema>;

export const tradingDaysRuleSchema = z.object({
  minDays: z.number().int().min(0).max(365),
  /**
   * What makes a day a trading day: a deal opened that day; a deal opened or closed that day; or a day
   * whose closed profit reaches `minDayProfitPercent` of the initial balance.
   */
  counts: z.enum(['dealOpened', 'dealOpenedOrClosed', 'profitableDay']),
  minDayProfitPercent: z.number().gt(0).max(100).nullable(),
});
export type TradingDaysRule = z.infer<typeof tradingDaysRuleSchema>;

/** Consistency: the best day's profit may be at most `maxBestDayPercentOfProfit` % of the total profit. */
export const consistencyRuleSchema = z.object({ maxBestDayPercentOfProfit: percent });
export type ConsistencyRule = z.infer<typeof consistencyRuleSchema>;

/** News trading: no deal opened or closed within the window around a high-impact event. */
export const newsTradingRuleSchema = z.object({
  minutesBefore: z.number().int().min(0).max(240),
  minutesAfter: z.number().int().min(0).max(240),
  /** affectedCurrencies: only instruments quoting an event's currency; all: every instrument. */
  instruments: z.enum(['affectedCurrencies', 'all']),
});
export type NewsTradingRule = z.infer<typeof newsTradingRuleSchema>;

/**
 * Weekend holding: `allowed: false` forbids holding a position past the weekend close. A risk-desk signal only
 * (docs/challenge-rules.md): the engine never fails an account for it; the risk desk opens a case the firm
 * reviews. Null or absent (rules saved before it existed): allowed.
 */
export const weekendHoldingRuleSchema = z.object({ allowed: z.boolean() });
export type WeekendHoldingRule = z.infer<typeof weekendHoldingRuleSchema>;

export const challengeRulesSchema = z.object({
  dayReset: dayResetSchema,
  dailyLoss: dailyLossRuleSchema.nullable(),
  maxLoss: maxLossRuleSchema,
  /** null on a funded phase: there is nothing to reach. */
  profitTarget: profitTargetRuleSchema.nullable(),
  tradingDays: tradingDaysRuleSchema.nullable(),
  consistency: consistencyRuleSchema.nullable(),
  newsTrading: newsTradingRuleSchema.nullable(),
  weekendHolding: weekendHoldingRuleSchema.nullable().optional(),
  /** Calendar days allowed to pass the phase; null: unlimited. */
  maxCalendarDays: z.number().int().min(1).max(3650).nullable(),
});
export type ChallengeRules = z.infer<typeof challengeRulesSchema>;

/** One evaluation phase of a package (1 to 3); the funded stage that follows the last one has rules of its own. */
export const packagePhaseSchema = z.object({
  index: z.number().int().min(1).max(3),
  rules: challengeRulesSchema,
});
export type PackagePhase = z.infer<typeof packagePhaseSchema>;
