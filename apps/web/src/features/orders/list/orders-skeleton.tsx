import { useTranslation } from 'react-i18next';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';

/** The list's shape while a page loads. */
export function OrdersSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="card orders-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="orders-skeleton__row">
          <Skeleton width="18%" height={16} />
          <Skeleton width="40%" height={16} />
          <Skeleton width="14%" height={16} />
          <Skeleton width={72} height={22} radius="var(--radius-pill)" />
        </div>
      ))}
    </div>
  );
}
