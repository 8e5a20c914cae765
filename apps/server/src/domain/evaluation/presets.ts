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

/** What a programme's phases and funded stage share: the day reset and both loss limits. */
type Limits = Pick<ChallengeRules, 'dayReset' | 'dailyLoss' | 'maxLoss'>;

/**
 * A programme: its phases and its funded stage, each with the shared limits. The funded stage has no target and no
 * trading days (nothing to reach); `funded` adds the rules only it has.
 */
const programme = (
  limits: Limits,
  phases: (Pick<ChallengeRules, 'profitTarget' | 'tradingDays'> & Partial<ChallengeRules>)[],
  funded: Partial<ChallengeRules>,
): { phases: ChallengeRules[]; funded: ChallengeRules } => {
  const stage = (own: Partial<ChallengeRules>): ChallengeRules => ({
    ...base,
    ...limits,
    profitTarget: null,
    tradingDays: null,
    ...own,
  });
  return { phases: phases.map(stage), funded: stage(funded) };
};

/**
 * Limits as most published programmes set them: a hard daily loss of `dailyPercent` of the initial balance below
 * the day start (`anchor`: its balance, or the higher of balance and equity), and a static max loss.
 */
const staticLimits = (
  dayReset: Limits['dayReset'],
  anchor: 'balance' | 'higherOfBalanceAndEquity',
  dailyPercent: number,
  maxPercent: number,
): Limits => ({
  dayReset,
  dailyLoss: { anchor, basis: 'initialBalance', percent: dailyPercent, breach: 'hard' },
  maxLoss: { mode: 'static', percent: maxPercent, lockAtPercentOfInitial: null },
});

/** A phase passed at `targetPercent` on closed balance after `minDays` days with a deal opened. */
const phase = (targetPercent: number, minDays: number) => ({
  profitTarget: { percent: targetPercent, on: 'closedBalance' as const },
  tradingDays: { minDays, counts: 'dealOpened' as const, minDayProfitPercent: null },
});

/** No deal opened or closed `minutes` either side of high-impact news, on the instruments quoting its currency. */
const newsBan = (minutes: number) =>
  ({ minutesBefore: minutes, minutesAfter: minutes, instruments: 'affectedCurrencies' }) as const;

/**
 * Classic two-step (FTMO-style): 10 % then 5 % target on closed balance, 5 % daily loss of the initial
 * balance measured from the day-start balance, 10 % static max loss, 4 trading days per phase.
 * The funded account bans trading 2 minutes around high-impact news on the affected instruments.
 */
export const classicTwoStep = programme(staticLimits(PRAGUE_MIDNIGHT, 'balance', 5, 10), [phase(10, 4), phase(5, 4)], {
  newsTrading: newsBan(2),
});

/**
 * Stellar-style two-step (FundedNext): 8 % then 5 %, daily loss 5 % of the initial balance from the higher
 * of day-start balance and equity, 10 % static, 5 trading days, server-midnight reset.
 */
export const stellarTwoStep = programme(
  staticLimits(SERVER_MIDNIGHT, 'higherOfBalanceAndEquity', 5, 10),
  [phase(8, 5), phase(5, 5)],
  { newsTrading: newsBan(5) },
);

/**
 * Stellar-style one-step (FundedNext): 10 % target, 3 % daily loss, 6 % static max loss, 2 trading days,
 * and a 40 % consistency rule on the funded account.
 */
export const stellarOneStep = programme(
  staticLimits(SERVER_MIDNIGHT, 'higherOfBalanceAndEquity', 3, 6),
  [phase(10, 2)],
  {
    consistency: { maxBestDayPercentOfProfit: 40 },
    newsTrading: newsBan(5),
  },
);

/**
 * Trailing one-step (futures-evaluation style, Topstep/Apex-like): 6 % target on balance, a trailing max
 * loss of 4 % that follows the end-of-day high and locks at the initial balance, a soft daily loss of 2 %
 * (trading paused for the day), 5 profitable days of at least 0.5 %, and a 50 % consistency rule.
 */
export const trailingOneStep = programme(
  {
    dayReset: CHICAGO_CLOSE,
    dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 2, breach: 'soft' },
    maxLoss: { mode: 'trailingEndOfDay', percent: 4, lockAtPercentOfInitial: 100 },
  },
  [
    {
      profitTarget: { percent: 6, on: 'closedBalance' },
      tradingDays: { minDays: 5, counts: 'profitableDay', minDayProfitPercent: 0.5 },
      consistency: { maxBestDayPercentOfProfit: 50 },
    },
  ],
  {},
);

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
