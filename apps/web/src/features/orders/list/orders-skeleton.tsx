import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';

/** The list's shape while a page loads. */
export function OrdersSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <BusyRegion className="card orders-skeleton flow">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="orders-skeleton__row">
          <Skeleton width="18%" height={16} />
          <Skeleton width="40%" height={16} />
          <Skeleton width="14%" height={16} />
          <Skeleton width={72} height={22} radius="var(--radius-pill)" />
        </div>
      ))}
    </BusyRegion>
  );
}
