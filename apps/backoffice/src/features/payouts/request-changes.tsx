import { useTranslation } from 'react-i18next';
import type { EligibilityItem } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { checklistChanges } from './checklist-changes.ts';

/** An item's value or limit as the review shows it (money in the payout's currency, a status by its name …). */
export type ShownValue = (key: string, value: string | number | null) => string;

/**
 * What changed on the checklist since the trader's request, above the checklist now: approving and marking paid run
 * it again, and a red item refuses the decision, so finance sees why before asking.
 */
export function RequestChanges(props: {
  before: readonly EligibilityItem[] | null;
  now: readonly EligibilityItem[];
  shown: ShownValue;
}) {
  const { t } = useTranslation();
  if (!props.before) return <p className="bo-muted">{t('payouts.changesUnknown')}</p>;
  const changes = checklistChanges(props.before, props.now);
  if (changes.length === 0) return <p className="bo-muted">{t('payouts.unchanged')}</p>;
  const state = (i: EligibilityItem | null) =>
    i
      ? `${t(i.ok ? 'payouts.ok' : 'payouts.notOk')} · ${props.shown(i.key, i.value)}` +
        (i.limit !== null ? ` / ${props.shown(i.key, i.limit)}` : '')
      : t('payouts.notChecked');
  return (
    <Banner
      variant={changes.some((c) => c.now && !c.now.ok) ? 'negative' : 'warning'}
      title={t('payouts.changedTitle')}
    >
      <ul className="bo-changes">
        {changes.map((c) => (
          <li key={c.key}>
            {t('payouts.changeLine', {
              item: t(`payouts.check.${c.key}`),
              before: state(c.before),
              now: state(c.now),
            })}
          </li>
        ))}
      </ul>
    </Banner>
  );
}
