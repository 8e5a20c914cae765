import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';

const FIELDS = 8;

/** The form's shape while the personal data loads: a label and a control per field, then the button. */
export function PersonalInformationSkeleton() {
  return (
    <BusyRegion className="profile-form flow">
      <div className="profile-form__grid">
        {Array.from({ length: FIELDS }, (_, i) => (
          <div key={i} className="profile-form__skeleton-field flow flow--2">
            <Skeleton width="40%" height={14} />
            <Skeleton height={44} radius="var(--radius-sm)" />
          </div>
        ))}
      </div>
      <div className="profile-form__actions">
        <Skeleton width={160} height={44} radius="var(--radius-sm)" />
      </div>
    </BusyRegion>
  );
}
