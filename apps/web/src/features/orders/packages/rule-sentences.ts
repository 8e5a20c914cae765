import type { TFunction } from 'i18next';
import type { ChallengeRules } from '@portal/contract';
import { percentOf } from '@portal/ui/format/numbers.ts';

type Format = { money: (minor: number, currency: string) => string; percent: (value: number) => string };
type Account = { accountSize: number; currency: string };

/**
 * A phase's rules in plain words (ARCHITECTURE.md "Challenge rules"), with the amounts worked out for the
 * account size, so a trader reads "$5,000", not only "5 %".
 */
export function ruleSentences(t: TFunction, format: Format, rules: ChallengeRules, account: Account): string[] {
  const money = (minor: number) => format.money(minor, account.currency);
  const share = (percent: number) => money(percentOf(account.accountSize, percent));
  const out: string[] = [];

  const { profitTarget, dailyLoss, maxLoss, tradingDays, consistency, newsTrading, weekendHolding } = rules;
  if (profitTarget) {
    out.push(
      t(`rules.profitTarget.${profitTarget.on}`, {
        percent: format.percent(profitTarget.percent),
        amount: share(profitTarget.percent),
      }),
    );
  }
  if (dailyLoss) {
    const percent = format.percent(dailyLoss.percent);
    out.push(
      dailyLoss.basis === 'initialBalance'
        ? t(`rules.dailyLoss.${dailyLoss.anchor}`, { percent, amount: share(dailyLoss.percent) })
        : t(`rules.dailyLossOfAnchor.${dailyLoss.anchor}`, { percent }),
    );
    out.push(t(dailyLoss.breach === 'soft' ? 'rules.breachSoft' : 'rules.breachHard'));
  }
  const maxPercent = format.percent(maxLoss.percent);
  out.push(
    maxLoss.mode === 'static'
      ? t('rules.maxLoss.static', {
          percent: maxPercent,
          floor: money(account.accountSize - percentOf(account.accountSize, maxLoss.percent)),
        })
      : t(`rules.maxLoss.${maxLoss.mode}`, { percent: maxPercent, amount: share(maxLoss.percent) }),
  );
  if (maxLoss.mode !== 'static' && maxLoss.lockAtPercentOfInitial !== null) {
    out.push(t('rules.maxLossLock', { level: share(maxLoss.lockAtPercentOfInitial) }));
  }
  if (tradingDays && tradingDays.minDays > 0) {
    out.push(
      t(`rules.tradingDays.${tradingDays.counts}`, {
        days: tradingDays.minDays,
        percent: format.percent(tradingDays.minDayProfitPercent ?? 0),
      }),
    );
  }
  if (consistency) {
    out.push(t('rules.consistency', { percent: format.percent(consistency.maxBestDayPercentOfProfit) }));
  }
  if (newsTrading) {
    out.push(
      t(`rules.news.${newsTrading.instruments}`, {
        before: newsTrading.minutesBefore,
        after: newsTrading.minutesAfter,
      }),
    );
  }
  if (weekendHolding && !weekendHolding.allowed) out.push(t('rules.weekendHolding'));
  // A time limit only means something while there is a target to reach (not on a funded account).
  if (rules.maxCalendarDays !== null) out.push(t('rules.timeLimit', { days: rules.maxCalendarDays }));
  else if (profitTarget) out.push(t('rules.noTimeLimit'));
  out.push(t('rules.dayReset', { time: rules.dayReset.time, timezone: rules.dayReset.timezone.replace(/_/g, ' ') }));
  return out;
}
