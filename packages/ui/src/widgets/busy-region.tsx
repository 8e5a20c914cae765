import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A region whose content is on its way: the placeholders inside show the eye where it will stand, and a screen
 * reader hears "Loading…" once instead of a run of empty shapes.
 */
export function BusyRegion({
  className,
  testId,
  children,
}: {
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {children}
    </div>
  );
}
