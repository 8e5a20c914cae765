import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';

/** Home's account cards while they load. */
export function AccountsSkeleton() {
  return (
    <BusyRegion className="account-grid card-grid">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card account-card">
          <Skeleton width="45%" height={14} />
          <Skeleton width="70%" height={22} />
          <Skeleton width="50%" height={32} />
          <Skeleton height={64} />
          <Skeleton height={44} radius="var(--radius-sm)" />
        </div>
      ))}
    </BusyRegion>
  );
}
