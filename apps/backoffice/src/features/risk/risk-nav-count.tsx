import { useTranslation } from 'react-i18next';
import { QUEUE_POLLING_MS } from '../../shared/api/console-api.ts';
import { useRiskSummaryQuery } from './api/risk-api.ts';

/**
 * The menu's count of open cases at or above their brand's threshold (the ones holding payouts), asked again like
 * an open queue so that a new case shows without a reload; nothing while there are none or the read failed.
 */
export function RiskNavCount() {
  const { t } = useTranslation();
  const { data } = useRiskSummaryQuery(undefined, { pollingInterval: QUEUE_POLLING_MS });
  const count = data?.openAboveThreshold ?? 0;
  if (count === 0) return null;
  return (
    <span className="bo-nav__count" aria-label={t('risk.navCount', { count })}>
      {count}
    </span>
  );
}
