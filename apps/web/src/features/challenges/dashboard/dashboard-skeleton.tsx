import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';

/** The dashboard's shape while its first figures load (never shown again on a refresh). */
export function DashboardSkeleton() {
  return (
    <BusyRegion className="challenge__skeleton flow" testId="dashboard-skeleton">
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
    </BusyRegion>
  );
}
