import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';

/** The week's shape while it loads. */
export function CalendarSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <BusyRegion className="card calendar-skeleton flow flow--3">
      <Skeleton width="30%" height={18} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="calendar-skeleton__row">
          <Skeleton width={48} height={16} />
          <Skeleton width={40} height={16} />
          <Skeleton width={88} height={20} radius="var(--radius-pill)" />
          <Skeleton width="36%" height={16} />
          <Skeleton width="12%" height={16} />
        </div>
      ))}
    </BusyRegion>
  );
}
