import { describe, expect, it } from 'vitest';
import type { ChallengeRules } from '@portal/contract';
import { catalogues } from '../../i18n/catalogues.ts';
import { ruleSentenceData } from './rule-sentences.ts';

const rules: ChallengeRules = {
  dayReset: { time: '17:00', timezone: 'America/New_York' },
  dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
  maxLoss: { mode: 'trailingEquity', percent: 10, lockAtPercentOfInitial: 100 },
  profitTarget: { percent: 8, on: 'closedBalance' },
  tradingDays: { minDays: 4, counts: 'dealOpened', minDayProfitPercent: null },
  consistency: { maxBestDayPercentOfProfit: 40 },
  newsTrading: { minutesBefore: 2, minutesAfter: 2, instruments: 'affectedCurrencies' },
  maxCalendarDays: null,
};

const hasKey = (key: string) => {
  let node: unknown = catalogues.en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
};

describe('rules in words, as data', () => {
  it('works out the amounts for the account size, in the order the review step lists them', () => {
    const out = ruleSentenceData(rules, 10_000_00);
    expect(out.map((s) => s.key)).toEqual([
      'rules.profitTarget.closedBalance',
      'rules.dailyLoss.balance',
      'rules.breachHard',
      'rules.maxLoss.trailingEquity',
      'rules.maxLossLock',
      'rules.tradingDays.dealOpened',
      'rules.consistency',
      'rules.news.affectedCurrencies',
      'rules.noTimeLimit',
      'rules.dayReset',
    ]);
    expect(out[0]!.params).toEqual({ percent: 8, amount: 80_000 });
    expect(out[4]!.params).toEqual({ level: 1_000_000 });
    expect(out.at(-1)!.params).toEqual({ time: '17:00', timezone: 'America/New York' });
  });

  it('says weekend holding is forbidden only where the phase forbids it (absent or allowed: nothing)', () => {
    const keys = (r: ChallengeRules) => ruleSentenceData(r, 10_000_00).map((s) => s.key);
    expect(keys({ ...rules, weekendHolding: { allowed: false } })).toContain('rules.weekendHolding');
    expect(keys({ ...rules, weekendHolding: { allowed: false } }).indexOf('rules.weekendHolding')).toBe(8);
    for (const r of [rules, { ...rules, weekendHolding: null }, { ...rules, weekendHolding: { allowed: true } }])
      expect(keys(r)).not.toContain('rules.weekendHolding');
  });

  it('names only keys the server has texts for', () => {
    const variants: ChallengeRules[] = [
      rules,
      { ...rules, maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null }, maxCalendarDays: 30 },
      { ...rules, dailyLoss: { ...rules.dailyLoss!, basis: 'anchor', breach: 'soft' }, profitTarget: null },
      { ...rules, weekendHolding: { allowed: false } },
    ];
    for (const v of variants) for (const s of ruleSentenceData(v, 5_000_00)) expect(hasKey(s.key), s.key).toBe(true);
  });
});
