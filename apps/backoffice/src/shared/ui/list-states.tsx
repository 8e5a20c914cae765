import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';

/** Rows of placeholders while a list or a page loads. */
export function LoadingRows({ rows = 6, height = 28 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div className="card stack" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} width="100%" height={height} />
      ))}
    </div>
  );
}

/** A failed read, with the way to ask again. */
export function LoadFailed({ error, onRetry }: { error: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Banner variant="negative" action={{ label: t('console.retry'), onClick: onRetry }}>
      {t(error)}
    </Banner>
  );
}

/** An id that is unknown or outside the operator's brands (the server answers both alike). */
export function NotFound({ title, back, backLabel }: { title: string; back: string; backLabel: string }) {
  return (
    <EmptyState
      title={title}
      action={
        <Link className="btn btn--secondary" to={back}>
          {backLabel}
        </Link>
      }
    />
  );
}
