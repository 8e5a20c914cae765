import { useTranslation } from 'react-i18next';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';

/** The dashboard's shape while its first figures load (never shown again on a refresh). */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="challenge__skeleton flow" aria-busy="true" data-testid="dashboard-skeleton">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className="card challenge-header">
        <div className="challenge-header__main">
          <Skeleton width="30%" height={14} />
          <Skeleton width="55%" height={30} />
          <Skeleton width="70%" height={40} />
        </div>
      </div>
      <div className="room-cards card-grid">
        <Skeleton height={132} radius="var(--radius-lg)" />
        <Skeleton height={132} radius="var(--radius-lg)" />
      </div>
      <div className="challenge__grid">
        <Skeleton height={420} radius="var(--radius-lg)" />
        <Skeleton height={420} radius="var(--radius-lg)" />
      </div>
    </div>
  );
}
