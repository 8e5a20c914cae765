import type { ChallengeRules } from '@portal/contract';

/** One sentence of a phase's rules: a key of the `rules` translation group and its placeholders' values. */
export type RuleSentenceData = {
  key: string;
  /** percentages as plain numbers (5 = 5 %), amounts in minor units of the account's currency, days, minutes */
  params: Record<string, string | number>;
  /** which params are money (the renderer formats them with the currency) and which are percentages */
  money: readonly string[];
  percent: readonly string[];
};

const percentOf = (minor: number, percent: number) => Math.round((minor * percent) / 100);

/**
 * A phase's rules in words, as data: the same keys and the same amounts as the trader's review step
 * (apps/web/src/features/orders/packages/rule-sentences.ts), so the back office shows the firm exactly what its
 * traders read. Kept in the same order as the web's list; a change there must be made here too.
 */
export function ruleSentenceData(rules: ChallengeRules, accountSize: number): RuleSentenceData[] {
  const out: RuleSentenceData[] = [];
  const add = (
    key: string,
    params: Record<string, string | number> = {},
    money: string[] = [],
    percent: string[] = [],
  ) => out.push({ key, params, money, percent });
  const share = (p: number) => percentOf(accountSize, p);
  const { profitTarget, dailyLoss, maxLoss, tradingDays, consistency, newsTrading, weekendHolding } = rules;

  if (profitTarget) {
    add(
      `rules.profitTarget.${profitTarget.on}`,
      { percent: profitTarget.percent, amount: share(profitTarget.percent) },
      ['amount'],
      ['percent'],
    );
  }
  if (dailyLoss) {
    if (dailyLoss.basis === 'initialBalance')
      add(
        `rules.dailyLoss.${dailyLoss.anchor}`,
        { percent: dailyLoss.percent, amount: share(dailyLoss.percent) },
        ['amount'],
        ['percent'],
      );
    else add(`rules.dailyLossOfAnchor.${dailyLoss.anchor}`, { percent: dailyLoss.percent }, [], ['percent']);
    add(dailyLoss.breach === 'soft' ? 'rules.breachSoft' : 'rules.breachHard');
  }
  if (maxLoss.mode === 'static')
    add(
      'rules.maxLoss.static',
      { percent: maxLoss.percent, floor: accountSize - share(maxLoss.percent) },
      ['floor'],
      ['percent'],
    );
  else
    add(
      `rules.maxLoss.${maxLoss.mode}`,
      { percent: maxLoss.percent, amount: share(maxLoss.percent) },
      ['amount'],
      ['percent'],
    );
  if (maxLoss.mode !== 'static' && maxLoss.lockAtPercentOfInitial !== null)
    add('rules.maxLossLock', { level: share(maxLoss.lockAtPercentOfInitial) }, ['level']);
  if (tradingDays && tradingDays.minDays > 0)
    add(
      `rules.tradingDays.${tradingDays.counts}`,
      { days: tradingDays.minDays, percent: tradingDays.minDayProfitPercent ?? 0 },
      [],
      ['percent'],
    );
  if (consistency) add('rules.consistency', { percent: consistency.maxBestDayPercentOfProfit }, [], ['percent']);
  if (newsTrading)
    add(`rules.news.${newsTrading.instruments}`, {
      before: newsTrading.minutesBefore,
      after: newsTrading.minutesAfter,
    });
  if (weekendHolding && !weekendHolding.allowed) add('rules.weekendHolding');
  // A time limit only means something while there is a target to reach (not on a funded account).
  if (rules.maxCalendarDays !== null) add('rules.timeLimit', { days: rules.maxCalendarDays });
  else if (profitTarget) add('rules.noTimeLimit');
  add('rules.dayReset', { time: rules.dayReset.time, timezone: rules.dayReset.timezone.replace(/_/g, ' ') });
  return out;
}
