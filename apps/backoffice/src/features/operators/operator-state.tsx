import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import type { AdminOperator } from './api/operators-api.ts';

/** Disabled, waiting for a one-time password to be changed, or active. */
export function OperatorStateBadge({ operator }: { operator: AdminOperator }) {
  const { t } = useTranslation();
  if (operator.disabledAt) return <StatusBadge variant="negative">{t('operators.disabled')}</StatusBadge>;
  if (operator.mustChangePassword)
    return <StatusBadge variant="warning">{t('operators.oneTimePasswordPending')}</StatusBadge>;
  return <StatusBadge variant="positive">{t('operators.active')}</StatusBadge>;
}

/** "Every brand" for an owner, else the brands' codes. */
export function useBrandsText() {
  const { t } = useTranslation();
  return (o: AdminOperator) => (o.allBrands ? t('operators.allBrands') : o.brands.map((b) => b.code).join(', ') || '—');
}
