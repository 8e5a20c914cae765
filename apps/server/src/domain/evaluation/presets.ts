import type { ChallengeRules } from '@portal/contract';

/**
 * Rule presets that reproduce well-known published programmes (as published in 2025-2026; firms change
 * them, so a brand's packages carry their own copy of the rules, never a reference to a preset).
 * docs/challenge-rules.md explains each rule with worked examples.
 */

/** Prague midnight: the day reset of the best-known two-step programme (CE(S)T, DST-aware). */
const PRAGUE_MIDNIGHT = { time: '00:00', timezone: 'Europe/Prague' } as const;
/** Trading-server midnight (EET/EEST, GMT+2/+3): the reset most MetaTrader-based firms use. */
const SERVER_MIDNIGHT = { time: '00:00', timezone: 'Europe/Athens' } as const;
/** Futures-style session end: 17:00 in Chicago. */
const CHICAGO_CLOSE = { time: '17:00', timezone: 'America/Chicago' } as const;

const base = {
  consistency: null,
  newsTrading: null,
  maxCalendarDays: null,
} satisfies Partial<ChallengeRules>;

/**
 * Classic two-step (FTMO-style): 10 % then 5 % target on closed balance, 5 % daily loss of the initial
 * balance measured from the day-start balance, 10 % static max loss, 4 trading days per phase.
 */
export const classicTwoStep = {
  phases: [
    {
      ...base,
      dayReset: PRAGUE_MIDNIGHT,
      dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
      maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
      profitTarget: { percent: 10, on: 'closedBalance' },
      tradingDays: { minDays: 4, counts: 'dealOpened', minDayProfitPercent: null },
    },
    {
      ...base,
      dayReset: PRAGUE_MIDNIGHT,
      dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
      maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
      profitTarget: { percent: 5, on: 'closedBalance' },
      tradingDays: { minDays: 4, counts: 'dealOpened', minDayProfitPercent: null },
    },
  ],
  /** The funded account bans trading 2 minutes around high-impact news on the affected instruments. */
  funded: {
    ...base,
    dayReset: PRAGUE_MIDNIGHT,
    dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
    maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
    profitTarget: null,
    tradingDays: null,
    newsTrading: { minutesBefore: 2, minutesAfter: 2, instruments: 'affectedCurrencies' },
  },
} satisfies { phases: ChallengeRules[]; funded: ChallengeRules };

/**
 * Stellar-style two-step (FundedNext): 8 % then 5 %, daily loss 5 % of the initial balance from the higher
 * of day-start balance and equity, 10 % static, 5 trading days, server-midnight reset.
 */
export const stellarTwoStep = {
  phases: [
    {
      ...base,
      dayReset: SERVER_MIDNIGHT,
      dailyLoss: { anchor: 'higherOfBalanceAndEquity', basis: 'initialBalance', percent: 5, breach: 'hard' },
      maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
      profitTarget: { percent: 8, on: 'closedBalance' },
      tradingDays: { minDays: 5, counts: 'dealOpened', minDayProfitPercent: null },
    },
    {
      ...base,
      dayReset: SERVER_MIDNIGHT,
      dailyLoss: { anchor: 'higherOfBalanceAndEquity', basis: 'initialBalance', percent: 5, breach: 'hard' },
      maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
      profitTarget: { percent: 5, on: 'closedBalance' },
      tradingDays: { minDays: 5, counts: 'dealOpened', minDayProfitPercent: null },
    },
  ],
  funded: {
    ...base,
    dayReset: SERVER_MIDNIGHT,
    dailyLoss: { anchor: 'higherOfBalanceAndEquity', basis: 'initialBalance', percent: 5, breach: 'hard' },
    maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
    profitTarget: null,
    tradingDays: null,
    newsTrading: { minutesBefore: 5, minutesAfter: 5, instruments: 'affectedCurrencies' },
  },
} satisfies { phases: ChallengeRules[]; funded: ChallengeRules };

/**
 * Stellar-style one-step (FundedNext): 10 % target, 3 % daily loss, 6 % static max loss, 2 trading days,
 * and a 40 % consistency rule on the funded account.
 */
export const stellarOneStep = {
  phases: [
    {
      ...base,
      dayReset: SERVER_MIDNIGHT,
      dailyLoss: { anchor: 'higherOfBalanceAndEquity', basis: 'initialBalance', percent: 3, breach: 'hard' },
      maxLoss: { mode: 'static', percent: 6, lockAtPercentOfInitial: null },
      profitTarget: { percent: 10, on: 'closedBalance' },
      tradingDays: { minDays: 2, counts: 'dealOpened', minDayProfitPercent: null },
    },
  ],
  funded: {
    ...base,
    dayReset: SERVER_MIDNIGHT,
    dailyLoss: { anchor: 'higherOfBalanceAndEquity', basis: 'initialBalance', percent: 3, breach: 'hard' },
    maxLoss: { mode: 'static', percent: 6, lockAtPercentOfInitial: null },
    profitTarget: null,
    tradingDays: null,
    consistency: { maxBestDayPercentOfProfit: 40 },
    newsTrading: { minutesBefore: 5, minutesAfter: 5, instruments: 'affectedCurrencies' },
  },
} satisfies { phases: ChallengeRules[]; funded: ChallengeRules };

/**
 * Trailing one-step (futures-evaluation style, Topstep/Apex-like): 6 % target on balance, a trailing max
 * loss of 4 % that follows the end-of-day high and locks at the initial balance, a soft daily loss of 2 %
 * (trading paused for the day), 5 profitable days of at least 0.5 %, and a 50 % consistency rule.
 */
export const trailingOneStep = {
  phases: [
    {
      ...base,
      dayReset: CHICAGO_CLOSE,
      dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 2, breach: 'soft' },
      maxLoss: { mode: 'trailingEndOfDay', percent: 4, lockAtPercentOfInitial: 100 },
      profitTarget: { percent: 6, on: 'closedBalance' },
      tradingDays: { minDays: 5, counts: 'profitableDay', minDayProfitPercent: 0.5 },
      consistency: { maxBestDayPercentOfProfit: 50 },
    },
  ],
  funded: {
    ...base,
    dayReset: CHICAGO_CLOSE,
    dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 2, breach: 'soft' },
    maxLoss: { mode: 'trailingEndOfDay', percent: 4, lockAtPercentOfInitial: 100 },
    profitTarget: null,
    tradingDays: null,
  },
} satisfies { phases: ChallengeRules[]; funded: ChallengeRules };

/** A swing variant of the classic programme: no news restriction, equity-anchored daily loss. */
export const swingTwoStep = {
  phases: classicTwoStep.phases.map((p) => ({
    ...p,
    dailyLoss: { anchor: 'equity', basis: 'initialBalance', percent: 5, breach: 'hard' } as const,
  })),
  funded: { ...classicTwoStep.funded, newsTrading: null },
} satisfies { phases: ChallengeRules[]; funded: ChallengeRules };

export const presets = { classicTwoStep, stellarTwoStep, stellarOneStep, trailingOneStep, swingTwoStep } as const;
export type PresetName = keyof typeof presets;
