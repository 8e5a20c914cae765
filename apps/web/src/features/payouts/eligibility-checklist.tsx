import { useTranslation } from 'react-i18next';
import { challengeStatusLabel, type AccountPayoutSummary, type EligibilityItem } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';

const MONEY_KEYS = new Set(['minAmount', 'maxAmount', 'withinWithdrawable']);

/** The checklist before the button (docs/payouts.md "Eligibility"): each condition green or red, with its number. */
export function EligibilityChecklist({ summary }: { summary: AccountPayoutSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const show = (item: EligibilityItem, v: EligibilityItem['value']) => {
    if (v === null) return '—';
    if (MONEY_KEYS.has(item.key) && typeof v === 'number') return format.money(v, summary.currency);
    if (item.key === 'cycleReached' && typeof v === 'string') return format.dateTime(v);
    if (item.key === 'consistency' && typeof v === 'number') return format.percent(v);
    // the account's status, which decides funded and verified, as its label: never its number; the account is a
    // funded one (the widget lists no other), so it reads Funded, not the stage it trades under
    if ((item.key === 'funded' || item.key === 'verified') && typeof v === 'number')
      return t(`challengeStatus.${challengeStatusLabel(v, true)}`);
    return typeof v === 'number' ? format.number(v) : v;
  };
  const detail = (item: EligibilityItem) => {
    // The payout day: "now" once reached, a date only while it is ahead (never "from" a day already past).
    if (item.key === 'cycleReached' && item.ok) return t('payouts.checklist.cycleReachedNow');
    if (item.key === 'cycleReached' && item.limit === null) return t('payouts.widget.afterFirstTrade');
    return t(`payouts.checklist.${item.key}Detail`, { value: show(item, item.value), limit: show(item, item.limit) });
  };
  return (
    <ul className="checklist" aria-label={t('payouts.checklist.title')}>
      {summary.checklist.map((item) => (
        <li key={item.key} className={`checklist__item checklist__item--${item.ok ? 'ok' : 'no'}`}>
          <span className="checklist__mark" aria-hidden="true">
            {item.ok ? '✓' : '✕'}
          </span>
          <span className="checklist__text">
            <span className="checklist__label">{t(`payouts.checklist.${item.key}`)}</span>
            <span className="visually-hidden">
              {item.ok ? t('payouts.checklist.met') : t('payouts.checklist.notMet')}
            </span>
            <span className="checklist__numbers">{detail(item)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
