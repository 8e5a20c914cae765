import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { formatMoney } from '@portal/contract';
import { formatPercent } from '@portal/ui/format/numbers.ts';
import { useEnglishCatalogue } from '../../../test/i18n-for-tests.ts';
import { tradingPackage } from '../../../test/buying-fixtures.ts';
import { ruleSentences } from './rule-sentences.ts';

useEnglishCatalogue();
const format = {
  money: (minor: number, currency: string) => formatMoney(minor, currency, 'en'),
  percent: (value: number) => formatPercent(value, 'en'),
};
const account = { accountSize: 10_000_000, currency: 'USD' };

describe('rules in plain words', () => {
  it('works out the amounts of a static two-step phase for the account size', () => {
    const rules = tradingPackage().phases[0]!.rules;
    expect(ruleSentences(i18n.t, format, rules, account)).toEqual([
      'Reach a profit target of 10% ($10,000) on your closed balance.',
      'Do not lose more than $5,000 (5% of the initial balance) in one day, counted from your balance at the start of the day.',
      'Reaching the daily loss limit ends the account.',
      'Your equity must never fall below $90,000 (10% below the initial balance).',
      'Minimum trading days: 4. A day counts when you open a trade on it.',
      'No time limit.',
      'The trading day resets at 00:00 (Europe/Prague).',
    ]);
  });

  it('explains a trailing limit that locks, a soft daily loss, profitable days, consistency, news and weekends', () => {
    const sentences = ruleSentences(
      i18n.t,
      format,
      {
        dayReset: { time: '17:00', timezone: 'America/New_York' },
        dailyLoss: { anchor: 'equity', basis: 'anchor', percent: 2, breach: 'soft' },
        maxLoss: { mode: 'trailingEndOfDay', percent: 4, lockAtPercentOfInitial: 100 },
        profitTarget: { percent: 6, on: 'equity' },
        tradingDays: { minDays: 5, counts: 'profitableDay', minDayProfitPercent: 0.5 },
        consistency: { maxBestDayPercentOfProfit: 50 },
        newsTrading: { minutesBefore: 2, minutesAfter: 5, instruments: 'all' },
        weekendHolding: { allowed: false },
        maxCalendarDays: 30,
      },
      account,
    );
    expect(sentences).toEqual([
      'Reach a profit target of 6% ($6,000); open profit counts too.',
      'In one day, do not lose more than 2% of your equity at the start of that day.',
      'Reaching the daily loss limit pauses trading until the next day; the account stays open.',
      'Your equity must never fall more than $4,000 (4%) below your highest end-of-day balance or equity; the limit is updated at each daily reset.',
      'The limit stops rising once it reaches $100,000.',
      'Minimum trading days: 5. A day counts when it closes with a profit of at least 0.5% of the initial balance.',
      'Your best day may make up at most 50% of your total profit.',
      'Do not open or close any trade from 2 minutes before to 5 minutes after high-impact news.',
      'Do not hold positions over the weekend: close them before the market closes on Friday. The firm reviews accounts that do.',
      'Calendar days allowed for this phase: 30.',
      'The trading day resets at 17:00 (America/New York).',
    ]);
  });
});
